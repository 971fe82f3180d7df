import Graphics
import Scenes
import ScrollUI

extension OverlayRenderer {
    /// The help card's page `page` (`HelpCard`), opaque, centred over a dimmed viewport. While
    /// comparing, the keys that cannot serve every variant say so.
    func drawHelp(in viewport: Size, scenes: [String], isComparing: Bool = false, page: Int = 0, context: inout DrawingContext) {
        let help = HelpCard(viewport: viewport, scenes: scenes, isComparing: isComparing, measurer: context.textMeasurer)
        let card = help.card, index = min(max(0, page), help.pages.count - 1)
        context.fill(Rect(origin: .zero, size: viewport), Color(hex: 0x000000, opacity: 0.35))
        context.drawShadow(card, radii: CornerRadii(16), blur: 18, Color(hex: 0x000000, opacity: 0.3))
        context.fillRoundedRect(card, radii: CornerRadii(16), Color(hex: 0xFFFFFF))
        context.drawText(TextRun("Keys", font: Font(size: 17, weight: .semibold)),
                         at: Point(x: card.minX + HelpCard.margin, y: card.minY + 14), Palette.label)
        let rowHeight = help.rowHeight
        var y = card.minY + HelpCard.titleHeight
        for line in help.pages[index] {
            switch line {
            case .header(let title):
                context.drawText(TextRun(title, font: Font(size: HelpCard.minimumFontSize, weight: .semibold)),
                                 at: Point(x: card.minX + HelpCard.margin, y: y + 3), Palette.secondaryLabel)
                y += HelpCard.headerHeight
            case let .entry(key, action):
                let run = TextRun(key, font: help.keyFont)
                let keySize = context.textMeasurer.size(of: run)
                let cap = Rect(x: card.minX + HelpCard.margin, y: y + 1, width: max(24, keySize.width + 10), height: rowHeight - 2)
                context.fillRoundedRect(cap, radii: CornerRadii(4), Color(hex: 0xE5E5EA))
                context.drawText(run, at: Point(x: cap.midX - keySize.width / 2, y: cap.midY - keySize.height / 2), Palette.label)
                for (number, text) in action.enumerated() {
                    let height = context.textMeasurer.size(of: text).height
                    let top = cap.midY - height / 2 + Double(number) * help.actionLineHeight
                    context.drawText(text, at: Point(x: card.minX + help.actionInset, y: top), Palette.secondaryLabel)
                }
                y += HelpCard.height(of: line, help.columns)
            }
        }
        if let footer = help.footer(page: index) {
            context.drawText(TextRun(footer, font: Font(size: HelpCard.minimumFontSize, weight: .medium)),
                             at: Point(x: card.minX + HelpCard.margin, y: card.maxY - HelpCard.bottomPadding - HelpCard.footerHeight + 4),
                             Palette.secondaryLabel)
        }
    }
}
