import Graphics

/// Coverage of the outline of a rounded rectangle drawn inside it: the outer shape minus the shape
/// inset by the border width (whose radii shrink by the same width).
///
///     ┌────────────┐  outer
///     │ ┌────────┐ │  inner = outer inset by `width`; coverage = outer × (1 − inner)
///     │ │ hole   │ │  the hole is a uniform run (usually coverage 0, skipped)
///     │ └────────┘ │
///     └────────────┘
struct BorderCoverage: CoverageShape {
    let outer: RoundedRectCoverage
    /// Nil when the border is as thick as the shape (then it is filled).
    let inner: RoundedRectCoverage?

    /// `rect`, `radii` and `width` are in device pixels.
    init(rect: Rect, radii: CornerRadii, width: Double) {
        outer = RoundedRectCoverage(rect: rect, radii: radii)
        let insetRect = rect.insetBy(dx: width, dy: width)
        if insetRect.isEmpty {
            inner = nil
        } else {
            // The inner arcs are concentric with the outer ones.
            func shrink(_ r: Double) -> Double { max(0, r - width) }
            let innerRadii = CornerRadii(topLeft: shrink(outer.topLeft), topRight: shrink(outer.topRight),
                                         bottomRight: shrink(outer.bottomRight), bottomLeft: shrink(outer.bottomLeft))
            inner = RoundedRectCoverage(rect: insetRect, radii: innerRadii)
        }
    }

    var pixelBounds: PixelRect { outer.pixelBounds }

    func row(_ y: Int, minX: Int, maxX: Int, edges: UnsafeMutablePointer<Float>) -> RowCoverage {
        guard let inner else { return outer.row(y, minX: minX, maxX: maxX, edges: edges) }
        let hole = inner.span(row: y, minX: minX, maxX: maxX)
        if hole.isEmpty { return outer.row(y, minX: minX, maxX: maxX, edges: edges) }
        var result = outer.span(row: y, minX: minX, maxX: maxX)
        guard !result.isEmpty else { return result }
        let outerFullStart = result.fullStart, outerFullEnd = result.fullEnd
        // The uniform run is the part of the hole where the outer shape is uniform too.
        result.fullStart = max(hole.fullStart, outerFullStart)
        result.fullEnd = min(hole.fullEnd, outerFullEnd)
        if result.fullEnd <= result.fullStart {
            result.fullStart = result.start
            result.fullEnd = result.start
        }
        result.fullCoverage *= 1 - hole.fullCoverage
        result.restrict(minX: result.start, maxX: result.end)
        return fillingEdges(of: result, y: y, edges: edges)
    }

    func coverage(x: Int, y: Int) -> Float {
        let outside = outer.coverage(x: x, y: y)
        guard outside > 0, let inner else { return outside }
        return outside * (1 - inner.coverage(x: x, y: y))
    }
}
