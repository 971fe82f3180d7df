import Graphics

/// Paints a linear gradient. The parameter `t` of a pixel centre `p` is
/// `(p − start) · (end − start) / |end − start|²`, clamped to 0...1; it indexes a 256-entry table of
/// premultiplied colours interpolated between the two ends (premultiplied interpolation, so a fade
/// to transparent does not darken).
struct GradientPainter: RowPainter {
    /// Entries in the colour table.
    static let tableSize = 256

    /// `tableSize` premultiplied colours, from `from` (index 0) to `to` (last).
    let table: UnsafePointer<UInt32>
    let isOpaque: Bool
    /// `t` at pixel centre `(x, y)` is `base + (x + ½ − startX) · stepX + (y + ½ − startY) · stepY`:
    /// from differences to the start, so that a gradient moved by whole pixels (a translation group)
    /// gives the same `t` to the same pixel of it, bit for bit.
    let base: Double
    let startX: Double
    let startY: Double
    let stepX: Double
    let stepY: Double

    /// A gradient from `start` to `end` (device pixels); when they coincide every pixel is `to`.
    /// Fills `table` (`tableSize` entries) with its colours.
    init(table: UnsafeMutablePointer<UInt32>, start: Point, end: Point, from: Color, to: Color) {
        Self.fillTable(table, from: from.premultipliedARGB, to: to.premultipliedARGB)
        self.init(filledTable: UnsafePointer(table), start: start, end: end, from: from, to: to)
    }

    /// Fills `table` (`tableSize` entries) with the colours from `from` to `to` (premultiplied).
    static func fillTable(_ table: UnsafeMutablePointer<UInt32>, from first: UInt32, to last: UInt32) {
        let count = tableSize
        for i in 0..<count {
            let weight = UInt32((i * 256 + (count - 1) / 2) / (count - 1))
            table[i] = Blend.lerp(first, last, weight)
        }
    }

    /// A gradient over a `table` that `fillTable` already filled with the same colours.
    init(filledTable table: UnsafePointer<UInt32>, start: Point, end: Point, from: Color, to: Color) {
        self.table = table
        isOpaque = from.isOpaque && to.isOpaque
        let dx = end.x - start.x, dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        if lengthSquared > 1e-12 && lengthSquared.isFinite {
            stepX = dx / lengthSquared
            stepY = dy / lengthSquared
            startX = start.x
            startY = start.y
            base = 0
        } else {
            stepX = 0
            stepY = 0
            startX = 0
            startY = 0
            base = 1
        }
    }

    /// `t` at the start of row `y` (before the row's x term).
    @inline(__always)
    func rowOrigin(y: Int) -> Double {
        base + (Double(y) + 0.5 - startY) * stepY
    }

    /// The table colour of pixel `(x, y)`, with `rowOrigin` from `rowOrigin(y:)`.
    @inline(__always)
    func color(x: Int, rowOrigin: Double) -> UInt32 {
        let t = PixelMath.clamp(rowOrigin + (Double(x) + 0.5 - startX) * stepX, 0, 1)
        return table[Int(t * Double(Self.tableSize - 1) + 0.5)]
    }

    /// True when `t` does not change along a row (the gradient runs straight down or up, or is one
    /// colour): each row is then one colour.
    var isUniformAlongRows: Bool { stepX == 0 }

    func paint(row: UnsafeMutablePointer<UInt32>, y: Int, coverage: RowCoverage, edges: UnsafePointer<Float>) {
        if isUniformAlongRows {
            paintUniformRow(row: row, y: y, coverage: coverage, edges: edges)
        } else {
            paintVaryingRow(row: row, y: y, coverage: coverage, edges: edges)
        }
    }

    /// The fast path for `isUniformAlongRows`: the row's one colour painted as a solid span (a
    /// memset-like store when opaque and fully covered). Same pixels as `paintVaryingRow`.
    func paintUniformRow(row: UnsafeMutablePointer<UInt32>, y: Int, coverage: RowCoverage, edges: UnsafePointer<Float>) {
        let rowColor = color(x: 0, rowOrigin: rowOrigin(y: y))
        SolidPainter(color: rowColor).paint(row: row, y: y, coverage: coverage, edges: edges)
    }

    /// The plain path: the table colour of every pixel.
    func paintVaryingRow(row: UnsafeMutablePointer<UInt32>, y: Int, coverage: RowCoverage, edges: UnsafePointer<Float>) {
        let rowOrigin = rowOrigin(y: y)
        let fullWeight = PixelMath.weight(coverage.fullCoverage)
        if fullWeight == 256 && isOpaque {
            for x in coverage.fullStart..<coverage.fullEnd { row[x] = color(x: x, rowOrigin: rowOrigin) }
        } else if fullWeight > 0 {
            for x in coverage.fullStart..<coverage.fullEnd {
                Blend.blendPixel(row + x, Blend.scale(color(x: x, rowOrigin: rowOrigin), by: fullWeight))
            }
        }
        for x in coverage.start..<coverage.fullStart { paintEdge(row, x, rowOrigin, edges) }
        for x in coverage.fullEnd..<coverage.end { paintEdge(row, x, rowOrigin, edges) }
    }

    @inline(__always)
    private func paintEdge(_ row: UnsafeMutablePointer<UInt32>, _ x: Int, _ rowOrigin: Double,
                           _ edges: UnsafePointer<Float>) {
        let weight = PixelMath.weight(edges[x])
        if weight > 0 { Blend.blendPixel(row + x, Blend.scale(color(x: x, rowOrigin: rowOrigin), by: weight)) }
    }
}
