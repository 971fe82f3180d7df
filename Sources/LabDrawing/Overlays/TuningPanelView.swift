import Foundation
import Graphics
import ScrollUI

/// Where the tuning panel sits over the viewport and how it is drawn: a dark card at the bottom with
/// one row per option (iOS dark-mode controls: a slider, a segmented control, a switch), the
/// selected row lit, and the keys on its first line. Rows that do not fit in `heightFraction` of the
/// viewport scroll with the selection, a thin bar on the right showing where.
///
///     ┌ Tuning · ↑↓ ←→ · C --set · Shift+C Swift ────────────────┐
///     │ normalHeight           ━━━━━━━━━━●━━━━━━━━━━━   150    │
///     │ snap                   [ projected │ nearest ]         │
///     │ bounces                                        (  ●)   │
///     │ deceleration           ━━━━━━━━━━━━━━━━━━●━━━   0.9980 │
///     └──────────────────────────────────────────────────────────┘
public struct TuningPanelView {
    /// Height of a row and of the title line, points.
    static let rowHeight = 28.0
    static let titleHeight = 28.0
    /// Width of the name column and of the value column, points.
    static let nameWidth = 148.0
    static let valueWidth = 52.0
    /// In a narrow viewport (a compared column) the name column takes at most this share of the
    /// card, so that the controls and the values stay inside it.
    static let narrowNameFraction = 0.4
    /// The share of the card a segmented control's name takes at most, so that its words fit at 320 pt.
    static let choiceNameFraction = 0.28
    public static let margin = 8.0
    /// Room kept under the card for the home indicator, points (iPhone's bottom safe area).
    static let bottomInset = 34.0
    /// The most of the viewport's height the card takes; more rows scroll.
    static let heightFraction = 0.55
    /// iOS dark-mode colours: the grouped background, the system blue, green, the segmented control's
    /// track and thumb, a switch's off track.
    public static let background = Color(hex: 0x1C1C1E)
    public static let selection = Color(hex: 0xFFFFFF, opacity: 0.1)
    public static let track = Color(hex: 0xFFFFFF, opacity: 0.2)
    public static let fill = Color(hex: 0x0A84FF)
    static let switchOn = Color(hex: 0x30D158)
    static let switchOff = Color(hex: 0x39393D)
    static let segmentTrack = Color(hex: 0x767680, opacity: 0.24)
    static let segmentThumb = Color(hex: 0x636366)
    /// A switch's size, points (UIKit's `UISwitch` is 51 × 31; scaled to the panel's rows).
    static let switchSize = Size(width: 42, height: 24)
    /// A segmented control's height, points.
    static let segmentHeight = 22.0
    /// A segment's words in points, and the least they shrink to so that the widest fits before it is
    /// cut (as UIKit labels shrink to a minimum scale factor).
    static let segmentFontSize = 11.0
    static let smallestSegmentFontSize = 9.0
    /// The least an option's name shrinks to in a narrow panel before it is cut, points (its size is 12).
    static let smallestNameFontSize = 9.5
    /// Between a segment's word and its edges, points (the chosen segment's thumb is inset by 2).
    static let segmentPadding = 3.0

    /// How many rows show for `rowCount` rows in a viewport of `size`.
    public static func visibleRows(_ rowCount: Int, in size: Size) -> Int {
        let room = size.height * heightFraction - titleHeight - margin
        return max(1, min(rowCount, Int(room / rowHeight)))
    }

    /// The card for `rowCount` rows in a viewport of `size`.
    public static func card(rowCount: Int, in size: Size) -> Rect {
        let height = titleHeight + Double(visibleRows(rowCount, in: size)) * rowHeight + margin
        return Rect(x: margin, y: max(margin, size.height - height - margin - bottomInset), width: max(0, size.width - 2 * margin),
                    height: height)
    }

    /// The rectangle of the `slot`th row shown.
    static func rowRect(_ slot: Int, in card: Rect) -> Rect {
        Rect(x: card.minX + 4, y: card.minY + titleHeight + Double(slot) * rowHeight, width: card.width - 8, height: rowHeight)
    }

    /// The name column's width in `card`: `nameWidth`, less in a narrow card; a segmented control's
    /// row keeps less for its name (choices have short names, the segments long words).
    static func nameWidth(in card: Rect, for kind: TuningPanel.Row.Kind = .toggle) -> Double {
        if case .choice = kind { return min(nameWidth, (card.width * choiceNameFraction).rounded(.down)) }
        return min(nameWidth, (card.width * narrowNameFraction).rounded(.down))
    }

