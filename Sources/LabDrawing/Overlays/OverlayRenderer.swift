import Graphics
import Scenes
import ScrollUI

/// What the QA tools draw over the viewport: guides (key G), touches (key K), the badge (slow
/// motion, pause, confirmations, failures) and the help card (? or F1). Nothing sits on what it
/// labels: the badge takes the status bar's empty middle (where an iPhone has its camera), guide
/// labels sit at the right edge, away from centred titles, and under a content edge's line. The help
/// card is `HelpCard`'s layout (`drawHelp`).
public struct OverlayRenderer {
    /// Diameter of a shown touch, points (iOS's show-touches circle).
    static let touchDiameter = 44.0
    static let touchColor = Color(hex: 0x8E8E93, opacity: 0.45)
    /// The status bar's middle left free for the badge: the clock and the icons each take this
    /// much of its width, points (`StatusBarView`).
    static let statusBarSideWidth = 108.0
    /// The badge's text size, and the smallest it shrinks to before it is shortened, points.
    static let badgeFontSize = 11.0
    static let smallestBadgeFontSize = 9.0
    static let alertColor = Color(hex: 0xFF453A, opacity: 0.94)
    /// A failure's reason under the badge: its text size, points, and the most lines it takes.
    static let reasonFontSize = 12.0
    static let reasonLines = 4
    static let infoColor = Color(hex: 0x1C1C1E, opacity: 0.9)

    public enum BadgeStyle {
        /// Slow motion, pause and failures.
        case alert
        /// Confirmations and hints.
        case info
    }

    func drawGuides(_ guides: [SceneGuide], width: Double, context: inout DrawingContext) {
        let runs = guides.map { TextRun($0.label, font: Font(size: 11, weight: .semibold)) }
        let pills = LabelPlacement.arrange(zip(guides, runs).map { guide, run in
            let size = context.textMeasurer.size(of: run)
            // Above the line, or under it for a content edge (the bar above it keeps its title clear).
            let top = guide.marksContentEdge ? guide.y + 2 : guide.y - size.height - 4
            return Rect(x: width - size.width - 18, y: top, width: size.width + 12, height: size.height + 2)
        }, gap: 4)
        for guide in guides {
            var x = 0.0
            while x < width {
                context.fill(Rect(x: x, y: guide.y - 0.5, width: min(8, width - x), height: 1), guide.color)
                x += 12
            }
        }
        for (guide, (run, pill)) in zip(guides, zip(runs, pills)) {
            context.fillRoundedRect(pill, radii: CornerRadii(pill.height / 2), guide.color.withOpacity(0.9))
            context.drawText(run, at: Point(x: pill.minX + 6, y: pill.minY + 1), .white)
        }
    }

    func drawTouch(at point: Point, context: inout DrawingContext) {
        let r = OverlayRenderer.touchDiameter / 2
        let circle = Rect(x: point.x - r, y: point.y - r, width: 2 * r, height: 2 * r)
        context.fillRoundedRect(circle, radii: CornerRadii(r), OverlayRenderer.touchColor)
        context.strokeRoundedRect(circle, radii: CornerRadii(r), width: 1.5, Color(hex: 0xFFFFFF, opacity: 0.8))
    }

