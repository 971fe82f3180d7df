#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScrollPhysics

/// A timed animation fitted to positions: `x(t) = from + (to − from)·curve((t − t0)/duration)`, along
/// one of UIKit's timing curves (ease-in-out, ease-out), as a view that settles with
/// `UIView.animate` moves (a bar's 0.25 s settle).
///
/// Linear in (from, to) for a fixed start, duration and curve: a grid over ln(duration) and the
/// start, then Nelder–Mead, for each curve; the best curve wins. The
/// result is a `TimedSimulation` of ScrollPhysics.
public struct CurveFit: Sendable {
    /// Durations searched: 0.05 … 2 s, 20 steps.
    static let durationRange = 0.05...2.0
    static let durationSteps = 20
    /// How far into the animation the first frame may be, as a fraction of the duration: at most 0.9;
    /// the animation may also start up to a frame after it (the window's first frame is still).
    static let latestPhase = 0.9
    /// Start times tried per duration: at most 40.
    static let startSteps = 40
    /// The curves tried, with their names: UIView's settles. Not linear (a finger that moves steadily
    /// and stops is one) nor ease-in (nothing settles by speeding up to a halt).
    public static let curves: [(name: String, curve: TimingCurve)] = [("ease-in-out", .easeInOut), ("ease-out", .easeOut)]

    /// When the animation started, seconds.
    public let start: Double
    public let simulation: TimedSimulation
    /// The curve's name.
    public let curveName: String
    /// Frame offsets minus the model, in order.
    public let residuals: [Double]

    /// The fit of `offsets` (points) at `times` (seconds); nil for fewer than 4 frames.
    public init?(times: ArraySlice<Double>, offsets: ArraySlice<Double>) {
        let t = Array(times), x = Array(offsets)
        guard t.count >= 4, x.count == t.count else { return nil }
        var best: (squares: Double, start: Double, duration: Double, index: Int)?
        // The start is searched in steps of half a frame interval (at most `startSteps` per duration):
        // a curve that starts with a jump in speed is sharply placed in time.
        let interval = t.count > 1 ? t[1] - t[0] : 1.0 / 60
        for (index, item) in Self.curves.enumerated() {
            func squares(_ p: (Double, Double)) -> Double {
                let duration = exp(p.0), start = p.1
                guard Self.durationRange.contains(duration), start <= t[0] + interval,
                      start >= t[0] - Self.latestPhase * duration else { return .infinity }
                return CurveFit.solve(t, x, start: start, duration: duration, curve: item.curve)?.squares ?? .infinity
            }
            var seed = (point: (0.0, 0.0), value: Double.infinity)
            let low = log(Self.durationRange.lowerBound), high = log(Self.durationRange.upperBound)
            for i in 0..<Self.durationSteps {
                let logDuration = low + (high - low) * Double(i) / Double(Self.durationSteps - 1)
                let earliest = t[0] - Self.latestPhase * exp(logDuration)
                let step = max(interval / 2, (t[0] + interval - earliest) / Double(Self.startSteps))
                var start = t[0] + interval
                while start >= earliest {
                    let value = squares((logDuration, start))
                    if value < seed.value { seed = ((logDuration, start), value) }
                    start -= step
                }
            }
            guard seed.value.isFinite else { continue }
            let refined = Minimizers.simplex(squares, start: seed.point, steps: (0.05, interval / 2))
            let p = squares(refined) <= seed.value ? refined : seed.point
            let value = squares(p)
            if best == nil || value < best!.squares { best = (value, p.1, exp(p.0), index) }
        }
        guard let best, let solution = CurveFit.solve(t, x, start: best.start, duration: best.duration,
                                                     curve: Self.curves[best.index].curve) else { return nil }
        start = best.start
        curveName = Self.curves[best.index].name
        simulation = TimedSimulation(from: solution.from, to: solution.to, duration: best.duration, curve: Self.curves[best.index].curve)
        let model = simulation, origin = best.start
        residuals = (0..<t.count).map { x[$0] - model.position(at: t[$0] - origin) }
    }

    public var target: Double { simulation.target }
    public var duration: Double { simulation.duration }
    public var endTime: Double { start + simulation.duration }
    public func position(at t: Double) -> Double { simulation.position(at: max(0, t - start)) }
    public func velocity(at t: Double) -> Double { t < start ? 0 : simulation.velocity(at: t - start) }

    private static func solve(_ t: [Double], _ x: [Double], start: Double, duration: Double, curve: TimingCurve)
        -> (from: Double, to: Double, squares: Double)? {
        let phi = t.map { curve.value(at: min(max((($0 - start) / duration), 0), 1)) }
        guard let fit = LinearLeastSquares.solve(columns: [phi.map { 1 - $0 }, phi], values: x) else { return nil }
        return (fit.coefficients[0], fit.coefficients[1], fit.residualSquares)
    }
}
