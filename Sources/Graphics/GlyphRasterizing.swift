/// Turns a run of text into a coverage mask at a device scale; implemented by the host's font engine
/// (SDL_ttf) and consumed by the rasterizer, which never sees the font library.
public protocol GlyphRasterizing: AnyObject {
    /// The run's coverage, `scale` pixels per point, with the top-left at the line box's top-left.
    /// Implementations cache: the same run and scale return the same mask object.
    func mask(for run: TextRun, scale: Double) -> AlphaMask?
}
