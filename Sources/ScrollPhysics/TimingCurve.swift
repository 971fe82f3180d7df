/// A UIView-style timing curve (PHYSICS.md §7): a cubic Bézier from P0 = (0, 0) to P3 = (1, 1) with two
/// control points, mapping time progress (x) to value progress (y).
///
/// ```
///  y 1 ┤            ___----●P3
///      │        _--˙   ○P2
///      │      /
///      │  ○P1/
///    0 ●P0──────────────── x 1
/// ```
public struct TimingCurve: Hashable, Sendable {
    /// First control point, x in 0...1.
    public let x1: Double, y1: Double
    /// Second control point, x in 0...1.
    public let x2: Double, y2: Double

    /// Newton steps tried before falling back to bisection.
    static let newtonIterations = 8
    /// Bisection steps of the fallback (2⁻⁵⁰ of the unit interval).
    static let bisectionIterations = 50
    /// Accepted |x(s) − progress| of the solver.
    static let solverTolerance: Double = 1e-12

    /// A curve from its control points; x coordinates are clamped to 0...1 so that time is monotonic.
    public init(controlPoint1 x1: Double, _ y1: Double, controlPoint2 x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// Constant speed: (0, 0), (1, 1).
    public static let linear = TimingCurve(controlPoint1: 0, 0, controlPoint2: 1, 1)
    /// UIKit's ease-in: (0.42, 0), (1, 1).
    public static let easeIn = TimingCurve(controlPoint1: 0.42, 0, controlPoint2: 1, 1)
    /// UIKit's ease-out: (0, 0), (0.58, 1).
    public static let easeOut = TimingCurve(controlPoint1: 0, 0, controlPoint2: 0.58, 1)
    /// UIKit's ease-in-out: (0.42, 0), (0.58, 1) (PHYSICS.md §7).
    public static let easeInOut = TimingCurve(controlPoint1: 0.42, 0, controlPoint2: 0.58, 1)

    /// Value progress at time `progress` (clamped to 0...1).
    public func value(at progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        if isIdentity { return p }
        if p == 0 { return 0 }
        if p == 1 { return 1 }
        return Self.bezier(solve(p), y1, y2)
    }

    /// dy/dx at time `progress` (clamped to 0...1): multiply by (to − from)/duration for a velocity.
    public func slope(at progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        if isIdentity { return 1 }
        var s = solve(p)
        var dx = Self.derivative(s, x1, x2)
        if abs(dx) < 1e-9 {
            // A control point on an end makes x'(s) vanish there; take the limit from just inside.
            s = s < 0.5 ? s + 1e-6 : s - 1e-6
            dx = Self.derivative(s, x1, x2)
        }
        return Self.derivative(s, y1, y2) / dx
    }

    /// Whether the curve is the identity (both control points on the diagonal).
    private var isIdentity: Bool { x1 == y1 && x2 == y2 }

    /// The Bézier parameter s with x(s) = p: Newton from s = p, bisection if Newton fails.
    private func solve(_ p: Double) -> Double {
        var s = p
        for _ in 0..<Self.newtonIterations {
            let error = Self.bezier(s, x1, x2) - p
            if abs(error) < Self.solverTolerance { return s }
            let d = Self.derivative(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= error / d
            if s < 0 || s > 1 { break }
        }
        if s >= 0, s <= 1, abs(Self.bezier(s, x1, x2) - p) < Self.solverTolerance { return s }
        var low = 0.0, high = 1.0
        for _ in 0..<Self.bisectionIterations {
            let middle = (low + high) / 2
            if Self.bezier(middle, x1, x2) < p { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// One coordinate of the curve: 3(1−s)²s·a + 3(1−s)s²·b + s³.
    private static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    /// Its derivative: 3(1−s)²·a + 6(1−s)s·(b − a) + 3s²·(1 − b).
    private static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }
}
