#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UIKit-style exponential decay (PHYSICS.md §1), a pure function of the time since release.
///
/// ```
/// x(t) = x0 + v0 · (r^(1000·t) − 1) / λ        v(t) = v0 · r^(1000·t)
///
///   x0 ──────────────────────────────▶ x0 − v0/λ   (resting point)
///                           done here ─┤├─ < Tolerance.distance left: lands on the resting point
/// ```
public struct DecaySimulation: Sendable {
    /// Position at t = 0, in points.
    public let initialPosition: Double
    /// Velocity at t = 0, in pt/s.
    public let initialVelocity: Double
    /// The deceleration rate.
    public let rate: DecelerationRate
    /// λ = 1000 · ln r, per second (cached).
    private let lambda: Double

    /// A decay from `position` (pt) with `velocity` (pt/s) at the given rate.
    public init(position: Double, velocity: Double, rate: DecelerationRate) {
        self.initialPosition = position
        self.initialVelocity = velocity
        self.rate = rate
        self.lambda = rate.lambda
        let total = abs(velocity / lambda)
        // Remaining distance |v0/λ|·e^(λt) reaches the tolerance at t = ln(tol/total)/λ.
        self.duration = total < Tolerance.distance ? 0 : log(Tolerance.distance / total) / lambda
    }

    /// Where the motion ends: `x0 − v0/λ`, in points.
    public var restingPosition: Double { initialPosition - initialVelocity / lambda }

    /// Time (s) at which the remaining distance falls under `Tolerance.distance`; from then on
    /// the position is exactly `restingPosition`.
    public let duration: Double

    /// Position (pt) at `t` seconds after release; exactly `restingPosition` once done.
    public func position(at t: Double) -> Double {
        if t >= duration { return restingPosition }
        let t = max(0, t)
        return initialPosition + initialVelocity * (exp(lambda * t) - 1) / lambda
    }

    /// Velocity (pt/s) at `t` seconds after release; 0 once done.
    public func velocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        return initialVelocity * exp(lambda * max(0, t))
    }

    /// Velocity (pt/s) of the continuous motion as it passes `x`: `v0 + λ·(x − x0)` (velocity is linear in
    /// the distance travelled). Meaningful for `x` between the start and the resting point.
    public func velocity(atPosition x: Double) -> Double {
        initialVelocity + lambda * (x - initialPosition)
    }

    /// The first time (s) at which the motion reaches `x`, or nil if it never does (behind the start or
    /// past the resting point). A point in the last `Tolerance.distance`, which the motion jumps over when
    /// it lands, is reached at `duration`.
    public func time(toReach x: Double) -> Double? {
        if x == initialPosition { return 0 }
        if initialVelocity == 0 { return nil }
        if x == restingPosition { return duration }
        // e^(λt) = 1 + λ(x − x0)/v0 must lie in (0, 1).
        let factor = 1 + lambda * (x - initialPosition) / initialVelocity
        guard factor > 0, factor < 1 else { return nil }
        return min(log(factor) / lambda, duration)
    }
}
