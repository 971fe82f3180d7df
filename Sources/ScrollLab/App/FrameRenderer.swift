import Graphics
import Rendering
import ScrollUI
import SDLHost

/// Turns a window's view tree into pixels: display list, then our rasterizer into a reused buffer.
final class FrameRenderer {
    let rasterizer: Rasterizer
    let buffer = PixelBuffer(width: 1, height: 1)
    /// What shows where no view draws.
    static let background = Color.black

    init(fonts: FontLibrary) {
        rasterizer = Rasterizer(glyphs: fonts)
    }

    /// Renders the window at `scale` pixels per point into `buffer` and returns it.
    @discardableResult
    func render(_ window: Window, scale: Double) -> PixelBuffer {
        let list = window.makeDisplayList()
        let width = max(1, Int((window.size.width * scale).rounded()))
        let height = max(1, Int((window.size.height * scale).rounded()))
        buffer.resize(width: width, height: height)
        rasterizer.render(list, into: buffer, scale: scale, background: FrameRenderer.background)
        return buffer
    }

    /// Writes the last rendered frame as a PNG; a failure is a runtime error naming the file.
    func writePNG(to path: String) throws {
        do {
            try PNGWriter.write(pixels: UnsafePointer(buffer.pixels.baseAddress!), width: buffer.width,
                                height: buffer.height, to: path)
        } catch let error as SDLError {
            throw AppError.runtime(error.description)
        }
    }
}
