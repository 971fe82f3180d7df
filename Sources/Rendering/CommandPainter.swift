import Graphics

/// Paints the commands of a frame, one at a time and in order, into one band of rows (and columns
/// within them) and nowhere else: the part of `BandRasterizer` that turns a command into pixels. It
/// holds what the commands before one leave to it (the clip and translation stacks) and what a
/// command uses while it is painted (the scratch rows, the gradient and mask colour tables).
///
/// Every shape is processed row by row as spans (see `RowCoverage`): the uniform middle of a row is a
/// span fill or copy, only the anti-aliased ends are evaluated per pixel, and nothing outside the clip
/// or the band is visited. Commands inside a translation group (`pushTranslation`) are worked out in
/// the group's own pixels and written through pointers moved by its offset, so a group's pixels are
/// the same, bit for bit, wherever it is moved by whole pixels.
final class CommandPainter {
    /// Device pixels reserved per scratch row before the first frame.
    static let initialScratchWidth = 1024

    /// Rows of visible commands skipped as covered (see `OcclusionCuller`), added up over bands;
    /// the rasterizer sets it to 0 before each frame.
    @exclusivity(unchecked) var coveredRowCount = 0
    /// Rows of the command being painted that later opaque commands cover, sorted (buffer rows).
    @exclusivity(unchecked) var coveredRows: ArraySlice<Range<Int>> = []
    /// The pixels being drawn (buffer coordinates).
    @exclusivity(unchecked) private var band = PixelRect.empty
    /// Where the commands being drawn are moved: the sum of the translation groups they are in.
    @exclusivity(unchecked) private var offset = PixelOffset.zero
    /// The offsets before each open translation group.
    @exclusivity(unchecked) private var offsets: [PixelOffset] = []

    @exclusivity(unchecked) private var clips = ClipStack()
    private let edges = ScratchBuffer<Float>(capacity: initialScratchWidth)
    private let samples = ScratchBuffer<UInt32>(capacity: initialScratchWidth)
    private let column0 = ScratchBuffer<Int32>(capacity: initialScratchWidth)
    private let column1 = ScratchBuffer<Int32>(capacity: initialScratchWidth)
    private let columnWeight = ScratchBuffer<UInt32>(capacity: initialScratchWidth)
    private let gradientTable = ScratchBuffer<UInt32>(capacity: GradientPainter.tableSize)
    private let maskColors = ScratchBuffer<UInt32>(capacity: MaskPainter.colorTableSize)
    /// The premultiplied ends `gradientTable` holds (gradients of the same colours share it); nil before the first.
    @exclusivity(unchecked) private var gradientTableEnds: (UInt32, UInt32)?
    /// The colour `maskColors` was made for (runs of one colour share the table); nil before the first.
    @exclusivity(unchecked) private var maskColorsColor: UInt32?

    init() {
        offsets.reserveCapacity(ClipStack.reservedDepth)
    }

    /// Makes the scratch rows hold `width` pixels (call before a pass, never during one).
    func reserve(width: Int) {
        edges.reserve(width)
        samples.reserve(width)
        column0.reserve(width)
        column1.reserve(width)
        columnWeight.reserve(width)
    }

    /// Starts a band `band` of a buffer of `bounds`: no clip, no translation.
    func start(band: PixelRect, bounds: PixelRect) {
        self.band = band
        coveredRows = []
        offset = .zero
        offsets.removeAll(keepingCapacity: true)
        clips.reset(bounds: bounds)
    }

