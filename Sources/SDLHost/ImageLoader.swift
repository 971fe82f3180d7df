import CSDL2
import Foundation
import Graphics
import Rendering

/// Loads PNG (and other SDL_image formats) into premultiplied ARGB8888 `Image`s. Needs no display.
public enum ImageLoader {
    /// Loads the image at `path`.
    ///
    /// - Throws: `SDLError.imageLoadFailed` naming the file when it is missing or unreadable.
    /// - Throws: `SDLError.imageTooLarge` before decoding when a PNG's header declares more than
    ///   `PixelBuffer.pixelLimit` pixels.
    public static func load(path: String) throws -> Image {
        if let size = declaredPNGSize(path: path), size.width * size.height > PixelBuffer.pixelLimit {
            throw SDLError.imageTooLarge(path: path, width: size.width, height: size.height, limit: PixelBuffer.pixelLimit)
        }
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

    /// The width and height in a PNG file's IHDR chunk, or nil when the file is not a PNG.
    ///
    /// ```
    /// bytes 0-7 signature · 8-11 chunk length · 12-15 "IHDR" · 16-19 width · 20-23 height (big-endian)
    /// ```
    static func declaredPNGSize(path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24) else { return nil }
        return declaredPNGSize(header: [UInt8](data))
    }

    /// The size declared by the first 24 bytes of a PNG file, or nil when they are not a PNG's.
    static func declaredPNGSize(header bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func bigEndian(_ start: Int) -> Int { bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
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
