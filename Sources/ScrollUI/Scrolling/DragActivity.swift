import Graphics

/// Following a pointer or a touchpad: the input moves an unbanded "logical" offset and the view shows
/// its rubber band (`PHYSICS.md` §3), so a drag is reversible and the range may change under it
/// (an observer's new insets): the logical offset is rebased on what is drawn, with no jump.
class DragActivity: ScrollActivity {
    var velocity: Point
    /// The unbanded offset the input moves.
    var logical: Point

    init(_ view: ScrollView, velocity: Point) {
        self.velocity = velocity
        logical = view.metrics.logicalOffset(forDisplayed: view.contentOffset)
    }

    var phase: ScrollPhase { .dragging }
    var isHeldByPointer: Bool { false }
    var isTouchpadGesture: Bool { false }

    func advance(_ view: ScrollView, to time: Double, inputTime: Double) {}
    func pointerMoved(_ view: ScrollView, to location: Point, time: Double) {}
    func pointerLifted(_ view: ScrollView, at location: Point, pointerVelocity: Point, time: Double) {}
    func touchpadFingersLifted(_ view: ScrollView, time: Double) {}

    /// Rebased on the new range; past the band's limit for it (a tiny view) the drag shows what the
    /// band allows.
    func rangeDidChange(_ view: ScrollView) {
        let metrics = view.metrics
        logical = metrics.logicalOffset(forDisplayed: view.contentOffset)
        view.moveContent(to: metrics.displayedOffset(forLogical: logical))
    }

    /// Continues from the new offset with no jump.
    func contentWasMoved(_ view: ScrollView) {
        logical = view.metrics.logicalOffset(forDisplayed: view.contentOffset)
    }
}
