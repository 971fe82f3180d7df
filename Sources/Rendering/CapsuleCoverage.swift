import Graphics

/// Coverage of a line segment with round caps (a capsule): the pixel centre's distance `d` to the
/// segment against the half-width `r`, with a 1-pixel ramp:
///
///      ╭──────────────╮
///     (  a ────────── b )   coverage = clamp(r + 0.5 − d, 0, min(1, 2r))
///      ╰──────────────╯
///
/// The cap `2r` keeps hairlines thinner than a pixel at their true area. Each row's covered and fully
/// covered parts are intervals (a capsule is convex), found analytically.
struct CapsuleCoverage: CoverageShape {
    let start: Point
    let end: Point
    let radius: Double
    let pixelBounds: PixelRect
    private let maximumCoverage: Double
    private let length: Double
    private let unitX: Double
    private let unitY: Double

    /// `from`, `to` and `width` are in device pixels.
    init(from: Point, to: Point, width: Double) {
        start = Point(x: PixelMath.clamped(from.x), y: PixelMath.clamped(from.y))
        end = Point(x: PixelMath.clamped(to.x), y: PixelMath.clamped(to.y))
        radius = max(0, min(width, PixelMath.coordinateLimit)) / 2
        maximumCoverage = min(1, 2 * radius)
        length = start.distance(to: end)
        unitX = length > 0 ? (end.x - start.x) / length : 1
        unitY = length > 0 ? (end.y - start.y) / length : 0
        let reach = radius + 1
        pixelBounds = PixelRect(minX: PixelMath.floorInt(min(start.x, end.x) - reach),
                                minY: PixelMath.floorInt(min(start.y, end.y) - reach),
                                maxX: PixelMath.ceilInt(max(start.x, end.x) + reach),
                                maxY: PixelMath.ceilInt(max(start.y, end.y) + reach))
    }

    /// The x interval where the horizontal line `y = yc` is within `reach` of the segment.
    func interval(yc: Double, reach: Double) -> (lower: Double, upper: Double)? {
        var lower = Double.infinity, upper = -Double.infinity
        func includeCap(_ cap: Point) {
            let dy = yc - cap.y
            let h2 = reach * reach - dy * dy
            if h2 >= 0 {
                let h = h2.squareRoot()
                lower = min(lower, cap.x - h)
                upper = max(upper, cap.x + h)
            }
        }
        includeCap(start)
        includeCap(end)
        if length > 0 {
            // The band between the caps: 0 ≤ along ≤ length and |across| ≤ reach, both linear in x.
            var a = -Double.infinity, b = Double.infinity
            func constrain(slope: Double, offset: Double, _ low: Double, _ high: Double) {
                if abs(slope) < 1e-12 {
                    if offset < low || offset > high { a = .infinity; b = -.infinity }
                } else {
                    let x1 = (low - offset) / slope, x2 = (high - offset) / slope
                    a = max(a, min(x1, x2))
                    b = min(b, max(x1, x2))
                }
            }
            let dy = yc - start.y
            constrain(slope: unitX, offset: dy * unitY - start.x * unitX, 0, length)
            constrain(slope: -unitY, offset: dy * unitX + start.x * unitY, -reach, reach)
            if a <= b {
                lower = min(lower, a)
                upper = max(upper, b)
            }
        }
        return lower <= upper ? (lower, upper) : nil
    }

    func row(_ y: Int, minX: Int, maxX: Int, edges: UnsafeMutablePointer<Float>) -> RowCoverage {
        let yc = Double(y) + 0.5
        guard let outer = interval(yc: yc, reach: radius + 0.5) else { return .empty }
        var result = RowCoverage(start: PixelMath.floorInt(outer.lower - 0.5),
                                 end: PixelMath.ceilInt(outer.upper - 0.5) + 1,
                                 fullStart: 0, fullEnd: 0, fullCoverage: 1)
        result.fullStart = result.start
        result.fullEnd = result.start
        // Centres within r − 0.5 of the segment are fully covered.
        if maximumCoverage >= 1, let inner = interval(yc: yc, reach: radius - 0.5) {
            result.fullStart = PixelMath.ceilInt(inner.lower - 0.5)
            result.fullEnd = max(result.fullStart, PixelMath.floorInt(inner.upper - 0.5) + 1)
        }
        result.restrict(minX: minX, maxX: maxX)
        return fillingEdges(of: result, y: y, edges: edges)
    }

    func coverage(x: Int, y: Int) -> Float {
        let px = Double(x) + 0.5 - start.x, py = Double(y) + 0.5 - start.y
        let along = PixelMath.clamp(px * unitX + py * unitY, 0, length)
        let dx = px - along * unitX, dy = py - along * unitY
        let distance = (dx * dx + dy * dy).squareRoot()
        return Float(PixelMath.clamp(radius + 0.5 - distance, 0, maximumCoverage))
    }
}