    /// Paints command `index` of `frame` (`command`) into the band.
    func paint(_ command: DrawCommand, index: Int, _ frame: BandRasterizer.Frame) {
        let s = frame.scale, target = frame.target
        switch command {
        case let .fill(rect, color):
            guard !color.isInvisible, rect.isDrawable else { return }
            fill(RoundedRectCoverage(rect: rect.scaled(s), radii: .zero), color, target)
        case let .roundedRect(rect, radii, color):
            guard !color.isInvisible, rect.isDrawable else { return }
            fill(RoundedRectCoverage(rect: rect.scaled(s), radii: radii.scaled(s)), color, target)
        case let .border(rect, radii, width, color):
            guard !color.isInvisible, rect.isDrawable, width > 0, width.isFinite else { return }
            fill(BorderCoverage(rect: rect.scaled(s), radii: radii.scaled(s), width: width * s), color, target)
        case let .linearGradient(rect, radii, start, end, from, to):
            guard !(from.isInvisible && to.isInvisible), rect.isDrawable else { return }
            let shape = RoundedRectCoverage(rect: rect.scaled(s), radii: radii.scaled(s))
            guard !visibleBounds(of: shape).isEmpty else { return }  // before building the table
            let ends = (from.premultipliedARGB, to.premultipliedARGB)
            if gradientTableEnds.map({ $0 != ends }) ?? true {
                GradientPainter.fillTable(gradientTable.pointer, from: ends.0, to: ends.1)
                gradientTableEnds = ends
            }
            let painter = GradientPainter(filledTable: gradientTable.pointer, start: start * s, end: end * s, from: from, to: to)
            rasterize(shape, painter, target)
        case let .shadow(rect, radii, blur, color):
            guard !color.isInvisible, rect.isDrawable, blur.isFinite else { return }
            if blur * s < ShadowRenderingLimits.sharpBlur {
                fill(RoundedRectCoverage(rect: rect.scaled(s), radii: radii.scaled(s)), color, target)
            } else {
                fill(ShadowCoverage(rect: rect.scaled(s), radii: radii.scaled(s), blur: blur * s), color, target)
            }
        case let .image(image, source, rect, opacity, radii):
            drawImage(image, source: source, rect: rect.scaled(s), opacity: opacity, radii: radii.scaled(s), target)
        case let .text(_, origin, color):
            guard !color.isInvisible, let mask = frame.masks[index] else { return }
            drawMask(mask, x: PixelMath.roundInt(origin.x * s), y: PixelMath.roundInt(origin.y * s), color, target)
        case let .line(from, to, width, color):
            guard !color.isInvisible, width > 0, width.isFinite, from.isFinite, to.isFinite else { return }
            fill(CapsuleCoverage(from: from * s, to: to * s, width: width * s), color, target)
        case let .backdrop(rect, radii, _, opacity):
            guard opacity > 0, rect.isDrawable else { return }
            drawBackdrop(frame.backdrops[index], rect: rect.scaled(s), radii: radii.scaled(s), opacity: opacity, target)
        case let .pushClip(rect, radii):
            clips.push(rect.isDrawable ? rect.scaled(s) : .zero, radii: radii.scaled(s), offset: offset)
        case .popClip:
            clips.pop()
        case let .pushTranslation(move):
            offsets.append(offset)
            offset = offset + move
        case .popTranslation:
            if let previous = offsets.popLast() { offset = previous }
        }
    }

    /// The pixels of `shape` (in the pixels of the translation group being drawn) inside the clip
    /// and the band.
    private func visibleBounds<Shape: CoverageShape>(of shape: Shape) -> PixelRect {
        shape.pixelBounds.intersection(clips.current.intersection(band).offsetBy(PixelOffset.zero - offset))
    }

    private func fill<Shape: CoverageShape>(_ shape: Shape, _ color: Color, _ target: BandRasterizer.Target) {
        rasterize(shape, SolidPainter(color: color.premultipliedARGB), target)
    }

    private func drawImage(_ image: Image, source: Rect, rect: Rect, opacity: Double, radii: CornerRadii,
                           _ target: BandRasterizer.Target) {
        guard opacity > 0, rect.isDrawable, source.isDrawable else { return }
        let shape = RoundedRectCoverage(rect: rect, radii: radii)
        let bounds = visibleBounds(of: shape)
        guard !bounds.isEmpty else { return }
        image.pixels.withUnsafeBufferPointer { pixels in
            guard let base = pixels.baseAddress,
                  let sampler = ImageSampler(pixels: base, width: image.width, height: image.height, source: source,
                                             destination: rect, columns: bounds.minX..<bounds.maxX,
                                             column0: column0.pointer + offset.x, column1: column1.pointer + offset.x,
                                             columnWeight: columnWeight.pointer + offset.x)
            else { return }
            let painter = ImagePainter(sampler: sampler, opacityWeight: PixelMath.weight(Float(min(opacity, 1))),
                                       isOpaque: image.isOpaque, scratch: samples.pointer + offset.x)
            rasterize(shape, painter, target)
        }
    }

