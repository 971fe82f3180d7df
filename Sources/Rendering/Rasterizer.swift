import Graphics

/// Turns a `DisplayList` (viewport points) into premultiplied ARGB8888 pixels in software.
///
/// Every shape is processed row by row as spans (see `RowCoverage`): the uniform middle of a row is a
/// span fill or copy, only the anti-aliased ends are evaluated per pixel, and nothing outside the clip
/// is visited. Scratch memory and the clip stack are reused from frame to frame, so steady-state
/// frames allocate nothing. Not thread-safe: use one rasterizer per thread.
public final class Rasterizer {
    /// The glyph source for `.text` commands; text is skipped when nil.
    public var glyphs: GlyphRasterizing?
    /// Skip commands that later opaque commands hide completely (`OcclusionCuller`); the pixels
    /// are the same either way.
    public var isOcclusionCullingEnabled = true
    /// Commands skipped as hidden in the last frame.
    public private(set) var hiddenCommandCount = 0
    /// Rows of visible commands skipped as covered in the last frame.
    public private(set) var coveredRowCount = 0
    /// Rows of the command being drawn that a later opaque command covers (see `OcclusionCuller`).
    private var coveredRows = 0..<0

    /// Device pixels reserved per scratch row before the first frame.
    static let initialScratchWidth = 1024

    private var clips = ClipStack()
    private let edges = ScratchBuffer<Float>(capacity: initialScratchWidth)
    private let samples = ScratchBuffer<UInt32>(capacity: initialScratchWidth)
    private let column0 = ScratchBuffer<Int32>(capacity: initialScratchWidth)
    private let column1 = ScratchBuffer<Int32>(capacity: initialScratchWidth)
    private let columnWeight = ScratchBuffer<UInt32>(capacity: initialScratchWidth)
    private let gradientTable = ScratchBuffer<UInt32>(capacity: GradientPainter.tableSize)
    private let maskColors = ScratchBuffer<UInt32>(capacity: MaskPainter.colorTableSize)
    private let culler = OcclusionCuller()

    /// A rasterizer that asks `glyphs` for text masks (nil: text is not drawn).
    public init(glyphs: GlyphRasterizing?) {
        self.glyphs = glyphs
    }

    /// Draws `list` (viewport points) into `buffer` at `scale` device pixels per point, after clearing
    /// it to `background`. Commands are drawn in order (painter's algorithm); unbalanced clips are
    /// forgiven (extra pops are ignored, missing pops end with the frame). A `scale` that is not a
    /// positive finite number draws nothing but the background.
    public func render(_ list: DisplayList, into buffer: PixelBuffer, scale: Double, background: Color) {
        buffer.fill(background)
        draw(list, into: buffer, scale: scale)
    }

    /// Draws `list` over what `buffer` already holds (an overlay on a finished frame), with the
    /// same rules as `render`.
    public func draw(_ list: DisplayList, into buffer: PixelBuffer, scale: Double) {
        guard scale > 0, scale.isFinite, buffer.width > 0, buffer.height > 0 else { return }
        edges.reserve(buffer.width)
        samples.reserve(buffer.width)
        column0.reserve(buffer.width)
        column1.reserve(buffer.width)
        columnWeight.reserve(buffer.width)
        let area = PixelRect(minX: 0, minY: 0, maxX: buffer.width, maxY: buffer.height)
        clips.reset(bounds: area)
        let target = Target(pixels: buffer.pixels.baseAddress!, width: buffer.width)
        guard isOcclusionCullingEnabled else {
            hiddenCommandCount = 0
            coveredRowCount = 0
            for command in list.commands {
                draw(command, scale: scale, into: target)
            }
            return
        }
        hiddenCommandCount = culler.analyze(list, scale: scale, area: area, glyphs: glyphs)
        coveredRowCount = 0
        defer { coveredRows = 0..<0 }
        for (index, command) in list.commands.enumerated() where !culler.isHidden[index] {
            coveredRows = culler.coveredRows[index]
            if case let .text(_, origin, color) = command {
                if let mask = culler.masks[index] { drawText(mask, origin: origin, color, scale: scale, target) }
            } else {
                draw(command, scale: scale, into: target)
            }
        }
    }

    /// The pixels being drawn into.
    struct Target {
        let pixels: UnsafeMutablePointer<UInt32>
        let width: Int
    }

