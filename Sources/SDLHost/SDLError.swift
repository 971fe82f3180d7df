import CSDL2

/// What went wrong in SDL, SDL_ttf or SDL_image, as a one-line message for the user.
///
/// Every case carries SDL's own reason (`SDL_GetError`) where there is one, and the file it was
/// about where there is a file.
public enum SDLError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A subsystem (`video`, `fonts`, `images`) could not start.
    case initializationFailed(subsystem: String, reason: String)
    /// There is no screen to open a window on (no X11/Wayland display, or SDL fell back to its
    /// `offscreen`/`dummy` driver without being asked to).
    case noDisplay(reason: String)
    /// `SDL_CreateWindow` failed.
    case windowCreationFailed(reason: String)
    /// Neither an accelerated nor the software renderer could be created.
    case rendererCreationFailed(reason: String)
    /// The streaming texture (or a surface) could not be created.
    case textureCreationFailed(width: Int, height: Int, reason: String)
    /// `TTF_OpenFont` failed for a font file.
    case fontLoadFailed(path: String, reason: String)
    /// `IMG_Load` (or the conversion to ARGB8888) failed for an image file.
    case imageLoadFailed(path: String, reason: String)
    /// `IMG_SavePNG_RW` could not encode a frame.
    case pngEncodingFailed(reason: String)
    /// An image file declares more pixels than `ImageLoader` accepts; nothing was decoded.
    case imageTooLarge(path: String, width: Int, height: Int, limit: Int)
    /// A file or folder the app ships with was not found; `searched` lists where it looked.
    case missingAsset(name: String, searched: [String])
    /// A file the app ships with is not the one `Assets/manifest.txt` lists (`reason` says how).
    case damagedAsset(path: String, reason: String)
    /// The window system went away while the window was open (`display` names it: `X server :0`).
    case displayConnectionLost(display: String)

    public var description: String {
        switch self {
        case let .initializationFailed(subsystem, reason):
            return "SDL \(subsystem) initialization failed: \(reason)"
        case let .noDisplay(reason):
            return "no display available (\(reason)); run with a display, or use `scroll-lab replay` headless"
        case let .windowCreationFailed(reason):
            return "could not create the window: \(reason)"
        case let .rendererCreationFailed(reason):
            return "could not create a renderer: \(reason)"
        case let .textureCreationFailed(width, height, reason):
            return "could not create a \(width)x\(height) texture: \(reason)"
        case let .fontLoadFailed(path, reason):
            return "could not load font \(path): \(reason)"
        case let .imageLoadFailed(path, reason):
            return "could not load image \(path): \(reason)"
        case let .pngEncodingFailed(reason):
            return "could not encode a PNG: \(reason)"
        case let .imageTooLarge(path, width, height, limit):
            return "image \(path) declares \(width)x\(height) pixels, more than the limit of \(limit >> 20) Mpx"
        case let .missingAsset(name, searched):
            let places = searched.isEmpty ? "" : " (looked in: \(searched.joined(separator: ", ")))"
            return "missing asset \(name)\(places); set SCROLLLAB_ASSETS to the Assets folder"
        case let .damagedAsset(path, reason):
            return "damaged asset \(path): \(reason); restore the Assets folder or set SCROLLLAB_ASSETS to an intact one"
        case let .displayConnectionLost(display):
            return "lost the connection to the display (\(display))"
        }
    }

    /// SDL's last error message, or a placeholder when SDL left none.
    static var lastReason: String {
        guard let message = SDL_GetError() else { return "unknown SDL error" }
        let text = String(cString: message)
        return text.isEmpty ? "unknown SDL error" : text
    }
}
