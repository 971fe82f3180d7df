import Rendering

// Convenience overloads that take the rasterizer's `PixelBuffer` directly.

extension HostWindow {
    /// Uploads and shows a rendered frame (see `present(pixels:width:height:dirtyRows:)`), its rows as
    /// they are stored (rotated rows are not put back in order first); the buffer should be
    /// `drawableSize` pixels.
    @discardableResult
    public func present(_ buffer: PixelBuffer, dirtyRows: Range<Int>? = nil) throws -> PresentTiming {
        guard buffer.width > 0, buffer.height > 0 else { return PresentTiming(upload: 0, display: 0) }
        return try present(width: buffer.width, height: buffer.height, dirtyRows: dirtyRows) { rows, upload in
            try buffer.withRows(rows, upload)
        }
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
