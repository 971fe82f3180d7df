#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScrollPhysics

/// A damped spring fitted to positions: `x(t) = target + c1·φ1(t) + c2·φ2(t)`, the free motion of
/// a spring of natural frequency ω0 and damping ratio ζ:
///
/// ```
///   ζ < 1:  φ = e^(−ζω0·t)·(cos ωd·t, sin ωd·t), ωd = ω0·√(1 − ζ²)
///   ζ = 1:  φ = e^(−ω0·t)·(1, t)
///   ζ > 1:  φ = (e^(r1·t), e^(r2·t)),  r = −ζω0 ± ω0·√(ζ² − 1)
/// ```
///
/// Linear in (target, c1, c2) for fixed (ω0, ζ): a grid over (ln ω0, ln ζ), then Nelder–Mead. The
/// result is a `SpringSimulation` of ScrollPhysics from the fitted start, so it ends as ScrollLab's
/// springs do (within `Tolerance.distance` and `Tolerance.velocity` of the target for good).
public struct SpringFit: Sendable {
    /// Natural frequencies searched: 2 … 80 rad/s (responses 3.1 s … 0.079 s), 24 steps.
    static let frequencyRange = 2.0...80.0
    static let frequencySteps = 24
    /// Damping ratios searched: 0.15 … 6, 16 steps.
    static let dampingRange = 0.15...6.0
    static let dampingSteps = 16
    /// Damping ratios this close to 1 are critical damping: 0.01 (the over- and underdamped forms are
    /// ill-conditioned there, and their envelopes, which say when a spring is done, are far too long).
    static let criticalBand = 0.01

    /// Time of the first frame fitted, seconds.
    public let start: Double
    /// The fitted motion from `start`.
    public let simulation: SpringSimulation
    /// Frame offsets minus the model, in order.
    public let residuals: [Double]

    /// The fit of `offsets` (points) at `times` (seconds); nil for fewer than 5 frames.
    public init?(times: ArraySlice<Double>, offsets: ArraySlice<Double>) {
        let t = Array(times), x = Array(offsets)
        guard t.count >= 5, x.count == t.count else { return nil }
        let t0 = t[0]
        let tau = t.map { $0 - t0 }
        // Outside the ranges searched a spring is not one a view uses: Nelder–Mead must not wander there.
        func squares(_ p: (Double, Double)) -> Double {
            guard Self.frequencyRange.contains(exp(p.0)), Self.dampingRange.contains(exp(p.1)) else { return .infinity }
            return SpringFit.solve(tau: tau, x: x, omega: exp(p.0), zeta: exp(p.1))?.squares ?? .infinity
        }
        var best = (point: (0.0, 0.0), value: Double.infinity)
        let lw = (log(Self.frequencyRange.lowerBound), log(Self.frequencyRange.upperBound))
        let lz = (log(Self.dampingRange.lowerBound), log(Self.dampingRange.upperBound))
        for i in 0..<Self.frequencySteps {
            for j in 0..<Self.dampingSteps {
                let p = (lw.0 + (lw.1 - lw.0) * Double(i) / Double(Self.frequencySteps - 1),
                         lz.0 + (lz.1 - lz.0) * Double(j) / Double(Self.dampingSteps - 1))
                let value = squares(p)
                if value < best.value { best = (p, value) }
            }
        }
        let refined = Minimizers.simplex(squares, start: best.point, steps: (0.08, 0.08))
        let p = squares(refined) <= best.value ? refined : best.point
        let omega = exp(p.0), zeta = abs(exp(p.1) - 1) <= Self.criticalBand ? 1 : exp(p.1)
        guard let solution = SpringFit.solve(tau: tau, x: x, omega: omega, zeta: zeta) else { return nil }
        start = t0
        let parameters = SpringParameters(dampingRatio: zeta, response: 2 * Double.pi / omega)
        simulation = SpringSimulation(parameters: parameters, position: solution.position, velocity: solution.velocity,
                                      target: solution.target)
        residuals = (0..<t.count).map { x[$0] - solution.value(at: tau[$0]) }
    }

    public var target: Double { simulation.target }
    public var dampingRatio: Double { simulation.parameters.dampingRatio }
    /// The response 2π/ω0, seconds.
    public var response: Double { simulation.parameters.response }

    /// The slowest decay of the envelope, seconds: 1/(ζω0) up to critical damping, 1/(ω0(ζ − √(ζ² − 1))) above.
    public var timeConstant: Double { SpringFit.timeConstant(simulation.parameters) }

    public static func timeConstant(_ spring: SpringParameters) -> Double {
        let z = spring.dampingRatio, w = spring.naturalFrequency
        return z <= 1 ? 1 / (z * w) : 1 / (w * (z - (z * z - 1).squareRoot()))
    }

    public func position(at t: Double) -> Double { simulation.position(at: t - start) }
    public func velocity(at t: Double) -> Double { simulation.velocity(at: t - start) }
    /// When it is at rest on its target, as ScrollLab's springs are.
    public var endTime: Double { start + simulation.duration }

    /// The least squares for (ω0, ζ) with the target free.
    private static func solve(tau: [Double], x: [Double], omega: Double, zeta: Double) -> Solution? {
        let shape = Shape(omega: omega, zeta: zeta)
        var first = [Double](), second = [Double]()
        first.reserveCapacity(tau.count)
        second.reserveCapacity(tau.count)
        for t in tau {
            let (a, b) = shape.basis(t)
            first.append(a)
            second.append(b)
        }
        guard let (c, squares) = LinearLeastSquares.solve(columns: [[Double](repeating: 1, count: tau.count), first, second], values: x)
        else { return nil }
        return Solution(shape: shape, target: c[0], c1: c[1], c2: c[2], squares: squares)
    }

    /// The two basis functions of a spring and their values and slopes at 0.
    struct Shape {
        enum Kind { case under(decay: Double, frequency: Double), critical(Double), over(Double, Double) }
        let kind: Kind

        init(omega: Double, zeta: Double) {
            if abs(zeta - 1) <= SpringFit.criticalBand {
                kind = .critical(omega)
            } else if zeta < 1 {
                kind = .under(decay: zeta * omega, frequency: omega * (1 - zeta * zeta).squareRoot())
            } else {
                let root = omega * (zeta * zeta - 1).squareRoot()
                kind = .over(-zeta * omega + root, -zeta * omega - root)
            }
        }

        func basis(_ t: Double) -> (Double, Double) {
            switch kind {
            case .under(let a, let w): let e = exp(-a * t); return (e * cos(w * t), e * sin(w * t))
            case .critical(let w): let e = exp(-w * t); return (e, t * e)
            case .over(let r1, let r2): return (exp(r1 * t), exp(r2 * t))
            }
        }

        /// (φ1(0), φ2(0)) and (φ1'(0), φ2'(0)).
        var initial: (values: (Double, Double), slopes: (Double, Double)) {
            switch kind {
            case .under(let a, let w): return ((1, 0), (-a, w))
            case .critical(let w): return ((1, 0), (-w, 1))
            case .over(let r1, let r2): return ((1, 1), (r1, r2))
            }
        }
    }

    struct Solution {
        let shape: Shape
        let target: Double, c1: Double, c2: Double, squares: Double

        func value(at t: Double) -> Double {
            let (a, b) = shape.basis(t)
            return target + c1 * a + c2 * b
        }

        var position: Double { target + c1 * shape.initial.values.0 + c2 * shape.initial.values.1 }
        var velocity: Double { c1 * shape.initial.slopes.0 + c2 * shape.initial.slopes.1 }
    }
}