    /// The control of a row of `kind` in the `slot`th row shown: a slider's track, a segmented
    /// control, a switch (at the right, as in a Settings cell).
    public static func control(_ kind: TuningPanel.Row.Kind, slot: Int, in card: Rect) -> Rect {
        let row = rowRect(slot, in: card), name = nameWidth(in: card, for: kind)
        switch kind {
        case .slider:
            return Rect(x: card.minX + name, y: row.midY - 2, width: max(10, card.width - name - valueWidth - 2 * margin),
                        height: 4)
        case .choice:
            return Rect(x: card.minX + name, y: row.midY - segmentHeight / 2, width: max(10, card.width - name - 12),
                        height: segmentHeight)
        case .toggle:
            return Rect(x: card.maxX - 12 - switchSize.width, y: row.midY - switchSize.height / 2, width: switchSize.width,
                        height: switchSize.height)
        }
    }

    /// The row under `point` and the fraction across its control there, or nil outside the rows.
    public static func hit(_ point: Point, panel: TuningPanel, in size: Size) -> (row: Int, fraction: Double)? {
        let card = card(rowCount: panel.rows.count, in: size)
        guard card.contains(point), point.y >= card.minY + titleHeight else { return nil }
        let slot = Int((point.y - card.minY - titleHeight) / rowHeight)
        let row = panel.firstVisibleRow + slot
        guard slot < visibleRows(panel.rows.count, in: size), panel.rows.indices.contains(row) else { return nil }
        return (row, fraction(at: point, row: row, panel: panel, in: size))
    }

    /// The fraction across row `row`'s control at `point` (for a slider followed by a drag).
    public static func fraction(at point: Point, row: Int, panel: TuningPanel, in size: Size) -> Double {
        let card = card(rowCount: panel.rows.count, in: size)
        let control = control(panel.rows[row].kind, slot: row - panel.firstVisibleRow, in: card)
        return (point.x - control.minX) / control.width
    }

    public func draw(_ panel: TuningPanel, in size: Size, context: inout DrawingContext) {
        let card = TuningPanelView.card(rowCount: panel.rows.count, in: size)
        context.fillRoundedRect(card, radii: CornerRadii(12), TuningPanelView.background)
        let title = TuningPanelView.fitted("Tuning · ↑↓ ←→ (Shift ×10) · click · C --set · Shift+C Swift",
                                           font: Font(size: 11, weight: .semibold), width: card.width - 24,
                                           smallest: TuningPanelView.smallestNameFontSize, measurer: context.textMeasurer)
        context.drawText(title, at: Point(x: card.minX + 12, y: card.minY + 8), HUDRenderer.secondary)
        let shown = TuningPanelView.visibleRows(panel.rows.count, in: size)
        let font = Font(size: 12, weight: .medium)
        for slot in 0..<shown where panel.rows.indices.contains(panel.firstVisibleRow + slot) {
            let index = panel.firstVisibleRow + slot, row = panel.rows[index]
            let rect = TuningPanelView.rowRect(slot, in: card)
            if index == panel.selected { context.fillRoundedRect(rect, radii: CornerRadii(8), TuningPanelView.selection) }
            let name = TuningPanelView.fitted(row.name, font: font, width: TuningPanelView.nameWidth(in: card, for: row.kind) - 16,
                                              smallest: TuningPanelView.smallestNameFontSize, measurer: context.textMeasurer)
            let textY = rect.midY - context.textMeasurer.size(of: name).height / 2
            context.drawText(name, at: Point(x: card.minX + 12, y: textY), row.isChanged ? TuningPanelView.fill : HUDRenderer.primary)
            let control = TuningPanelView.control(row.kind, slot: slot, in: card)
            switch row.kind {
            case .slider: drawSlider(row, in: control, textY: textY, context: &context)
            case .choice: drawSegments(row, in: control, context: &context)
            case .toggle: drawSwitch(isOn: row.text == "true", in: control, context: &context)
            }
        }
        if shown < panel.rows.count {
            let area = Rect(x: card.maxX - 4, y: card.minY + TuningPanelView.titleHeight, width: 2,
                            height: Double(shown) * TuningPanelView.rowHeight)
            let length = area.height * Double(shown) / Double(panel.rows.count)
            let top = area.minY + (area.height - length) * Double(panel.firstVisibleRow) / Double(panel.rows.count - shown)
            context.fillRoundedRect(Rect(x: area.minX, y: top, width: 2, height: length), radii: CornerRadii(1), TuningPanelView.track)
        }
    }

