import Graphics
@testable import LabTools
import Rendering
@testable import Scenes
import SDLHost

/// The fonts and images of `Assets/` over SDL_ttf and SDL_image (no display needed), as the
/// application loads them; each image is loaded once.
final class TestAssets: AssetStore {
    let fonts: any TextMeasuring & GlyphRasterizing
    private let locator: AssetLocator
    private var images: [String: Image] = [:]

    init() throws {
        locator = try AssetLocator()
        fonts = try FontLibrary(assets: locator)
    }

    func image(_ relativePath: String) throws -> Image {
        if let image = images[relativePath] { return image }
        let image = try ImageLoader.load(path: locator.existingPath(for: relativePath))
        images[relativePath] = image
        return image
    }
}

/// PNG encoding over SDL_image, as the application does it.
struct TestPNGEncoder: PNGEncoding {
    func encode(_ buffer: PixelBuffer) throws -> [UInt8] { try PNGWriter.encode(buffer) }
}

extension PNGFile {
    /// PNG files written through SDL_image.
    static var sdl: PNGFile { PNGFile(encoder: TestPNGEncoder()) }
}
