/// When and how fast a finger released a deceleration, from the frames around it.
///
/// From the decay alone release time and speed cannot be told apart (every (t, v0) with
/// v0·e^(−λt) fixed draws the same curve), so the finger decides: the speed of its last
/// constant-speed stretch (least squares over at most `window` seconds, as a velocity tracker looks
/// back, grown frame by frame while a line explains it as well as a parabola) is matched to the
/// decay's speed, between bounds the frames allow: not before the last finger frame nor before the
/// decay passes that frame's offset (the content never falls behind the finger), not after the first
/// frame only the decay explains.
enum ReleaseEstimator {
    /// The finger's stretch looks back at most 0.1 s (PHYSICS.md §2's horizon).
    static let window = 0.1
    /// A parabola fits markedly better than the line when the F statistic exceeds 10.
    static let significance = 10.0

    /// The release of the decay `fit` whose first explained frame is `first`; the deceleration
    /// starts at the returned frame (the first at or after the release).
    static func estimate(times t: [Double], offsets x: [Double], first s: Int, fit: DecayFit, tolerance: Double)
        -> (release: MotionSegment.Release, frame: Int) {
        let f = s - 1
        guard f >= 2 else {
            let speed = abs(fit.velocity(at: t[s]))
            return (MotionSegment.Release(time: t[s], velocity: fit.velocity(at: t[s]), speedBounds: speed...speed), s)
        }
        var low = f - 2
        while low > 0, t[f] - t[low - 1] <= window + 1e-9 {
            let line = fitLine(t, x, low...f, origin: t[f])
            let miss = abs(x[low - 1] - line.value(t[low - 1] - t[f]))
            if miss > max(tolerance, 3 * line.rms) { break }
            let candidate = (low - 1)...f
            if candidate.count >= 4 {
                let lineSquares = fitLine(t, x, candidate, origin: t[f]).squares
                let parabolaSquares = fitParabola(t, x, candidate, origin: t[f])
                if parabolaSquares > 1e-12, (lineSquares - parabolaSquares) / (parabolaSquares / Double(max(1, candidate.count - 3))) > significance {
                    break
                }
            }
            low -= 1
        }
        let finger = fitLine(t, x, low...f, origin: t[f])
        var upper = t[s]
        if s + 1 < t.count, abs(x[s] - finger.value(t[s] - t[f])) < tolerance { upper = t[s + 1] }
        let sign: Double = fit.velocity(at: t[s]) < 0 ? -1 : 1
        var lower = t[f]
        if let behind = root({ sign * (fit.position(at: $0) - x[f]) }, low: t[f], high: upper) { lower = max(lower, behind) }
        let time: Double
        if let matched = root({ finger.slope - fit.model.continuousVelocity(at: $0) }, low: lower, high: upper) {
            time = matched
        } else {
            let atLower = abs(finger.slope - fit.model.continuousVelocity(at: lower))
            let atUpper = abs(finger.slope - fit.model.continuousVelocity(at: upper))
            time = atLower < atUpper ? lower : upper
        }
        let velocity = fit.model.continuousVelocity(at: time)
        let speeds = (abs(fit.model.continuousVelocity(at: upper)), abs(fit.model.continuousVelocity(at: lower)))
        let frame = t.firstIndex { $0 >= time - 1e-9 } ?? s
        return (MotionSegment.Release(time: time, velocity: velocity, speedBounds: min(speeds.0, speeds.1)...max(speeds.0, speeds.1)),
                min(max(frame, f), s + 1))
    }

    struct Line {
        var intercept: Double, slope: Double, squares: Double, count: Int
        func value(_ u: Double) -> Double { intercept + slope * u }
        var rms: Double { (squares / Double(max(1, count))).squareRoot() }
    }

    /// The least-squares line through frames `range`, times relative to `origin`.
    static func fitLine(_ t: [Double], _ x: [Double], _ range: ClosedRange<Int>, origin: Double) -> Line {
        let n = Double(range.count)
        var su = 0.0, sx = 0.0, suu = 0.0, sux = 0.0
        for k in range { let u = t[k] - origin; su += u; sx += x[k]; suu += u * u; sux += u * x[k] }
        let denominator = n * suu - su * su
        let slope = abs(denominator) > 1e-15 ? (n * sux - su * sx) / denominator : 0
        let intercept = (sx - slope * su) / n
        var squares = 0.0
        for k in range { let r = x[k] - intercept - slope * (t[k] - origin); squares += r * r }
        return Line(intercept: intercept, slope: slope, squares: squares, count: range.count)
    }

    /// The residual sum of squares of the least-squares parabola through frames `range`.
    static func fitParabola(_ t: [Double], _ x: [Double], _ range: ClosedRange<Int>, origin: Double) -> Double {
        let u = range.map { t[$0] - origin }
        let values = range.map { x[$0] }
        return LinearLeastSquares.solve(columns: [u.map { _ in 1 }, u, u.map { $0 * $0 }], values: values)?.residualSquares ?? 0
    }

    /// A root of `g` in [low, high] by bisection, nil when g has the same sign at both ends.
    static func root(_ g: (Double) -> Double, low: Double, high: Double) -> Double? {
        var a = low, b = high
        var ga = g(a)
        let gb = g(b)
        if ga == 0 { return a }
        if gb == 0 { return b }
        guard ga * gb < 0 else { return nil }
        for _ in 0..<60 {
            let middle = (a + b) / 2, gm = g(middle)
            if gm * ga <= 0 { b = middle } else { a = middle; ga = gm }
        }
        return (a + b) / 2
    }
}
