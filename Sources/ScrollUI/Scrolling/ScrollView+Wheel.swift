import Graphics
import ScrollPhysics

/// Touchpad, mouse wheel and keyboard scrolling (`PHYSICS.md` §8).
extension ScrollView {
    /// A touchpad gesture ends after this long without deltas, seconds (`PHYSICS.md` §8).
    public static let wheelGestureEndDelay = 0.08
    /// One mouse-wheel notch scrolls three rows: 3 × UIKit's standard 44 pt row, points (a list uses
    /// three of its own rows, see `wheelStep`).
    public static let notchStep = 132.0
    /// Rows one notch scrolls in a list (`PHYSICS.md` §8).
    public static let rowsPerNotch = 3.0
    /// Duration of a notch's ease-out animation, seconds.
    public static let notchDuration = 0.2
    /// An arrow key scrolls by this much, points (about a line of text, as desktop browsers do).
    public static let arrowKeyStep = 40.0
    /// A page key scrolls by this fraction of the visible height (a little overlap stays in view).
    public static let pageFraction = 0.9
    /// Duration of a keyboard scroll animation, seconds.
    public static let keyScrollDuration = 0.25

    /// Handles a wheel or touchpad delta; returns false when this view does not scroll that way.
    @discardableResult
    public func scroll(with event: WheelEvent) -> Bool {
        guard isScrollEnabled else { return false }
        let vertical = event.delta.y != 0 && scrollsVertically
        let horizontal = event.delta.x != 0 && scrollsHorizontally
        guard vertical || horizontal else { return false }
        if event.isPrecise {
            followTouchpad(delta: Point(x: horizontal ? event.delta.x : 0, y: vertical ? event.delta.y : 0),
                           time: event.time)
        } else {
            let direction = vertical ? Point(x: 0, y: event.delta.y > 0 ? 1 : -1)
                                     : Point(x: event.delta.x > 0 ? 1 : -1, y: 0)
            animateStep(by: direction * wheelStep, duration: ScrollView.notchDuration, curve: .easeOut)
        }
        return true
    }

    /// Touchpad deltas move the content directly, rubber-banded past the edges. From each delta on the
    /// content coasts as momentum would (SDL2 reports no end of the gesture), and the next delta takes
    /// over from where it is drawn: never back along the delta's direction. The gesture ends
    /// `wheelGestureEndDelay` after the last delta, keeping the coast (see `advance(to:)`).
    private func followTouchpad(delta: Point, time: Double) {
        if !isWheelTracking { beginTouchpadGesture(time: time) }
        let drawn = contentOffset
        dragLogical = dragLogical + delta
        var target = displayedOffset(forLogical: dragLogical)
        if (delta.x > 0 && target.x < drawn.x) || (delta.x < 0 && target.x > drawn.x) { target.x = drawn.x }
        if (delta.y > 0 && target.y < drawn.y) || (delta.y < 0 && target.y > drawn.y) { target.y = drawn.y }
        dragLogical = logicalOffset(forDisplayed: target)
        moveContent(to: target)
        wheelTracker.addSample(time: time, x: dragLogical.x, y: dragLogical.y)
        lastWheelTime = time
        let v = wheelTracker.velocity(at: time)
        velocity = Point(x: v.x, y: v.y)
        startTouchpadCoast(at: time)
    }

    /// The momentum the content would have if this delta were the last, inside the range; none from
    /// an overscroll (that springs back only when the gesture ends).
    private func startTouchpadCoast(at time: Double) {
        let offset = contentOffset, v = velocity
        let minimum = VelocityTracker.minimumFlingVelocity
        guard !isOverscrolled, abs(v.x) >= minimum || abs(v.y) >= minimum else { touchpadCoast = nil; return }
        let x: (any Simulation)? = abs(v.x) >= minimum
            ? BouncingSimulation(position: offset.x, velocity: v.x, range: horizontalRange, rate: decelerationRate,
                                     spring: configuration.bounceSpring) : nil
        let y: (any Simulation)? = abs(v.y) >= minimum
            ? BouncingSimulation(position: offset.y, velocity: v.y, range: verticalRange, rate: decelerationRate,
                                     spring: configuration.bounceSpring) : nil
        touchpadCoast = ScrollMotion(x: x, y: y, start: window?.animationTime(at: time) ?? time)
    }

