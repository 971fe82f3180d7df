import Graphics
@testable import LabDrawing
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// A change the scene refuses on the tuning panel: the window shows the badge and the reason in full
/// (the line standard error gets), above the panel and inside the viewport, at the widths phones have.
final class RefusedChangeTests: XCTestCase {
    func testTheWindowShowsTheReasonAboveThePanel() throws {
        let assets = try TestAssets()
        for width in [320.0, 390, 430] {
            let viewport = Size(width: width, height: 844)
            let session = try SceneSession(sceneType: PullPromotionScene.self, assignments: [], viewport: viewport, assets: assets)
            let open = try OpenTuningPanel(over: session), qa = open.qa, panel = open.panel
            for _ in 0..<(try open.row("promotionThreshold")) { open.press("down") }
            // 100 → 90 → 80 → 70, which is not above refreshThreshold (70): refused.
            for _ in 0..<3 { open.press("left", [.shift]) }
            let failures = open.failures
            XCTAssertEqual(failures, ["cannot change promotionThreshold=70: promotionThreshold (70) must be more than refreshThreshold (70)"],
                           "\(width) pt")
            let overlay = qa.overlay(over: session)
            XCTAssertEqual(overlay.badge?.text, "Not changed")
            XCTAssertEqual(overlay.reason, failures.first)

            var context = DrawingContext(list: DisplayList(), visibleRect: Rect(origin: .zero, size: viewport),
                                         textMeasurer: session.window.textMeasurer)
            OverlayComposer.draw(overlay, over: session, context: &context)
            let card = TuningPanelView.card(rowCount: panel.rows.count, in: viewport)
            var words: [String] = []
            for case let .text(run, origin, _) in context.list.commands where origin.y < card.minY {
                let size = session.window.textMeasurer.size(of: run)
                guard origin.y > session.window.statusBarHeight else { continue }   // the badge
                XCTAssertGreaterThanOrEqual(origin.x, 0, "\(width) pt: \(run.string)")
                XCTAssertLessThanOrEqual(origin.x + size.width, width, "\(width) pt: \(run.string) inside the viewport")
                XCTAssertLessThanOrEqual(origin.y + size.height, card.minY, "\(width) pt: \(run.string) above the panel")
                words.append(run.string)
            }
            XCTAssertEqual(words.joined(separator: " "), failures.first, "\(width) pt: the whole reason, wrapped")
            XCTAssertGreaterThan(words.count, 1, "\(width) pt: on several lines")
        }
    }

    func testWrappedLinesFitAndKeepEveryWord() throws {
        let measurer = HUDRendererTests.HalfEm()
        let font = Font(size: 12)
        let text = "cannot change promotionThreshold=900: promotionThreshold (900) cannot be reached"
        let cases: [(line: UInt, width: Double, maxLines: Int, cut: Bool)] = [
            (#line, 1000, 4, false), (#line, 200, 4, false), (#line, 120, 2, true), (#line, 60, 9, false),
        ]
        for c in cases {
            let lines = TextWrapping.lines(text, font: font, width: c.width, maxLines: c.maxLines, measurer: measurer)
            XCTAssertLessThanOrEqual(lines.count, c.maxLines, line: c.line)
            for line in lines { XCTAssertLessThanOrEqual(measurer.size(of: line).width, c.width, line.string, line: c.line) }
            let joined = lines.map(\.string).joined(separator: " ")
            XCTAssertEqual(joined.hasSuffix(TextTruncation.ellipsis), c.cut, joined, line: c.line)
            if !c.cut && c.width >= 120 { XCTAssertEqual(joined, text, line: c.line) }
        }
    }

    /// The help card with the real fonts: every action whole at 320, 390 and 430 pt (on some page, a
    /// long one on two lines), inside the card.
    func testTheHelpCardCutsNoActionAtPhoneWidths() throws {
        let fonts = try TestAssets().fonts
        let scenes = SceneCatalog.names
        for width in [320.0, 390, 430] {
            let viewport = Size(width: width, height: 844)
            let help = HelpCard(viewport: viewport, scenes: scenes, isComparing: false, measurer: fonts)
            for page in help.pages.indices {
                var context = DrawingContext(list: DisplayList(), visibleRect: Rect(origin: .zero, size: viewport), textMeasurer: fonts)
                OverlayRenderer().drawHelp(in: viewport, scenes: scenes, page: page, context: &context)
                for case let .text(run, origin, _) in context.list.commands {
                    XCTAssertLessThanOrEqual(origin.x + fonts.size(of: run).width, width - 8 - 17, "\(width) pt: \(run.string)")
                }
            }
            let texts = help.pages.joined().compactMap { line -> String? in
                if case let .entry(_, action) = line { return action.map(\.string).joined(separator: " ") } else { return nil }
            }
            for action in KeyTable.bindings.map(\.help) where !action.hasPrefix("the scene of") {
                XCTAssertTrue(texts.contains(action), "\(width) pt: \(action) cut or missing")
            }
        }
    }
}
