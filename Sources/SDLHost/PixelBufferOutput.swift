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
    /// Encodes a rendered frame as PNG bytes (see `encode(pixels:width:height:)`).
    public static func encode(_ buffer: PixelBuffer) throws -> [UInt8] {
        let pixels = buffer.pixels
        guard let base = pixels.baseAddress, buffer.width > 0, buffer.height > 0 else {
            throw SDLError.pngEncodingFailed(reason: "the frame is empty (\(buffer.width)x\(buffer.height))")
        }
        return try encode(pixels: base, width: buffer.width, height: buffer.height)
    }
}
