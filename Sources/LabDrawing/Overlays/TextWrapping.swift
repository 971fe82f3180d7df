import Graphics

/// Text broken into lines that fit a width, at spaces (a word wider than the line is cut), the last
/// line shortened with an ellipsis when there is more than `maxLines` lines of it (a failure's reason).
public enum TextWrapping {
    public static func lines(_ text: String, font: Font, width: Double, maxLines: Int, measurer: any TextMeasuring) -> [TextRun] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || measurer.size(of: TextRun(candidate, font: font)).width <= width {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        let kept = lines.prefix(maxLines).enumerated().map { index, line in
            let isCutShort = index == maxLines - 1 && lines.count > maxLines
            return TextTruncation.run(isCutShort ? line + " " + TextTruncation.ellipsis : line, font: font, width: width,
                                      measurer: measurer)
        }
        return Array(kept)
    }
}
