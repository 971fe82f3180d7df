import Graphics
import SDLHost

/// The fonts and images shipped in `Assets/`, loaded once and shared by every scene.
final class AssetStore {
    let locator: AssetLocator
    let fonts: FontLibrary
    private var images: [String: Image] = [:]

    /// Finds the assets folder and opens the fonts; a missing folder or font is a runtime error.
    init() throws {
        do {
            locator = try AssetLocator()
            fonts = try FontLibrary(assets: locator)
        } catch let error as SDLError {
            throw AppError.runtime(error.description)
        }
    }

    /// The image at `relativePath` inside `Assets/` (loaded once).
    func image(_ relativePath: String) throws -> Image {
        if let image = images[relativePath] { return image }
        do {
            let image = try ImageLoader.load(path: locator.existingPath(for: relativePath))
            images[relativePath] = image
            return image
        } catch let error as SDLError {
            throw AppError.runtime(error.description)
        }
    }
}
