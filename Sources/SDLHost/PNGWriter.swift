import CSDL2

/// Encodes premultiplied ARGB8888 pixels as PNG bytes in memory (frames, plots, screenshots). Needs
/// no display. Writing the bytes to a path is the caller's: it decides how a path is opened.
public enum PNGWriter {
    /// Encodes `width * height` premultiplied ARGB8888 pixels (`0xAARRGGBB`, rows packed) as a PNG,
    /// with straight alpha as PNG stores it. Frames meant to look opaque need alpha 0xFF.
    ///
    /// - Throws: `SDLError.pngEncodingFailed` with SDL's reason.
    public static func encode(pixels: UnsafePointer<UInt32>, width: Int, height: Int) throws -> [UInt8] {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw SDLError.pngEncodingFailed(reason: "the frame is empty or too large (\(width)x\(height))")
        }
        try SDLLibrary.shared.startImages()
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                            CSDL2_PIXELFORMAT_ARGB8888) else {
            throw SDLError.pngEncodingFailed(reason: SDLError.lastReason)
        }
        defer { SDL_FreeSurface(surface) }
        if CSDL2_MustLock(surface) == SDL_TRUE { SDL_LockSurface(surface) }
        let pitch = Int(surface.pointee.pitch)
        if let base = surface.pointee.pixels {
            for row in 0..<height {
                let target = (base + row * pitch).assumingMemoryBound(to: UInt32.self)
                let source = pixels + row * width
                for column in 0..<width {
                    target[column] = straight(source[column])
                }
            }
        }
        if CSDL2_MustLock(surface) == SDL_TRUE { SDL_UnlockSurface(surface) }
        let output = MemoryOutput()
        guard let stream = output.makeStream() else { throw SDLError.pngEncodingFailed(reason: SDLError.lastReason) }
        defer { SDL_FreeRW(stream) }
        guard IMG_SavePNG_RW(surface, stream, 0) == 0 else {
            throw SDLError.pngEncodingFailed(reason: SDLError.lastReason)
        }
        return output.bytes
    }

    /// Encodes an array of pixels (see `encode(pixels:width:height:)`).
    public static func encode(_ pixels: [UInt32], width: Int, height: Int) throws -> [UInt8] {
        precondition(pixels.count >= width * height, "the frame holds fewer than width * height pixels")
        return try pixels.withUnsafeBufferPointer { buffer in
            try encode(pixels: buffer.baseAddress!, width: width, height: height)
        }
    }

    /// Premultiplied ARGB to straight ARGB, rounding to nearest; channels above alpha are clamped.
    static func straight(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        if alpha == 0xFF { return pixel }
        if alpha == 0 { return 0 }
        func channel(_ shift: UInt32) -> UInt32 { min(255, ((pixel >> shift & 0xFF) * 255 + alpha / 2) / alpha) }
        return alpha << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }
}

/// A write-only `SDL_RWops` that appends to a growing byte array.
private final class MemoryOutput {
    var bytes: [UInt8] = []

    /// A stream whose writes land in `bytes`; free it with `SDL_FreeRW` while `self` is alive.
    func makeStream() -> UnsafeMutablePointer<SDL_RWops>? {
        guard let stream = SDL_AllocRW() else { return nil }
        stream.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        stream.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(self).toOpaque()
        stream.pointee.size = { _ in -1 }
        stream.pointee.seek = { _, _, _ in -1 }
        stream.pointee.read = { _, _, _, _ in 0 }
        stream.pointee.close = { _ in 0 }
        stream.pointee.write = { stream, data, size, count in
            guard let stream, let owner = stream.pointee.hidden.unknown.data1, let data else { return 0 }
            let output = Unmanaged<MemoryOutput>.fromOpaque(owner).takeUnretainedValue()
            let length = size * count
            output.bytes.append(contentsOf: UnsafeRawBufferPointer(start: data, count: length))
            return count
        }
        return stream
    }
}
