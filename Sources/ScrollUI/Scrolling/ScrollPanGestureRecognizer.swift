import Graphics

/// The scroll view's own pan: on pointer down it catches a moving view (`PHYSICS.md` §5) and keeps
/// what the press caught for the drag that may follow; a release without a drag lets an overscrolled
/// view spring back.
final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    /// What a press caught: the momentum a coast lends to the next flick (`CarriedMomentum`), and when
    /// the pointer went down.
    struct Press {
        var carriedVelocity = Point.zero
        var time = 0.0
    }

    weak var scrollView: ScrollView?
    private(set) var press = Press()

    override func pointerDown(at location: Point, time: Double) {
        super.pointerDown(at: location, time: time)
        if let scrollView { press = Press(carriedVelocity: scrollView.beginTracking(time: time), time: time) }
    }

    override func pointerEnded(at location: Point, time: Double, cancelled: Bool) {
        super.pointerEnded(at: location, time: time, cancelled: cancelled)
        scrollView?.endTracking(time: time)
    }

    override var suppressesTap: Bool { scrollView?.caughtMotion ?? false }
}
