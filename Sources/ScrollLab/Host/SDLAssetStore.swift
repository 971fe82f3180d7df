import Foundation
import Graphics
import Scenes
import SDLHost

/// The fonts and images shipped in `Assets/`, loaded once over SDL_ttf and SDL_image and shared by
/// every scene, and by the videos made beside the window (the images under `lock`, the fonts under theirs).
final class SDLAssetStore: AssetStore {
    let fonts: any TextMeasuring & GlyphRasterizing
    private let locator: AssetLocator
    private var images: [String: Image] = [:]
    private let lock = NSLock()

    /// Finds the assets folder and opens the fonts; a missing folder or font is a runtime error.
    init() throws {
        (locator, fonts) = try SDLFailure.converting {
            let locator = try AssetLocator()
            return (locator, try FontLibrary(assets: locator))
        }
    }

    /// The image at `relativePath` inside `Assets/` (loaded once).
    func image(_ relativePath: String) throws -> Image {
        lock.lock()
        defer { lock.unlock() }
        if let image = images[relativePath] { return image }
        let image = try SDLFailure.converting { try ImageLoader.load(path: locator.existingPath(for: relativePath)) }
        images[relativePath] = image
        return image
    }
}
