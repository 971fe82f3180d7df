import Graphics

/// The fonts and images shipped in `Assets/`, shared by every scene and by the lab's renderers. The
/// application supplies it (over SDL_ttf and SDL_image): the scenes and the lab tools never open a
/// file or call SDL themselves. A store may be used from more than one thread (the window's videos are
/// drawn beside it): its fonts and images take locks.
public protocol AssetStore: AnyObject {
    /// Measures text for layout and rasterizes its glyphs into frames.
    var fonts: any TextMeasuring & GlyphRasterizing { get }

    /// The image at `relativePath` inside `Assets/`, loaded once; a failure is an `AppError`.
    func image(_ relativePath: String) throws -> Image
}
