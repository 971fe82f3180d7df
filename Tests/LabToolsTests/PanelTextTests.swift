import Graphics
@testable import LabDrawing
@testable import Studio
@testable import Playback
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// The tuning panel, the guides, the HUD's plot and state drawn with the real fonts at the widths
/// phones have (320, 390 and 430 pt): no option name or value cut, no two threshold labels over each
/// other, and point sliders on one scale (a larger threshold's knob further right).
final class PanelTextTests: XCTestCase {
    private static let widths = [320.0, 390, 430]
    private var assets: (any AssetStore)!

    override func setUpWithError() throws { assets = try TestAssets() }

    private func session(_ scene: any Scene.Type, width: Double, _ assignments: [String] = []) throws -> SceneSession {
        try SceneSession(sceneType: scene, assignments: assignments, viewport: Size(width: width, height: 844), assets: assets)
    }

    private func texts(_ commands: [DrawCommand]) -> [(run: TextRun, origin: Point)] {
        commands.compactMap { if case let .text(run, origin, _) = $0 { return (run, origin) } else { return nil } }
    }

    private func panel(over session: SceneSession) throws -> (panel: TuningPanel, commands: [DrawCommand]) {
        let panel = try OpenTuningPanel(over: session).panel
        var context = DrawingContext(list: DisplayList(), visibleRect: Rect(origin: .zero, size: session.window.size),
                                     textMeasurer: session.window.textMeasurer)
        TuningPanelView().draw(panel, in: session.window.size, context: &context)
        return (panel, context.list.commands)
    }

    /// Every option's name whole and left of its control, every value inside the card.
    func testNoNameOrValueIsCut() throws {
        for width in Self.widths {
            for scene in SceneCatalog.all {
                let session = try session(scene, width: width)
                let (panel, commands) = try panel(over: session)
                let card = TuningPanelView.card(rowCount: panel.rows.count, in: session.window.size)
                let drawn = texts(commands)
                let shown = TuningPanelView.visibleRows(panel.rows.count, in: session.window.size)
                for (slot, row) in panel.rows.prefix(shown).enumerated() {
                    let name = try XCTUnwrap(drawn.first { $0.run.string == row.name }, "\(scene.name) at \(width) pt: \(row.name) cut")
                    let control = TuningPanelView.control(row.kind, slot: slot, in: card)
                    XCTAssertLessThanOrEqual(name.origin.x + session.window.textMeasurer.size(of: name.run).width, control.minX,
                                             "\(scene.name) at \(width) pt: \(row.name)")
                    if case .slider = row.kind {
                        let value = try XCTUnwrap(drawn.first { $0.run.string == row.shownText && $0.origin.x > control.maxX },
                                                  "\(scene.name) at \(width) pt: \(row.name)'s value")
                        XCTAssertLessThanOrEqual(value.origin.x + session.window.textMeasurer.size(of: value.run).width, card.maxX,
                                                 "\(scene.name) at \(width) pt: \(row.name)'s value")
                    }
                }
                XCTAssertFalse(drawn.contains { $0.run.string.hasSuffix(TextTruncation.ellipsis) },
                               "\(scene.name) at \(width) pt: \(drawn.map(\.run.string))")
            }
        }
    }

