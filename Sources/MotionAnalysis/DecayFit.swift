#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exponential deceleration fitted to positions, which may stop before its continuous end:
///
/// ```
///   x(t) = end + B·e^(λ·min(t − t0, ts − t0))        v(t) = B·λ·e^(λ·(t − t0)) before ts, 0 after
///
///   x ─────────────╮······ end (continuous)         rate per millisecond = e^(λ/1000)
///                  ╰── stops at ts (UIKit: where the speed falls to 10 pt/s)
/// ```
///
/// Linear in (end, B) for a fixed λ and ts (variable projection): λ is searched on a log grid of
/// rates from 0.98 to 0.99995 per millisecond then by golden section; for each λ, the stop is tried
/// at every frame that leaves at least `minimumRestFrames` still frames after it (refined between
/// frames), and kept only when it explains the frames markedly better than no stop (an F test).
/// Positions, not differentiated speeds: every frame weighs the same, and the tail, where speeds
/// are differences of fractions of a pixel, needs no threshold.
public struct DecayFit: Sendable {
    /// Rates searched: 0.98 … 0.99995 per millisecond (PHYSICS.md's tuning range, widened).
    static let rateRange = 0.98...0.99995
    static let rateGrid = 40
    /// Still frames a stop needs after it: 3.
    static let minimumRestFrames = 3
    /// A stop is kept when (SSE without − SSE with) / (SSE with / (n − 4)) exceeds this: 10.
    static let stopSignificance = 10.0

    /// Time of the first frame fitted, seconds.
    public let start: Double
    /// Decay constant λ, per second (negative).
    public let lambda: Double
    /// The continuous end, points.
    public let end: Double
    /// B: x(t) = end + B·e^(λ(t − start)).
    public let amplitude: Double
    /// When the motion stopped, seconds; nil when it did not stop within the frames fitted.
    public let stopTime: Double?
    /// Frame offsets minus the model, in order.
    public let residuals: [Double]

    /// The fit of `offsets` (points) at `times` (seconds); nil for fewer than 4 frames.
    /// `allowsStop: false` fits the continuous decay alone.
    public init?(times: ArraySlice<Double>, offsets: ArraySlice<Double>, allowsStop: Bool) {
        let t = Array(times), x = Array(offsets)
        let n = t.count
        guard n >= 4, x.count == n else { return nil }
        let t0 = t[0]
        let tau = t.map { $0 - t0 }
        let search = DecaySearch(tau: tau, x: x, allowsStop: allowsStop)
        let lowest = log(-1000 * log(Self.rateRange.upperBound)), highest = log(-1000 * log(Self.rateRange.lowerBound))
        let u = Minimizers.minimize({ search.best(lambda: -exp($0)).squares }, low: lowest, high: highest, grid: Self.rateGrid)
        let lambda = -exp(u)
        let best = search.best(lambda: lambda)
        guard let solution = search.solve(lambda: lambda, stop: best.stop) else { return nil }
        start = t0
        self.lambda = lambda
        end = solution.end
        amplitude = solution.amplitude
        stopTime = best.stop.map { $0 + t0 }
        let model = DecayModel(start: t0, lambda: lambda, end: solution.end, amplitude: solution.amplitude, stopTime: stopTime)
        residuals = (0..<n).map { x[$0] - model.position(at: t[$0]) }
    }

    var model: DecayModel { DecayModel(start: start, lambda: lambda, end: end, amplitude: amplitude, stopTime: stopTime) }

    /// The rate per millisecond, e^(λ/1000).
    public var rate: Double { exp(lambda / 1000) }

    public func position(at t: Double) -> Double { model.position(at: t) }

    public func velocity(at t: Double) -> Double { model.velocity(at: t) }

    /// Where it rests: at the stop, or the continuous end.
    public var restingPosition: Double { stopTime.map { position(at: $0) } ?? end }

    /// The speed at which it stopped, pt/s; nil without a stop.
    public var stopSpeed: Double? { stopTime.map { abs(model.continuousVelocity(at: $0)) } }

    /// The time at which the continuous motion is `distance` from its end.
    public func time(remaining distance: Double) -> Double {
        guard abs(amplitude) > distance else { return start }
        return start + log(distance / abs(amplitude)) / lambda
    }

    /// The time at which the continuous motion reaches `x`, if it does (between the start and the end).
    public func time(reaching x: Double) -> Double? {
        let ratio = (x - end) / amplitude
        guard ratio > 0, ratio <= 1 else { return nil }
        return start + log(ratio) / lambda
    }
}

/// The decay's formula, evaluated.
struct DecayModel: Sendable {
    let start: Double, lambda: Double, end: Double, amplitude: Double, stopTime: Double?

    func position(at t: Double) -> Double {
        let clamped = stopTime.map { min(t, $0) } ?? t
        return end + amplitude * exp(lambda * (clamped - start))
    }

