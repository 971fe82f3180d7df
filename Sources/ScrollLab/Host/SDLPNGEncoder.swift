import LabBasics
import Rendering
import SDLHost

/// PNG encoding over SDL_image, for every PNG the lab writes.
struct SDLPNGEncoder: PNGEncoding {
    func encode(_ buffer: PixelBuffer) throws -> [UInt8] {
        try SDLFailure.converting { try PNGWriter.encode(buffer) }
    }
}
