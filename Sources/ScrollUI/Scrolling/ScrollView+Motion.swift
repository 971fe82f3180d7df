import Graphics
import ScrollPhysics

/// The lifecycle: one activity at a time; when one ends, the behaviour says how the view comes to
/// rest (Flutter's `ScrollPosition.goBallistic`); a motion that ends asks again, so a view only goes
/// idle on a legal rest.
extension ScrollView {
    /// Duration of `setContentOffset(_:animated:)`, seconds (UIKit's is about 0.3 s).
    public static let programmaticAnimationDuration = 0.3

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

    /// Stops any motion where it is drawn; the view becomes idle unless a pointer holds it. A view left
    /// off a legal rest is settled at the next layout (the caller usually moves it to one first).
    public func stopMotion() {
        guard activity.motion != nil else { return }
        velocity = .zero
        setActivity(.idle)
        requestRestCheck()
    }

    /// Starts the motion the behaviour chooses from where the content is, with `velocity` (points per
    /// second): the path a range change takes during a motion. A view taking over another's motion
    /// (a scene rebuilt for new options) continues it so.
    public func resumeMotion(velocity: Point) {
        guard !isTracking else { return }
        settle(.rangeChanged, velocity: velocity, time: window?.now ?? 0)
    }

    /// Makes `new` the activity and derives the phase from it; a new activity is announced to the
    /// behaviour, and a motion asks the window for frames.
    func setActivity(_ new: ScrollActivity, time: Double? = nil) {
        activity = new
        if case .drag(.touchpad) = new {} else { touchpadCoast = nil }
        var newPhase = new.phase
        if case .ballistic(let motion) = new, motion.isBouncing(at: 0) { newPhase = .bouncing }
        let began = newPhase != .idle && (phase == .idle || newPhase != phase)
        phase = newPhase
        if began { behavior?.scrollView(self, didBegin: newPhase) }
        if new.motion != nil { window?.startAnimating(self) }
    }

    // MARK: Coming to rest

    /// An activity ended at the current offset with `release` velocity: the behaviour says how to come
    /// to rest; after a drag (`endsDrag`) the delegate's will-end-dragging hook may change the target
    /// first, as in UIKit. Programmatic moves that waited for a release run instead.
    /// `origin` is where and when the motion is taken to start when it is earlier than now (a touchpad
    /// coast that ran since the last delta: its momentum continues without a seam).
    func settle(_ cause: ScrollRestCause, velocity release: Point, time: Double, endsDrag: Bool = false,
                origin: (offset: Point, time: Double)? = nil) {
        isSettling = true
        defer { isSettling = false }
        if !pendingMoves.isEmpty {
            let moves = pendingMoves
            pendingMoves = []
            velocity = .zero
            setActivity(.idle)
            for move in moves { move() }
            if isMoving { return }
        }
        let minimum = VelocityTracker.minimumFlingVelocity
        func fling(_ p: Point) -> Point { Point(x: abs(p.x) < minimum ? 0 : p.x, y: abs(p.y) < minimum ? 0 : p.y) }
        let v = fling(release)
        let offset = origin?.offset ?? contentOffset
        let natural = Point(x: naturalTarget(offset.x, v.x, horizontalRange), y: naturalTarget(offset.y, v.y, verticalRange))
        var resting = ScrollRestingMotion.natural
        if endsDrag {
            var target = natural
            delegate?.scrollViewWillEndDragging(self, velocity: v, targetContentOffset: &target)
            if target != natural { resting = .spring(to: target) }
        }
        if let behavior {
            // A coast shown since `origin` is decided from where it is now (it goes on from there), so
            // the answer fits the content as drawn: a rule for "above full" no longer applies below it.
            let now = origin == nil ? (offset: offset, velocity: v) : (offset: contentOffset, velocity: fling(velocity))
            let target = origin == nil ? natural
                : Point(x: naturalTarget(now.offset.x, now.velocity.x, horizontalRange),
                        y: naturalTarget(now.offset.y, now.velocity.y, verticalRange))
            let request = ScrollRestRequest(cause: cause, offset: now.offset, velocity: now.velocity, naturalTarget: target)
            let answer = behavior.restingMotion(for: self, request)
            if answer != .natural || resting == .natural { resting = answer }
        }
        if let origin, resting == .natural {
            start(.natural, velocity: v, time: origin.time, from: origin.offset)
        } else {
            // Springs and curves start from where the content is drawn, with its velocity there.
            start(resting, velocity: origin == nil ? v : velocity, time: time)
        }
    }

