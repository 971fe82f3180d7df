import Graphics

/// What the rasterizer works out about one display list before drawing any row: the glyph mask of
/// each `.text` command (`GlyphMaskPrepass`) and the occlusion analysis with every command's clipped
/// pixel bounds (`OcclusionCuller`); and the blurred content under its backdrops, kept from draw to
/// draw (`BackdropSet`). Made on the calling thread, only read while the bands are drawn; the storage
/// is reused from frame to frame.
final class PreparedList {
    let prepass = GlyphMaskPrepass()
    let culler = OcclusionCuller()
    /// Stays with the list being drawn when `IncrementalRasterizer` swaps this frame's lists with
    /// the previous frame's: its images are the last draw's.
    var backdrops = BackdropSet()
    /// True when `culler` holds the analysis of the list last prepared.
    var isAnalyzed = false
}
