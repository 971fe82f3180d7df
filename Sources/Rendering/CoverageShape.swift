/// A shape that reports its anti-aliased coverage one pixel row at a time.
protocol CoverageShape {
    /// Every pixel the shape may touch.
    var pixelBounds: PixelRect { get }

    /// The coverage of row `y`, limited to columns `[minX, maxX)`; writes the coverage of the edge
    /// pixels into `edges[x]` (the caller guarantees `edges` is valid for `minX..<maxX`).
    func row(_ y: Int, minX: Int, maxX: Int, edges: UnsafeMutablePointer<Float>) -> RowCoverage

    /// The coverage (0...1) of pixel `(x, y)`: the plain path the rows are tested against.
    func coverage(x: Int, y: Int) -> Float

    /// Rows whose coverage is the same as every other row's in the range (the inside of a rect
    /// without rounded corners): the rasterizer works one out and paints it on all of them.
    var uniformRows: Range<Int> { get }

    /// Row `y` as disjoint coverages, left to right, together the pixels `row` gives (the same
    /// values): a shape whose row has more than one uniform part (a border beside its hole) hands
    /// each part to the painter as its own span instead of as edge pixels. Writes `edges` as `row` does.
    func forEachRun(_ y: Int, minX: Int, maxX: Int, edges: UnsafeMutablePointer<Float>, _ body: (RowCoverage) -> Void)
}

extension CoverageShape {
    var uniformRows: Range<Int> { 0..<0 }

    @inline(__always)
    func forEachRun(_ y: Int, minX: Int, maxX: Int, edges: UnsafeMutablePointer<Float>, _ body: (RowCoverage) -> Void) {
        body(row(y, minX: minX, maxX: maxX, edges: edges))
    }
}

extension CoverageShape {
    /// Writes the coverage of a row's anti-aliased ends (the pixels outside its uniform run) into
    /// `edges`, and returns the row: the common last step of every shape's `row`.
    func fillingEdges(of result: RowCoverage, y: Int, edges: UnsafeMutablePointer<Float>) -> RowCoverage {
        guard !result.isEmpty else { return result }
        for x in result.start..<result.fullStart { edges[x] = coverage(x: x, y: y) }
        for x in result.fullEnd..<result.end { edges[x] = coverage(x: x, y: y) }
        return result
    }
}