    /// A slider: the track drawn over the values the option takes (a threshold that stops short of
    /// the viewport's height stops short of the end), filled up to the knob.
    private func drawSlider(_ row: TuningPanel.Row, in track: Rect, textY: Double, context: inout DrawingContext) {
        let reachable = row.reachable
        context.fillRoundedRect(Rect(x: track.minX + reachable.lowerBound * track.width, y: track.minY,
                                     width: (reachable.upperBound - reachable.lowerBound) * track.width, height: track.height),
                                radii: CornerRadii(2), TuningPanelView.track)
        let filled = track.width * min(max(row.fraction, 0), 1)
        context.fillRoundedRect(Rect(x: track.minX, y: track.minY, width: filled, height: track.height), radii: CornerRadii(2),
                                TuningPanelView.fill)
        context.fillRoundedRect(Rect(x: track.minX + filled - 7, y: track.midY - 7, width: 14, height: 14), radii: CornerRadii(7),
                                .white)
        context.drawText(TextRun(row.shownText, font: Font(size: 12, weight: .semibold)), at: Point(x: track.maxX + 12, y: textY),
                         row.isChanged ? TuningPanelView.fill : HUDRenderer.primary)
    }

    /// A dark-mode `UISegmentedControl`: a translucent track, the chosen segment as a raised thumb.
    private func drawSegments(_ row: TuningPanel.Row, in rect: Rect, context: inout DrawingContext) {
        context.fillRoundedRect(rect, radii: CornerRadii(7), TuningPanelView.segmentTrack)
        let words = row.words, apportion = SegmentApportion(words: words)
        let base = Font(size: TuningPanelView.segmentFontSize, weight: .semibold)
        // Every segment at the one size at which each word fits its own segment.
        var size = base.size
        for (index, word) in words.enumerated() {
            let room = rect.width * apportion.shares[index] - 2 * TuningPanelView.segmentPadding
            size = min(size, TuningPanelView.fitted(word, font: base, width: room, smallest: TuningPanelView.smallestSegmentFontSize,
                                                    measurer: context.textMeasurer).font.size)
        }
        var font = base
        font.size = size
        for (index, word) in words.enumerated() {
            let width = rect.width * apportion.shares[index], room = width - 2 * TuningPanelView.segmentPadding
            let segment = Rect(x: rect.minX + rect.width * apportion.start(of: index), y: rect.minY, width: width, height: rect.height)
            if word == row.text {
                context.fillRoundedRect(segment.insetBy(dx: 2, dy: 2), radii: CornerRadii(6), TuningPanelView.segmentThumb)
            }
            let text = TextTruncation.run(word, font: font, width: room, measurer: context.textMeasurer)
            let textSize = context.textMeasurer.size(of: text)
            context.drawText(text, at: Point(x: segment.midX - textSize.width / 2, y: segment.midY - textSize.height / 2),
                             word == row.text ? .white : HUDRenderer.secondary)
        }
    }

    /// `text` in `font` shrunk until it fits `width` (UIKit's `adjustsFontSizeToFitWidth`), at least
    /// `smallest` points, then cut with an ellipsis if it still does not.
    static func fitted(_ text: String, font: Font, width: Double, smallest: Double, measurer: any TextMeasuring) -> TextRun {
        var font = font
        font.size = fittingSize(font.size, natural: measurer.size(of: TextRun(text, font: font)).width, room: width, smallest: smallest)
        // Glyph widths do not scale exactly with the size: a little smaller until it fits.
        while font.size > smallest, measurer.size(of: TextRun(text, font: font)).width > width {
            font.size = max(smallest, font.size - 0.25)
        }
        return TextTruncation.run(text, font: font, width: width, measurer: measurer)
    }

    /// The size at which text `natural` points wide at `size` fits `room`, at least `smallest`.
    static func fittingSize(_ size: Double, natural: Double, room: Double, smallest: Double) -> Double {
        natural > room ? max(smallest, size * room / natural) : size
    }

    /// A `UISwitch`: green with the knob at the right when on, grey with it at the left when off.
    private func drawSwitch(isOn: Bool, in rect: Rect, context: inout DrawingContext) {
        context.fillRoundedRect(rect, radii: CornerRadii(rect.height / 2), isOn ? TuningPanelView.switchOn : TuningPanelView.switchOff)
        let knob = rect.height - 4
        context.fillRoundedRect(Rect(x: isOn ? rect.maxX - 2 - knob : rect.minX + 2, y: rect.minY + 2, width: knob, height: knob),
                                radii: CornerRadii(knob / 2), .white)
    }
}
