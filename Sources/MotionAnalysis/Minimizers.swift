/// Minimisers for the fits' nonlinear parameters: a grid then golden section in one dimension,
/// Nelder–Mead in two.
enum Minimizers {
    /// Golden-section steps after the grid: 60 (the bracket shrinks by 0.618 each step).
    static let goldenSteps = 60
    /// Nelder–Mead steps: at most 120.
    static let simplexSteps = 120

    /// The x in [low, high] minimising f: `grid` evenly spaced points, then golden section between the
    /// best one's neighbours.
    static func minimize(_ f: (Double) -> Double, low: Double, high: Double, grid: Int) -> Double {
        let count = max(3, grid)
        let step = (high - low) / Double(count - 1)
        var bestIndex = 0, bestValue = Double.infinity
        for i in 0..<count {
            let value = f(low + Double(i) * step)
            if value < bestValue { bestValue = value; bestIndex = i }
        }
        var a = low + Double(max(0, bestIndex - 1)) * step, b = low + Double(min(count - 1, bestIndex + 1)) * step
        let ratio = (5.0.squareRoot() - 1) / 2
        var c = b - ratio * (b - a), d = a + ratio * (b - a)
        var fc = f(c), fd = f(d)
        for _ in 0..<goldenSteps {
            if fc < fd {
                b = d; d = c; fd = fc
                c = b - ratio * (b - a); fc = f(c)
            } else {
                a = c; c = d; fc = fd
                d = a + ratio * (b - a); fd = f(d)
            }
        }
        let middle = (a + b) / 2
        return f(middle) <= bestValue ? middle : low + Double(bestIndex) * step
    }

    /// Nelder–Mead from `start` with initial steps `steps` along the two axes; the best point found.
    static func simplex(_ f: ((Double, Double)) -> Double, start: (Double, Double), steps: (Double, Double)) -> (Double, Double) {
        var points = [start, (start.0 + steps.0, start.1), (start.0, start.1 + steps.1)]
        var values = points.map(f)
        for _ in 0..<simplexSteps {
            let order = values.indices.sorted { values[$0] < values[$1] }
            points = order.map { points[$0] }
            values = order.map { values[$0] }
            let centre = ((points[0].0 + points[1].0) / 2, (points[0].1 + points[1].1) / 2)
            func along(_ factor: Double) -> (Double, Double) {
                (centre.0 + factor * (centre.0 - points[2].0), centre.1 + factor * (centre.1 - points[2].1))
            }
            let reflected = along(1), reflectedValue = f(reflected)
            if reflectedValue < values[0] {
                let expanded = along(2), expandedValue = f(expanded)
                (points[2], values[2]) = expandedValue < reflectedValue ? (expanded, expandedValue) : (reflected, reflectedValue)
            } else if reflectedValue < values[1] {
                (points[2], values[2]) = (reflected, reflectedValue)
            } else {
                let contracted = along(-0.5), contractedValue = f(contracted)
                if contractedValue < values[2] {
                    (points[2], values[2]) = (contracted, contractedValue)
                } else {
                    for i in 1...2 {
                        points[i] = ((points[0].0 + points[i].0) / 2, (points[0].1 + points[i].1) / 2)
                        values[i] = f(points[i])
                    }
                }
            }
        }
        return points[values.indices.min { values[$0] < values[$1] }!]
    }
}
