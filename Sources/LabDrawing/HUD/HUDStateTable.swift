import Graphics
import ScrollUI

/// The HUD's state as key/value pairs in two columns, each column's values after its widest key; a
/// pair whose value does not fit its column (`decelerating` after `viewportHeight`) takes the whole
/// row, so that no value is cut while the panel has room for it:
///
///     offsetX        0        offsetY        657
///     velocityY      1362     insetTop       91
///     phase          decelerating
///     contentHeight  76052    viewportWidth  390
public enum HUDStateTable {
    static let rowHeight = 17.0
    static let keyFont = Font(size: 11)
    static let valueFont = Font(size: 11, weight: .semibold)
    /// Between a key and its value, and after a value, points.
    static let keyGap = 6.0
    static let valueGap = 4.0

    /// Where each pair goes (its column, 0 or 1, nil for a whole row, and its row) and each column's
    /// widest key, after which its values start.
    public static func layout(_ state: [(key: String, value: String)], width: Double,
                       measurer: any TextMeasuring) -> (cells: [(column: Int?, row: Int)], keyWidths: [Double]) {
        let keys = state.map { measurer.size(of: TextRun($0.key, font: keyFont)).width }
        let values = state.map { measurer.size(of: TextRun($0.value, font: valueFont)).width }
        // The columns' key widths only grow until every pair in a column fits after them.
        var keyWidths = [0.0, 0.0]
        while true {
            var cells: [(column: Int?, row: Int)] = []
            var row = 0, column = 0
            for index in state.indices {
                if max(keyWidths[column], keys[index]) + keyGap + values[index] + valueGap <= width / 2 {
                    cells.append((column, row))
                    column += 1
                    if column == 2 { column = 0; row += 1 }
                } else {
                    if column == 1 { column = 0; row += 1 }
                    cells.append((nil, row))
                    row += 1
                }
            }
            var widths = keyWidths
            for (index, cell) in cells.enumerated() { widths[cell.column ?? 0] = max(widths[cell.column ?? 0], keys[index]) }
            if widths == keyWidths { return (cells, keyWidths) }
            keyWidths = widths
        }
    }

    /// Draws the table from `top` across `width` at `left`; returns the y under it.
    public static func draw(_ state: [(key: String, value: String)], left: Double, top: Double, width: Double,
                     context: inout DrawingContext) -> Double {
        let (cells, keyWidths) = layout(state, width: width, measurer: context.textMeasurer)
        for (pair, cell) in zip(state, cells) {
            let x = left + Double(cell.column ?? 0) * width / 2
            let y = top + Double(cell.row) * rowHeight
            context.drawText(TextRun(pair.key, font: keyFont), at: Point(x: x, y: y), HUDRenderer.secondary)
            let valueX = x + keyWidths[cell.column ?? 0] + keyGap
            let room = (cell.column == 0 ? left + width / 2 : left + width) - valueGap - valueX
            context.drawText(TextTruncation.run(pair.value, font: valueFont, width: room, measurer: context.textMeasurer),
                             at: Point(x: valueX, y: y), HUDRenderer.primary)
        }
        let rows = (cells.last?.row ?? -1) + 1
        return top + Double(rows) * rowHeight
    }
}
