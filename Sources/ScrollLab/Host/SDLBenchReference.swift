import Graphics
import Playback
import SDLHost

/// The bench's reference: SDL's software renderer drawing the same display lists as ours.
final class SDLBenchReference: ReferenceRendering {
    private let renderer: SDLReferenceRenderer

    /// A renderer for frames of `width` x `height` pixels whose text comes from `glyphs`.
    init(width: Int, height: Int, glyphs: any GlyphRasterizing) throws {
        renderer = try SDLFailure.converting { try SDLReferenceRenderer(width: width, height: height, glyphs: glyphs) }
    }

    func render(_ list: DisplayList, scale: Double, background: Color) {
        renderer.render(list, scale: scale, background: background)
    }
}
