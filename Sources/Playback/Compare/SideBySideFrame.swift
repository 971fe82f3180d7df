import Graphics
import LabDrawing
import Rendering
import ScrollUI

/// The frames of a compare's variants next to each other in one buffer: panes of the same size
/// (each variant's canvas) left to right with a thin gutter between, under a caption strip that names
/// each variant (its letter on its colour, then its options), outside the viewports. The panes are
/// copied pixel for pixel, so each holds exactly the frame a single replay of that variant draws.
/// The live window of `run --compare` composes its columns with it too.
public final class SideBySideFrame {
    /// The strip above the panes that holds the captions, points.
    public static let captionHeight = 30.0
    /// Between two panes, points.
    public static let gutter = 6.0
    /// The strip's and the gutters' colour.
    public static let background = Color(hex: 0x1C1C1E)
    static let captionFont = Font(size: 14, weight: .semibold)
    /// The letter's badge: a rounded square this wide, points, inset from the pane's left edge.
    static let badgeSize = 20.0
    static let captionInset = 8.0

    /// The composed frame, reused from frame to frame.
    public let buffer: PixelBuffer
    /// The captions and the background, drawn once.
    private let template: PixelBuffer
    private let pane: (width: Int, height: Int)
    private let gutterPixels: Int
    private let captionPixels: Int
    private let count: Int

    /// Panes of `canvas` points at `scale` for `variants`; `captions: false` leaves the strip out
    /// (contact-sheet thumbnails, which label the panes themselves). `trailing` points of background
    /// follow the last pane (the live window's HUD panel and what its whole-point columns leave).
    public init(variants: [CompareVariant], canvas: Size, scale: Double, captions: Bool,
                fonts: any TextMeasuring & GlyphRasterizing, trailing: Double = 0) {
        count = variants.count
        pane = FrameRenderer.pixelSize(of: canvas, scale: scale)
        gutterPixels = SideBySideFrame.pixels(SideBySideFrame.gutter, scale: scale)
        captionPixels = captions ? SideBySideFrame.pixels(SideBySideFrame.captionHeight, scale: scale) : 0
        var size = SideBySideFrame.pixelSize(panes: count, canvas: canvas, scale: scale, captions: captions)
        size.width += SideBySideFrame.pixels(max(0, trailing), scale: scale)
        template = PixelBuffer(width: size.width, height: size.height)
        buffer = PixelBuffer(width: size.width, height: size.height)
        var context = DrawingContext(list: DisplayList(), visibleRect: Rect(x: 0, y: 0, width: Double(size.width) / scale,
                                                                            height: Double(size.height) / scale),
                                     textMeasurer: fonts)
        if captions {
            for (index, variant) in variants.enumerated() {
                SideBySideFrame.drawCaption(variant, left: Double(paneX(index)) / scale, width: canvas.width, context: &context)
            }
        }
        Rasterizer(glyphs: fonts).render(context.list, into: template, scale: scale, background: SideBySideFrame.background)
    }

    /// The composed frame's size, pixels: `panes` panes of `canvas` points and the gutters side by
    /// side at `scale`, the strip above them when `captions`.
    public static func pixelSize(panes: Int, canvas: Size, scale: Double, captions: Bool) -> (width: Int, height: Int) {
        let pane = FrameRenderer.pixelSize(of: canvas, scale: scale)
        let caption = captions ? pixels(captionHeight, scale: scale) : 0
        return (panes * pane.width + (panes - 1) * pixels(gutter, scale: scale), caption + pane.height)
    }

    /// A length in points as whole pixels at `scale`.
    private static func pixels(_ points: Double, scale: Double) -> Int { Int((points * scale).rounded()) }

    /// The composed frame's size in points for `count` panes of `canvas` (the frame-size limit's check).
    public static func canvas(panes count: Int, canvas: Size) -> Size {
        Size(width: Double(count) * canvas.width + Double(count - 1) * gutter, height: captionHeight + canvas.height)
    }

    /// The left edge of pane `index`, pixels.
    public func paneX(_ index: Int) -> Int { index * (pane.width + gutterPixels) }

    /// The top edge of every pane, pixels (under the caption strip).
    public var paneY: Int { captionPixels }

    /// Starts a new frame: the strip and gutters, the panes empty.
    public func begin() {
        buffer.pixels.baseAddress!.update(from: template.pixels.baseAddress!, count: template.width * template.height)
    }

    /// Copies `frame` (one variant's frame at the pane's size or smaller) into pane `index`.
    public func place(_ frame: PixelBuffer, at index: Int) {
        let width = min(frame.width, pane.width), height = min(frame.height, pane.height)
        let target = buffer.pixels.baseAddress!, source = frame.pixels.baseAddress!
        let left = paneX(index)
        for row in 0..<height {
            (target + (paneY + row) * buffer.width + left).update(from: source + row * frame.width, count: width)
        }
    }

    private static func drawCaption(_ variant: CompareVariant, left: Double, width: Double, context: inout DrawingContext) {
        let inset = SideBySideFrame.captionInset, badge = SideBySideFrame.badgeSize
        let top = (SideBySideFrame.captionHeight - badge) / 2
        let badgeRect = Rect(x: left + inset, y: top, width: badge, height: badge)
        context.fillRoundedRect(badgeRect, radii: CornerRadii(5), variant.color)
        let letter = TextRun(variant.letter, font: SideBySideFrame.captionFont)
        let letterSize = context.textMeasurer.size(of: letter)
        context.drawText(letter, at: Point(x: badgeRect.midX - letterSize.width / 2, y: badgeRect.midY - letterSize.height / 2),
                         .white)
        let textLeft = badgeRect.maxX + inset
        let run = TextTruncation.run(variant.label, font: SideBySideFrame.captionFont, width: left + width - inset - textLeft,
                                     measurer: context.textMeasurer)
        let size = context.textMeasurer.size(of: run)
        context.drawText(run, at: Point(x: textLeft, y: (SideBySideFrame.captionHeight - size.height) / 2), .white)
    }
}
