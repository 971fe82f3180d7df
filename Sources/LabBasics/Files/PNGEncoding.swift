import Rendering

/// Turns a frame into the bytes of a PNG file. The application supplies it (over SDL_image); the lab
/// tools only write the bytes.
public protocol PNGEncoding {
    /// The PNG of `buffer`; a failure is an `AppError` giving the reason.
    func encode(_ buffer: PixelBuffer) throws -> [UInt8]
}
