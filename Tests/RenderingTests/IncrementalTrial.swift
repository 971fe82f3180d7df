import Graphics
@testable import Rendering

/// One trial of random frames drawn incrementally against frames drawn whole: trial `n` draws at
/// scale 1, 2, 3 or 1.5 (in turn) into an odd size about `side` points square, on 1 to 3 threads
/// with small bands, so that every split of the work is met.
struct IncrementalTrial {
    let scale: Double
    let frames: IncrementalRasterizer
    let reference: Rasterizer
    /// The incremental frames' buffer and the whole frames'.
    let buffer: PixelBuffer, whole: PixelBuffer

    init(_ n: Int, side: Double, glyphs: any GlyphRasterizing) {
        scale = [1.0, 2.0, 3.0, 1.5][n % 4]
        let width = Int(side * scale) + n % 5, height = Int(side * scale) + n % 3
        frames = IncrementalRasterizer(glyphs: glyphs)
        frames.rasterizer.threadCount = 1 + n % 3
        frames.rasterizer.minimumParallelPixels = 1
        frames.rasterizer.maximumBandBytes = 4096
        reference = Rasterizer(glyphs: glyphs)
        buffer = PixelBuffer(width: width, height: height)
        whole = PixelBuffer(width: width, height: height)
    }
}
