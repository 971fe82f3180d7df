import Graphics

/// Anti-aliased coverage of a rectangle with per-corner radii, in device pixels.
///
/// Straight edges use the exact pixel area (an edge at x = 10.5 covers pixel 10 by half). In a corner
/// quadrant the coverage is the signed distance to the arc at the pixel centre with a 1-pixel ramp:
///
///     ┌──╮ arc: clamp(0.5 − (|p − c| − r), 0, 1)       c = corner centre, r = radius
///     │ c│
///     │  └──────────  straight: area of the pixel inside the edges
///
/// Rows are computed as spans: only the pixels at the two ends (the arcs and fractional edges) get a
/// per-pixel coverage; the interior of a row has one uniform coverage.
struct RoundedRectCoverage: CoverageShape {
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double
    /// Radii in pixels, each ≥ 0 and shrunk so that adjacent corners never overlap (as CSS does).
    let topLeft: Double
    let topRight: Double
    let bottomRight: Double
    let bottomLeft: Double
    let pixelBounds: PixelRect

    /// `rect` and `radii` are in device pixels.
    init(rect: Rect, radii: CornerRadii) {
        minX = PixelMath.clamped(rect.minX)
        minY = PixelMath.clamped(rect.minY)
        maxX = max(minX, PixelMath.clamped(rect.maxX))
        maxY = max(minY, PixelMath.clamped(rect.maxY))
        func nonNegative(_ r: Double) -> Double { r > 0 ? min(r, PixelMath.coordinateLimit) : 0 }
        var tl = nonNegative(radii.topLeft), tr = nonNegative(radii.topRight)
        var br = nonNegative(radii.bottomRight), bl = nonNegative(radii.bottomLeft)
        let w = maxX - minX, h = maxY - minY
        var factor = 1.0
        if tl + tr > w { factor = min(factor, w / (tl + tr)) }
        if bl + br > w { factor = min(factor, w / (bl + br)) }
        if tl + bl > h { factor = min(factor, h / (tl + bl)) }
        if tr + br > h { factor = min(factor, h / (tr + br)) }
        if factor < 1 {
            tl *= factor; tr *= factor; br *= factor; bl *= factor
        }
        topLeft = tl; topRight = tr; bottomRight = br; bottomLeft = bl
        pixelBounds = PixelRect(minX: PixelMath.floorInt(minX), minY: PixelMath.floorInt(minY),
                                maxX: PixelMath.ceilInt(maxX), maxY: PixelMath.ceilInt(maxY))
    }

    /// The rows the rect covers fully when it has no rounded corners: each has the same coverage.
    var uniformRows: Range<Int> {
        guard topLeft == 0, topRight == 0, bottomRight == 0, bottomLeft == 0 else { return 0..<0 }
        let first = PixelMath.ceilInt(minY), end = PixelMath.floorInt(maxY)
        return first < end ? first..<end : 0..<0
    }

    /// True when the shape has no area.
    var isEmpty: Bool { !(maxX > minX && maxY > minY) }

