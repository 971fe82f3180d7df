/// Paints a colour through an 8-bit coverage mask (a glyph run) whose top-left pixel is at
/// `(originX, originY)`; the shape it is used with is the mask's own pixel rectangle.
struct MaskPainter: RowPainter {
    /// Premultiplied `0xAARRGGBB`.
    let color: UInt32
    let mask: UnsafePointer<UInt8>
    let maskWidth: Int
    let originX: Int
    let originY: Int

    /// A mask byte (0...255) as a weight (0...256).
    @inline(__always)
    static func weight(_ coverage: UInt8) -> UInt32 {
        UInt32(coverage) + UInt32(coverage >> 7)
    }

    func paint(row: UnsafeMutablePointer<UInt32>, y: Int, coverage: RowCoverage, edges: UnsafePointer<Float>) {
        let maskRow = mask + (y - originY) * maskWidth
        let isOpaque = color >> 24 == 255
        let fullWeight = PixelMath.weight(coverage.fullCoverage)
        if fullWeight == 256 {
            for x in coverage.fullStart..<coverage.fullEnd {
                let m = maskRow[x - originX]
                if m == 255 && isOpaque {
                    row[x] = color
                } else if m != 0 {
                    Blend.blendPixel(row + x, Blend.scale(color, by: Self.weight(m)))
                }
            }
        } else if fullWeight > 0 {
            for x in coverage.fullStart..<coverage.fullEnd {
                let m = maskRow[x - originX]
                if m != 0 { Blend.blendPixel(row + x, Blend.scale(color, by: PixelMath.product(Self.weight(m), fullWeight))) }
            }
        }
        for x in coverage.start..<coverage.fullStart { paintEdge(row, x, maskRow, edges) }
        for x in coverage.fullEnd..<coverage.end { paintEdge(row, x, maskRow, edges) }
    }

    @inline(__always)
    private func paintEdge(_ row: UnsafeMutablePointer<UInt32>, _ x: Int, _ maskRow: UnsafePointer<UInt8>,
                           _ edges: UnsafePointer<Float>) {
        let weight = PixelMath.product(Self.weight(maskRow[x - originX]), PixelMath.weight(edges[x]))
        if weight > 0 { Blend.blendPixel(row + x, Blend.scale(color, by: weight)) }
    }
}
