import Graphics
import Scenes
import ScrollUI

/// What the QA tools draw over the viewport: guides (key G), touches (key K), the badge (slow
/// motion, pause, confirmations, failures) and the help card (? or F1). Nothing sits on what it
/// labels: the badge takes the status bar's empty middle (where an iPhone has its camera), guide
/// labels sit at the right edge, away from centred titles, and under a content edge's line.
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
    /// The least the help card's actions shrink to so that the longest fits, points.
    static let smallestHelpFontSize = 9.5
    static let infoColor = Color(hex: 0x1C1C1E, opacity: 0.9)

    public enum BadgeStyle {
        /// Slow motion, pause and failures.
        case alert
        /// Confirmations and hints.
        case info
    }

    /// The help card's sections: every key of the window, and what it does.
    static let sections: [(title: String, keys: [(key: String, action: String)])] = [
        ("Inspect", [
            ("H", "HUD: frame graph, state, live plot"),
            ("G", "guides: thresholds, detents, insets"),
            ("K", "show touches"),
            ("T", "slow motion (animations × 0.1)"),
            ("P", "pause animations; shows the timeline"),
            ("← →", "one frame back / on (when paused)"),
            ("Shift+← →", "previous / next input or transition"),
            (".", "step one frame (when paused)"),
            ("click strip", "seek the timeline (when paused)"),
            ("[ ] X", "loop in / out; P plays it, X clears"),
            ("Z", "zoom the strip to the last gesture"),
            ("O", "tuning panel: the options, live"),
            ("C", "tuning: print the changes as --set"),
            ("Shift+C", "tuning: the values as Swift"),
        ]),
        ("Capture", [
            ("S", "screenshot at the phone's scale"),
            ("Shift+S", "screenshot with guides, touches"),
            ("R", "record a trace (from the scene's load)"),
            ("L", "save the last 30 s (or loop) as a trace"),
            ("V", "video: loop, recording or last 30 s"),
            ("Shift+V", "video with guides, touches"),
            ("B", "bug report: a note, then a folder"),
        ]),
        ("Scroll", [
            ("wheel", "three rows a notch"),
            ("↑ ↓", "40 pt"),
            ("Space", "a page down (Shift: up)"),
            ("PgUp PgDn", "a page"),
            ("Home End", "to the top, to the end"),
            ("Esc", "close (the promotion, bar, this help)"),
            ("Return", "bar: expand the search (scene 2)"),
            ("Tab", "bar: the other list (scene 2)"),
        ]),
        ("Window", [
            ("? or F1", "this help"),
            ("Ctrl+Q", "quit"),
        ]),
    ]

    /// Keys that cannot serve every variant of a compare (the window says so when they are pressed).
    static let unavailableWhileComparing: Set = ["← →", "Shift+← →", "click strip", "[ ] X", "Z", "V", "Shift+V", "B"]
    /// What the help card says for them, and for the scene keys, while comparing.
    static let notWhileComparing = "not while comparing"

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

    /// The status bar's middle: the marks (REC while recording, as iOS's recording pill) and the badge
    /// after them, in one row centred in the room between the clock and the icons. The badge's font
    /// shrinks, then its text is cut (`badgeRun`), to fit what the marks leave.
    func drawBadge(_ text: String?, style: BadgeStyle = .alert, marks: [String] = [], width: Double, statusBarHeight: Double,
                   context: inout DrawingContext) {
        let room = max(60, width - 2 * OverlayRenderer.statusBarSideWidth) - 20
        let markFont = Font(size: OverlayRenderer.badgeFontSize, weight: .bold)
        let markRuns = marks.map { TextRun($0, font: markFont) }
        let markWidths = markRuns.map { context.textMeasurer.size(of: $0).width }
        let left = room - markWidths.reduce(0) { $0 + $1 + 20 + OverlayRenderer.badgeGap }
        var runs = zip(markRuns, markWidths).map { (run: $0, width: $1, color: OverlayRenderer.recordingColor) }
        if let text {
            var font = Font(size: OverlayRenderer.badgeFontSize, weight: .bold)
            let natural = context.textMeasurer.size(of: TextRun(text, font: font)).width
            let textRoom = max(20, left)
            if natural > textRoom { font.size = max(OverlayRenderer.smallestBadgeFontSize, font.size * textRoom / natural) }
            let run = OverlayRenderer.badgeRun(text, font: font, width: textRoom, measurer: context.textMeasurer)
            runs.append((run, context.textMeasurer.size(of: run).width, style == .alert ? OverlayRenderer.alertColor : OverlayRenderer.infoColor))
        }
        guard !runs.isEmpty else { return }
        let pills = OverlayRenderer.badgeRow(widths: runs.map { $0.width + 20 }, width: width)
        for (item, frame) in zip(runs, pills) {
            let height = context.textMeasurer.size(of: item.run).height + 6
            let pill = Rect(x: frame.x, y: max(2, (statusBarHeight - height) / 2), width: frame.width, height: height)
            context.fillRoundedRect(pill, radii: CornerRadii(pill.height / 2), item.color)
            context.drawText(item.run, at: Point(x: pill.minX + 10, y: pill.minY + 3), .white)
        }
    }

    /// Space between two pills of the badge row, points.
    static let badgeGap = 6.0
    /// The REC mark's red (iOS's recording pill: systemRed).
    static let recordingColor = Color(hex: 0xFF3B30)

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

    /// The help card, opaque, centred; its rows get shorter when the viewport is short. While
    /// comparing, the keys that cannot serve every variant say so.
    func drawHelp(in viewport: Size, scenes: [String], isComparing: Bool = false, context: inout DrawingContext) {
        var sections = OverlayRenderer.sections + [("Scenes", scenes.enumerated().map { ("\($0.offset + 1)", $0.element) })]
        if isComparing {
            sections = OverlayRenderer.sections.map { section in
                (section.title, section.keys.map { entry in
                    OverlayRenderer.unavailableWhileComparing.contains(entry.key) ? (entry.key, OverlayRenderer.notWhileComparing) : entry
                })
            } + [("Scenes", [("1 … \(scenes.count)", OverlayRenderer.notWhileComparing)])]
        }
        let rows = Double(sections.reduce(0) { $0 + $1.keys.count })
        let headers = Double(sections.count)
        let width = min(380, viewport.width - 16)
        let fixed = 42 + headers * 20 + 10
        let rowHeight = min(20, max(11, (viewport.height - 24 - fixed) / rows))
        let height = fixed + rows * rowHeight
        let card = Rect(x: (viewport.width - width) / 2, y: max(12, (viewport.height - height) / 2), width: width, height: height)
        context.fill(Rect(origin: .zero, size: viewport), Color(hex: 0x000000, opacity: 0.35))
        context.drawShadow(card, radii: CornerRadii(16), blur: 18, Color(hex: 0x000000, opacity: 0.3))
        context.fillRoundedRect(card, radii: CornerRadii(16), Color(hex: 0xFFFFFF))
        context.drawText(TextRun("Keys", font: Font(size: 17, weight: .semibold)),
                         at: Point(x: card.minX + 18, y: card.minY + 14), Palette.label)
        let keyFont = Font(size: min(12, rowHeight * 0.62), weight: .semibold)
        // The actions start after the widest key and shrink together until the longest fits.
        let entries = sections.flatMap(\.keys)
        let widestKey = entries.map { context.textMeasurer.size(of: TextRun($0.key, font: keyFont)).width }.max() ?? 0
        let actionX = card.minX + 18 + max(24, widestKey + 10) + 12
        var actionFont = Font(size: min(12, rowHeight * 0.62))
        let widestAction = entries.map { context.textMeasurer.size(of: TextRun($0.action, font: actionFont)).width }.max() ?? 0
        let room = card.maxX - 18 - actionX
        if widestAction > room {
            actionFont.size = max(OverlayRenderer.smallestHelpFontSize, actionFont.size * room / widestAction)
        }
        var y = card.minY + 42
        for section in sections {
            context.drawText(TextRun(section.title.uppercased(), font: Font(size: 11, weight: .semibold)),
                             at: Point(x: card.minX + 18, y: y + 3), Palette.secondaryLabel)
            y += 20
            for entry in section.keys {
                let key = TextRun(entry.key, font: keyFont)
                let keySize = context.textMeasurer.size(of: key)
                let cap = Rect(x: card.minX + 18, y: y + 1, width: max(24, keySize.width + 10), height: rowHeight - 2)
                context.fillRoundedRect(cap, radii: CornerRadii(4), Color(hex: 0xE5E5EA))
                context.drawText(key, at: Point(x: cap.midX - keySize.width / 2, y: cap.midY - keySize.height / 2), Palette.label)
                let action = TextTruncation.run(entry.action, font: actionFont, width: room, measurer: context.textMeasurer)
                let actionHeight = context.textMeasurer.size(of: action).height
                context.drawText(action, at: Point(x: actionX, y: cap.midY - actionHeight / 2), Palette.secondaryLabel)
                y += rowHeight
            }
        }
    }
}
