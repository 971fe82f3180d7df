import Graphics
import LabBasics
import Rendering
import ScrollUI

/// Turns a window's view tree into pixels: display list, then our rasterizer into a reused buffer;
/// optionally a canvas larger than the viewport (the HUD's side panel) and an overlay list on top.
/// Only what differs from the previous frame is drawn again, and moved content is moved
/// (`IncrementalRasterizer`); the frames are byte-identical to drawing every pixel.
public final class FrameRenderer {
    public let frames: IncrementalRasterizer
    public var rasterizer: Rasterizer { frames.rasterizer }
    public let buffer = PixelBuffer(width: 1, height: 1)
    /// What shows where no view draws.
    public static let background = Color.black
    /// The overlay's commands, reused from frame to frame.
    private var overlay: DrawingContext
    /// The rows changed since the last `changedRows()` (their hull); nil when a frame since was drawn
    /// whole (the first, a new size, ...).
    private var drawnRows: Range<Int>?

    public init(fonts: any TextMeasuring & GlyphRasterizing) {
        frames = IncrementalRasterizer(glyphs: fonts)
        overlay = DrawingContext(list: DisplayList(), visibleRect: .zero, textMeasurer: fonts)
    }

    /// False: every frame is drawn whole (to measure the difference; the pixels are the same).
    public var isDamageTrackingEnabled: Bool {
        get { frames.isDamageTrackingEnabled }
        set { frames.isDamageTrackingEnabled = newValue }
    }

    /// Renders the window at `scale` pixels per point into `buffer` and returns it. `canvas` (points)
    /// defaults to the viewport; `drawOverlay` adds commands in canvas points above the views.
    @discardableResult
    public func render(_ window: Window, scale: Double, canvas: Size? = nil,
                       drawOverlay: ((inout DrawingContext) -> Void)? = nil) -> PixelBuffer {
        render(window.makeDisplayList(scale: scale), size: canvas ?? window.size, scale: scale, drawOverlay: drawOverlay)
    }

    /// Renders `list` on a canvas of `size` points at `scale` pixels per point, with `drawOverlay`'s
    /// commands above it, into `buffer` and returns it.
    @discardableResult
    public func render(_ list: DisplayList, size: Size, scale: Double,
                       drawOverlay: ((inout DrawingContext) -> Void)? = nil) -> PixelBuffer {
        let pixels = FrameRenderer.pixelSize(of: size, scale: scale)
        buffer.resize(width: pixels.width, height: pixels.height)
        overlay.restart(visibleRect: Rect(origin: .zero, size: size), scale: scale)
        drawOverlay?(&overlay)
        frames.render(list, overlay: overlay.list, into: buffer, scale: scale, background: FrameRenderer.background)
        if frames.drewWholeFrame {
            drawnRows = nil
        } else if let rows = drawnRows, !frames.changedRows.isEmpty {
            let hull = frames.changedRows
            drawnRows = rows.isEmpty ? hull : min(rows.lowerBound, hull.lowerBound)..<max(rows.upperBound, hull.upperBound)
        }
        return buffer
    }

    /// The pixels of a frame of `size` points at `scale` pixels per point (at least 1 × 1).
    public static func pixelSize(of size: Size, scale: Double) -> (width: Int, height: Int) {
        (max(1, Int(saturating: (size.width * scale).rounded())), max(1, Int(saturating: (size.height * scale).rounded())))
    }

    /// The rows of the frames rendered since the last call that may differ from the frame before
    /// them (the band to upload: every row the frames moved or drew); nil when everything must be
    /// uploaded (a frame drawn whole: the first, a new size, after `forgetPreviousFrame()`). Empty
    /// when nothing changed.
    public func changedRows() -> Range<Int>? {
        defer { drawnRows = 0..<0 }
        return drawnRows
    }

    /// The next frame is drawn whole and `changedRows()` reports everything (the buffer was used
    /// for something else).
    public func forgetPreviousFrame() {
        frames.forgetPreviousFrame()
    }

    /// Writes the last rendered frame as a PNG in place; a failure is a runtime error naming the file.
    public func writePNG(to path: String, using png: PNGFile) throws {
        try png.write(buffer, to: path)
    }
}
