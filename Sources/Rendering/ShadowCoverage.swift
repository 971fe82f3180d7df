import Graphics

/// A cheap soft shadow: a rounded rectangle blurred by `blur` pixels, approximated by a smoothstep of
/// its signed distance `d` (negative inside):
///
///     coverage = 1 − smoothstep(−blur, +blur, d)      1 deep inside, ½ on the edge, 0 at `blur` outside
///
/// Each row's middle (away from the corners) has one uniform coverage, so only the corner regions
/// and the sides of the band are evaluated per pixel.
struct ShadowCoverage: CoverageShape {
    let shape: RoundedRectCoverage
    let blur: Double
    let pixelBounds: PixelRect
    private let midX: Double
    private let midY: Double
    private let halfWidth: Double
    private let halfHeight: Double
    private let maximumRadius: Double

    /// `rect`, `radii` and `blur` (> 0) are in device pixels.
    init(rect: Rect, radii: CornerRadii, blur: Double) {
        shape = RoundedRectCoverage(rect: rect, radii: radii)
        self.blur = max(blur, 1e-3)
        midX = (shape.minX + shape.maxX) / 2
        midY = (shape.minY + shape.maxY) / 2
        halfWidth = (shape.maxX - shape.minX) / 2
        halfHeight = (shape.maxY - shape.minY) / 2
        maximumRadius = max(max(shape.topLeft, shape.topRight), max(shape.bottomRight, shape.bottomLeft))
        pixelBounds = PixelRect(minX: PixelMath.floorInt(shape.minX - self.blur),
                                minY: PixelMath.floorInt(shape.minY - self.blur),
                                maxX: PixelMath.ceilInt(shape.maxX + self.blur),
                                maxY: PixelMath.ceilInt(shape.maxY + self.blur))
    }

    /// Shadow intensity (0...1) at signed distance `distance` from the shape's outline.
    @inline(__always)
    func falloff(_ distance: Double) -> Double {
        1 - PixelMath.smoothstep(-blur, blur, distance)
    }

    func row(_ y: Int, minX: Int, maxX: Int, edges: UnsafeMutablePointer<Float>) -> RowCoverage {
        let yc = Double(y) + 0.5
        // Distance to the top or bottom edge; it is the distance of the whole middle of the row.
        let edgeDistance = abs(yc - midY) - halfHeight
        guard edgeDistance < blur else { return .empty }
        var result = RowCoverage(start: pixelBounds.minX, end: pixelBounds.maxX,
                                 fullStart: pixelBounds.minX, fullEnd: pixelBounds.minX,
                                 fullCoverage: Float(falloff(edgeDistance)))
        // The middle: away from every corner and closer to the top/bottom edge than to the sides.
        // Rows deeper than `blur` inside the shape have coverage 1 wherever the sides are at least
        // `blur` away too, so their middle does not shrink further (tall shadows stay spans).
        let reach = halfWidth - max(maximumRadius, min(-edgeDistance, blur))
        if reach >= 0 {
            result.fullStart = PixelMath.ceilInt(midX - reach - 0.5)
            result.fullEnd = max(result.fullStart, PixelMath.floorInt(midX + reach - 0.5) + 1)
        }
        result.restrict(minX: minX, maxX: maxX)
        return fillingEdges(of: result, y: y, edges: edges)
    }

    func coverage(x: Int, y: Int) -> Float {
        let px = Double(x) + 0.5 - midX, py = Double(y) + 0.5 - midY
        let radius = px < 0 ? (py < 0 ? shape.topLeft : shape.bottomLeft)
                            : (py < 0 ? shape.topRight : shape.bottomRight)
        let qx = abs(px) - halfWidth + radius, qy = abs(py) - halfHeight + radius
        let ox = max(qx, 0), oy = max(qy, 0)
        let distance = (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - radius
        return Float(falloff(distance))
    }
}
