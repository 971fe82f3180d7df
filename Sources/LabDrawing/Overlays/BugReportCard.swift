import Graphics
import Scenes
import ScrollUI

/// The bug report's card over the viewport, under the status bar: while the note is typed, a title
/// naming the marked frame, the one-line field with its caret and what Return and Esc do; after
/// writing, the folder's path and what it holds.
///
///     ┌──────────────────────────────────┐
///     │ Bug report · frame 312 at 5.20 s │
///     │ ┌──────────────────────────────┐ │
///     │ │ the bar jumps when I let go| │ │
///     │ └──────────────────────────────┘ │
///     │ Return writes the report.        │
///     │ Esc skips the note, still writes.│
///     └──────────────────────────────────┘
public enum BugReportCard: Equatable {
    case note(NoteField, caption: String)
    case saved(folder: String, complete: Bool)

    /// The card's widest, points, and its gap below the status bar and to the viewport's sides.
    static let maximumWidth = 360.0
    public static let margin = 12.0
    public static let padding = 14.0
    static let fieldFontSize = 14.0
    static let hintFontSize = 11.5
    static let caretWidth = 2.0
    static let caretColor = Color(hex: 0x0A84FF)
    /// iOS's placeholder grey.
    static let placeholderColor = Palette.tertiaryLabel
    static let placeholder = "What went wrong? (one line)"
    static let hints = ["Return writes the report with this note.", "Esc skips the note and still writes the report."]

    /// Draws the card over a viewport of `size` whose status bar is `statusBarHeight` high.
    public func draw(in size: Size, statusBarHeight: Double, context: inout DrawingContext) {
        let measurer = context.textMeasurer
        let width = min(BugReportCard.maximumWidth, size.width - 2 * BugReportCard.margin)
        let inner = width - 2 * BugReportCard.padding
        let titleFont = Font(size: 15, weight: .semibold), hintFont = Font(size: BugReportCard.hintFontSize)
        let fieldFont = Font(size: BugReportCard.fieldFontSize)
        var lines: [(run: TextRun, color: Color)] = []
        let title: String
        switch self {
        case .note(_, let caption):
            title = caption
            for hint in BugReportCard.hints {
                lines += TextWrapping.lines(hint, font: hintFont, width: inner, maxLines: 2, measurer: measurer).map { ($0, Palette.secondaryLabel) }
            }
        case .saved(let folder, let complete):
            title = complete ? "Bug report saved" : "Bug report incomplete"
            lines += TextWrapping.lines(folder + "/", font: Font(size: 12, weight: .medium), width: inner, maxLines: 3,
                                        measurer: measurer).map { ($0, Palette.label) }
            let contents = complete ? "trace, video, screenshot, report" : "what could be written is kept (see report.txt)"
            lines += TextWrapping.lines(contents, font: hintFont, width: inner, maxLines: 2, measurer: measurer)
                .map { ($0, Palette.secondaryLabel) }
        }
        let titleRun = TextTruncation.run(title, font: titleFont, width: inner, measurer: measurer)
        let titleHeight = measurer.size(of: titleRun).height
        let lineHeight = measurer.size(of: TextRun("Ag", font: hintFont)).height + 2
        let fieldHeight: Double = {
            if case .note = self { return measurer.size(of: TextRun("Ag", font: fieldFont)).height + 14 }
            return 0
        }()
        let height = BugReportCard.padding * 2 + titleHeight + 8 + (fieldHeight > 0 ? fieldHeight + 8 : 0)
            + Double(lines.count) * lineHeight
        let card = Rect(x: (size.width - width) / 2, y: statusBarHeight + BugReportCard.margin, width: width, height: height)
        context.drawShadow(card, radii: CornerRadii(14), blur: 16, Color(hex: 0x000000, opacity: 0.3))
        context.fillRoundedRect(card, radii: CornerRadii(14), Palette.systemBackground)
        var y = card.minY + BugReportCard.padding
        context.drawText(titleRun, at: Point(x: card.minX + BugReportCard.padding, y: y), Palette.label)
        y += titleHeight + 8
        if case .note(let field, _) = self {
            let box = Rect(x: card.minX + BugReportCard.padding, y: y, width: inner, height: fieldHeight)
            drawField(field, in: box, font: fieldFont, context: &context)
            y += fieldHeight + 8
        }
        for line in lines {
            context.drawText(line.run, at: Point(x: card.minX + BugReportCard.padding, y: y), line.color)
            y += lineHeight
        }
    }

    /// The field: the text's end (what fits before the caret), the composition after it in grey,
    /// or the placeholder when empty.
    private func drawField(_ field: NoteField, in box: Rect, font: Font, context: inout DrawingContext) {
        context.fillRoundedRect(box, radii: CornerRadii(8), Palette.groupedBackground)
        context.strokeRoundedRect(box, radii: CornerRadii(8), width: 1, BugReportCard.caretColor)
        let room = box.width - 20 - BugReportCard.caretWidth
        let textX = box.minX + 10
        let composing = TextRun(field.composition, font: font)
        let composingWidth = field.composition.isEmpty ? 0 : context.textMeasurer.size(of: composing).width
        let shown = TextTruncation.run(field.text, font: font, width: max(0, room - composingWidth), measurer: context.textMeasurer,
                                       keepingEnd: true)
        let size = context.textMeasurer.size(of: TextRun("Ag", font: font))
        let textY = box.midY - size.height / 2
        var caretX = textX
        if field.text.isEmpty && field.composition.isEmpty {
            context.drawText(TextRun(BugReportCard.placeholder, font: font), at: Point(x: textX + 3, y: textY), BugReportCard.placeholderColor)
        } else {
            context.drawText(shown, at: Point(x: textX, y: textY), Palette.label)
            caretX += shown.string.isEmpty ? 0 : context.textMeasurer.size(of: shown).width
        }
        context.fill(Rect(x: caretX, y: textY, width: BugReportCard.caretWidth, height: size.height), BugReportCard.caretColor)
        if composingWidth > 0 {
            context.drawText(composing, at: Point(x: caretX + BugReportCard.caretWidth + 1, y: textY), Palette.secondaryLabel)
        }
    }
}