    private func draw(_ command: DrawCommand, scale s: Double, into target: Target) {
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
            let painter = GradientPainter(table: gradientTable.pointer, start: start * s, end: end * s, from: from, to: to)
            rasterize(RoundedRectCoverage(rect: rect.scaled(s), radii: radii.scaled(s)), painter, target)
        case let .shadow(rect, radii, blur, color):
            guard !color.isInvisible, rect.isDrawable, blur.isFinite else { return }
            if blur * s < ShadowRenderingLimits.sharpBlur {
                fill(RoundedRectCoverage(rect: rect.scaled(s), radii: radii.scaled(s)), color, target)
            } else {
                fill(ShadowCoverage(rect: rect.scaled(s), radii: radii.scaled(s), blur: blur * s), color, target)
            }
        case let .image(image, source, rect, opacity, radii):
            drawImage(image, source: source, rect: rect.scaled(s), opacity: opacity, radii: radii.scaled(s), target)
        case let .text(run, origin, color):
            guard !color.isInvisible, let mask = glyphs?.mask(for: run, scale: s) else { return }
            drawText(mask, origin: origin, color, scale: s, target)
        case let .line(from, to, width, color):
            guard !color.isInvisible, width > 0, width.isFinite, from.isFinite, to.isFinite else { return }
            fill(CapsuleCoverage(from: from * s, to: to * s, width: width * s), color, target)
        case let .pushClip(rect, radii):
            clips.push(rect.isDrawable ? rect.scaled(s) : .zero, radii: radii.scaled(s))
        case .popClip:
            clips.pop()
        }
    }

    private func fill<Shape: CoverageShape>(_ shape: Shape, _ color: Color, _ target: Target) {
        rasterize(shape, SolidPainter(color: color.premultipliedARGB), target)
    }

    private func drawImage(_ image: Image, source: Rect, rect: Rect, opacity: Double, radii: CornerRadii,
                           _ target: Target) {
        guard opacity > 0, rect.isDrawable, source.isDrawable else { return }
        let shape = RoundedRectCoverage(rect: rect, radii: radii)
        let bounds = shape.pixelBounds.intersection(clips.current)
        guard !bounds.isEmpty else { return }
        image.pixels.withUnsafeBufferPointer { pixels in
            guard let base = pixels.baseAddress,
                  let sampler = ImageSampler(pixels: base, width: image.width, height: image.height, source: source,
                                             destination: rect, columns: bounds.minX..<bounds.maxX,
                                             column0: column0.pointer, column1: column1.pointer,
                                             columnWeight: columnWeight.pointer)
            else { return }
            let painter = ImagePainter(sampler: sampler, opacityWeight: PixelMath.weight(Float(min(opacity, 1))),
                                       isOpaque: image.isOpaque, scratch: samples.pointer)
            rasterize(shape, painter, target)
        }
    }

    private func drawText(_ mask: AlphaMask, origin: Point, _ color: Color, scale s: Double, _ target: Target) {
        guard !color.isInvisible else { return }
        drawMask(mask, x: PixelMath.roundInt(origin.x * s), y: PixelMath.roundInt(origin.y * s), color, target)
    }

    private func drawMask(_ mask: AlphaMask, x: Int, y: Int, _ color: Color, _ target: Target) {
        guard mask.width > 0, mask.height > 0 else { return }
        let rect = Rect(x: Double(x), y: Double(y), width: Double(mask.width), height: Double(mask.height))
        mask.coverage.withUnsafeBufferPointer { coverage in
            guard let base = coverage.baseAddress else { return }
            let premultiplied = color.premultipliedARGB
            MaskPainter.makeColorTable(maskColors.pointer, color: premultiplied)
            let painter = MaskPainter(color: premultiplied, mask: base, maskWidth: mask.width,
                                      originX: x, originY: y, colorTable: maskColors.pointer)
            rasterize(RoundedRectCoverage(rect: rect, radii: .zero), painter, target)
        }
    }

    /// The one loop every command goes through: rows of `shape` inside the clip, refined by rounded
    /// clips, handed to `painter`.
    private func rasterize<Shape: CoverageShape, Painter: RowPainter>(_ shape: Shape, _ painter: Painter,
                                                                       _ target: Target) {
        let bounds = shape.pixelBounds.intersection(clips.current)
        guard !bounds.isEmpty else { return }
        let edgeRow = edges.pointer
        let clipStack = clips  // one copy per command, not one access per row
        let hasRoundedClips = clipStack.hasRoundedClips
        let skipped = coveredRows.clamped(to: bounds.minY..<bounds.maxY)
        coveredRowCount += skipped.count
        for y in bounds.minY..<bounds.maxY where !skipped.contains(y) {
            var coverage = shape.row(y, minX: bounds.minX, maxX: bounds.maxX, edges: edgeRow)
            if hasRoundedClips { clipStack.refine(&coverage, y: y, edges: edgeRow) }
            guard !coverage.isEmpty else { continue }
            painter.paint(row: target.pixels + y * target.width, y: y, coverage: coverage, edges: edgeRow)
        }
    }
}

/// Limits of the shadow approximation.
enum ShadowRenderingLimits {
    /// Below this blur (device pixels) a shadow is drawn as a sharp anti-aliased shape.
    static let sharpBlur = 0.5
}

extension Rect {
    /// The rectangle in device pixels.
    fileprivate func scaled(_ scale: Double) -> Rect {
        Rect(x: minX * scale, y: minY * scale, width: width * scale, height: height * scale)
    }

    /// True when it has area and finite coordinates.
    fileprivate var isDrawable: Bool {
        !isEmpty && origin.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension Point {
    fileprivate var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CornerRadii {
    fileprivate func scaled(_ scale: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft * scale, topRight: topRight * scale,
                    bottomRight: bottomRight * scale, bottomLeft: bottomLeft * scale)
    }
}
