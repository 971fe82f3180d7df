import Components
import Foundation
import Graphics
@testable import LabDrawing
@testable import Studio
@testable import Playback
@testable import Scenes
import ScrollUI
import TestKit
import XCTest

/// The tuning panel under the pointer and over compared columns: what a slider shows for a word, a
/// slider dragged past what the scene takes, the release of a press the panel took, each column's
/// values, and a narrow column's layout.
final class TuningPanelPointerTests: XCTestCase {
    private static let phone = Size(width: 390, height: 844)
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    private func panel(_ assignments: [String], scene: any Scene.Type) throws -> TuningPanel {
        let settings = try SceneSettings(options: scene.options, assignments: assignments, sceneName: scene.name)
        return TuningPanel(options: scene.options, assignments: settings.assignments)
    }

    /// `flingDampingRatio=snap` is the snap spring's damping: the slider shows the word at that
    /// number, and a fine step goes on from there (not from the slider's least, 0.1).
    func testAWordOnASliderStandsForTheOptionItNames() throws {
        var sheet = try panel([], scene: BottomSheetScene.self)
        let fling = try XCTUnwrap(sheet.rows.firstIndex { $0.name == "flingDampingRatio" })
        XCTAssertEqual(sheet.rows[fling].value, 1)
        XCTAssertEqual(sheet.rows[fling].shownText, "snap")
        XCTAssertEqual(sheet.rows[fling].fraction, (1 - 0.1) / (2 - 0.1), accuracy: 1e-9)
        XCTAssertFalse(sheet.rows[fling].isChanged)
        sheet.select(by: fling)
        XCTAssertEqual(sheet.adjust(by: 1), "flingDampingRatio=1.01")

        var soft = try panel(["snapDampingRatio=0.5"], scene: BottomSheetScene.self)
        XCTAssertEqual(soft.rows[fling].value, 0.5)
        let snap = try XCTUnwrap(soft.rows.firstIndex { $0.name == "snapDampingRatio" })
        soft.select(by: snap)
        XCTAssertEqual(soft.adjust(by: 10), "snapDampingRatio=0.60")
        XCTAssertEqual(soft.rows[fling].value, 0.6, accuracy: 1e-9, "the word follows the option it names")
        soft.select(by: fling - snap)
        XCTAssertEqual(soft.adjust(by: -1), "flingDampingRatio=0.59")
    }

    /// A press on a switch, then its release: the panel keeps both (the scene gets no release of a
    /// press it never saw, and the window logs none); so for a press on the title line and its moves.
    func testThePanelKeepsTheMovesAndReleaseOfAPressItTook() throws {
        let session = try SceneSession(sceneType: ListScene.self, assignments: [], viewport: Self.phone, assets: assets)
        let qa = QAController()
        qa.adopt(session, driver: InputDriver(group: SessionGroup(session)))
        _ = qa.handleKey(KeyEvent(key: "o", time: 0), session: session) { _, _ in }
        let panel = try XCTUnwrap(qa.tuning.panel)
        let card = TuningPanelView.card(rowCount: panel.rows.count, in: Self.phone)
        let toggle = TuningPanelView.control(panel.rows[0].kind, slot: 0, in: card)
        let title = Point(x: card.midX, y: card.minY + 4)
        for (point, name) in [(Point(x: toggle.midX, y: toggle.midY), "switch"), (title, "title")] {
            XCTAssertTrue(qa.handleTuningPointer(Input(time: 0.1, kind: .down(point)), session: session), name)
            XCTAssertTrue(qa.handleTuningPointer(Input(time: 0.12, kind: .move(Point(x: point.x, y: point.y - 30))),
                                                 session: session), name)
            XCTAssertTrue(qa.handleTuningPointer(Input(time: 0.15, kind: .up(point)), session: session), name)
            XCTAssertFalse(qa.handleTuningPointer(Input(time: 0.2, kind: .move(point)), session: session), "\(name): a hover")
        }
        XCTAssertEqual(qa.tuning.panel?.rows[0].text, "false", "the switch flipped once")
    }

    /// promotionThreshold dragged far past the longest pull a finger makes in an 844 pt window
    /// (297 pt): the slider stops at 297, and the refusal is reported once for the whole drag.
    func testASliderDraggedPastWhatTheSceneTakesStopsAtItsLimit() throws {
        let session = try SceneSession(sceneType: PullPromotionScene.self, assignments: [], viewport: Self.phone, assets: assets)
        let open = try OpenTuningPanel(over: session), qa = open.qa, panel = open.panel
        let row = try open.row("promotionThreshold")
        let card = TuningPanelView.card(rowCount: panel.rows.count, in: Self.phone)
        let track = TuningPanelView.control(panel.rows[row].kind, slot: row, in: card)
        let fractions = [0.1, 0.3, 0.6, 0.9, 1.0]
        for (index, fraction) in fractions.enumerated() {
            let point = Point(x: track.minX + fraction * track.width, y: track.midY)
            let pointer = Input(time: 0.1 + Double(index) * 0.02, kind: index == 0 ? .down(point) : .move(point))
            XCTAssertTrue(qa.handleTuningPointer(pointer, session: session))
        }
        XCTAssertTrue(qa.handleTuningPointer(Input(time: 0.3, kind: .up(Point(x: track.maxX, y: track.midY))), session: session))
        XCTAssertEqual(qa.tuning.panel?.rows[row].text, "297")
        XCTAssertTrue(session.settings.assignments.contains("promotionThreshold=297"), "\(session.settings.assignments)")
        XCTAssertEqual(open.failures.count, 1, "\(open.failures)")
        XCTAssertTrue(open.failures.first?.hasPrefix("cannot change promotionThreshold=") ?? false, "\(open.failures)")
    }

