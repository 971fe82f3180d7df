import Foundation
import Graphics
import Rendering
import ScrollUI

/// Turns a window's view tree into pixels: display list, then our rasterizer into a reused buffer;
/// optionally a canvas larger than the viewport (the HUD's side panel) and an overlay list on top.
/// Only the rows where the display list or the overlay differ from the previous frame's are drawn
/// again (`IncrementalRasterizer`); the frames are byte-identical to drawing every row.
public final class FrameRenderer {
    let frames: IncrementalRasterizer
    var rasterizer: Rasterizer { frames.rasterizer }
    let buffer = PixelBuffer(width: 1, height: 1)
    /// What shows where no view draws.
    public static let background = Color.black
    /// The overlay's commands, reused from frame to frame.
    private var overlay: DrawingContext
    /// A copy of the last frame handed to `changedRows()`, to find what the next one changed when a
    /// frame was drawn whole.
    private var previous: [UInt32] = []
    private var previousSize = (width: 0, height: 0)
    /// The rows drawn since the last `changedRows()` (their hull), when no frame since was drawn whole.
    private var drawnRows: Range<Int>? = 0..<0

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

    /// The rows of the last rendered frame that may differ from the frame before (the band to upload,
    /// at least every changed row); nil when everything must be uploaded (the first frame, a new
    /// size). Empty when nothing changed. The rows drawn when only some were; otherwise the rows
    /// that differ from a copy of the frame before.
    public func changedRows() -> Range<Int>? {
        let width = buffer.width, height = buffer.height
        let pixels = buffer.pixels
        defer { drawnRows = 0..<0 }
        if let rows = drawnRows, previousSize == (width, height), previous.count == width * height {
            // Keep the copy equal to the frame: only the drawn rows may differ.
            let start = rows.lowerBound * width
            previous.withUnsafeMutableBufferPointer { old in
                (old.baseAddress! + start).update(from: pixels.baseAddress! + start, count: rows.count * width)
            }
            return rows
        }
        guard previousSize == (width, height), previous.count == width * height else {
            previous = Array(pixels)
            previousSize = (width, height)
            return nil
        }
        return previous.withUnsafeMutableBufferPointer { old -> Range<Int> in
            let rowBytes = width * MemoryLayout<UInt32>.stride
            func same(_ row: Int) -> Bool {
                memcmp(old.baseAddress! + row * width, pixels.baseAddress! + row * width, rowBytes) == 0
            }
            var first = 0
            while first < height, same(first) { first += 1 }
            guard first < height else { return 0..<0 }
            var last = height - 1
            while last > first, same(last) { last -= 1 }
            let start = first * width, count = (last - first + 1) * width
            (old.baseAddress! + start).update(from: pixels.baseAddress! + start, count: count)
            return first..<(last + 1)
        }
    }

    /// The next `changedRows()` reports everything (the buffer was used for something else).
    public func forgetPreviousFrame() {
        previousSize = (0, 0)
        frames.forgetPreviousFrame()
    }

    /// Writes the last rendered frame as a PNG in place; a failure is a runtime error naming the file.
    public func writePNG(to path: String, using png: PNGFile) throws {
        try png.write(buffer, to: path)
    }
}
