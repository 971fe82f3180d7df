import Foundation
import Graphics
import Rendering
import ScrollUI

/// Turns a window's view tree into pixels: display list, then our rasterizer into a reused buffer;
/// optionally a canvas larger than the viewport (the HUD's side panel) and an overlay list on top.
public final class FrameRenderer {
    let rasterizer: Rasterizer
    let buffer = PixelBuffer(width: 1, height: 1)
    /// What shows where no view draws.
    public static let background = Color.black
    /// The overlay's commands, reused from frame to frame.
    private var overlay: DrawingContext
    /// A copy of the last frame handed to `changedRows()`, to find what the next one changed.
    private var previous: [UInt32] = []
    private var previousSize = (width: 0, height: 0)

    public init(fonts: any TextMeasuring & GlyphRasterizing) {
        rasterizer = Rasterizer(glyphs: fonts)
        overlay = DrawingContext(list: DisplayList(), visibleRect: .zero, textMeasurer: fonts)
    }

    /// Renders the window at `scale` pixels per point into `buffer` and returns it. `canvas` (points)
    /// defaults to the viewport; `drawOverlay` adds commands in canvas points above the views.
    @discardableResult
    public func render(_ window: Window, scale: Double, canvas: Size? = nil,
                drawOverlay: ((inout DrawingContext) -> Void)? = nil) -> PixelBuffer {
        let list = window.makeDisplayList()
        let size = canvas ?? window.size
        let pixels = FrameRenderer.pixelSize(of: size, scale: scale)
        buffer.resize(width: pixels.width, height: pixels.height)
        rasterizer.render(list, into: buffer, scale: scale, background: FrameRenderer.background)
        if let drawOverlay {
            overlay.list.removeAll()
            overlay.transform = .identity
            overlay.opacity = 1
            overlay.visibleRect = Rect(origin: .zero, size: size)
            drawOverlay(&overlay)
            if !overlay.list.isEmpty { rasterizer.draw(overlay.list, into: buffer, scale: scale) }
        }
        return buffer
    }

    /// The pixels of a frame of `size` points at `scale` pixels per point (at least 1 × 1).
    public static func pixelSize(of size: Size, scale: Double) -> (width: Int, height: Int) {
        (max(1, Int(saturating: (size.width * scale).rounded())), max(1, Int(saturating: (size.height * scale).rounded())))
    }

    /// The rows of the last rendered frame that differ from the frame before (the band to upload);
    /// nil when everything must be uploaded (the first frame, a new size). Empty when nothing changed.
    public func changedRows() -> Range<Int>? {
        let width = buffer.width, height = buffer.height
        let pixels = buffer.pixels
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
    }

    /// Writes the last rendered frame as a PNG in place; a failure is a runtime error naming the file.
    public func writePNG(to path: String, using png: PNGFile) throws {
        try png.write(buffer, to: path)
    }
}
