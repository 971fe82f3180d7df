import Graphics
import Scenes
import ScrollUI

/// The help card's layout from the key table (`KeyTable`): one page when every key fits the
/// viewport at a readable size, else pages ("1/3 — ? next") whose text never goes below
/// `minimumFontSize`. An action too long for its column wraps to a second line rather than shrink.
public struct HelpCard {
    /// One line of a page.
    enum Line: Equatable {
        case header(String)
        case entry(key: String, action: [TextRun])
    }

    /// The smallest text the card draws, points: UIKit's smallest body text (11 pt, the Human
    /// Interface Guidelines' minimum for legibility).
    static let minimumFontSize = 11.0
    /// A key's row at its tallest, and the least a row shrinks to before the card takes pages:
    /// points (row text is 0.62 of the row, at most 12 pt: 18 pt keeps it above 11 pt).
    static let rowHeight = 20.0
    static let minimumRowHeight = 18.0
    /// Text size over row height, and its largest, points.
    static let textRatio = 0.62
    static let largestTextSize = 12.0
    /// A section's title row, the title's top (the card's "Keys"), the bottom padding and the page
    /// line ("1/3 — ? next") of a paged card, points.
    static let headerHeight = 18.0
    static let titleHeight = 36.0
    static let bottomPadding = 10.0
    static let footerHeight = 20.0
    /// The card's side margin, the viewport's margin around it and the card's widest, points.
    static let margin = 18.0
    static let viewportMargin = 12.0
    static let widestCard = 380.0
    /// What the card says for the keys that cannot serve every variant while comparing.
    static let notWhileComparing = "not while comparing"

    let card: Rect
    let columns: Columns
    let pages: [[Line]]

    var rowHeight: Double { columns.rowHeight }
    var keyFont: Font { columns.keyFont }
    var actionLineHeight: Double { columns.lineHeight }
    /// Where the actions start, from the card's left edge.
    var actionInset: Double { columns.actionInset }

    init(viewport: Size, scenes: [String], isComparing: Bool, measurer: any TextMeasuring) {
        let sections = HelpCard.sections(scenes: scenes, isComparing: isComparing)
        let rows = Double(sections.reduce(0) { $0 + $1.entries.count })
        let fixed = HelpCard.titleHeight + Double(sections.count) * HelpCard.headerHeight + HelpCard.bottomPadding
        let room = viewport.height - 2 * HelpCard.viewportMargin
        let fitted = min(HelpCard.rowHeight, (room - fixed) / rows)
        let width = min(HelpCard.widestCard, viewport.width - 16)
        var layout = HelpCard.Columns(rowHeight: fitted, width: width, sections: sections, measurer: measurer)
        var pages = HelpCard.flow(sections, layout: layout, pageHeight: .infinity)
        if fitted < HelpCard.minimumRowHeight || HelpCard.titleHeight + HelpCard.height(pages[0], layout) + HelpCard.bottomPadding > room {
            layout = HelpCard.Columns(rowHeight: HelpCard.rowHeight, width: width, sections: sections, measurer: measurer)
            let body = room - HelpCard.titleHeight - HelpCard.bottomPadding - HelpCard.footerHeight
            pages = HelpCard.flow(sections, layout: layout, pageHeight: body)
        }
        columns = layout
        self.pages = pages
        let tallest = pages.map { HelpCard.height($0, layout) }.max() ?? 0
        let height = HelpCard.titleHeight + tallest + HelpCard.bottomPadding + (pages.count > 1 ? HelpCard.footerHeight : 0)
        card = Rect(x: (viewport.width - width) / 2, y: max(HelpCard.viewportMargin, (viewport.height - height) / 2),
                    width: width, height: height)
    }

    /// How many pages the card takes over `session`'s viewport.
    public static func pageCount(over session: SceneSession, isComparing: Bool) -> Int {
        HelpCard(viewport: session.window.size, scenes: SceneCatalog.names, isComparing: isComparing,
                 measurer: session.window.textMeasurer).pages.count
    }

    /// The page line of page `index` (zero-based) of a paged card; nil for one page.
    func footer(page index: Int) -> String? {
        guard pages.count > 1 else { return nil }
        return "\(index + 1)/\(pages.count) — ? " + (index + 1 < pages.count ? "next" : "closes")
    }

    /// The height of a line of `layout`.
    static func height(of line: Line, _ layout: Columns) -> Double {
        switch line {
        case .header: return headerHeight
        case .entry(_, let action): return layout.rowHeight + Double(max(0, action.count - 1)) * layout.lineHeight
        }
    }

    static func height(_ page: [Line], _ layout: Columns) -> Double {
        page.reduce(0) { $0 + height(of: $1, layout) }
    }

    /// The sections' lines in pages at most `pageHeight` tall: a section that goes on to the next page
    /// repeats its title there, and no title is left at a page's end without a key under it.
    private static func flow(_ sections: [(title: String, entries: [(key: String, action: String)])], layout: Columns,
                             pageHeight: Double) -> [[Line]] {
        var pages: [[Line]] = [[]], used = 0.0
        for section in sections {
            var titled = false
            for entry in section.entries {
                let line = Line.entry(key: entry.key, action: layout.action(entry.action))
                let needed = height(of: line, layout) + (titled ? 0 : headerHeight)
                if used + needed > pageHeight, !pages[pages.count - 1].isEmpty {
                    pages.append([])
                    used = 0
                    titled = false
                }
                if !titled {
                    pages[pages.count - 1].append(.header(section.title.uppercased()))
                    used += headerHeight
                    titled = true
                }
                pages[pages.count - 1].append(line)
                used += height(of: line, layout)
            }
        }
        return pages
    }

    /// The key table's sections as the card lists them: each scene under its number, and while
    /// comparing the keys that cannot serve every variant say so.
    static func sections(scenes: [String], isComparing: Bool) -> [(title: String, entries: [(key: String, action: String)])] {
        KeyBinding.Section.allCases.map { section in
            let bindings = KeyTable.bindings(in: section)
            guard section == .scenes else {
                return (section.rawValue, bindings.map { binding in
                    (binding.label, isComparing && !binding.servesComparison ? notWhileComparing : binding.help)
                })
            }
            let entries = isComparing ? [("1 … \(scenes.count)", notWhileComparing)]
                : scenes.enumerated().map { ("\($0.offset + 1)", $0.element) }
            return (section.rawValue, entries)
        }
    }
}
