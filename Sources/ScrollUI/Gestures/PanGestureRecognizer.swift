import Graphics
import ScrollPhysics

/// A drag: begins once the pointer has moved `Tolerance.touchSlop` from where it went down and
/// `shouldBegin` agrees, then captures the pointer until it is released.
open class PanGestureRecognizer: GestureRecognizer {
    /// Called on began, changed, ended and cancelled.
    public var action: ((PanGestureRecognizer) -> Void)?
    /// Decides whether a drag with this translation from the down location may start here
    /// (for example only vertical drags); nil accepts every drag.
    public var shouldBegin: ((PanGestureRecognizer, Point) -> Bool)?
    /// Observers of the state (what KVO on `panGestureRecognizer.state` gives in UIKit).
    public var stateObservers: [(GestureState) -> Void] = []

    /// Where the drag began (the touch slop crossed), viewport points: translation is measured from here,
    /// so content follows the pointer without a jump.
    public private(set) var anchorLocation: Point = .zero
    private var tracker = VelocityTracker()
    private var releaseTime = 0.0

    public override init() {
        super.init()
    }

    open override func pointerDown(at location: Point, time: Double) {
        super.pointerDown(at: location, time: time)
        anchorLocation = location
        tracker.reset()
        tracker.addSample(time: time, x: location.x, y: location.y)
    }

    /// Records a move before or after the drag began.
    func track(_ location: Point, time: Double) {
        if location != self.location || state != .possible {
            tracker.addSample(time: time, x: location.x, y: location.y)
        }
        self.location = location
    }

    /// True when the move may start this pan.
    func wantsToBegin(translation: Point) -> Bool {
        guard isEnabled else { return false }
        return shouldBegin?(self, translation) ?? true
    }

    func begin(at location: Point, time: Double) {
        anchorLocation = location
        self.location = location
        state = .began
        action?(self)
    }

    func change(at location: Point, time: Double) {
        track(location, time: time)
        state = .changed
        action?(self)
    }

    func end(at location: Point, time: Double, cancelled: Bool) {
        if location != self.location { tracker.addSample(time: time, x: location.x, y: location.y) }
        self.location = location
        releaseTime = time
        state = cancelled ? .cancelled : .ended
        action?(self)
    }

    /// The pointer's movement since the drag began, viewport points.
    public var translation: Point { location - anchorLocation }

    /// The pointer's velocity, points per second, from the samples of the last 100 ms
    /// (`PHYSICS.md` §2); after release, the release velocity.
    public func velocity(at time: Double) -> Point {
        let v = tracker.velocity(at: time)
        return Point(x: v.x, y: v.y)
    }

    /// The release velocity (valid in `.ended`).
    public var releaseVelocity: Point { velocity(at: releaseTime) }

    open override func stateDidChange() {
        for observer in stateObservers { observer(state) }
    }
}
