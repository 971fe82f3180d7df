import CSDL2

/// Writes premultiplied ARGB8888 pixels as PNG files (`replay --frames`). Needs no display.
public enum PNGWriter {
    /// Writes `width * height` premultiplied ARGB8888 pixels (`0xAARRGGBB`, rows packed) to `path`,
    /// with straight alpha as PNG stores it. Frames meant to look opaque need alpha 0xFF.
    ///
    /// - Throws: `SDLError.pngWriteFailed` naming the file.
    public static func write(pixels: UnsafePointer<UInt32>, width: Int, height: Int, to path: String) throws {
        guard width > 0, height > 0 else {
            throw SDLError.pngWriteFailed(path: path, reason: "the frame is empty (\(width)x\(height))")
        }
        try SDLLibrary.shared.startImages()
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                            CSDL2_PIXELFORMAT_ARGB8888) else {
            throw SDLError.pngWriteFailed(path: path, reason: SDLError.lastReason)
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
        guard IMG_SavePNG(surface, path) == 0 else {
            throw SDLError.pngWriteFailed(path: path, reason: SDLError.lastReason)
        }
    }

    /// Writes an array of pixels (see `write(pixels:width:height:to:)`).
    public static func write(_ pixels: [UInt32], width: Int, height: Int, to path: String) throws {
        precondition(pixels.count >= width * height, "the frame holds fewer than width * height pixels")
        try pixels.withUnsafeBufferPointer { buffer in
            try write(pixels: buffer.baseAddress!, width: width, height: height, to: path)
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
