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
        let result = Self.joined(shape, hole)
        fillEdges(result, y: y, shape: shape, hole: hole, edges: edges)
        return result
    }

    /// The row in up to three runs: the outline left of the hole (its solid part a uniform run, not
    /// edge pixels: the screen's corners are black for up to a radius of each of their rows), the
    /// hole's uniform run (left out when its coverage is 0) and the outline right of it.
    func forEachRun(_ y: Int, minX: Int, maxX: Int, edges: UnsafeMutablePointer<Float>, _ body: (RowCoverage) -> Void) {
        guard let inner else { return body(outer.row(y, minX: minX, maxX: maxX, edges: edges)) }
        let hole = inner.span(row: y, minX: minX, maxX: maxX)
        if hole.isEmpty { return body(outer.row(y, minX: minX, maxX: maxX, edges: edges)) }
        let shape = outer.span(row: y, minX: minX, maxX: maxX)
        guard !shape.isEmpty else { return }
        let middle = Self.joined(shape, hole)
        guard middle.fullStart < middle.fullEnd else {
            fillEdges(middle, y: y, shape: shape, hole: hole, edges: edges)
            return body(middle)
        }
        // Left of the hole and right of it nothing is taken out, so the outer shape's uniform run
        // there is uniform in the outline too.
        func side(_ start: Int, _ end: Int, uniform: Range<Int>) {
            guard start < end else { return }
            var run = RowCoverage(start: start, end: end, fullStart: start, fullEnd: start, fullCoverage: shape.fullCoverage)
            let uniformStart = max(uniform.lowerBound, start), uniformEnd = min(uniform.upperBound, end)
            if uniformStart < uniformEnd {
                run.fullStart = uniformStart
                run.fullEnd = uniformEnd
            }
            fillEdges(run, y: y, shape: shape, hole: hole, edges: edges)
            body(run)
        }
        side(middle.start, middle.fullStart, uniform: shape.fullStart..<max(shape.fullStart, min(shape.fullEnd, hole.start)))
        if middle.fullCoverage > 0 {
            body(RowCoverage(start: middle.fullStart, end: middle.fullEnd, fullStart: middle.fullStart,
                             fullEnd: middle.fullEnd, fullCoverage: middle.fullCoverage))
        }
        let rightStart = max(shape.fullStart, hole.end)
        side(middle.fullEnd, middle.end, uniform: rightStart..<max(rightStart, shape.fullEnd))
    }

    /// The outline's row from the outer shape's and the hole's spans: the outer span, uniform where
    /// the hole is (usually coverage 0), every other pixel an edge pixel.
    private static func joined(_ shape: RowCoverage, _ hole: RowCoverage) -> RowCoverage {
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
        return result
    }

    /// `coverage(x:y:)` of each edge pixel of `run`, each shape's coverage worked out only off its
    /// uniform run (the band outside a screen's rounded corner is the outer shape's run, outside the hole).
    private func fillEdges(_ run: RowCoverage, y: Int, shape: RowCoverage, hole: RowCoverage,
                           edges: UnsafeMutablePointer<Float>) {
        func value(_ x: Int) -> Float {
            let outside = shape.isUniform(x) ? shape.fullCoverage : outer.coverage(x: x, y: y)
            guard outside > 0, let inner else { return outside }
            let covered = x < hole.start || x >= hole.end ? 0 : hole.isUniform(x) ? hole.fullCoverage : inner.coverage(x: x, y: y)
            return outside * (1 - covered)
        }
        for x in run.start..<run.fullStart { edges[x] = value(x) }
        for x in run.fullEnd..<run.end { edges[x] = value(x) }
    }

    func coverage(x: Int, y: Int) -> Float {
        let outside = outer.coverage(x: x, y: y)
        guard outside > 0, let inner else { return outside }
        return outside * (1 - inner.coverage(x: x, y: y))
    }
}
