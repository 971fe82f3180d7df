import Graphics
import ScrollPhysics

/// Input: each kind begins its activity, which follows it (`PHYSICS.md` §5, §6, §8).
extension ScrollView {
    /// True while a pointer press stopped a motion: its release is not a tap.
    var caughtMotion: Bool { activity.caughtMotion }

    /// Handles a wheel or touchpad delta at `time` (`precise` for a touchpad's, else a notch);
    /// returns false when this view does not scroll that way.
    func scroll(by delta: Point, isPrecise: Bool, time: Double) -> Bool {
        guard isScrollEnabled else { return false }
        let vertical = delta.y != 0 && scrollsVertically
        let horizontal = delta.x != 0 && scrollsHorizontally
        guard vertical || horizontal else { return false }
        if isPrecise {
            TouchpadDragActivity.follow(Point(x: horizontal ? delta.x : 0, y: vertical ? delta.y : 0), at: time, on: self)
        } else {
            let direction = vertical ? Point(x: 0, y: delta.y > 0 ? 1 : -1) : Point(x: delta.x > 0 ? 1 : -1, y: 0)
            DiscreteScroll.scroll(self, by: direction * wheelStep, animation: .easeOut(duration: DiscreteScroll.notchDuration))
        }
        return true
    }

    /// macOS reports the touchpad's fingers: a finger down catches a coasting view and holds the
    /// gesture open; the last finger up ends it.
    public func trackpadFingers(down: Bool, time: Double) {
        trackpadFingersDown = down
        if down, isMoving {
            TouchpadDragActivity.begin(on: self, at: time)
        } else if !down {
            activity.touchpadFingersLifted(self, time: time)
        }
    }

    /// Scrolls for a key (arrows, Page Up/Down, Space, Home/End); returns false for other keys. A step
    /// springs there with `SpringParameters.keyboardScroll` from the content's velocity, a held key
    /// accelerates (`HeldKeySimulation`); Home and End
    /// take the scroll to top's spring (WebKit's for a document's end).
    @discardableResult
    public func scroll(forKey key: String, modifiers: KeyEvent.Modifiers = []) -> Bool {
        guard isScrollEnabled, scrollsVertically,
              let step = DiscreteScroll.step(forKey: key, modifiers: modifiers, pageLength: pageLength) else { return false }
        if step.isInfinite {
            DiscreteScroll.scroll(self, by: Point(x: 0, y: step), animation: .toEnd)
        } else {
            DiscreteScroll.press(key, step: step, on: self)
        }
        return true
    }
}
