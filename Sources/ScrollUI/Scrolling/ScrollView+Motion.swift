import Graphics
import ScrollPhysics

extension ScrollView {
    /// Duration of `setContentOffset(_:animated:)`, seconds (UIKit's is about 0.3 s).
    public static let programmaticAnimationDuration = 0.3

    /// Stops any motion where it is drawn; the phase becomes idle unless the pointer is down.
    public func stopMotion() {
        motion = (.none, .none)
        motionIsSnap = false
        velocity = .zero
        if phase == .decelerating || phase == .bouncing || phase == .animating { phase = .idle }
    }

    /// Starts momentum from the current offset (`PHYSICS.md` §1, §4); returns false when nothing moves.
    @discardableResult
    func startMomentum(velocity v: Point, time: Double) -> Bool {
        let offset = contentOffset
        let x: AxisMotion = (v.x != 0 || !horizontalRange.contains(offset.x))
            ? .momentum(BouncingSimulation(position: offset.x, velocity: v.x, range: horizontalRange, rate: decelerationRate))
            : .none
        let y: AxisMotion = (v.y != 0 || !verticalRange.contains(offset.y))
            ? .momentum(BouncingSimulation(position: offset.y, velocity: v.y, range: verticalRange, rate: decelerationRate))
            : .none
        if case .none = x, case .none = y { return false }
        let springsBack = x.isBouncing(at: 0) || y.isBouncing(at: 0)
        start(x: x, y: y, phase: springsBack ? .bouncing : .decelerating, time: time)
        return true
    }

    /// Springs to `target` with the release velocity (a delegate's snap, `PHYSICS.md` §7).
    func startSnap(to target: Point, velocity v: Point, time: Double) {
        let offset = contentOffset
        start(x: .spring(SpringSimulation(parameters: .snap, position: offset.x, velocity: v.x, target: target.x)),
              y: .spring(SpringSimulation(parameters: .snap, position: offset.y, velocity: v.y, target: target.y)),
              phase: .decelerating, time: time, isSnap: true)
    }

    /// Installs a motion; observers hear the phase change last, so they may replace the motion.
    func start(x: AxisMotion, y: AxisMotion, phase newPhase: ScrollPhase, time: Double, isSnap: Bool = false) {
        motion = (x, y)
        motionIsSnap = isSnap
        motionStart = window?.animationTime(at: time) ?? time
        phase = newPhase
        window?.startAnimating(self)
    }

    /// Animates the offset along a timing curve (UIKit's `setContentOffset(_:animated:)`, or a component's
    /// settle). Interrupts any motion; a pointer down interrupts it in turn.
    public func animateContentOffset(to target: Point, duration: Double = ScrollView.programmaticAnimationDuration,
                                     curve: TimingCurve = .easeInOut) {
        let offset = contentOffset
        let time = window?.now ?? 0
        guard duration > 0 else {
            stopMotion()
            moveContent(to: target)
            return
        }
        start(x: .timed(TimedSimulation(from: offset.x, to: target.x, duration: duration, curve: curve)),
              y: .timed(TimedSimulation(from: offset.y, to: target.y, duration: duration, curve: curve)),
              phase: .animating, time: time)
    }

    /// Animates the offset with a spring that starts at `initialVelocity` (points per second).
    public func animateContentOffset(to target: Point, spring: SpringParameters, initialVelocity: Point = .zero) {
        let offset = contentOffset
        start(x: .spring(SpringSimulation(parameters: spring, position: offset.x, velocity: initialVelocity.x, target: target.x)),
              y: .spring(SpringSimulation(parameters: spring, position: offset.y, velocity: initialVelocity.y, target: target.y)),
              phase: .animating, time: window?.now ?? 0)
    }

    /// UIKit's `setContentOffset(_:animated:)`.
    public func setContentOffset(_ target: Point, animated: Bool) {
        if animated {
            animateContentOffset(to: target)
        } else {
            stopMotion()
            moveContent(to: target)
        }
    }

