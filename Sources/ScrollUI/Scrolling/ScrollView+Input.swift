import Graphics
import ScrollPhysics

/// Input: each kind begins its activity, which follows it (`PHYSICS.md` §5, §6, §8).
extension ScrollView {
    func configurePanGesture() {
        pan.scrollView = self
        pan.shouldBegin = { [unowned self] _, translation in
            guard self.isScrollEnabled else { return false }
            if self.scrollsVertically && self.scrollsHorizontally { return true }
            return abs(translation.y) >= abs(translation.x) ? self.scrollsVertically : self.scrollsHorizontally
        }
        pan.action = { [unowned self] recognizer in
            let time = self.window?.now ?? 0
            let drag = self.activity as? PointerDragActivity
            switch recognizer.state {
            case .began: self.setActivity(PointerDragActivity(self, at: recognizer.location, press: self.pan.press))
            case .changed: drag?.move(self, to: recognizer.location, time: time)
            case .ended: drag?.end(self, pointerVelocity: recognizer.releaseVelocity, time: time)
            case .cancelled: drag?.end(self, pointerVelocity: .zero, time: time)
            default: break
            }
        }
        pan.stateObservers.append { [unowned self] state in self.notify(.panState(state)) }
        addGestureRecognizer(pan)
    }

    /// True while a pointer press stopped a motion: its release is not a tap.
    var caughtMotion: Bool { (activity as? HoldActivity)?.caught ?? false }

    /// True while a touchpad gesture moves the content.
    var isWheelTracking: Bool { activity is TouchpadDragActivity }

    /// Pointer down: a moving view stops where it is drawn (`PHYSICS.md` §5) and is held. Returns the
    /// momentum a coast it caught lends to the next flick (`CarriedMomentum`, `PHYSICS.md` §10).
    func beginTracking(time: Double) -> Point {
        let coasting = (activity as? BallisticActivity)?.velocity ?? .zero
        setActivity(HoldActivity(caught: isMoving || isWheelTracking))
        return Point(x: CarriedMomentum.carried(from: coasting.x), y: CarriedMomentum.carried(from: coasting.y))
    }

    /// Pointer up without a drag (a tap, or a catch let go): the behaviour says how to come to rest
    /// (the spring back when overscrolled).
    func endTracking(time: Double) {
        if activity is HoldActivity { settle(.release, velocity: .zero, time: time) }
    }

    /// Handles a wheel or touchpad delta; returns false when this view does not scroll that way.
    @discardableResult
    public func scroll(with event: WheelEvent) -> Bool {
        guard isScrollEnabled else { return false }
        let vertical = event.delta.y != 0 && scrollsVertically
        let horizontal = event.delta.x != 0 && scrollsHorizontally
        guard vertical || horizontal else { return false }
        if event.isPrecise {
            let touchpad = activity as? TouchpadDragActivity ?? beginTouchpadGesture(time: event.time)
            touchpad.follow(self, delta: Point(x: horizontal ? event.delta.x : 0, y: vertical ? event.delta.y : 0), time: event.time)
        } else {
            let direction = vertical ? Point(x: 0, y: event.delta.y > 0 ? 1 : -1) : Point(x: event.delta.x > 0 ? 1 : -1, y: 0)
            scrollDiscretely(by: direction * wheelStep, duration: DiscreteScroll.notchDuration)
        }
        return true
    }

    private func beginTouchpadGesture(time: Double) -> TouchpadDragActivity {
        let touchpad = TouchpadDragActivity(self, time: time)
        setActivity(touchpad)
        notify(.panState(.began))
        window?.startAnimating(self)
        return touchpad
    }

    /// macOS reports the touchpad's fingers: a finger down catches a coasting view and holds the
    /// gesture open; the last finger up ends it.
    public func trackpadFingers(down: Bool, time: Double) {
        trackpadFingersDown = down
        if down, isMoving {
            _ = beginTouchpadGesture(time: time)
        } else if !down {
            (activity as? TouchpadDragActivity)?.end(self, at: time)
        }
    }

    /// Scrolls for a key (arrows, Page Up/Down, Space, Home/End); returns false for other keys.
    @discardableResult
    public func scroll(forKey key: String, modifiers: KeyEvent.Modifiers = []) -> Bool {
        guard isScrollEnabled, scrollsVertically,
              let step = DiscreteScroll.step(forKey: key, modifiers: modifiers, pageLength: pageLength) else { return false }
        scrollDiscretely(by: Point(x: 0, y: step), duration: DiscreteScroll.keyDuration)
        return true
    }

    /// Animates by `step` from where a running step animation is heading (so quick notches or key
    /// presses accumulate) to the resting point the behaviour gives for it, inside the content. A
    /// pointer holding the content ignores it; a touchpad gesture ends without momentum.
    private func scrollDiscretely(by step: Point, duration: Double) {
        if activity is HoldActivity || activity is PointerDragActivity { return }
        if isWheelTracking { notify(.panState(.ended)) }
        let base = activity is DrivenActivity ? targetContentOffset : contentOffset
        let metrics = self.metrics
        let proposed = metrics.clamped(base + step)
        var target = proposed
        switch behavior?.discreteTarget(from: base, proposed: proposed, in: metrics) ?? .scroll(to: proposed) {
        case .scroll(let point): target = point
        case .ignore: target = contentOffset
        case .instead(let answer):
            performWhenReleased { [unowned self] in self.apply(answer) }
            target = contentOffset
        }
        guard target != contentOffset else {
            if isWheelTracking { settle(.release, velocity: .zero, time: window?.now ?? 0) }
            return
        }
        let offset = contentOffset, start = window?.animationTime(at: window?.now ?? 0) ?? 0
        setActivity(DrivenActivity(ScrollMotion(x: TimedSimulation(from: offset.x, to: target.x, duration: duration, curve: .easeOut),
                                                y: TimedSimulation(from: offset.y, to: target.y, duration: duration, curve: .easeOut),
                                                start: start), velocity: .zero))
    }
}
