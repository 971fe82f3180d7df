import Foundation

/// How long the simulations take to come to rest within `Tolerance`, for budgets such as the soak's
/// pause after the last input.
public enum SettlingTime {
    /// Seconds a coast at `velocity` (pt/s) takes to slow below `Tolerance.velocity` at `rate`:
    /// v(t) = v0 · r^(1000·t) (PHYSICS.md §1).
    public static func coast(from velocity: Double, rate: DecelerationRate) -> Double {
        let speed = abs(velocity)
        guard speed > Tolerance.velocity else { return 0 }
        return log(speed / Tolerance.velocity) / (-log(rate.rawValue) * 1000)
    }

    /// Seconds the envelope of `spring` takes to shrink from `distance` (points) to
    /// `Tolerance.distance`: it decays as e^(−σt) with σ = ζω0 below critical damping and
    /// ω0 (ζ − √(ζ² − 1)), the slower of the two modes, above it.
    public static func spring(_ spring: SpringParameters, distance: Double) -> Double {
        let span = abs(distance)
        guard span > Tolerance.distance else { return 0 }
        let zeta = spring.dampingRatio, omega = spring.naturalFrequency
        let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        guard decay > 0 else { return .infinity }
        return log(span / Tolerance.distance) / decay
    }
}