    /// Where the running motion will end, or the current offset.
    public var targetContentOffset: Point {
        let offset = contentOffset
        return Point(x: motion.x.target ?? offset.x, y: motion.y.target ?? offset.y)
    }

    /// True while the content is moving by itself.
    public var isMoving: Bool { phase == .decelerating || phase == .bouncing || phase == .animating }

    /// Evaluates the motion at `time` (animation clock); returns true while the view needs frames.
    /// Touchpad gestures and pointer velocity follow the input clock (`window.now`).
    public func advance(to time: Double) -> Bool {
        let inputTime = window?.now ?? time
        if isWheelTracking && !trackpadFingersDown && inputTime >= lastWheelTime + ScrollView.wheelGestureEndDelay {
            endWheelGesture(at: lastWheelTime + ScrollView.wheelGestureEndDelay)
        }
        if isMoving { evaluateMotion(at: time) }
        if phase == .dragging && !isWheelTracking {
            let pointer = panGestureRecognizer.velocity(at: inputTime)
            velocity = Point(x: scrollsHorizontally ? -pointer.x : 0, y: scrollsVertically ? -pointer.y : 0)
        }
        let indicatorVisible = updateIndicator(at: inputTime)
        return isMoving || isWheelTracking || indicatorVisible || phase == .dragging
    }

    private func evaluateMotion(at time: Double) {
        let t = max(0, time - motionStart)
        let offset = contentOffset
        var x = motion.x.position(at: t) ?? offset.x
        var y = motion.y.position(at: t) ?? offset.y
        var done = motion.x.isDone(at: t) && motion.y.isDone(at: t)
        var v = Point(x: motion.x.velocity(at: t), y: motion.y.velocity(at: t))
        if !bounces && phase != .animating {
            let cx = min(max(x, horizontalRange.lowerBound), horizontalRange.upperBound)
            let cy = min(max(y, verticalRange.lowerBound), verticalRange.upperBound)
            if cx != x { x = cx; v.x = 0; motion.x = .none }
            if cy != y { y = cy; v.y = 0; motion.y = .none }
            done = motion.x.isDone(at: t) && motion.y.isDone(at: t)
        }
        // The overscroll never shows more than the view's size (the rubber band's limit); this only
        // binds for views a few points tall.
        let limitX = max(frame.width, 1) * RubberBand.maximumOffsetFraction
        let limitY = max(frame.height, 1) * RubberBand.maximumOffsetFraction
        x = min(max(x, horizontalRange.lowerBound - limitX), horizontalRange.upperBound + limitX)
        y = min(max(y, verticalRange.lowerBound - limitY), verticalRange.upperBound + limitY)
        moveContent(to: Point(x: x, y: y))
        velocity = done ? .zero : v
        if done {
            finishMotion()
        } else if phase != .animating {
            phase = (motion.x.isBouncing(at: t) || motion.y.isBouncing(at: t)) ? .bouncing : .decelerating
        }
    }

    private func finishMotion() {
        let wasAnimation = phase == .animating
        motion = (.none, .none)
        motionIsSnap = false
        velocity = .zero
        phase = .idle
        if wasAnimation {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            delegate?.scrollViewDidEndDecelerating(self)
        }
        // A motion aimed before the range changed (a resize mid-animation) may end outside it: spring back.
        if phase == .idle && isOverscrolled { startMomentum(velocity: .zero, time: window?.now ?? motionStart) }
    }

    /// The range changed (content size, inset, frame): a coasting view restarts its momentum from where
    /// it is against the new edges (a ballistic run may restart at any frame); a drag rebases.
    func rangeDidChange() {
        let time = window?.now ?? motionStart
        if isDragging {
            dragLogical = logicalOffset(forDisplayed: contentOffset)
            // Past the band's limit for the new range (a tiny view), the drag shows what the band allows.
            moveContent(to: displayedOffset(forLogical: dragLogical))
        } else if (phase == .decelerating || phase == .bouncing) && !motionIsSnap {
            startMomentum(velocity: velocity, time: time)
        }
    }
}