    /// The status bar's middle: the marks (REC, PAUSED, the slow clock's speed, as iOS's status-bar
    /// pills) and the badge after them, in one row centred in the room between the clock and the
    /// icons. The badge's font shrinks, then its text is cut (`badgeRun`), to fit what the marks leave.
    func drawBadge(_ text: String?, style: BadgeStyle = .alert, marks: [BadgeMark] = [], width: Double, statusBarHeight: Double,
                   context: inout DrawingContext) {
        let badgeInset = OverlayRenderer.badgeInset, markInset = OverlayRenderer.markInset
        let room = max(60, width - 2 * OverlayRenderer.statusBarSideWidth) - 2 * badgeInset
        let markFont = Font(size: OverlayRenderer.badgeFontSize, weight: .bold)
        let markRuns = marks.map { TextRun($0.text, font: markFont) }
        let markWidths = markRuns.map { context.textMeasurer.size(of: $0).width }
        let left = room - markWidths.reduce(0) { $0 + $1 + 2 * markInset + OverlayRenderer.badgeGap }
        var runs = zip(marks, zip(markRuns, markWidths)).map { (run: $1.0, width: $1.1, inset: markInset, color: $0.color) }
        if let text {
            var font = Font(size: OverlayRenderer.badgeFontSize, weight: .bold)
            let natural = context.textMeasurer.size(of: TextRun(text, font: font)).width
            let textRoom = max(20, left)
            if natural > textRoom { font.size = max(OverlayRenderer.smallestBadgeFontSize, font.size * textRoom / natural) }
            let run = OverlayRenderer.badgeRun(text, font: font, width: textRoom, measurer: context.textMeasurer)
            runs.append((run, context.textMeasurer.size(of: run).width, badgeInset,
                         style == .alert ? OverlayRenderer.alertColor : OverlayRenderer.infoColor))
        }
        guard !runs.isEmpty else { return }
        let pills = OverlayRenderer.badgeRow(widths: runs.map { $0.width + 2 * $0.inset }, width: width)
        for (item, frame) in zip(runs, pills) {
            let height = context.textMeasurer.size(of: item.run).height + 6
            let pill = Rect(x: frame.x, y: max(2, (statusBarHeight - height) / 2), width: frame.width, height: height)
            context.fillRoundedRect(pill, radii: CornerRadii(pill.height / 2), item.color)
            context.drawText(item.run, at: Point(x: pill.minX + item.inset, y: pill.minY + 3), .white)
        }
    }

    /// The badge's text from its pill's ends, points.
    static let badgeInset = 10.0
    /// A mark's text from its pill's ends, points: tighter than the badge's, as iOS's status-bar pills
    /// are, so the badge keeps room on a phone.
    static let markInset = 6.0

    /// Space between two pills of the badge row, points.
    static let badgeGap = 6.0

    /// The left edge and width of each pill `widths` wide, in one row centred across `width` with
    /// `badgeGap` between them.
    static func badgeRow(widths: [Double], width: Double) -> [(x: Double, width: Double)] {
        let total = widths.reduce(0, +) + badgeGap * Double(max(0, widths.count - 1))
        var x = (width - total) / 2
        return widths.map { pillWidth in
            defer { x += pillWidth + badgeGap }
            return (x, pillWidth)
        }
    }

    /// The prefix of a badge that names a file written: the file's name after it keeps its end.
    static let savedPrefix = "Saved "

    /// A badge's text in `font` at most `width` wide: cut at the end, but a saved file's name keeps
    /// "Saved " and the name's end (its stamp and extension tell files apart), never a cut middle.
    static func badgeRun(_ text: String, font: Font, width: Double, measurer: any TextMeasuring) -> TextRun {
        guard text.hasPrefix(savedPrefix), measurer.size(of: TextRun(text, font: font)).width > width else {
            return TextTruncation.run(text, font: font, width: width, measurer: measurer)
        }
        let prefixWidth = measurer.size(of: TextRun(savedPrefix, font: font)).width
        let name = TextTruncation.run(String(text.dropFirst(savedPrefix.count)), font: font, width: width - prefixWidth,
                                      measurer: measurer, keepingEnd: true)
        return TextRun(savedPrefix + name.string, font: font)
    }

    /// A failure's reason in full, wrapped in a card across the viewport whose bottom is at `bottom`
    /// (above the tuning panel or the home indicator), at most `reasonLines` lines.
    func drawReason(_ text: String, width: Double, bottom: Double, context: inout DrawingContext) {
        let font = Font(size: OverlayRenderer.reasonFontSize, weight: .medium)
        let card = Rect(x: 8, y: 0, width: max(40, width - 16), height: 0)
        let lines = TextWrapping.lines(text, font: font, width: card.width - 24, maxLines: OverlayRenderer.reasonLines,
                                       measurer: context.textMeasurer)
        let lineHeight = context.textMeasurer.size(of: TextRun("Ag", font: font)).height
        let height = Double(lines.count) * lineHeight + 16
        let box = Rect(x: card.minX, y: max(0, bottom - height), width: card.width, height: height)
        context.fillRoundedRect(box, radii: CornerRadii(10), OverlayRenderer.alertColor)
        for (index, line) in lines.enumerated() {
            context.drawText(line, at: Point(x: box.minX + 12, y: box.minY + 8 + Double(index) * lineHeight), .white)
        }
    }
}
