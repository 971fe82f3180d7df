import Rendering

// Convenience overloads that take the rasterizer's `PixelBuffer` directly.

extension HostWindow {
    /// Uploads and shows a rendered frame (see `present(pixels:width:height:dirtyRows:)`); the
    /// buffer should be `drawableSize` pixels.
    public func present(_ buffer: PixelBuffer, dirtyRows: Range<Int>? = nil) throws {
        let pixels = buffer.pixels
        guard let base = pixels.baseAddress, buffer.width > 0, buffer.height > 0 else { return }
        try present(pixels: base, width: buffer.width, height: buffer.height, dirtyRows: dirtyRows)
    }
}

extension PNGWriter {
    /// Writes a rendered frame as a PNG file (see `write(pixels:width:height:to:)`).
    public static func write(_ buffer: PixelBuffer, to path: String) throws {
        let pixels = buffer.pixels
        guard let base = pixels.baseAddress, buffer.width > 0, buffer.height > 0 else {
            throw SDLError.pngWriteFailed(path: path, reason: "the frame is empty (\(buffer.width)x\(buffer.height))")
        }
        try write(pixels: base, width: buffer.width, height: buffer.height, to: path)
    }
}