    /// The row's spans without touching any edge coverage (clip rows use this directly).
    func span(row y: Int, minX clipMinX: Int, maxX clipMaxX: Int) -> RowCoverage {
        let top = Double(y)
        let rowCoverage = min(top + 1, maxY) - max(top, minY)
        guard rowCoverage > 0 else { return .empty }
        let isFullRow = rowCoverage >= 1
        let yc = top + 0.5
        var result = RowCoverage(start: PixelMath.floorInt(minX), end: PixelMath.ceilInt(maxX),
                                 fullStart: PixelMath.ceilInt(minX), fullEnd: PixelMath.floorInt(maxX),
                                 fullCoverage: Float(min(rowCoverage, 1)))
        // Left side: the top-left or bottom-left arc when this row crosses it.
        var radius = 0.0, dy = 0.0
        if yc < minY + topLeft {
            radius = topLeft; dy = minY + topLeft - yc
        } else if yc > maxY - bottomLeft {
            radius = bottomLeft; dy = yc - (maxY - bottomLeft)
        }
        if radius > 0 {
            let cx = minX + radius
            let outer = (radius + 0.5) * (radius + 0.5) - dy * dy
            result.start = max(result.start, PixelMath.floorInt(cx - (outer > 0 ? outer.squareRoot() : 0) - 0.5))
            var fullStart = PixelMath.ceilInt(cx - 0.5)
            let inner = (radius - 0.5) * (radius - 0.5) - dy * dy
            if isFullRow && radius >= 0.5 && inner >= 0 {
                fullStart = PixelMath.ceilInt(cx - inner.squareRoot() - 0.5)
            }
            result.fullStart = max(result.fullStart, fullStart)
        }
        // Right side.
        radius = 0; dy = 0
        if yc < minY + topRight {
            radius = topRight; dy = minY + topRight - yc
        } else if yc > maxY - bottomRight {
            radius = bottomRight; dy = yc - (maxY - bottomRight)
        }
        if radius > 0 {
            let cx = maxX - radius
            let outer = (radius + 0.5) * (radius + 0.5) - dy * dy
            result.end = min(result.end, PixelMath.ceilInt(cx + (outer > 0 ? outer.squareRoot() : 0) - 0.5) + 1)
            var fullEnd = PixelMath.floorInt(cx - 0.5) + 1
            let inner = (radius - 0.5) * (radius - 0.5) - dy * dy
            if isFullRow && radius >= 0.5 && inner >= 0 {
                fullEnd = PixelMath.floorInt(cx + inner.squareRoot() - 0.5) + 1
            }
            result.fullEnd = min(result.fullEnd, fullEnd)
        }
        result.restrict(minX: clipMinX, maxX: clipMaxX)
        return result
    }

    func row(_ y: Int, minX clipMinX: Int, maxX clipMaxX: Int, edges: UnsafeMutablePointer<Float>) -> RowCoverage {
        let result = span(row: y, minX: clipMinX, maxX: clipMaxX)
        return fillingEdges(of: result, y: y, edges: edges)
    }

    func coverage(x: Int, y: Int) -> Float {
        let xc = Double(x) + 0.5, yc = Double(y) + 0.5
        if xc < minX + topLeft && yc < minY + topLeft {
            return Self.arcCoverage(dx: minX + topLeft - xc, dy: minY + topLeft - yc, radius: topLeft)
        }
        if xc > maxX - topRight && yc < minY + topRight {
            return Self.arcCoverage(dx: xc - (maxX - topRight), dy: minY + topRight - yc, radius: topRight)
        }
        if xc > maxX - bottomRight && yc > maxY - bottomRight {
            return Self.arcCoverage(dx: xc - (maxX - bottomRight), dy: yc - (maxY - bottomRight), radius: bottomRight)
        }
        if xc < minX + bottomLeft && yc > maxY - bottomLeft {
            return Self.arcCoverage(dx: minX + bottomLeft - xc, dy: yc - (maxY - bottomLeft), radius: bottomLeft)
        }
        let left = Double(x), top = Double(y)
        let coverageX = min(left + 1, maxX) - max(left, minX)
        let coverageY = min(top + 1, maxY) - max(top, minY)
        guard coverageX > 0 && coverageY > 0 else { return 0 }
        return Float(min(coverageX, 1) * min(coverageY, 1))
    }

    /// Coverage of a pixel whose centre is `(dx, dy)` from an arc's centre.
    @inline(__always)
    static func arcCoverage(dx: Double, dy: Double, radius: Double) -> Float {
        let distance = (dx * dx + dy * dy).squareRoot() - radius
        return Float(PixelMath.clamp(0.5 - distance, 0, 1))
    }
}

extension CornerRadii {
    /// Every radius times `scale` (points to device pixels).
    func scaled(_ scale: Double) -> CornerRadii {
        CornerRadii(topLeft: topLeft * scale, topRight: topRight * scale,
                    bottomRight: bottomRight * scale, bottomLeft: bottomLeft * scale)
    }
}
