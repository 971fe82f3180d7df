import Graphics
@testable import LabBasics
import Rendering
@testable import Scenes
import SDLHost

/// PNG encoding over SDL_image, as the application does it.
struct TestPNGEncoder: PNGEncoding {
    func encode(_ buffer: PixelBuffer) throws -> [UInt8] { try PNGWriter.encode(buffer) }
}

extension PNGFile {
    /// PNG files written through SDL_image.
    static var sdl: PNGFile { PNGFile(encoder: TestPNGEncoder()) }
}
