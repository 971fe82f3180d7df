import Graphics

/// One line of text that fits a width: cut at the end with an ellipsis when it is too wide
/// (captions of compare frames and contact sheets, the HUD's values, badges, the help card).
public enum TextTruncation {
    static let ellipsis = "…"

    /// `text` in `font`, shortened with an ellipsis until it is at most `width` points wide: cut at
    /// the end, or at the start when `keepingEnd` (a note's field keeps the end, where the caret is).
    public static func run(_ text: String, font: Font, width: Double, measurer: any TextMeasuring, keepingEnd: Bool = false) -> TextRun {
        var run = TextRun(text, font: font)
        guard measurer.size(of: run).width > width else { return run }
        var kept = Substring(text)
        while !kept.isEmpty {
            kept = keepingEnd ? kept.dropFirst() : kept.dropLast()
            run = TextRun(keepingEnd ? ellipsis + kept : kept.trimmingTrailingSpaces + ellipsis, font: font)
            if measurer.size(of: run).width <= width { return run }
        }
        return TextRun(ellipsis, font: font)
    }
}

private extension Substring {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " || text.last == "," { text = text.dropLast() }
        return String(text)
    }
}