    /// While comparing, each column's panel shows its own variant's options.
    func testEachComparedColumnShowsItsVariantsValues() throws {
        let group = try SessionGroup(sceneType: BottomSheetScene.self, base: [], sets: ["snap=nearest", "preset=floatingpanel"],
                                     viewport: Self.phone, assets: assets, startTime: 0)
        let qa = QAController()
        qa.comparison = group
        qa.adopt(group.primary, driver: InputDriver(group: group))
        _ = qa.handleKey(KeyEvent(key: "o", time: 0), session: group.primary) { _, _ in }
        func shown(_ variant: Int, _ name: String) -> String? {
            qa.tuning.shown(over: group.sessions[variant], comparison: qa.comparison)?.rows.first { $0.name == name }?.shownText
        }
        XCTAssertEqual([shown(0, "half"), shown(0, "snap"), shown(0, "flingDampingRatio")], ["400", "nearest", "snap"])
        XCTAssertEqual([shown(1, "half"), shown(1, "snap"), shown(1, "flingDampingRatio")], ["428", "ends", "0.58"])
        XCTAssertEqual(qa.tuning.shown(over: group.sessions[1], comparison: qa.comparison)?.rows.first { $0.name == "half" }?.value, 428.5)
    }

    /// One scene: the panel shows its own values over any session, also the timeline's past frame
    /// made before the change (the change is the live scene's).
    func testOneScenesPanelShowsTheLiveValuesOverAPastFrame() throws {
        let live = try SceneSession(sceneType: ExpandableBarScene.self, assignments: [], viewport: Self.phone, assets: assets)
        let past = try SceneSession(sceneType: ExpandableBarScene.self, assignments: [], viewport: Self.phone, assets: assets)
        let qa = QAController()
        qa.adopt(live, driver: InputDriver(group: SessionGroup(live)))
        for key in ["o", "down", "right"] { _ = qa.handleKey(KeyEvent(key: key, time: 0.1), session: live) { _, _ in } }
        XCTAssertTrue(live.settings.assignments.contains("normalHeight=129"))
        XCTAssertEqual(qa.tuning.shown(over: past, comparison: qa.comparison)?.rows[1].shownText, "129")
        XCTAssertEqual(qa.tuning.shown(over: live, comparison: qa.comparison)?.rows[1].shownText, "129")
    }

    /// The sheet's four snap rules fit their segments on a phone (the real fonts): the words shrink
    /// before they are cut.
    func testSegmentWordsShrinkBeforeTheyAreCut() throws {
        let panel = try panel([], scene: BottomSheetScene.self)
        var context = DrawingContext(list: DisplayList(), visibleRect: Rect(origin: .zero, size: Self.phone),
                                     textMeasurer: try XCTUnwrap(assets?.fonts))
        TuningPanelView().draw(panel, in: Self.phone, context: &context)
        let texts = context.list.commands.compactMap { command -> TextRun? in
            if case let .text(run, _, _) = command { return run }
            return nil
        }
        for word in BottomSheetSnap.allCases.map(\.rawValue) {
            let run = try XCTUnwrap(texts.first { $0.string == word }, "\(word) is cut: \(texts.map(\.string))")
            XCTAssertGreaterThanOrEqual(run.font.size, TuningPanelView.smallestSegmentFontSize)
        }
    }

    /// In a narrow column (three variants in a 700 pt window) the sliders keep a usable track and
    /// their values stay inside the card.
    func testANarrowColumnKeepsTheControlsInsideTheCard() throws {
        let column = CompareLayout(canvas: Size(width: 700, height: 600), count: 3, hasPanel: false).viewport
        let panel = try panel([], scene: ExpandableBarScene.self)
        let card = TuningPanelView.card(rowCount: panel.rows.count, in: column)
        for (slot, row) in panel.rows.enumerated() {
            let control = TuningPanelView.control(row.kind, slot: slot, in: card)
            XCTAssertLessThanOrEqual(control.maxX, card.maxX, row.name)
            guard case .slider = row.kind else { continue }
            XCTAssertGreaterThanOrEqual(control.width, 40, row.name)
            XCTAssertLessThanOrEqual(control.maxX + TuningPanelView.valueWidth, card.maxX - TuningPanelView.margin, row.name)
        }
    }
}
