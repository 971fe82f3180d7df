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
        let shape = outer.span(row: y, minX: minX, maxX: maxX)
        guard !shape.isEmpty else { return shape }
        var result = shape
        // The uniform run is the part of the hole where the outer shape is uniform too.
        result.fullStart = max(hole.fullStart, shape.fullStart)
        result.fullEnd = min(hole.fullEnd, shape.fullEnd)
        if result.fullEnd <= result.fullStart {
            result.fullStart = result.start
            result.fullEnd = result.start
        }
        result.fullCoverage *= 1 - hole.fullCoverage
        result.restrict(minX: result.start, maxX: result.end)
        // `coverage(x:y:)` of each edge pixel, each shape's coverage worked out only off its uniform
        // run (the band outside a screen's rounded corner is the outer shape's run, outside the hole).
        func value(_ x: Int) -> Float {
            let outside = shape.isUniform(x) ? shape.fullCoverage : outer.coverage(x: x, y: y)
            guard outside > 0 else { return outside }
            let covered = x < hole.start || x >= hole.end ? 0 : hole.isUniform(x) ? hole.fullCoverage : inner.coverage(x: x, y: y)
            return outside * (1 - covered)
        }
        for x in result.start..<result.fullStart { edges[x] = value(x) }
        for x in result.fullEnd..<result.end { edges[x] = value(x) }
        return result
    }

    func coverage(x: Int, y: Int) -> Float {
        let outside = outer.coverage(x: x, y: y)
        guard outside > 0, let inner else { return outside }
        return outside * (1 - inner.coverage(x: x, y: y))
    }
}
