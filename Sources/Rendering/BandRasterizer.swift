import Graphics

/// Draws a frame's commands into one band (rows, and columns within them): the part of `Rasterizer`
/// that runs on each thread. It owns everything a command mutates while it is drawn (through its
/// `CommandPainter`: the clip and translation stacks, the scratch rows, the colour tables), reads only
/// what the caller prepared before the pass (the commands, their glyph masks and the culler's
/// analysis), and writes only pixels of its band. So bands drawn at the same time on different
/// threads give, pixel for pixel, the pixels one band covering the frame gives.
final class BandRasterizer {
    /// Rows of visible commands skipped as covered (see `OcclusionCuller`), added up over `draw`
    /// calls; the rasterizer sets it to 0 before each frame.
    var coveredRowCount: Int {
        get { painter.coveredRowCount }
        set { painter.coveredRowCount = newValue }
    }
    /// Rows cleared to the background, added up over `draw` calls like `coveredRowCount`.
    @exclusivity(unchecked) var clearedRowCount = 0
    /// Groups stepped over as missing the band, added up over `draw` calls like `coveredRowCount`.
    @exclusivity(unchecked) var steppedOverGroupCount = 0
    /// Paints the commands into the band.
    private let painter = CommandPainter()

    /// The pixels being drawn into: `height` rows of `width` pixels from `pixels`, row 0 stored at
    /// row `rowOrigin` (rows wrap around: `PixelBuffer.rotateRows`).
    struct Target {
        let pixels: UnsafeMutablePointer<UInt32>
        let width: Int
        let height: Int
        var rowOrigin = 0

        /// The first pixel of row `y`.
        @inline(__always)
        func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
            let stored = y + rowOrigin
            return pixels + (stored >= height ? stored - height : stored) * width
        }
    }

    /// What every band of one frame shares, prepared on the calling thread and only read during the pass.
    struct Frame {
        let commands: [DrawCommand]
        let scale: Double
        let target: Target
        /// Premultiplied colour stored into the band's rows before drawing; nil keeps what is there.
        let background: UInt32?
        /// Per command: the glyph mask of a `.text` command (`GlyphMaskPrepass`).
        let masks: [AlphaMask?]
        /// The occlusion analysis of `commands`, nil when culling is off.
        let culler: OcclusionCuller?
        /// The blurred content under each `.backdrop` command, made before the pass that draws it.
        let backdrops: BackdropSet
        /// The underlay of the scrim at command `captureIndex`, which the bands copy it into as they
        /// reach it, or which seeds the bands that start at the scrim (`ScrimUnderlay`).
        var underlay: ScrimUnderlay?
        var captureIndex = -1
    }

    /// Makes the scratch rows hold `width` pixels (call before a pass, never during one).
    func reserve(width: Int) {
        painter.reserve(width: width)
    }

    /// Draws band `band` of `bands` whole: every command, or from the one it starts at (seeded from
    /// the scrim's underlay when it says so) without clearing it.
    func draw(_ frame: Frame, band: Int, of bands: FrameBands) {
        let rect = bands.rects[band], start = bands.starts[band]
        guard start >= 0 else {
            draw(frame, rows: rect.minY..<rect.maxY, columns: rect.minX..<rect.maxX)
            return
        }
        if bands.isSeeded[band] { frame.underlay?.seed(rect, into: frame.target) }
        draw(frame, rows: rect.minY..<rect.maxY, columns: rect.minX..<rect.maxX, span: start..<frame.commands.count, continues: true)
    }

    /// Draws the commands `span` of `frame` (all of them when nil) into `rows` × `columns` (inside
    /// the target) and nowhere else; the band is cleared to the background first unless it
    /// `continues` (a later span of a band drawn up to it), and a later span starts with the clips
    /// and translations the commands before it left. Commands are drawn in order (painter's
    /// algorithm); unbalanced clips and translations are forgiven (extra pops are ignored, missing
    /// pops end with the frame). A group whose commands all miss the band is stepped over
    /// (`GroupExtents`), as is, before a later span, a group closed before it.
    func draw(_ frame: Frame, rows: Range<Int>, columns: Range<Int>? = nil, span: Range<Int>? = nil, continues: Bool = false) {
        let target = frame.target
        let commands = frame.commands
        let span = span ?? commands.indices
        let columns = columns ?? 0..<target.width
        let band = PixelRect(minX: columns.lowerBound, minY: rows.lowerBound, maxX: columns.upperBound, maxY: rows.upperBound)
        painter.start(band: band, bounds: PixelRect(minX: 0, minY: 0, maxX: target.width, maxY: target.height))
        defer { painter.coveredRows = [] }
        guard !band.isEmpty else { return }
        if !continues, let background = frame.background {
            clear(band, to: background, except: frame.culler.map { $0.coveredRows.rows(of: $0.backgroundEntry) } ?? [], target)
        }
        // The clips and translations in force at the span's start; a group closed before it
        // leaves them as they were.
        let ends = frame.culler?.groups.ends
        var start = 0
        while start < span.lowerBound {
            if let end = ends?[start], end > start, end < span.lowerBound {
                start = end + 1
                continue
            }
            switch commands[start] {
            case .pushClip, .popClip, .pushTranslation, .popTranslation: painter.paint(commands[start], index: start, frame)
            default: break
            }
            start += 1
        }
        let capture = frame.captureIndex
        guard let culler = frame.culler else {
            for index in span {
                if index == capture { frame.underlay?.capture(band, from: target) }
                painter.paint(commands[index], index: index, frame)
            }
            return
        }
        // Local copies: one access to the culler per band, not three per command.
        let isHidden = culler.isHidden, bounds = culler.bounds, covered = culler.coveredRows, groups = culler.groups
        let area = band
        var index = span.lowerBound
        while index < span.upperBound {
            defer { index += 1 }
            if index == capture { frame.underlay?.capture(band, from: target) }
            // A group whose commands all miss the band: on from its pop, as nothing inside draws.
            let next = groups.next(after: index, missing: area, capture: capture)
            if next != index {
                steppedOverGroupCount += 1
                index = next - 1
                continue
            }
            guard !isHidden[index] else { continue }
            // Clip and translation commands have empty bounds, so they are never skipped here.
            let bound = bounds[index]
            if !bound.isEmpty && (bound.maxY <= area.minY || bound.minY >= area.maxY
                                  || bound.maxX <= area.minX || bound.minX >= area.maxX) { continue }
            painter.coveredRows = covered.rows(of: index)
            painter.paint(commands[index], index: index, frame)
        }
    }

    /// Stores `color` into `area`, leaving out the rows opaque commands cover anyway (sorted).
    private func clear(_ area: PixelRect, to color: UInt32, except covered: ArraySlice<Range<Int>>, _ target: Target) {
        let isWholeRows = area.minX == 0 && area.maxX == target.width
        // Whole rows stored one after the other are one span (up to where the storage wraps).
        let wrap = target.height - target.rowOrigin
        CoveredRowList.forEachRun(of: area.minY..<area.maxY, outside: covered) { run in
            clearedRowCount += run.count
            if isWholeRows && (run.upperBound <= wrap || run.lowerBound >= wrap) {
                Blend.fillSpanOpaque(target.row(run.lowerBound), count: run.count * target.width, color: color)
            } else {
                for y in run {
                    Blend.fillSpanOpaque(target.row(y) + area.minX, count: area.width, color: color)
                }
            }
        }
    }
}
