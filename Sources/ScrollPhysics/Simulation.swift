/// A one-dimensional motion as a pure function of the time since it started (Flutter's
/// `Simulation`): the scroll view evaluates whichever it runs without knowing its kind.
public protocol Simulation: Sendable {
    /// Position (pt) at `t` seconds after the start; exactly `restingPosition` once done.
    func position(at t: Double) -> Double
    /// Velocity (pt/s) at `t` seconds after the start; 0 once done.
    func velocity(at t: Double) -> Double
    /// Seconds after the start at which the motion is over, from its own model: it rests on
    /// `restingPosition` from then on.
    var duration: Double { get }
    /// Where the motion ends, points.
    var restingPosition: Double { get }
    /// Whether an edge spring runs at `t` (the scroll view's "bouncing"); false for motions that do not
    /// bounce.
    func isBouncing(at t: Double) -> Bool
}

extension Simulation {
    /// Whether the motion is over at `t`: `t ≥ duration`.
    public func isDone(at t: Double) -> Bool { t >= duration }

    public func isBouncing(at t: Double) -> Bool { false }
}

extension BouncingSimulation: Simulation {}
extension DecaySimulation: Simulation {}

extension SpringSimulation: Simulation {
    public var restingPosition: Double { target }
}

extension TimedSimulation: Simulation {
    public var restingPosition: Double { target }
}

extension PacedSpringSimulation: Simulation {
    public var restingPosition: Double { target }
}

extension HeldKeySimulation: Simulation {}