    private func beginTouchpadGesture(time: Double) {
        wheelTracker.reset()
        dragLogical = logicalOffset(forDisplayed: contentOffset)
        lastWheelTime = time
        setActivity(.drag(.touchpad))
        notify(.panState(.began))
        window?.startAnimating(self)
    }

    /// Ends a touchpad gesture at `time`: momentum from the last 100 ms of deltas, taken from the last
    /// delta on (the coast shown since then goes on without a seam), or the spring back.
    func endWheelGesture(at time: Double) {
        guard isWheelTracking else { return }
        let v = wheelTracker.velocity(at: lastWheelTime)
        let coastStart = touchpadCoast.map { coast in
            (offset: Point(x: coast.x?.position(at: 0) ?? contentOffset.x, y: coast.y?.position(at: 0) ?? contentOffset.y),
             time: lastWheelTime)
        }
        notify(.panState(.ended))
        settle(.release, velocity: Point(x: v.x, y: v.y), time: time, origin: coastStart)
    }

    /// macOS reports the touchpad's fingers: a finger down catches a coasting view and holds the
    /// gesture open; the last finger up ends it.
    public func trackpadFingers(down: Bool, time: Double) {
        if down {
            trackpadFingersDown = true
            if isMoving {
                beginTouchpadGesture(time: time)
            }
        } else {
            trackpadFingersDown = false
            if isWheelTracking { endWheelGesture(at: time) }
        }
    }

    /// Scrolls for a key (arrows, Page Up/Down, Space, Home/End); returns false for other keys.
    @discardableResult
    public func scroll(forKey key: String, modifiers: KeyEvent.Modifiers = []) -> Bool {
        guard isScrollEnabled, scrollsVertically else { return false }
        let page = pageLength * ScrollView.pageFraction
        let step: Double
        switch key {
        case "up": step = -ScrollView.arrowKeyStep
        case "down": step = ScrollView.arrowKeyStep
        case "pageup": step = -page
        case "pagedown": step = page
        case "space": step = modifiers.contains(.shift) ? -page : page
        case "home": step = -.infinity
        case "end": step = .infinity
        default: return false
        }
        animateStep(by: Point(x: 0, y: step), duration: ScrollView.keyScrollDuration, curve: .easeOut)
        return true
    }

    /// Animates by `step` from where a running step animation is heading (so quick notches or key
    /// presses accumulate) to the resting point the behaviour gives for it, inside the content. A
    /// pointer holding the content ignores it; a touchpad gesture ends without momentum.
    private func animateStep(by step: Point, duration: Double, curve: TimingCurve) {
        switch activity {
        case .hold, .drag(.pointer): return
        case .drag(.touchpad): notify(.panState(.ended))
        default: break
        }
        var base = contentOffset
        if case .driven = activity { base = targetContentOffset }
        func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
            min(max(value, range.lowerBound), range.upperBound)
        }
        let proposed = Point(x: clamp(base.x + step.x, horizontalRange), y: clamp(base.y + step.y, verticalRange))
        let chosen = behavior.map { $0.discreteTarget(for: self, from: base, proposed: proposed) } ?? proposed
        guard let target = chosen, target != contentOffset else {
            if isWheelTracking { settle(.release, velocity: .zero, time: window?.now ?? 0) }
            return
        }
        velocity = .zero
        let start = window?.animationTime(at: window?.now ?? 0) ?? 0
        let offset = contentOffset
        setActivity(.driven(ScrollMotion(x: TimedSimulation(from: offset.x, to: target.x, duration: duration, curve: curve),
                                         y: TimedSimulation(from: offset.y, to: target.y, duration: duration, curve: curve),
                                         start: start)))
    }
}
