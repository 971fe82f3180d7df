import Graphics

/// Another renderer that draws the bench's display lists, timed beside ours for comparison. The
/// application supplies SDL's software renderer (`scroll-lab bench` without `--no-sdl`).
public protocol ReferenceRendering: AnyObject {
    /// Draws `list` at `scale` pixels per point over `background`, and waits until it is drawn.
    func render(_ list: DisplayList, scale: Double, background: Color)
}
