/// `docs/reference/keys.md`: the key table as Markdown, one table per section of the help card, with
/// the scenes behind 1 … 9. `make keys-reference` writes it anew; a test fails when it differs.
public enum KeyReference {
    public static func markdown(scenes: [String]) -> String {
        var lines = [
            "# Keys",
            "",
            "Every key of the window, as the help card (? or F1) lists it. Generated from the key table",
            "(`KeyTable`), which also dispatches the keys: `make keys-reference` writes this file anew.",
            "Keys taking Shift as a variant (Shift+S, Shift+← →) say so; while comparing (`run --compare`),",
            "the keys marked \"no\" show \"Not while comparing\" and change nothing.",
        ]
        for section in KeyBinding.Section.allCases {
            lines += ["", "## \(section.rawValue)", "", "| key | what it does | while comparing |", "|---|---|---|"]
            for binding in KeyTable.bindings(in: section) {
                lines.append("| \(cell(binding.label)) | \(cell(binding.help)) | \(binding.servesComparison ? "yes" : "no") |")
            }
            if section == .scenes {
                lines += ["", "| number | scene |", "|---|---|"]
                lines += scenes.enumerated().map { "| \($0.offset + 1) | `\($0.element)` |" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A table cell: a bar in the text would end the cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
