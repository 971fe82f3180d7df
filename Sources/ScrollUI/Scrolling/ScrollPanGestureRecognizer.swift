import Graphics

/// The scroll view's own pan: on pointer down it catches a moving view (`PHYSICS.md` §5); a release
/// without a drag lets an overscrolled view spring back.
final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?

    override func pointerDown(at location: Point, time: Double) {
        super.pointerDown(at: location, time: time)
        scrollView?.beginTracking(time: time)
    }

    override func pointerEnded(at location: Point, time: Double, cancelled: Bool) {
        super.pointerEnded(at: location, time: time, cancelled: cancelled)
        scrollView?.endTracking(time: time)
    }

    override var suppressesTap: Bool { scrollView?.caughtMotion ?? false }
}
