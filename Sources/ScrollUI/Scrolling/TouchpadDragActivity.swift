import Graphics
import ScrollPhysics

/// A touchpad's precise deltas move the content directly, rubber-banded past the edges
/// (`PHYSICS.md` §8). SDL2 reports no end of the gesture: from each delta on the content coasts as
/// momentum from that delta would, and the next delta takes over from where it is drawn, never back
/// along the delta's direction. The gesture ends `endDelay` after the last delta (or when the last
/// finger lifts, where the platform reports fingers), keeping the coast.
final class TouchpadDragActivity: DragActivity {
    /// A touchpad gesture ends after this long without deltas, seconds (`PHYSICS.md` §8).
    static let endDelay = 0.08

    private var tracker = VelocityTracker()
    private var lastDeltaTime: Double
    /// Momentum from the last delta, shown until the next delta or the gesture's end (which then
    /// keeps it): the content never stands still waiting for the gesture to end.
    private var coast: ScrollMotion?

    override var isTouchpadGesture: Bool { true }

    private init(_ view: ScrollView, time: Double) {
        lastDeltaTime = time
        super.init(view, velocity: view.velocity)
    }

    /// A gesture begins on `view` at `time` (its first delta, or fingers down on a moving view).
    @discardableResult
    static func begin(on view: ScrollView, at time: Double) -> TouchpadDragActivity {
        let touchpad = TouchpadDragActivity(view, time: time)
        view.setActivity(touchpad)
        view.notify(.panState(.began))
        view.window?.startAnimating(view)
        return touchpad
    }

    /// A delta for `view`'s gesture, which begins if none runs.
    static func follow(_ delta: Point, at time: Double, on view: ScrollView) {
        (view.activity as? TouchpadDragActivity ?? begin(on: view, at: time)).follow(view, delta: delta, time: time)
    }

    /// A delta at `time`, points (positive scrolls toward the end of the content).
    func follow(_ view: ScrollView, delta: Point, time: Double) {
        let drawn = view.contentOffset
        logical = logical + delta
        var target = view.metrics.displayedOffset(forLogical: logical)
        if (delta.x > 0 && target.x < drawn.x) || (delta.x < 0 && target.x > drawn.x) { target.x = drawn.x }
        if (delta.y > 0 && target.y < drawn.y) || (delta.y < 0 && target.y > drawn.y) { target.y = drawn.y }
        logical = view.metrics.logicalOffset(forDisplayed: target)
        view.moveContent(to: target)
        tracker.addSample(time: time, x: logical.x, y: logical.y)
        lastDeltaTime = time
        let v = tracker.velocity(at: time)
        velocity = Point(x: v.x, y: v.y)
        coast = makeCoast(view.metrics, start: view.window?.animationTime(at: time) ?? time)
    }

    /// The momentum the content would have if this delta were the last, inside the range; none from
    /// an overscroll (that springs back only when the gesture ends).
    private func makeCoast(_ metrics: ScrollMetrics, start: Double) -> ScrollMotion? {
        let offset = metrics.contentOffset, v = velocity, minimum = VelocityTracker.minimumFlingVelocity
        guard !metrics.isOverscrolled, abs(v.x) >= minimum || abs(v.y) >= minimum else { return nil }
        return ScrollMotion(x: abs(v.x) >= minimum ? metrics.momentum(from: offset.x, velocity: v.x, vertical: false) : nil,
                            y: abs(v.y) >= minimum ? metrics.momentum(from: offset.y, velocity: v.y, vertical: true) : nil,
                            start: start)
    }

    /// Ends the gesture at `time`: momentum from the last 100 ms of deltas, taken from the last delta on
    /// (the coast shown since then goes on without a seam), or the spring back.
    func end(_ view: ScrollView, at time: Double) {
        let v = tracker.velocity(at: lastDeltaTime)
        let drawn = view.contentOffset
        let origin = coast.map { coast in
            (offset: Point(x: coast.x?.position(at: 0) ?? drawn.x, y: coast.y?.position(at: 0) ?? drawn.y), time: lastDeltaTime)
        }
        view.notify(.panState(.ended))
        view.settle(.release, velocity: Point(x: v.x, y: v.y), time: time, origin: origin)
    }

    /// The last finger up ends the gesture.
    override func touchpadFingersLifted(_ view: ScrollView, time: Double) {
        end(view, at: time)
    }

    /// Ends the gesture once no delta came for `endDelay` (unless fingers rest on the touchpad; the
    /// activity that follows runs this frame too), else shows the coast.
    override func advance(_ view: ScrollView, to time: Double, inputTime: Double) {
        if !view.trackpadFingersDown && inputTime >= lastDeltaTime + TouchpadDragActivity.endDelay {
            end(view, at: lastDeltaTime + TouchpadDragActivity.endDelay)
            return view.activity.advance(view, to: time, inputTime: inputTime)
        }
        guard let coast else { return }
        let t = max(0, time - coast.start), offset = view.contentOffset
        view.moveContent(to: view.metrics.withinBandLimit(Point(x: coast.x?.position(at: t) ?? offset.x,
                                                                 y: coast.y?.position(at: t) ?? offset.y)))
        velocity = Point(x: coast.x?.velocity(at: t) ?? 0, y: coast.y?.velocity(at: t) ?? 0)
    }
}