    /// Momentum along one axis that stops dead at `stop` when it heads there; moving away from it (the
    /// content already went past it, as a touchpad's coast can before its gesture ends) it is the
    /// view's own momentum, which bounces at the edges of `range`.
    private func decay(from offset: Double, velocity: Double, stoppingAt stop: Double,
                       in range: ClosedRange<Double>) -> (any Simulation)? {
        guard velocity != 0 else { return nil }
        guard (stop - offset) * velocity >= 0 else {
            return BouncingSimulation(position: offset, velocity: velocity, range: range, rate: decelerationRate,
                                      spring: configuration.bounceSpring)
        }
        return StoppingDecaySimulation(position: offset, velocity: velocity, rate: decelerationRate, stop: stop)
    }

    /// Starts the resting motion from `from` (default: where the content is) at `time`; when nothing
    /// has to move, the view comes to rest.
    func start(_ resting: ScrollRestingMotion, velocity v: Point, time: Double, from: Point? = nil) {
        let offset = from ?? contentOffset
        let start = window?.animationTime(at: time) ?? time
        velocity = v
        switch resting {
        case .natural:
            let x: (any Simulation)? = (v.x != 0 || !horizontalRange.contains(offset.x))
                ? BouncingSimulation(position: offset.x, velocity: v.x, range: horizontalRange, rate: decelerationRate,
                                     spring: configuration.bounceSpring) : nil
            let y: (any Simulation)? = (v.y != 0 || !verticalRange.contains(offset.y))
                ? BouncingSimulation(position: offset.y, velocity: v.y, range: verticalRange, rate: decelerationRate,
                                     spring: configuration.bounceSpring) : nil
            guard x != nil || y != nil else { return comeToRest() }
            setActivity(.ballistic(ScrollMotion(x: x, y: y, start: start)))
        case .spring(let target, let parameters):
            guard !isResting(at: target, velocity: v) else { return comeToRest(at: target) }
            let spring = parameters ?? configuration.snapSpring
            setActivity(.ballistic(ScrollMotion(
                x: SpringSimulation(parameters: spring, position: offset.x, velocity: v.x, target: target.x),
                y: SpringSimulation(parameters: spring, position: offset.y, velocity: v.y, target: target.y), start: start)))
        case .decelerate(let stop):
            guard v != .zero else { return comeToRest() }
            setActivity(.ballistic(ScrollMotion(x: decay(from: offset.x, velocity: v.x, stoppingAt: stop.x, in: horizontalRange),
                                                y: decay(from: offset.y, velocity: v.y, stoppingAt: stop.y, in: verticalRange),
                                                start: start)))
        case .curve(let target, let duration, let curve):
            guard !isResting(at: target, velocity: .zero), duration > 0 else { return comeToRest(at: target) }
            setActivity(.driven(ScrollMotion(x: TimedSimulation(from: offset.x, to: target.x, duration: duration, curve: curve),
                                             y: TimedSimulation(from: offset.y, to: target.y, duration: duration, curve: curve),
                                             start: start)))
        }
    }

    private func isResting(at target: Point, velocity v: Point) -> Bool {
        v == .zero && abs(target.x - contentOffset.x) <= Tolerance.distance && abs(target.y - contentOffset.y) <= Tolerance.distance
    }

    /// Idle at `target` (or where it is): the behaviour hears that the view is at rest.
    private func comeToRest(at target: Point? = nil) {
        if let target { moveContent(to: target) }
        velocity = .zero
        setActivity(.idle)
        behavior?.scrollViewDidComeToRest(self)
    }

    /// Where momentum would come to rest on one axis, inside the range.
    private func naturalTarget(_ position: Double, _ velocity: Double, _ range: ClosedRange<Double>) -> Double {
        let projected = MomentumProjection.restingPosition(position: position, velocity: velocity, rate: decelerationRate)
        return min(max(projected, range.lowerBound), range.upperBound)
    }

