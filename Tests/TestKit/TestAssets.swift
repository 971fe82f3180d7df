import Graphics
import Scenes
import SDLHost

/// The fonts and images of `Assets/` over SDL_ttf and SDL_image (no display needed), as the
/// application loads them; each image is loaded once.
public final class TestAssets: AssetStore {
    public let fonts: any TextMeasuring & GlyphRasterizing
    private let locator: AssetLocator
    private var images: [String: Image] = [:]

    public init() throws {
        locator = try AssetLocator()
        fonts = try FontLibrary(assets: locator)
    }

    public func image(_ relativePath: String) throws -> Image {
        if let image = images[relativePath] { return image }
        let image = try ImageLoader.load(path: locator.existingPath(for: relativePath))
        images[relativePath] = image
        return image
    }
}
