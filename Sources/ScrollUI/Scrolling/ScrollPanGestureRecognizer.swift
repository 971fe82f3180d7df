import Graphics
import ScrollPhysics

/// The scroll view's own pan, the pointer's way into its activities: a press catches a moving view
/// and holds it (`HoldActivity`, `PHYSICS.md` §5), a move past the touch slop drags it
/// (`PointerDragActivity`), and a release without a drag lets the behaviour say how it rests (the spring
/// back when overscrolled).
final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    /// What a press caught: the momentum a coast lends to the next flick (`CarriedMomentum`,
    /// `PHYSICS.md` §10), and when the pointer went down.
    struct Press {
        var carriedVelocity = Point.zero
        var time = 0.0
    }

    private weak var scrollView: ScrollView?
    private(set) var press = Press()

    /// Drives `scrollView`: drags that it can scroll begin here.
    func attach(to scrollView: ScrollView) {
        self.scrollView = scrollView
        shouldBegin = { [unowned scrollView] _, translation in
            guard scrollView.isScrollEnabled else { return false }
            if scrollView.scrollsVertically && scrollView.scrollsHorizontally { return true }
            return abs(translation.y) >= abs(translation.x) ? scrollView.scrollsVertically : scrollView.scrollsHorizontally
        }
        action = { [unowned self, unowned scrollView] recognizer in
            let time = scrollView.window?.now ?? 0
            let activity = scrollView.activity
            switch recognizer.state {
            case .began: scrollView.setActivity(PointerDragActivity(scrollView, at: recognizer.location, press: self.press))
            case .changed: activity.pointerMoved(scrollView, to: recognizer.location, time: time)
            case .ended: activity.pointerLifted(scrollView, at: recognizer.location, pointerVelocity: recognizer.releaseVelocity, time: time)
            case .cancelled: activity.pointerLifted(scrollView, at: recognizer.location, pointerVelocity: .zero, time: time)
            default: break
            }
        }
        stateObservers.append { [unowned scrollView] state in scrollView.notify(.panState(state)) }
        scrollView.addGestureRecognizer(self)
    }

    /// A press stops a moving view where it is drawn and holds it.
    override func pointerDown(at location: Point, time: Double) {
        super.pointerDown(at: location, time: time)
        guard let scrollView else { return }
        let coasting = scrollView.activity.coastVelocity
        scrollView.setActivity(HoldActivity(caught: scrollView.isMoving || scrollView.activity.isTouchpadGesture))
        press = Press(carriedVelocity: Point(x: CarriedMomentum.carried(from: coasting.x), y: CarriedMomentum.carried(from: coasting.y)),
                      time: time)
    }

    /// Released without a drag (a tap, or a catch let go).
    override func pointerEnded(at location: Point, time: Double, cancelled: Bool) {
        super.pointerEnded(at: location, time: time, cancelled: cancelled)
        if let scrollView { scrollView.activity.pressEnded(scrollView, time: time) }
    }

    /// A press that stopped a motion is not a tap.
    override var suppressesTap: Bool { scrollView?.activity.caughtMotion ?? false }
}