    func velocity(at t: Double) -> Double {
        if let stopTime, t >= stopTime { return 0 }
        return continuousVelocity(at: t)
    }

    func continuousVelocity(at t: Double) -> Double { amplitude * lambda * exp(lambda * (t - start)) }
}

/// The sums that make every (λ, stop) of one window an O(1) least-squares problem.
private struct DecaySearch {
    let tau: [Double]
    let x: [Double]
    let allowsStop: Bool
    let sumX: Double, sumXX: Double
    /// Σ of x over frames k… (suffix sums), count + 1 entries.
    let suffixX: [Double]

    init(tau: [Double], x: [Double], allowsStop: Bool) {
        self.tau = tau
        self.x = x
        self.allowsStop = allowsStop
        sumX = x.reduce(0, +)
        sumXX = x.reduce(0) { $0 + $1 * $1 }
        var suffix = [Double](repeating: 0, count: x.count + 1)
        for k in stride(from: x.count - 1, through: 0, by: -1) { suffix[k] = suffix[k + 1] + x[k] }
        suffixX = suffix
    }

    /// The least squares for λ and a stop (seconds after the first frame, nil for none).
    func solve(lambda: Double, stop: Double?) -> (end: Double, amplitude: Double, squares: Double)? {
        let sums = Prefix(tau: tau, x: x, lambda: lambda)
        return solve(sums, stop: stop)
    }

    /// The smallest sum of squares over the stops for λ, and that stop.
    func best(lambda: Double) -> (squares: Double, stop: Double?) {
        let sums = Prefix(tau: tau, x: x, lambda: lambda)
        let plain = solve(sums, stop: nil)?.squares ?? .infinity
        let n = tau.count
        guard allowsStop, n - DecayFit.minimumRestFrames >= 3 else { return (plain, nil) }
        var bestIndex = -1, bestSquares = Double.infinity
        for k in 2...(n - DecayFit.minimumRestFrames) {
            // Stopped at frame k: frames after it hold its value.
            if let squares = solve(sums, split: k + 1, held: exp(lambda * tau[k]))?.squares, squares < bestSquares {
                bestSquares = squares
                bestIndex = k
            }
        }
        guard bestIndex >= 0 else { return (plain, nil) }
        let low = tau[bestIndex - 1], high = tau[min(n - DecayFit.minimumRestFrames, bestIndex + 1)]
        let stop = Minimizers.minimize({ solve(sums, stop: $0)?.squares ?? .infinity }, low: low, high: high, grid: 5)
        let squares = solve(sums, stop: stop)?.squares ?? bestSquares
        let improvement = (plain - squares) / max(squares / Double(max(1, n - 4)), 1e-12)
        return improvement > DecayFit.stopSignificance ? (squares, stop) : (plain, nil)
    }

    private func solve(_ sums: Prefix, stop: Double?) -> (end: Double, amplitude: Double, squares: Double)? {
        guard let stop else { return solve(sums, split: tau.count, held: 0) }
        // Frames up to the stop move; the first frame after it (binary search) and all later hold its value.
        var low = 0, high = tau.count
        while low < high {
            let middle = (low + high) / 2
            if tau[middle] > stop { high = middle } else { low = middle + 1 }
        }
        return solve(sums, split: low, held: exp(sums.lambda * stop))
    }

    /// Frames before `split` follow e^(λτ); frames from it on hold `held`.
    private func solve(_ sums: Prefix, split k: Int, held c: Double) -> (end: Double, amplitude: Double, squares: Double)? {
        let n = tau.count
        let m = Double(n - k), count = Double(n)
        let sumPhi = sums.phi[k] + c * m, sumPhiPhi = sums.phiPhi[k] + c * c * m, sumXPhi = sums.xPhi[k] + c * suffixX[k]
        let sPhiPhi = sumPhiPhi - sumPhi * sumPhi / count
        let sXPhi = sumXPhi - sumX * sumPhi / count
        let sXX = sumXX - sumX * sumX / count
        guard sPhiPhi > 1e-15 else { return nil }
        let amplitude = sXPhi / sPhiPhi
        let end = (sumX - amplitude * sumPhi) / count
        return (end, amplitude, max(0, sXX - sXPhi * sXPhi / sPhiPhi))
    }

    /// Prefix sums of φ = e^(λτ), φ² and x·φ.
    struct Prefix {
        let lambda: Double
        var phi: [Double], phiPhi: [Double], xPhi: [Double]

        init(tau: [Double], x: [Double], lambda: Double) {
            self.lambda = lambda
            let n = tau.count
            phi = [Double](repeating: 0, count: n + 1)
            phiPhi = phi
            xPhi = phi
            for k in 0..<n {
                let value = exp(lambda * tau[k])
                phi[k + 1] = phi[k] + value
                phiPhi[k + 1] = phiPhi[k] + value * value
                xPhi[k + 1] = xPhi[k] + x[k] * value
            }
        }
    }
}
