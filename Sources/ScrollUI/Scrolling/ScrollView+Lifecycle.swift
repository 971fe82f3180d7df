import Graphics
import ScrollPhysics

/// The lifecycle: one activity at a time; when one ends, the behaviour says how the view comes to
/// rest (Flutter's `ScrollPosition.goBallistic`); a motion that ends asks again, so a view only goes
/// idle on a legal rest.
extension ScrollView {
    /// True while the content is moving by itself.
    public var isMoving: Bool { activity.motion != nil }

    /// Where the running motion will end, or the current offset. A deceleration knows it at the release
    /// and rests exactly there (UIKit's `targetContentOffset`).
    public var targetContentOffset: Point {
        activity.motion?.target(from: contentOffset) ?? contentOffset
    }

    /// When the running motion (a deceleration, a spring, a timed curve) will be over, on the animation
    /// clock, from the simulations' own model; nil when none runs. The behaviour may then start another
    /// (a settle), which has its own end.
    public var motionEndTime: Double? { activity.motion?.end }

    /// Makes `new` the activity; a new phase is announced to the behaviour, and a motion asks the window
    /// for frames.
    func setActivity(_ new: ScrollActivity) {
        activity = new
        let began = new.phase != .idle && (phase == .idle || new.phase != phase)
        phase = new.phase
        if began, let behavior { apply(behavior.didBegin(new.phase, in: metrics)) }
        if new.motion != nil { window?.startAnimating(self) }
    }

    // MARK: Coming to rest

    /// An activity ended at the current offset with `release` velocity: the behaviour says how to come
    /// to rest. Programmatic moves that waited for a release run instead. `origin` is where and when the
    /// motion is taken to start when it is earlier than now (a touchpad coast that ran since the last
    /// delta: its momentum continues without a seam).
    func settle(_ cause: ScrollRestCause, velocity release: Point, time: Double,
                origin: (offset: Point, time: Double)? = nil) {
        if !pendingMoves.isEmpty {
            let moves = pendingMoves
            pendingMoves = []
            setActivity(IdleActivity())
            for move in moves { move() }
            if isMoving { return }
        }
        let minimum = VelocityTracker.minimumFlingVelocity
        func fling(_ p: Point) -> Point { Point(x: abs(p.x) < minimum ? 0 : p.x, y: abs(p.y) < minimum ? 0 : p.y) }
        let v = fling(release)
        var resting = ScrollRestingMotion.natural
        if let behavior {
            // A coast shown since `origin` is decided from where it is now (it goes on from there), so
            // the answer fits the content as drawn: a rule for "above full" no longer applies below it.
            var now = metrics
            now.velocity = origin == nil ? v : fling(velocity)
            let answer = behavior.restingMotion(for: ScrollRestRequest(cause: cause, metrics: now))
            if let inset = answer.contentInset { contentInset = inset }
            resting = answer.motion ?? .natural
        }
        if let origin, resting == .natural {
            start(.natural, velocity: v, time: origin.time, from: origin.offset)
        } else {
            // Springs and curves start from where the content is drawn, with its velocity there.
            start(resting, velocity: origin == nil ? v : velocity, time: time)
        }
    }

    /// Starts the resting motion from `from` (default: where the content is) at `time`; when nothing
    /// has to move, the view comes to rest.
    func start(_ resting: ScrollRestingMotion, velocity v: Point, time: Double, from: Point? = nil) {
        let start = window?.animationTime(at: time) ?? time
        switch RestingPlan(resting, from: from ?? contentOffset, velocity: v, start: start, in: metrics) {
        case .ballistic(let motion): setActivity(BallisticActivity(motion, velocity: v))
        case .driven(let motion): setActivity(DrivenActivity(motion, velocity: v))
        case .rest(let target): comeToRest(at: target)
        }
    }

    /// Idle at `target` (or where it is): the behaviour hears that the view is at rest.
    private func comeToRest(at target: Point? = nil) {
        if let target { moveContent(to: target) }
        setActivity(IdleActivity())
        if let behavior { apply(behavior.didComeToRest(in: metrics)) }
    }

    /// A motion reached its end: idle, and the behaviour is asked again.
    func finishMotion(at time: Double) {
        let idle = IdleActivity()
        setActivity(idle)
        guard activity === idle else { return }  // an observer of the phase started something new
        settle(.motionEnded, velocity: .zero, time: window?.now ?? time)
    }

    /// Asks for a rest check at the next layout (`IdleActivity.checkRest`).
    func requestRestCheck() {
        needsRestCheck = true
        setNeedsLayout()
    }

    /// Stops any motion where it is drawn; the view becomes idle unless a pointer holds it. A view left
    /// off a legal rest is settled at the next layout (the caller usually moves it to one first).
    public func stopMotion() {
        guard activity.motion != nil else { return }
        setActivity(IdleActivity())
        requestRestCheck()
    }

    /// Starts the motion the behaviour chooses from where the content is, with `velocity` (points per
    /// second): the path a range change takes during a motion. A view taking over another's motion
    /// (a scene rebuilt for new options) continues it so.
    public func resumeMotion(velocity: Point) {
        guard !isTracking else { return }
        settle(.rangeChanged, velocity: velocity, time: window?.now ?? 0)
    }

    /// What the behaviour takes for a legal rest may have changed (its component's options changed and
    /// the view took over another's offset): settled as after a range change, so a view at rest is
    /// moved onto a legal rest at the next layout and a motion restarts from where it is.
    public func restingRulesDidChange() {
        rangeDidChange()
    }

    /// The range changed (content size, inset, frame, physics): the activity decides (a drag rebases
    /// with no jump, a ballistic motion restarts from where it is, a view at rest is checked at the next
    /// layout; the overscroll is kept within what the rubber band can show).
    func rangeDidChange() {
        activity.rangeDidChange(self)
    }

    // MARK: Frames

    /// Evaluates the activity at `time` (animation clock); returns true while the view needs frames.
    /// Touchpad gestures and pointer velocity follow the input clock (`window.now`).
    public func advance(to time: Double) -> Bool {
        let inputTime = window?.now ?? time
        activity.advance(self, to: time, inputTime: inputTime)
        let indicatorVisible = indicator.update(self, at: inputTime)
        return (phase != .idle && phase != .tracking) || indicatorVisible || needsFrames
    }
}
