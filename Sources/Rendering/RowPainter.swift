/// Puts colour into the covered part of one pixel row (solid colour, gradient, image, glyph mask).
protocol RowPainter {
    /// Paints row `y`; `row` points at pixel 0 of that row, `edges[x]` holds the edge coverage.
    func paint(row: UnsafeMutablePointer<UInt32>, y: Int, coverage: RowCoverage, edges: UnsafePointer<Float>)
}
