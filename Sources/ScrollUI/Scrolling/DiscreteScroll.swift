import Graphics
import ScrollPhysics

/// Mouse-wheel notches and keys (`PHYSICS.md` §8): each scrolls by a step with a short animation,
/// from where a running one is heading, to the resting point the behaviour gives for it.
public enum DiscreteScroll {
    /// One mouse-wheel notch scrolls three rows: 3 × UIKit's standard 44 pt row, points (a list uses
    /// three of its own rows, see `ScrollView.wheelStep`).
    public static let notchStep = 132.0
    /// Rows one notch scrolls in a list (`PHYSICS.md` §8).
    public static let rowsPerNotch = 3.0
    /// Duration of a notch's ease-out animation, seconds.
    public static let notchDuration = 0.2
    /// An arrow key scrolls by this much, points. Apple's code: WebKit's iOS keyboard scrolling
    /// (`Source/WebCore/platform/KeyboardScroll.h`), a line of 40 pt.
    public static let arrowKeyStep = 40.0
    /// A page key scrolls by this fraction of the visible height. Apple's code: the same, a page of
    /// 0.8 of the viewport.
    public static let pageFraction = 0.8

    /// How a discrete step animates to its target.
    enum Animation {
        /// A timed ease-out (a notch), seconds.
        case easeOut(duration: Double)
        /// A spring from the content's velocity (a key).
        case spring(SpringParameters)
        /// `PacedSpringSimulation.scrollToTop`'s spring to an end from rest (Home, End).
        case toEnd
    }

    /// The vertical step of `key` (arrows, Page Up/Down, Space, Home/End) for a view whose page key
    /// scrolls `pageLength` before `pageFraction`; nil for other keys.
    static func step(forKey key: String, modifiers: KeyEvent.Modifiers, pageLength: Double) -> Double? {
        let page = pageLength * pageFraction
        switch key {
        case "up": return -arrowKeyStep
        case "down": return arrowKeyStep
        case "pageup": return -page
        case "pagedown": return page
        case "space": return modifiers.contains(.shift) ? -page : page
        case "home": return -.infinity
        case "end": return .infinity
        default: return nil
        }
    }

    /// A press of `key` stepping by `step` (vertical) on `view`: a tap springs one step further (see
    /// `scroll`); a repeat of a held key (`KeyHold`) runs WebKit's held-key motion from where the content
    /// is, when the view bounces and its behaviour lets the step through unchanged.
    static func press(_ key: String, step: Double, on view: ScrollView) {
        let now = view.window?.now ?? 0, offset = view.contentOffset
        if var hold = view.keyHold, hold.isRepeated(by: key, at: now), view.bounces,
           view.activity.takesHeldKeyMotion, isFree(view, step: Point(x: 0, y: step)) {
            hold.lastPress = now
            view.keyHold = hold
            let range = view.metrics.verticalRange
            let y = HeldKeySimulation(position: offset.y, velocity: view.velocity.y, step: step, heldFor: KeyHold.repeatGap,
                                      minimumTravel: min(max(hold.origin + step, range.lowerBound), range.upperBound),
                                      in: range)
            let start = view.window?.animationTime(at: now) ?? 0
            view.setActivity(DrivenActivity(ScrollMotion(x: nil, y: y, start: start), velocity: view.velocity))
            return
        }
        view.keyHold = KeyHold(key: key, lastPress: now, origin: offset.y)
        scroll(view, by: Point(x: 0, y: step), animation: .spring(.keyboardScroll))
    }

    /// Whether `view`'s behaviour takes a step of `step` from where the content is as it is.
    private static func isFree(_ view: ScrollView, step: Point) -> Bool {
        let metrics = view.metrics, proposed = metrics.clamped(view.contentOffset + step)
        guard let behavior = view.behavior else { return true }
        if case .scroll(let point) = behavior.discreteTarget(from: view.contentOffset, proposed: proposed, in: metrics) {
            return point == proposed
        }
        return false
    }

    /// Scrolls `view` by `step` from where a running step animation is heading (so quick notches or
    /// key presses accumulate) to the resting point its behaviour gives for it, inside the content, with
    /// `animation` (a driven activity). A pointer holding the content ignores it; a touchpad gesture
    /// ends without momentum.
    static func scroll(_ view: ScrollView, by step: Point, animation: Animation) {
        let activity = view.activity
        if activity.isHeldByPointer { return }
        let endsTouchpad = activity.isTouchpadGesture
        if endsTouchpad { view.notify(.panState(.ended)) }
        let base = activity.stepsFromTarget ? view.targetContentOffset : view.contentOffset
        let metrics = view.metrics, proposed = metrics.clamped(base + step), offset = view.contentOffset
        var target = offset
        switch view.behavior?.discreteTarget(from: base, proposed: proposed, in: metrics) ?? .scroll(to: proposed) {
        case .scroll(let point): target = point
        case .ignore: break
        case .instead(let answer): view.performWhenReleased { [unowned view] in view.apply(answer) }
        }
        guard target != offset else {
            if endsTouchpad { view.settle(.release, velocity: .zero, time: view.window?.now ?? 0) }
            return
        }
        let start = view.window?.animationTime(at: view.window?.now ?? 0) ?? 0
        // The velocity carries on only along the step, as WebKit's keyboard scrolling keeps it.
        let v = view.velocity, carried = Point(x: v.x * step.x > 0 ? v.x : 0, y: v.y * step.y > 0 ? v.y : 0)
        view.setActivity(DrivenActivity(motion(animation, from: offset, velocity: carried, to: target, start: start),
                                        velocity: .zero))
    }

    /// The driven motion of `animation` from `offset` moving at `velocity` (pt/s) to `target`.
    private static func motion(_ animation: Animation, from offset: Point, velocity: Point, to target: Point,
                               start: Double) -> ScrollMotion {
        switch animation {
        case .easeOut(let duration):
            return .curve(.easeOut, from: offset, to: target, duration: duration, start: start)
        case .spring(let parameters):
            return .spring(parameters, from: offset, velocity: velocity, to: target, start: start)
        case .toEnd:
            return ScrollMotion(x: PacedSpringSimulation.scrollToTop(from: offset.x, to: target.x),
                                y: PacedSpringSimulation.scrollToTop(from: offset.y, to: target.y), start: start)
        }
    }
}