    /// The backdrop's blurred, tinted grid sampled up over `rect` (device pixels), as an opaque image.
    /// The image is looked at only when the rect meets the band: another thread may be making the
    /// image of a backdrop whose rows this band does not draw (`BackdropStages`).
    /// A material inside a translation group is drawn at its place in the buffer, where its blur read
    /// what lies under it.
    private func drawBackdrop(_ image: BackdropImage?, rect: Rect, radii: CornerRadii, opacity: Double, _ target: BandRasterizer.Target) {
        let move = offset
        offset = .zero
        defer { offset = move }
        let shape = RoundedRectCoverage(rect: rect.offsetBy(dx: Double(move.x), dy: Double(move.y)), radii: radii)
        let bounds = visibleBounds(of: shape)
        guard !bounds.isEmpty, let image, let geometry = image.geometry else { return }
        // The material's pixels lie in `written`: the rows the grid was sampled up across.
        guard geometry.written.minX <= bounds.minX, bounds.maxX <= geometry.written.maxX else { return }
        let sampler = BackdropSampler(rows: image.rows, pairs: image.pairs, firstRow: image.firstRow, width: geometry.written.width,
                                      originX: geometry.written.minX, geometry: geometry)
        let painter = ImagePainter(sampler: sampler, opacityWeight: PixelMath.weight(Float(min(opacity, 1))),
                                   isOpaque: true, scratch: samples.pointer)
        rasterize(shape, painter, target)
    }

    private func drawMask(_ mask: AlphaMask, x: Int, y: Int, _ color: Color, _ target: BandRasterizer.Target) {
        guard mask.width > 0, mask.height > 0 else { return }
        let rect = Rect(x: Double(x), y: Double(y), width: Double(mask.width), height: Double(mask.height))
        let shape = RoundedRectCoverage(rect: rect, radii: .zero)
        guard !visibleBounds(of: shape).isEmpty else { return }  // before building the colour table
        mask.coverage.withUnsafeBufferPointer { coverage in
            guard let base = coverage.baseAddress else { return }
            let premultiplied = color.premultipliedARGB
            if maskColorsColor != premultiplied {
                MaskPainter.makeColorTable(maskColors.pointer, color: premultiplied)
                maskColorsColor = premultiplied
            }
            let painter = MaskPainter(color: premultiplied, mask: base, maskWidth: mask.width,
                                      originX: x, originY: y, colorTable: maskColors.pointer)
            rasterize(shape, painter, target)
        }
    }

    /// The one loop every command goes through: rows of `shape` inside the clip and the band,
    /// refined by rounded clips, handed to `painter`. The shape, the coverage and the painter work in
    /// the group's pixels; the row and scratch pointers are moved by the group's offset, so that
    /// `row[x]` and `edges[x]` are the buffer's pixel and scratch entry for the group's column `x`.
    private func rasterize<Shape: CoverageShape, Painter: RowPainter>(_ shape: Shape, _ painter: Painter,
                                                                       _ target: BandRasterizer.Target) {
        let bounds = visibleBounds(of: shape)
        guard !bounds.isEmpty else { return }
        let move = offset
        let edgeRow = edges.pointer + move.x
        let clipStack = clips  // one copy per command, not one access per row
        let hasRoundedClips = clipStack.hasRoundedClips
        let rows = (bounds.minY + move.y)..<(bounds.maxY + move.y)

        coveredRowCount += CoveredRowList.count(of: coveredRows, in: rows)
        // Rows of equal coverage (the inside of a plain rect) share the coverage of the first of
        // them (its edge coverage stays in the scratch row), unless rounded clips shape each row;
        // a shape with such rows gives one run per row. Each run of a row is painted on its own.
        let uniform = hasRoundedClips ? 0..<0 : shape.uniformRows
        var shared: RowCoverage?
        CoveredRowList.forEachRun(of: rows, outside: coveredRows) { run in
            for row in run {
                let y = row - move.y
                if let shared, uniform.contains(y) {
                    if !shared.isEmpty { painter.paint(row: target.row(row) + move.x, y: y, coverage: shared, edges: edgeRow) }
                    continue
                }
                shape.forEachRun(y, minX: bounds.minX, maxX: bounds.maxX, edges: edgeRow) { part in
                    var coverage = part
                    if hasRoundedClips { clipStack.refine(&coverage, y: y, edges: edgeRow, offset: move) }
                    if uniform.contains(y) { shared = coverage }
                    guard !coverage.isEmpty else { return }
                    painter.paint(row: target.row(row) + move.x, y: y, coverage: coverage, edges: edgeRow)
                }
            }
        }
    }
}

/// Limits of the shadow approximation.
enum ShadowRenderingLimits {
    /// Below this blur (device pixels) a shadow is drawn as a sharp anti-aliased shape.
    static let sharpBlur = 0.5
}

extension Rect {
    /// True when it has area and finite coordinates.
    fileprivate var isDrawable: Bool {
        !isEmpty && origin.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension Point {
    fileprivate var isFinite: Bool { x.isFinite && y.isFinite }
}
