/// A spring played over a fixed duration whose clock is paced by a timing curve (Core Animation's
/// `CASpringAnimation` with a `duration` and a `timingFunction`): at time t it shows the spring at
/// `duration · curve(t / duration)`, and sits on the target from `duration` on.
public struct PacedSpringSimulation: Sendable {
    /// Length of the scroll to top, seconds. Apple's code: WebKit's `WKKeyboardScrollingAnimator.mm`
    /// (its `CASpringAnimation`'s `duration`).
    public static let scrollToTopDuration = 1.6

    /// The scroll to top's pacing of the spring's clock: control points (0, 0.2) and (1, 1). Apple's
    /// code: the same animation's `timingFunction`.
    public static let scrollToTopPacing = TimingCurve(controlPoint1: 0, 0.2, controlPoint2: 1, 1)

    /// The spring being paced.
    public let spring: SpringSimulation
    /// Seconds after which the motion is over (on `target`).
    public let duration: Double
    /// How the spring's clock runs against the motion's.
    public let pacing: TimingCurve

    /// `spring` played over `duration` (s), its clock paced by `pacing`.
    public init(spring: SpringSimulation, duration: Double, pacing: TimingCurve) {
        self.spring = spring
        self.duration = max(0, duration)
        self.pacing = pacing
    }

    /// The status bar's scroll to top from `position` at rest to `target` (pt): `SpringParameters.scrollToTop`
    /// over `scrollToTopDuration`, paced by `scrollToTopPacing` (PHYSICS.md §10).
    public static func scrollToTop(from position: Double, to target: Double) -> PacedSpringSimulation {
        PacedSpringSimulation(spring: SpringSimulation(parameters: .scrollToTop, position: position, velocity: 0, target: target),
                              duration: scrollToTopDuration, pacing: scrollToTopPacing)
    }

    /// Where the motion ends, points.
    public var target: Double { spring.target }

    /// Position (pt) at `t` seconds after the start; exactly `target` once done.
    public func position(at t: Double) -> Double {
        if isDone(at: t) { return target }
        return spring.position(at: duration * pacing.value(at: max(0, t) / duration))
    }

    /// Velocity (pt/s) at `t` seconds after the start; 0 once done.
    public func velocity(at t: Double) -> Double {
        if isDone(at: t) { return 0 }
        let progress = max(0, t) / duration
        return spring.velocity(at: duration * pacing.value(at: progress)) * pacing.slope(at: progress)
    }
}
