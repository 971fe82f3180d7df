import Graphics
import ScrollPhysics

/// A pointer drags the content (past the touch slop, `PHYSICS.md` §6). A press that caught a coast
/// lends its momentum to the release (`CarriedMomentum`, `PHYSICS.md` §10) unless the pointer stands
/// still for longer than `CarriedMomentum.stationaryLimit` during the drag or before the lift.
final class PointerDragActivity: DragActivity {
    private var lastLocation: Point
    private var carriedVelocity: Point
    /// When the pointer last moved (input clock).
    private var lastMovementTime: Double

    /// A drag beginning at `location`; `press` is what the pointer's press caught.
    init(_ view: ScrollView, at location: Point, press: ScrollPanGestureRecognizer.Press) {
        lastLocation = location
        carriedVelocity = press.carriedVelocity
        lastMovementTime = press.time
        super.init(view, velocity: view.velocity)
    }

    override var isHeldByPointer: Bool { true }

    /// The pointer moved to `location` at `time`.
    override func pointerMoved(_ view: ScrollView, to location: Point, time: Double) {
        let delta = location - lastLocation
        lastLocation = location
        if delta != .zero {
            lastMovementTime = time
        } else if time - lastMovementTime > CarriedMomentum.stationaryLimit {
            carriedVelocity = .zero
        }
        if view.scrollsHorizontally { logical.x -= delta.x }
        if view.scrollsVertically { logical.y -= delta.y }
        view.moveContent(to: view.metrics.displayedOffset(forLogical: logical))
        velocity = view.metrics.contentVelocity(forPointer: view.panGestureRecognizer.velocity(at: time), logical: logical)
    }

    /// The pointer lifted at `location` at `time` moving at `pointerVelocity` (zero for a cancel): the
    /// content first follows it there (a lift carries the finger's last movement, as a move does), then
    /// the release velocity, with the carried momentum, goes to the behaviour.
    override func pointerLifted(_ view: ScrollView, at location: Point, pointerVelocity: Point, time: Double) {
        pointerMoved(view, to: location, time: time)
        if time - lastMovementTime > CarriedMomentum.stationaryLimit { carriedVelocity = .zero }
        let release = Point(x: view.scrollsHorizontally ? -pointerVelocity.x : 0, y: view.scrollsVertically ? -pointerVelocity.y : 0)
        view.settle(.release, velocity: Point(x: CarriedMomentum.release(release.x, carrying: carriedVelocity.x),
                                              y: CarriedMomentum.release(release.y, carrying: carriedVelocity.y)), time: time)
    }

    /// The velocity follows the pointer's (last 100 ms) on every frame.
    override func advance(_ view: ScrollView, to time: Double, inputTime: Double) {
        velocity = view.metrics.contentVelocity(forPointer: view.panGestureRecognizer.velocity(at: inputTime), logical: logical)
    }
}
