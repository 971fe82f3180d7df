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
///   x0 ──────────────────────────────▶ resting point = where |v| falls to `stopSpeed`
///                                    ├┤ (x0 − v0/λ, the continuous end, is |stopSpeed/λ| further:
///                                        5 pt at .normal, 1 pt at .fast)
/// ```
///
/// The motion stops where its speed falls to `stopSpeed`, on the curve: no jump at the end, and the
/// resting point is known at the release (UIKit's `targetContentOffset`).
public struct DecaySimulation: Sendable {
    /// Speed at which a deceleration stops: 10 pt/s. Measured: UIKit's `targetContentOffset` of 12
    /// releases from 263 to 5992 pt/s at both rates (iOS 26.5 Simulator, Cranpose's
    /// `ios_fling_measurement.rs`) lies 4.84–5.16 pt (`.normal`) and 0.86–1.03 pt (`.fast`) short of
    /// the continuous end, the distance covered from 9.7 to 10.3 pt/s; 10 fits every one within 0.17 pt.
    public static let stopSpeed: Double = 10

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
        let speed = abs(velocity)
        // |v0|·e^(λt) reaches the stop speed at t = ln(stop/|v0|)/λ.
        self.duration = speed <= Self.stopSpeed ? 0 : log(Self.stopSpeed / speed) / lambda
        let travelled = speed <= Self.stopSpeed ? 0 : (speed - Self.stopSpeed) / -lambda
        self.restingPosition = velocity < 0 ? position - travelled : position + travelled
    }

    /// Where the motion ends, in points: where the speed falls to `stopSpeed`,
    /// `x0 + sign(v0)·(|v0| − stopSpeed)/|λ|` (the start itself when it is not faster).
    public let restingPosition: Double

    /// Time (s) at which the speed falls to `stopSpeed`; from then on the position is exactly
    /// `restingPosition` (the curve is there already).
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
    /// past the resting point).
    public func time(toReach x: Double) -> Double? {
        if x == initialPosition { return 0 }
        if initialVelocity == 0 { return nil }
        if x == restingPosition { return duration }
        guard (x - initialPosition) * initialVelocity > 0, abs(x - initialPosition) < abs(restingPosition - initialPosition)
        else { return nil }
        // e^(λt) = 1 + λ(x − x0)/v0, in (stop/|v0|, 1) before the resting point.
        let factor = 1 + lambda * (x - initialPosition) / initialVelocity
        return min(log(factor) / lambda, duration)
    }
}
