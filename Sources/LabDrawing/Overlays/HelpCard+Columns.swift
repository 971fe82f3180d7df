import Graphics
import ScrollUI

extension HelpCard {
    /// The card's two columns at one row height: the keys' caps, and the actions after the widest
    /// key, which shrink together (never below `minimumFontSize`) until the longest fits, and wrap
    /// to a second line when even that is too wide.
    struct Columns {
        let rowHeight: Double
        let keyFont: Font
        let actionFont: Font
        let lineHeight: Double
        /// Where the actions start and how wide they may be, points from the card's left edge.
        let actionInset: Double
        let actionWidth: Double
        private let measurer: any TextMeasuring

        init(rowHeight: Double, width: Double, sections: [(title: String, entries: [(key: String, action: String)])],
             measurer: any TextMeasuring) {
            self.rowHeight = rowHeight
            self.measurer = measurer
            let size = min(HelpCard.largestTextSize, max(HelpCard.minimumFontSize, rowHeight * HelpCard.textRatio))
            keyFont = Font(size: size, weight: .semibold)
            let entries = sections.flatMap(\.entries)
            let widestKey = entries.map { measurer.size(of: TextRun($0.key, font: Font(size: size, weight: .semibold))).width }.max() ?? 0
            actionInset = HelpCard.margin + max(24, widestKey + 10) + 12
            actionWidth = width - HelpCard.margin - actionInset
            var font = Font(size: size)
            let widestAction = entries.map { measurer.size(of: TextRun($0.action, font: font)).width }.max() ?? 0
            if widestAction > actionWidth {
                font.size = max(HelpCard.minimumFontSize, font.size * actionWidth / widestAction)
            }
            actionFont = font
            lineHeight = measurer.size(of: TextRun("Ag", font: font)).height
        }

        /// An action's lines: one, or two when it does not fit (the second cut at its end if need be).
        func action(_ text: String) -> [TextRun] {
            let run = TextRun(text, font: actionFont)
            if measurer.size(of: run).width <= actionWidth { return [run] }
            return TextWrapping.lines(text, font: actionFont, width: actionWidth, maxLines: 2, measurer: measurer)
        }
    }
}
