import Graphics
@testable import LabDrawing
@testable import Scenes
import ScrollUI
import XCTest

/// The window's overlays keep off what they label: the badge in the status bar's free middle, guide
/// labels at the right edge; the help card is opaque and names every key and scene.
final class OverlayRendererTests: XCTestCase {
    private func draw(_ body: (inout DrawingContext) -> Void) -> [DrawCommand] {
        var context = DrawingContext(list: DisplayList(), visibleRect: Rect(x: 0, y: 0, width: 390, height: 844),
                                     textMeasurer: HUDRendererTests.HalfEm())
        body(&context)
        return context.list.commands
    }

    func testTheBadgeStaysInTheStatusBarsMiddleWhateverItsLength() {
        // (viewport width, text)
        let cases: [(Double, String)] = [(390, "SLOW ANIMATIONS ×0.1"), (390, "Saved pull-promotion-0001.857.png"),
                                         (320, "Recording stopped"), (844, "? for help")]
        for (width, text) in cases {
            let commands = draw { OverlayRenderer().drawBadge(text, width: width, statusBarHeight: 47, context: &$0) }
            var pills = 0
            for case let .roundedRect(rect, _, _) in commands {
                pills += 1
                XCTAssertGreaterThanOrEqual(rect.minY, 0, text)
                XCTAssertLessThanOrEqual(rect.maxY, 47, text)
                XCTAssertGreaterThanOrEqual(rect.minX, OverlayRenderer.statusBarSideWidth - 1e-9, "\(width) \(text)")
                XCTAssertLessThanOrEqual(rect.maxX, width - OverlayRenderer.statusBarSideWidth + 1e-9, "\(width) \(text)")
            }
            XCTAssertEqual(pills, 1)
        }
    }

    /// While recording, the REC mark and the badge share the status bar's middle in one row: REC first,
    /// apart, both between the clock and the icons.
    func testTheRecordingMarkAndTheBadgeShareOneRow() {
        let cases: [(width: Double, text: String?)] = [(390, "PAUSED · ← → to step"), (320, "SLOW ANIMATIONS ×0.1"),
                                                       (390, nil), (844, "Saved list-0001.png")]
        for item in cases {
            let commands = draw { OverlayRenderer().drawBadge(item.text, marks: [.recording], width: item.width, statusBarHeight: 47, context: &$0) }
            var pills: [Rect] = []
            for case let .roundedRect(rect, _, _) in commands { pills.append(rect) }
            XCTAssertEqual(pills.count, item.text == nil ? 1 : 2, "\(item)")
            for pill in pills {
                XCTAssertGreaterThanOrEqual(pill.minX, OverlayRenderer.statusBarSideWidth - 1e-9, "\(item)")
                XCTAssertLessThanOrEqual(pill.maxX, item.width - OverlayRenderer.statusBarSideWidth + 1e-9, "\(item)")
                XCTAssertLessThanOrEqual(pill.maxY, 47)
            }
            if pills.count == 2 { XCTAssertLessThanOrEqual(pills[0].maxX + OverlayRenderer.badgeGap, pills[1].minX + 1e-9, "\(item)") }
        }
        XCTAssertEqual(OverlayRenderer.badgeRow(widths: [40, 100], width: 390).map(\.x), [122, 168])
    }

    /// A saved file's badge too long for the status bar keeps "Saved " and the name's end (its stamp
    /// and extension), not a cut in the name's middle; other badges are cut at their end.
    func testASavedBadgeKeepsTheFileNamesEnd() {
        let font = Font(size: OverlayRenderer.smallestBadgeFontSize, weight: .bold)
        let measurer = HUDRendererTests.HalfEm()
        let cases: [(text: String, width: Double, shown: String)] = [
            ("Saved list.png", 400, "Saved list.png"),
            ("Saved pull-promotion-20261202-140512-0001.857.png", 120, ""),
            ("Recording stopped, file too long to say", 80, ""),
        ]
        for item in cases {
            let run = OverlayRenderer.badgeRun(item.text, font: font, width: item.width, measurer: measurer)
            XCTAssertLessThanOrEqual(measurer.size(of: run).width, item.width + 1e-9, item.text)
            if !item.shown.isEmpty { XCTAssertEqual(run.string, item.shown) }
        }
        let saved = OverlayRenderer.badgeRun(cases[1].text, font: font, width: 120, measurer: measurer).string
        XCTAssertTrue(saved.hasPrefix("Saved …"), saved)
        XCTAssertTrue(saved.hasSuffix(".857.png"), saved)
        let other = OverlayRenderer.badgeRun(cases[2].text, font: font, width: 80, measurer: measurer).string
        XCTAssertTrue(other.hasPrefix("Recording") && other.hasSuffix("…"), other)
    }

