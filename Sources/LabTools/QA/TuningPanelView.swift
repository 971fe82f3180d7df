import Foundation
import Graphics
import Scenes
import ScrollUI

/// Where the tuning panel sits over the viewport and how it is drawn: a dark card at the bottom
/// with one slider per physics option, the selected row lit, and the keys on its first line.
///
///     ┌ Tuning · ↑↓ ←→ (Shift ×10) · drag · C prints --set ──────┐
///     │ deceleration           ━━━━━━━━━━●━━━━━━━━━━━   0.9980 │
///     │ rubberBand             ━━━━━●━━━━━━━━━━━━━━━━   0.55   │
///     └──────────────────────────────────────────────────────────┘
struct TuningPanelView {
    /// Height of a row and of the title line, points.
    static let rowHeight = 30.0
    static let titleHeight = 28.0
    /// Width of the name column and of the value column, points.
    static let nameWidth = 150.0
    static let valueWidth = 58.0
    static let margin = 8.0
    static let background = Color(hex: 0x1C1C1E)
    static let selection = Color(hex: 0xFFFFFF, opacity: 0.1)
    static let track = Color(hex: 0xFFFFFF, opacity: 0.2)
    static let fill = Color(hex: 0x0A84FF)

    /// The card for `rowCount` rows in a viewport of `size`.
    static func card(rowCount: Int, in size: Size) -> Rect {
        let height = titleHeight + Double(rowCount) * rowHeight + margin
        return Rect(x: margin, y: max(margin, size.height - height - margin - 34), width: max(0, size.width - 2 * margin),
                    height: height)
    }

    /// The slider track of row `index`.
    static func track(_ index: Int, in card: Rect) -> Rect {
        let y = card.minY + titleHeight + Double(index) * rowHeight
        return Rect(x: card.minX + nameWidth, y: y + rowHeight / 2 - 2,
                    width: max(10, card.width - nameWidth - valueWidth - 2 * margin), height: 4)
    }

    /// The row under `point` and the slider fraction there, or nil outside the rows.
    static func hit(_ point: Point, rowCount: Int, in size: Size) -> (row: Int, fraction: Double)? {
        let card = card(rowCount: rowCount, in: size)
        guard card.contains(point), point.y >= card.minY + titleHeight else { return nil }
        let row = Int((point.y - card.minY - titleHeight) / rowHeight)
        guard row < rowCount else { return nil }
        let track = track(row, in: card)
        return (row, (point.x - track.minX) / track.width)
    }

    func draw(_ panel: TuningPanel, in size: Size, context: inout DrawingContext) {
        let card = TuningPanelView.card(rowCount: panel.rows.count, in: size)
        context.fillRoundedRect(card, radii: CornerRadii(12), TuningPanelView.background)
        let title = TextTruncation.run("Tuning · ↑↓ ←→ (Shift ×10) · drag · C prints --set",
                                        font: Font(size: 11, weight: .semibold), width: card.width - 24,
                                        measurer: context.textMeasurer)
        context.drawText(title, at: Point(x: card.minX + 12, y: card.minY + 8), HUDRenderer.secondary)
        let font = Font(size: 12, weight: .medium), valueFont = Font(size: 12, weight: .semibold)
        for (index, row) in panel.rows.enumerated() {
            let rowTop = card.minY + TuningPanelView.titleHeight + Double(index) * TuningPanelView.rowHeight
            if index == panel.selected {
                context.fillRoundedRect(Rect(x: card.minX + 4, y: rowTop, width: card.width - 8, height: TuningPanelView.rowHeight),
                                        radii: CornerRadii(8), TuningPanelView.selection)
            }
            let name = TextTruncation.run(row.name, font: font, width: TuningPanelView.nameWidth - 16, measurer: context.textMeasurer)
            let textY = rowTop + (TuningPanelView.rowHeight - context.textMeasurer.size(of: name).height) / 2
            context.drawText(name, at: Point(x: card.minX + 12, y: textY), HUDRenderer.primary)
            let track = TuningPanelView.track(index, in: card)
            context.fillRoundedRect(track, radii: CornerRadii(2), TuningPanelView.track)
            let filled = track.width * min(max(row.fraction, 0), 1)
            context.fillRoundedRect(Rect(x: track.minX, y: track.minY, width: filled, height: track.height), radii: CornerRadii(2),
                                    TuningPanelView.fill)
            context.fillRoundedRect(Rect(x: track.minX + filled - 7, y: track.midY - 7, width: 14, height: 14), radii: CornerRadii(7),
                                    .white)
            let changed = abs(row.value - row.defaultValue) > row.step / 2
            context.drawText(TextRun(row.text, font: valueFont), at: Point(x: track.maxX + 12, y: textY),
                             changed ? TuningPanelView.fill : HUDRenderer.primary)
        }
    }
}
