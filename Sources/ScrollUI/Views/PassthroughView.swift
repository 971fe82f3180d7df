import Graphics

/// A view that lets touches through to whatever lies below it, except where one of its interactive
/// subviews (a button) is hit: FloatingPanel's `PassthroughView` in a few lines.
open class PassthroughView: View {
    open override func hitTest(_ point: Point) -> View? {
        let hit = super.hitTest(point)
        return hit === self ? nil : hit
    }
}