    /// At rest after a change (resize, insets, a new behaviour, a stopped motion): inside the range, as
    /// UIKit adjusts a scroll view's offset when its bounds change, and on a legal rest.
    func checkRest() {
        guard case .idle = activity else { return }
        let offset = contentOffset, minimum = minimumContentOffset, maximum = maximumContentOffset
        let clamped = Point(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
        if clamped != offset { moveContent(to: clamped) }
        guard let behavior, !behavior.isLegalRest(self, offset: clamped) else { return }
        settle(.rangeChanged, velocity: .zero, time: window?.now ?? 0)
    }

    // MARK: Frames

    /// Evaluates the motion at `time` (animation clock); returns true while the view needs frames.
    /// Touchpad gestures and pointer velocity follow the input clock (`window.now`).
    public func advance(to time: Double) -> Bool {
        let inputTime = window?.now ?? time
        if isWheelTracking && !trackpadFingersDown && inputTime >= lastWheelTime + ScrollView.wheelGestureEndDelay {
            endWheelGesture(at: lastWheelTime + ScrollView.wheelGestureEndDelay)
        }
        if let motion = activity.motion { evaluate(motion, at: time) }
        if case .drag(.pointer) = activity {
            velocity = contentVelocity(forPointer: panGestureRecognizer.velocity(at: inputTime))
        }
        if isWheelTracking, let coast = touchpadCoast {
            let t = max(0, time - coast.start)
            let offset = contentOffset
            moveContent(to: withinBandLimit(Point(x: coast.x?.position(at: t) ?? offset.x, y: coast.y?.position(at: t) ?? offset.y)))
            velocity = Point(x: coast.x?.velocity(at: t) ?? 0, y: coast.y?.velocity(at: t) ?? 0)
        }
        let indicatorVisible = updateIndicator(at: inputTime)
        return isMoving || isWheelTracking || indicatorVisible || phase == .dragging || needsFrames
    }

    private func evaluate(_ running: ScrollMotion, at time: Double) {
        var motion = running
        let t = max(0, time - motion.start)
        let offset = contentOffset
        var x = motion.x?.position(at: t) ?? offset.x
        var y = motion.y?.position(at: t) ?? offset.y
        var v = Point(x: motion.x?.velocity(at: t) ?? 0, y: motion.y?.velocity(at: t) ?? 0)
        let isBallistic: Bool
        if case .ballistic = activity { isBallistic = true } else { isBallistic = false }
        if !bounces && isBallistic {
            let cx = min(max(x, horizontalRange.lowerBound), horizontalRange.upperBound)
            let cy = min(max(y, verticalRange.lowerBound), verticalRange.upperBound)
            if cx != x { x = cx; v.x = 0; motion.x = nil }
            if cy != y { y = cy; v.y = 0; motion.y = nil }
            activity = .ballistic(motion)
        }
        moveContent(to: withinBandLimit(Point(x: x, y: y)))
        // An observer may have replaced the motion while the content moved.
        guard let current = activity.motion, current.start == motion.start else { return }
        if motion.isDone(at: t) {
            finishMotion(at: time)
        } else {
            velocity = v
            if isBallistic { phase = motion.isBouncing(at: t) ? .bouncing : .decelerating }
        }
    }

    /// `point` with the overscroll no larger than the view's size (the rubber band's limit); this only
    /// binds for views a few points tall.
    func withinBandLimit(_ point: Point) -> Point {
        let limitX = max(frame.width, 1) * RubberBand.maximumOffsetFraction
        let limitY = max(frame.height, 1) * RubberBand.maximumOffsetFraction
        return Point(x: min(max(point.x, horizontalRange.lowerBound - limitX), horizontalRange.upperBound + limitX),
                     y: min(max(point.y, verticalRange.lowerBound - limitY), verticalRange.upperBound + limitY))
    }

    private func finishMotion(at time: Double) {
        var wasDriven = false
        if case .driven = activity { wasDriven = true }
        velocity = .zero
        setActivity(.idle)
        if wasDriven {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            delegate?.scrollViewDidEndDecelerating(self)
        }
        guard case .idle = activity else { return }  // a delegate started something new
        settle(.motionEnded, velocity: .zero, time: window?.now ?? time)
    }

    /// What the behaviour takes for a legal rest may have changed (its component's options changed and
    /// the view took over another's offset): settled as after a range change (`rangeDidChange`), so a
    /// view at rest is moved onto a legal rest at the next layout and a motion restarts from where it is.
    public func restingRulesDidChange() {
        rangeDidChange()
    }

    /// The range changed (content size, inset, frame): a drag rebases with no jump; otherwise the
    /// overscroll is kept within what the rubber band can show, a ballistic motion ends and the
    /// behaviour restarts it from where it is (momentum against the new edges, a snap to the new
    /// target), and a view at rest is checked at the next layout.
    func rangeDidChange() {
        switch activity {
        case .drag:
            dragLogical = logicalOffset(forDisplayed: contentOffset)
            // Past the band's limit for the new range (a tiny view), the drag shows what the band allows.
            moveContent(to: displayedOffset(forLogical: dragLogical))
        case .ballistic:
            limitOverscroll()
            guard !isSettling else { return }
            settle(.rangeChanged, velocity: velocity, time: window?.now ?? 0)
        case .idle:
            limitOverscroll()
            requestRestCheck()
        case .hold, .driven:
            limitOverscroll()
        }
    }
}
