import CSDL2
import Graphics

/// Loads PNG (and other SDL_image formats) into premultiplied ARGB8888 `Image`s. Needs no display.
public enum ImageLoader {
    /// Loads the image at `path`.
    ///
    /// - Throws: `SDLError.imageLoadFailed` naming the file when it is missing or unreadable.
    public static func load(path: String) throws -> Image {
        try SDLLibrary.shared.startImages()
        // libpng prints its warnings and errors to standard error: fold them into the message when
        // the image cannot be read, drop them when it can.
        let (image, printed) = DiagnosticCapture.capture { IMG_Load(path) }
        guard let loaded = image else {
            throw SDLError.imageLoadFailed(path: path, reason: DiagnosticCapture.reason(SDLError.lastReason, adding: printed))
        }
        defer { SDL_FreeSurface(loaded) }
        // IMG_Load gives PNGs as ABGR8888: convert to the rasterizer's byte order first.
        guard let surface = SDL_ConvertSurfaceFormat(loaded, CSDL2_PIXELFORMAT_ARGB8888, 0) else {
            throw SDLError.imageLoadFailed(path: path, reason: SDLError.lastReason)
        }
        defer { SDL_FreeSurface(surface) }
        if CSDL2_MustLock(surface) == SDL_TRUE { SDL_LockSurface(surface) }
        defer { if CSDL2_MustLock(surface) == SDL_TRUE { SDL_UnlockSurface(surface) } }

        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard width > 0, height > 0, let base = surface.pointee.pixels else {
            throw SDLError.imageLoadFailed(path: path, reason: "the image is empty")
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { output in
            for row in 0..<height {
                let source = (base + row * pitch).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width {
                    output[row * width + column] = premultiplied(source[column])
                }
            }
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return Image(width: width, height: height, pixels: pixels, name: name)
    }

    /// Straight-alpha ARGB to premultiplied ARGB, rounding to nearest.
    static func premultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        if alpha == 0xFF { return pixel }
        if alpha == 0 { return 0 }
        func channel(_ shift: UInt32) -> UInt32 { ((pixel >> shift & 0xFF) * alpha + 127) / 255 }
        return alpha << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }
}