    /// The knobs of the two thresholds as drawn (the white 14 pt circles): the larger further right,
    /// however close, and the same number of points at the same place.
    func testPointSlidersShareOneScale() throws {
        let cases: [(line: UInt, refresh: Int, promotion: Int)] = [(#line, 70, 100), (#line, 70, 72), (#line, 30, 290), (#line, 200, 210)]
        for width in Self.widths {
            for c in cases {
                let session = try session(PullPromotionScene.self, width: width,
                                          ["refreshThreshold=\(c.refresh)", "promotionThreshold=\(c.promotion)"])
                let (panel, commands) = try panel(over: session)
                let card = TuningPanelView.card(rowCount: panel.rows.count, in: session.window.size)
                var knobs: [String: Double] = [:]
                for case let .roundedRect(rect, _, color) in commands where color == .white && rect.width == 14 {
                    let slot = Int((rect.midY - card.minY - TuningPanelView.titleHeight) / TuningPanelView.rowHeight)
                    knobs[panel.rows[slot].name] = rect.midX
                }
                let refresh = try XCTUnwrap(knobs["refreshThreshold"]), promotion = try XCTUnwrap(knobs["promotionThreshold"])
                XCTAssertLessThan(refresh, promotion, "\(width) pt", line: c.line)
                let track = TuningPanelView.control(.slider(range: 0...1, step: 1), slot: 0, in: card)
                let pointsPerPoint = track.width / 844
                XCTAssertEqual(promotion - refresh, Double(c.promotion - c.refresh) * pointsPerPoint, accuracy: 0.01,
                               "\(width) pt", line: c.line)
            }
        }
    }

    /// The pull-promotion's guides with the thresholds a few points apart: no pill over another,
    /// each at its line's height, inside the viewport.
    func testGuideLabelsDoNotCoverEachOther() throws {
        for width in Self.widths {
            for promotion in [71, 75, 90] {
                let session = try session(PullPromotionScene.self, width: width, ["refreshThreshold=70", "promotionThreshold=\(promotion)"])
                var context = DrawingContext(list: DisplayList(), visibleRect: Rect(origin: .zero, size: session.window.size),
                                             textMeasurer: session.window.textMeasurer)
                OverlayRenderer().drawGuides(session.scene.guides, width: width, context: &context)
                let pills = context.list.commands.compactMap { command -> Rect? in
                    if case let .roundedRect(rect, _, _) = command { return rect } else { return nil }
                }
                XCTAssertEqual(pills.count, session.scene.guides.count)
                for (index, pill) in pills.enumerated() {
                    XCTAssertGreaterThanOrEqual(pill.minX, 0, "\(width) pt, \(promotion)")
                    XCTAssertLessThanOrEqual(pill.maxX, width, "\(width) pt, \(promotion)")
                    for other in pills[(index + 1)...] { XCTAssertFalse(pill.intersects(other), "\(width) pt, \(promotion): \(pill) \(other)") }
                }
            }
        }
    }

    func testLabelPlacementMovesOnlyWhatWouldBeCovered() {
        let a = Rect(x: 90, y: 0, width: 10, height: 10)
        let cases: [(line: UInt, rects: [Rect], expected: [Rect])] = [
            (#line, [a, Rect(x: 80, y: 20, width: 20, height: 10)], [a, Rect(x: 80, y: 20, width: 20, height: 10)]),
            (#line, [a, Rect(x: 80, y: 5, width: 20, height: 10)], [a, Rect(x: 68, y: 5, width: 20, height: 10)]),
            (#line, [a, Rect(x: 90, y: 2, width: 10, height: 10), Rect(x: 90, y: 4, width: 10, height: 10)],
             [a, Rect(x: 78, y: 2, width: 10, height: 10), Rect(x: 66, y: 4, width: 10, height: 10)]),
        ]
        for c in cases { XCTAssertEqual(LabelPlacement.arrange(c.rects, gap: 2), c.expected, line: c.line) }
    }

    /// The HUD's state: values as long as `decelerating` and `collapsed` whole, after keys as long as
    /// `viewportHeight`, in the panel's width.
    func testTheHUDsStateCutsNoValue() throws {
        let fonts = try TestAssets().fonts
        let width = HUDRenderer.panelWidth - 28
        let states: [[(key: String, value: String)]] = [
            [("offsetX", "0"), ("offsetY", "657"), ("velocityY", "1362"), ("phase", "decelerating"), ("insetTop", "91"),
             ("insetBottom", "34"), ("contentHeight", "76052"), ("viewportWidth", "390"), ("viewportHeight", "844"),
             ("pointerDown", "false"), ("highlightedRow", "—")],
            [("viewportHeight", "844"), ("barState", "collapsed"), ("barProgress", "0.37"), ("pullState", "promotionThresholdReached"),
             ("tab", "0"), ("hint", "下拉有惊喜")],
        ]
        for state in states {
            var context = DrawingContext(list: DisplayList(), visibleRect: Rect(x: 0, y: 0, width: 400, height: 400), textMeasurer: fonts)
            let bottom = HUDStateTable.draw(state, left: 14, top: 0, width: width, context: &context)
            let drawn = texts(context.list.commands)
            for pair in state {
                let value = try XCTUnwrap(drawn.first { $0.run.string == pair.value }, "\(pair.value) cut")
                XCTAssertLessThanOrEqual(value.origin.x + fonts.size(of: value.run).width, 14 + width, pair.value)
            }
            for (index, a) in drawn.enumerated() {
                let ra = Rect(origin: a.origin, size: fonts.size(of: a.run))
                for b in drawn[(index + 1)...] {
                    XCTAssertFalse(ra.insetBy(dx: 0.5, dy: 1).intersects(Rect(origin: b.origin, size: fonts.size(of: b.run))),
                                   "\(a.run.string) over \(b.run.string)")
                }
            }
            XCTAssertLessThanOrEqual(bottom, Double(state.count) * HUDStateTable.rowHeight)
        }
    }

    /// The HUD's plot of the pull with the thresholds 2 pt apart: "refresh" and "promotion" side by side.
    func testThePlotsThresholdNamesDoNotCoverEachOther() throws {
        for promotion in [72, 80] {
            let session = try session(PullPromotionScene.self, width: 390, ["refreshThreshold=70", "promotionThreshold=\(promotion)"])
            let qa = QAController()
            let driver = InputDriver(group: SessionGroup(session))
            qa.adopt(session, driver: driver)
            qa.show(touches: false, guides: false, hud: true)
            for frame in 1...30 {
                driver.advance(to: Double(frame) / 60)
                qa.sample(session)
            }
            var context = DrawingContext(list: DisplayList(), visibleRect: Rect(x: 0, y: 0, width: 706, height: 844),
                                         textMeasurer: session.window.textMeasurer)
            let panel = Rect(x: 398, y: 8, width: HUDRenderer.panelWidth, height: 828)
            OverlayComposer.draw(qa.overlay(over: session), hud: qa.hudOverlay, over: session, panel: panel, context: &context)
            let labels = texts(context.list.commands).filter { $0.run.string == "refresh" || $0.run.string == "promotion" }
                .map { Rect(origin: $0.origin, size: session.window.textMeasurer.size(of: $0.run)) }
            XCTAssertEqual(labels.count, 2, "\(promotion)")
            if labels.count == 2 { XCTAssertFalse(labels[0].intersects(labels[1]), "\(promotion): \(labels)") }
        }
    }
}
