/// Paints a colour through an 8-bit coverage mask (a glyph run) whose top-left pixel is at
/// `(originX, originY)`; the shape it is used with is the mask's own pixel rectangle.
struct MaskPainter: RowPainter {
    /// Premultiplied `0xAARRGGBB`.
    let color: UInt32
    let mask: UnsafePointer<UInt8>
    let maskWidth: Int
    let originX: Int
    let originY: Int
    /// `color` scaled by the weight of each mask byte (`makeColorTable`), for the fast path; nil
    /// paints every pixel the plain way.
    var colorTable: UnsafePointer<UInt32>? = nil

    /// Entries of a colour table: one per mask byte.
    static let colorTableSize = 256

    /// A mask byte (0...255) as a weight (0...256).
    @inline(__always)
    static func weight(_ coverage: UInt8) -> UInt32 {
        UInt32(coverage) + UInt32(coverage >> 7)
    }

    /// Fills `table` with `color` scaled by the weight of every mask byte (256 entries).
    static func makeColorTable(_ table: UnsafeMutablePointer<UInt32>, color: UInt32) {
        for coverage in 0..<colorTableSize {
            table[coverage] = Blend.scale(color, by: weight(UInt8(coverage)))
        }
    }

    func paint(row: UnsafeMutablePointer<UInt32>, y: Int, coverage: RowCoverage, edges: UnsafePointer<Float>) {
        let maskRow = mask + (y - originY) * maskWidth
        let fullWeight = PixelMath.weight(coverage.fullCoverage)
        if fullWeight == 256, let colorTable {
            paintCoveredRun(row: row, maskRow: maskRow, from: coverage.fullStart, to: coverage.fullEnd, colors: colorTable)
        } else if fullWeight == 256 {
            let isOpaque = color >> 24 == 255
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

    /// The fast path of a fully covered run: eight mask bytes at a time, skipping empty groups,
    /// storing full opaque ones and blending the others four pixels at a time with the scaled
    /// colours from the table (`over` of entry 0 keeps a pixel, of a full opaque entry stores it).
    /// Same pixels as the plain loop in `paint` without a table.
    func paintCoveredRun(row: UnsafeMutablePointer<UInt32>, maskRow: UnsafePointer<UInt8>, from: Int, to: Int,
                         colors: UnsafePointer<UInt32>) {
        let isOpaque = color >> 24 == 255
        var x = from
        while x + 8 <= to {
            let group = UnsafeRawPointer(maskRow + (x - originX)).loadUnaligned(as: UInt64.self)
            if group == 0 {
                x += 8
                continue
            }
            if group == UInt64.max && isOpaque {
                (row + x).update(repeating: color, count: 8)
                x += 8
                continue
            }
            for half in 0..<2 {
                let bytes = UInt32(truncatingIfNeeded: group >> (32 * UInt64(half))), pixels = row + x + 4 * half
                let sources = PixelVector.gather(colors, UInt8(truncatingIfNeeded: bytes), UInt8(truncatingIfNeeded: bytes >> 8),
                                                 UInt8(truncatingIfNeeded: bytes >> 16), UInt8(truncatingIfNeeded: bytes >> 24))
                PixelVector.store(PixelVector.over(sources, PixelVector.load(pixels)), pixels)
            }
            x += 8
        }
        while x < to {
            paintCovered(row, x, maskRow[x - originX], colors, isOpaque)
            x += 1
        }
    }

    @inline(__always)
    private func paintCovered(_ row: UnsafeMutablePointer<UInt32>, _ x: Int, _ m: UInt8, _ colors: UnsafePointer<UInt32>,
                              _ isOpaque: Bool) {
        if m == 255 && isOpaque {
            row[x] = color
        } else if m != 0 {
            Blend.blendPixel(row + x, colors[Int(m)])
        }
    }

    @inline(__always)
    private func paintEdge(_ row: UnsafeMutablePointer<UInt32>, _ x: Int, _ maskRow: UnsafePointer<UInt8>,
                           _ edges: UnsafePointer<Float>) {
        let weight = PixelMath.product(Self.weight(maskRow[x - originX]), PixelMath.weight(edges[x]))
        if weight > 0 { Blend.blendPixel(row + x, Blend.scale(color, by: weight)) }
    }
}
