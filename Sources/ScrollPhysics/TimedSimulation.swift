/// A value animated over a fixed duration along a timing curve (notches, keyboard scrolling, component
/// settles), a pure function of the time since it started.
public struct TimedSimulation: Sendable {
    /// UIView's default animation duration: 0.25 s (PHYSICS.md §7).
    public static let defaultDuration: Double = 0.25

    /// Start value, in points.
    public let from: Double
    /// End value, in points.
    public let target: Double
    /// Length of the animation, in seconds.
    public let duration: Double
    /// The easing.
    public let curve: TimingCurve

    /// An animation from `from` to `to` (pt) over `duration` (s) along `curve`.
    public init(from: Double, to: Double, duration: Double, curve: TimingCurve) {
        self.from = from
        self.target = to
        self.duration = max(0, duration)
        self.curve = curve
    }

    /// Value (pt) at `t` seconds after the start; exactly `target` once done.
    public func position(at t: Double) -> Double {
        if isDone(at: t) { return target }
        return from + (target - from) * curve.value(at: t / duration)
    }

    /// Velocity (pt/s) at `t` seconds after the start; 0 once done.
    public func velocity(at t: Double) -> Double {
        if isDone(at: t) { return 0 }
        return (target - from) * curve.slope(at: t / duration) / duration
    }
}
