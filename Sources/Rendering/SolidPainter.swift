/// Paints one premultiplied colour: the uniform run is a span fill (a plain store when opaque and
/// fully covered), edge pixels are blended one by one with their coverage.
struct SolidPainter: RowPainter {
    /// Premultiplied `0xAARRGGBB`.
    let color: UInt32

    func paint(row: UnsafeMutablePointer<UInt32>, y: Int, coverage: RowCoverage, edges: UnsafePointer<Float>) {
        let isOpaque = color >> 24 == 255
        let fullWeight = PixelMath.weight(coverage.fullCoverage)
        if fullWeight == 256 {
            if isOpaque {
                Blend.fillSpanOpaque(row + coverage.fullStart, count: coverage.fullEnd - coverage.fullStart, color: color)
            } else {
                Blend.blendSpan(row + coverage.fullStart, count: coverage.fullEnd - coverage.fullStart, color: color)
            }
        } else if fullWeight > 0 {
            Blend.blendSpan(row + coverage.fullStart, count: coverage.fullEnd - coverage.fullStart,
                            color: Blend.scale(color, by: fullWeight))
        }
        paintEdges(row: row, from: coverage.start, to: coverage.fullStart, edges: edges, isOpaque: isOpaque)
        paintEdges(row: row, from: coverage.fullEnd, to: coverage.end, edges: edges, isOpaque: isOpaque)
    }

    @inline(__always)
    private func paintEdges(row: UnsafeMutablePointer<UInt32>, from: Int, to: Int, edges: UnsafePointer<Float>,
                            isOpaque: Bool) {
        var x = from
        while x < to {
            let weight = PixelMath.weight(edges[x])
            if weight == 256 && isOpaque {
                row[x] = color
            } else if weight > 0 {
                Blend.blendPixel(row + x, Blend.scale(color, by: weight))
            }
            x += 1
        }
    }
}