    /// A centred navigation bar title 200 pt wide stays uncovered by the label of the guide at the
    /// bar's bottom edge.
    func testGuideLabelsSitAtTheRightEdgeOffCentredTitles() {
        let guide = SceneGuide(label: "navigation bar 91 (content inset top)", y: 91, color: SceneGuide.insetColor)
        let commands = draw { OverlayRenderer().drawGuides([guide], width: 390, context: &$0) }
        let title = Rect(x: 95, y: 60, width: 200, height: 31)
        var labels = 0
        for case let .roundedRect(rect, _, _) in commands {
            labels += 1
            XCTAssertEqual(rect.maxX, 390 - 6, accuracy: 1e-9)
            XCTAssertFalse(rect.intersects(title), "\(rect)")
        }
        XCTAssertEqual(labels, 1)
    }

    func testTheHelpCardIsOpaqueAndNamesEveryKeyAndScene() {
        let scenes = ["list", "expandable-bar", "pull-promotion", "hover-banner", "bottom-sheet"]
        for viewport in [Size(width: 390, height: 844), Size(width: 320, height: 568), Size(width: 430, height: 932)] {
            let pages = HelpCard(viewport: viewport, scenes: scenes, isComparing: false, measurer: HUDRendererTests.HalfEm()).pages.count
            var texts: [String] = []
            for page in 0..<pages {
                let commands = draw { OverlayRenderer().drawHelp(in: viewport, scenes: scenes, page: page, context: &$0) }
                var card: Rect?
                for command in commands {
                    switch command {
                    case let .text(run, origin, _):
                        texts.append(run.string)
                        if let card { XCTAssertLessThanOrEqual(origin.y, card.maxY, run.string) }
                    case let .roundedRect(rect, _, color) where card == nil:
                        XCTAssertEqual(color, Color(hex: 0xFFFFFF), "the card is opaque")
                        card = rect
                    default: break
                    }
                }
                XCTAssertLessThanOrEqual(card?.maxY ?? .infinity, viewport.height, "\(viewport)")
            }
            for key in ["H", "G", "K", "T", "P", ".", "click strip", "[ ] X", "Z", "O", "C", "S", "Shift+S", "R", "L", "V", "Shift+V", "wheel",
                        "↑ ↓", "Space", "PgUp PgDn", "Home End", "Esc", "Return", "Tab", "? or F1", "Ctrl+Q"] {
                XCTAssertTrue(texts.contains(key), "\(key) missing")
            }
            XCTAssertFalse(texts.contains { $0.hasSuffix(TextTruncation.ellipsis) }, "no action cut at \(viewport.width) pt: \(texts)")
            for (index, scene) in scenes.enumerated() {
                XCTAssertTrue(texts.contains("\(index + 1)") && texts.contains(scene), "\(scene) missing")
            }
            // The panel holds the scene's own options, not only the physics.
            XCTAssertTrue(texts.contains("tuning panel: the options, live"), "\(texts)")
        }
    }

    /// While comparing, the card says which keys cannot serve every variant, and the scene keys.
    func testTheHelpCardWhileComparingMarksWhatCannotServeEveryVariant() {
        let scenes = ["list", "expandable-bar", "pull-promotion", "hover-banner", "bottom-sheet"]
        let commands = draw { OverlayRenderer().drawHelp(in: Size(width: 390, height: 844), scenes: scenes, isComparing: true, context: &$0) }
        let texts = commands.compactMap { command -> String? in if case let .text(run, _, _) = command { return run.string } else { return nil } }
        XCTAssertEqual(texts.filter { $0 == "not while comparing" }.count, 9, "\(texts)")
        for key in ["← →", "Shift+← →", "[ ] X", "Z", "V", "B", "1 … 5", "H", "O", "S"] { XCTAssertTrue(texts.contains(key), "\(key) missing") }
        XCTAssertFalse(texts.contains("bottom-sheet"))
        XCTAssertTrue(texts.contains("pause animations; shows the timeline"))
    }
}
