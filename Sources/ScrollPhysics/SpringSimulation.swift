#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped spring from `position` with `velocity` toward `target`, in closed form for under-, critically
/// and over-damped springs; a pure function of the time since it started.
///
/// It is done once the envelope of its displacement is under `Tolerance.distance` and the envelope of its
/// speed under `Tolerance.velocity` for good, so it never "un-finishes"; from then on it sits exactly on
/// `target` with velocity 0.
public struct SpringSimulation: Sendable {
    /// How the displacement u = x − target evolves; c1, c2 below are the mode's two coefficients.
    private enum Mode: Sendable {
        /// u = (c1 + c2·t)·e^(−ω·t)
        case critical(omega: Double)
        /// u = e^(−a·t)·(c1·cos(ωd·t) + c2·sin(ωd·t))
        case under(decay: Double, frequency: Double)
        /// u = c1·e^(r1·t) + c2·e^(r2·t), r2 < r1 < 0
        case over(r1: Double, r2: Double)
    }

    /// Damping ratios this close to 1 use the critically damped form (the others are ill-conditioned there).
    static let criticalBand: Double = 1e-6

    /// The spring's coefficients.
    public let parameters: SpringParameters
    /// Where the spring pulls to, in points.
    public let target: Double
    /// Time (s) after which the spring is at rest exactly on `target`: from then on its envelopes stay
    /// under `Tolerance.distance` and `Tolerance.velocity`.
    public let duration: Double
    private let mode: Mode
    private let c1: Double
    private let c2: Double

    /// A spring starting at `position` (pt) with `velocity` (pt/s), pulled toward `target` (pt).
    public init(parameters: SpringParameters, position: Double, velocity: Double, target: Double) {
        self.parameters = parameters
        self.target = target
        let u0 = position - target
        let omega = parameters.naturalFrequency
        let zeta = parameters.dampingRatio
        let mode: Mode
        let c1: Double, c2: Double
        if abs(zeta - 1) < Self.criticalBand {
            mode = .critical(omega: omega)
            c1 = u0
            c2 = velocity + omega * u0
        } else if zeta < 1 {
            let a = zeta * omega, wd = omega * (1 - zeta * zeta).squareRoot()
            mode = .under(decay: a, frequency: wd)
            c1 = u0
            c2 = (velocity + a * u0) / wd
        } else {
            let root = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega + root, r2 = -zeta * omega - root
            mode = .over(r1: r1, r2: r2)
            c1 = (velocity - r2 * u0) / (r1 - r2)
            c2 = u0 - c1
        }
        self.mode = mode
        self.c1 = c1
        self.c2 = c2
        self.duration = Self.settlingTime(mode: mode, c1: c1, c2: c2)
    }

    /// Position (pt) at `t` seconds after the start; exactly `target` once done.
    public func position(at t: Double) -> Double {
        if t >= duration { return target }
        return target + displacement(at: max(0, t))
    }

    /// Velocity (pt/s) at `t` seconds after the start; 0 once done.
    public func velocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        let t = max(0, t)
        switch mode {
        case .critical(let w):
            return (c2 - w * (c1 + c2 * t)) * exp(-w * t)
        case .under(let a, let wd):
            let cosine = cos(wd * t), sine = sin(wd * t)
            return exp(-a * t) * ((c2 * wd - a * c1) * cosine - (c1 * wd + a * c2) * sine)
        case .over(let r1, let r2):
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    /// The first time t > 0 (s) at which the spring passes through `target` before it settles, or nil if it
    /// approaches from one side only (e.g. a critically damped spring released at rest).
    public var crossingTime: Double? {
        let t: Double
        switch mode {
        case .critical:
            guard c2 != 0 else { return nil }
            t = -c1 / c2
        case .under(_, let wd):
            // c1·cos θ + c2·sin θ = R·sin(θ + φ), φ = atan2(c1, c2); zeros at θ = kπ − φ.
            var theta = -atan2(c1, c2)
            while theta <= 1e-12 { theta += Double.pi }
            t = theta / wd
        case .over(let r1, let r2):
            guard c1 != 0 else { return nil }
            let ratio = -c2 / c1  // e^((r1 − r2)·t) = −c2/c1
            guard ratio > 1 else { return nil }
            t = log(ratio) / (r1 - r2)
        }
        return t > 0 && t < duration ? t : nil
    }

    /// u(t) = x(t) − target, without the settling cut-off.
    private func displacement(at t: Double) -> Double {
        switch mode {
        case .critical(let w):
            return (c1 + c2 * t) * exp(-w * t)
        case .under(let a, let wd):
            return exp(-a * t) * (c1 * cos(wd * t) + c2 * sin(wd * t))
        case .over(let r1, let r2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The time after which both envelopes stay under their tolerances.
    private static func settlingTime(mode: Mode, c1: Double, c2: Double) -> Double {
        let distance = Tolerance.distance, speed = Tolerance.velocity
        switch mode {
        case .under(let a, let wd):
            // |u| ≤ R·e^(−a·t),  |v| ≤ R·ω0·e^(−a·t)
            let amplitude = (c1 * c1 + c2 * c2).squareRoot()
            let omega = (a * a + wd * wd).squareRoot()
            let tu = amplitude < distance ? 0 : log(amplitude / distance) / a
            let tv = amplitude * omega < speed ? 0 : log(amplitude * omega / speed) / a
            return max(0, tu, tv)
        case .critical(let w):
            // |u| ≤ (|c1| + |c2|·t)·e^(−ω·t),  |v| ≤ (|c2 − ω·c1| + ω·|c2|·t)·e^(−ω·t)
            let tu = linearTimesExponentialSettles(p: abs(c1), q: abs(c2), rate: w, below: distance)
            let tv = linearTimesExponentialSettles(p: abs(c2 - w * c1), q: w * abs(c2), rate: w, below: speed)
            return max(tu, tv)
        case .over(let r1, let r2):
            // Sums of decaying exponentials with non-negative weights: decreasing from t = 0.
            let tu = firstTime(below: distance, from: 0) { t in abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t) }
            let tv = firstTime(below: speed, from: 0) { t in
                abs(c1 * r1) * exp(r1 * t) + abs(c2 * r2) * exp(r2 * t)
            }
            return max(tu, tv)
        }
    }

    /// First t after which (p + q·t)·e^(−rate·t) stays below `limit` (p, q ≥ 0): it rises until its peak at
    /// t* = max(0, 1/rate − p/q), then falls.
    private static func linearTimesExponentialSettles(p: Double, q: Double, rate: Double, below limit: Double)
        -> Double
    {
        let peak = q > 0 ? max(0, 1 / rate - p / q) : 0
        return firstTime(below: limit, from: peak) { t in (p + q * t) * exp(-rate * t) }
    }

    /// Smallest t with f staying below `limit` from t on, for an f that rises until `start` (its maximum on
    /// [0, ∞)) and then decreases toward 0: 0 if even the maximum is below. Doubling, then bisection.
    private static func firstTime(below limit: Double, from start: Double, _ f: (Double) -> Double) -> Double {
        if f(start) < limit { return 0 }
        var low = start, high = max(start, 0.01) * 2
        var guardCount = 0
        while f(high) >= limit && guardCount < 200 {
            low = high
            high *= 2
            guardCount += 1
        }
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if f(middle) < limit { high = middle } else { low = middle }
        }
        return high
    }
}
