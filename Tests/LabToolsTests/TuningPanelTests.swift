import Components
import Foundation
import Graphics
@testable import LabBasics
@testable import LabDrawing
@testable import Studio
@testable import Playback
@testable import Scenes
import ScrollUI
@testable import LabTraces
import XCTest
import TestKit

/// The live tuning panel: its rows and steps, the keys and sliders that change the running scene,
/// and the recording that replays each change at its time.
final class TuningPanelTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        assets = try TestAssets()
    }

    override func tearDown() { folder?.remove() }

    private func panel(_ assignments: [String] = [], scene: any Scene.Type = ListScene.self, viewportHeight: Double = 844) throws
        -> TuningPanel {
        let settings = try SceneSettings(options: scene.options, assignments: assignments, sceneName: scene.name)
        return TuningPanel(options: scene.options, assignments: settings.assignments, viewportHeight: viewportHeight)
    }

    /// A fresh list panel with its selection on `name`.
    private func panel(selecting name: String, scene: any Scene.Type = ListScene.self) throws -> TuningPanel {
        var panel = try panel(scene: scene)
        panel.select(by: try XCTUnwrap(panel.rows.firstIndex { $0.name == name }))
        return panel
    }

    func testRowsAreTheScenesOwnOptionsThenThePhysicsWithTheirValues() throws {
        let rows = try panel(["deceleration=fast", "rubberBand=0.4", "bounces=false"]).rows
        XCTAssertEqual(rows.map(\.name), ["bounces"] + PhysicsOptions.names, "rows (an integer) is not on the panel")
        XCTAssertEqual(rows[0].kind, .toggle)
        XCTAssertEqual(rows[0].text, "false")
        XCTAssertEqual(rows[1].value, 0.99)
        XCTAssertEqual(rows[1].defaultValue, 0.998)
        XCTAssertEqual(rows[1].step, 0.0001)
        XCTAssertEqual(rows[1].shownText, "0.9900")
        XCTAssertEqual(rows[2].value, 0.4)
    }

    /// Per scene: the rows in the scene's order (its own options, then the physics), their controls,
    /// ranges and steps (points 1, seconds 0.1).
    func testEachScenesRowsRangesAndSteps() throws {
        typealias Kind = TuningPanel.Row.Kind
        let physics = PhysicsOptions.names
        let cases: [(line: UInt, scene: any Scene.Type, names: [String], kinds: [String: Kind])] = [
            (#line, ExpandableBarScene.self, ["compactHeight", "normalHeight", "expandedHeight", "snap", "compactRow", "bounces"] + physics,
             ["compactHeight": .slider(range: 64...400, step: 1), "normalHeight": .slider(range: 128...600, step: 1),
              "expandedHeight": .slider(range: 284...800, step: 1), "snap": .choice(["projected", "nearest"]),
              "compactRow": .choice(["search", "tabs"]), "bounces": .toggle]),
            (#line, PullPromotionScene.self, ["refreshThreshold", "promotionThreshold", "refreshDuration", "settleDuration",
                                              "endDuration", "hints", "language", "bounces"] + physics,
             ["refreshThreshold": .slider(range: 10...400, step: 1), "promotionThreshold": .slider(range: 20...800, step: 1),
              "refreshDuration": .slider(range: 0...10, step: 0.1), "settleDuration": .slider(range: 0.05...2, step: 0.05),
              "endDuration": .slider(range: 0.05...2, step: 0.05), "hints": .choice(["seed", "mjrefresh"]),
              "language": .choice(["en", "zh"])]),
            (#line, HoverBannerScene.self, ["height", "hoverHeight", "stretch", "snap", "section", "bounces"] + physics,
             ["height": .slider(range: 150...800, step: 1), "hoverHeight": .slider(range: 38...400, step: 1),
              "stretch": .toggle, "snap": .toggle, "section": .choice(["none", "scrolls", "pinned"])]),
            // The detents' 0...4000 points end at the viewport's height on the panel.
            (#line, BottomSheetScene.self, ["half", "full", "collapsed", "snap", "flingDampingRatio", "rubberBanding", "bounces"] + physics,
             ["half": .slider(range: 0...844, step: 1), "full": .slider(range: 0...844, step: 1),
              "collapsed": .slider(range: 0...844, step: 1), "snap": .choice(BottomSheetSnap.allCases.map(\.rawValue)),
              "flingDampingRatio": .slider(range: 0.1...2, step: 0.01), "rubberBanding": .toggle,
              "rubberBand": .slider(range: 0.1...1, step: 0.01), "snapResponse": .slider(range: 0.05...2, step: 0.01)]),
            (#line, ListScene.self, ["bounces"] + physics, ["deceleration": .slider(range: 0.99...0.9999, step: 0.0001)]),
        ]
        for c in cases {
            let rows = try panel(scene: c.scene).rows
            XCTAssertEqual(rows.map(\.name), c.names, line: c.line)
            for (name, kind) in c.kinds { XCTAssertEqual(rows.first { $0.name == name }?.kind, kind, name, line: c.line) }
            XCTAssertFalse(rows.contains(where: \.isChanged), "at the defaults", line: c.line)
        }
        // A value past the viewport keeps its slider's end at the value.
        let tall = try panel(["half=900"], scene: BottomSheetScene.self).rows[0]
        XCTAssertEqual(tall.kind, .slider(range: 0...900, step: 1))
    }

    func testStepsSlidersSteppersAndLimits() throws {
        // (scene, row selected, action, the assignment it gives)
        let cases: [(line: UInt, scene: any Scene.Type, row: String, act: (inout TuningPanel) -> String?, expected: String?)] = [
            (#line, ListScene.self, "deceleration", { $0.adjust(by: 1) }, "deceleration=0.9981"),
            (#line, ListScene.self, "deceleration", { $0.adjust(by: -10) }, "deceleration=0.9970"),
            (#line, ListScene.self, "deceleration", { $0.adjust(by: 100) }, "deceleration=0.9999"),   // held at the range's end
            (#line, ListScene.self, "rubberBand", { $0.adjust(by: 1) }, "rubberBand=0.56"),
            (#line, ListScene.self, "deceleration", { $0.select(by: -5); return $0.adjust(by: -1) }, "bounces=false"),
            (#line, ListScene.self, "snapDampingRatio", { $0.select(by: 5); return $0.adjust(by: 1) }, "snapDampingRatio=1.01"),
            (#line, ListScene.self, "rubberBand", { $0.set(2, fraction: 0) }, "rubberBand=0.10"),
            (#line, ListScene.self, "rubberBand", { $0.set(2, fraction: 1.7) }, "rubberBand=1.00"),
            (#line, ListScene.self, "rubberBand", { $0.set(1, fraction: 0.5) }, "deceleration=0.9950"),
            (#line, ListScene.self, "rubberBand", { $0.set(2, fraction: 0.5) }, nil),                  // 0.55 already
            (#line, ListScene.self, "bounces", { $0.adjust(by: 1) }, "bounces=false"),                 // a switch cycles
            (#line, ListScene.self, "bounces", { $0.set(0, fraction: 0.2) }, "bounces=false"),         // a click flips it
            (#line, ExpandableBarScene.self, "normalHeight", { $0.adjust(by: 1) }, "normalHeight=129"),
            (#line, ExpandableBarScene.self, "normalHeight", { $0.adjust(by: 10) }, "normalHeight=138"),   // Shift
            (#line, ExpandableBarScene.self, "normalHeight", { $0.adjust(by: -1) }, nil),              // at its least
            (#line, ExpandableBarScene.self, "snap", { $0.adjust(by: 1) }, "snap=nearest"),
            (#line, ExpandableBarScene.self, "snap", { $0.adjust(by: -1) }, "snap=nearest"),           // cycles round
            (#line, ExpandableBarScene.self, "snap", { $0.set(3, fraction: 0.9) }, "snap=nearest"),   // the segment clicked
            (#line, ExpandableBarScene.self, "snap", { $0.set(3, fraction: 0.1) }, nil),              // already projected
            (#line, PullPromotionScene.self, "refreshDuration", { $0.adjust(by: 1) }, "refreshDuration=2.1"),
            (#line, PullPromotionScene.self, "refreshDuration", { $0.adjust(by: -30) }, "refreshDuration=0.0"),
            (#line, PullPromotionScene.self, "language", { $0.adjust(by: 1) }, "language=en"),
            (#line, BottomSheetScene.self, "half", { $0.set(0, fraction: 0.5) }, "half=422"),
            (#line, HoverBannerScene.self, "stretch", { $0.adjust(by: -1) }, "stretch=false"),
        ]
        for c in cases {
            var panel = try panel(selecting: c.row, scene: c.scene)
            XCTAssertEqual(c.act(&panel), c.expected, line: c.line)
        }
    }

    func testTheCommandLineHoldsWhatDiffersFromTheDefaults() throws {
        var list = try panel(selecting: "deceleration")
        XCTAssertEqual(list.commandLine, "")
        _ = list.adjust(by: -3)
        list.select(by: 1)
        _ = list.adjust(by: 5)
        list.select(by: -2)
        _ = list.adjust(by: 1)
        XCTAssertEqual(list.commandLine, "--set bounces=false --set deceleration=0.9977 --set rubberBand=0.60")
        var bar = try panel(selecting: "normalHeight", scene: ExpandableBarScene.self)
        _ = bar.adjust(by: 22)
        bar.select(by: 1)
        _ = bar.adjust(by: 16)
        bar.select(by: 1)
        _ = bar.adjust(by: 1)
        _ = bar.adjust(by: 1)   // back to projected: not printed
        XCTAssertEqual(bar.commandLine, "--set normalHeight=150 --set expandedHeight=300")
    }

    /// The sheet's thirteen rows fit a 390 × 844 viewport; in a short window the rows scroll with the selection.
    func testTheRowsScrollWithTheSelectionWhenTheyDoNotFit() throws {
        let phone = Size(width: 390, height: 844), short = Size(width: 390, height: 400)
        var panel = try panel(scene: BottomSheetScene.self)
        XCTAssertEqual(panel.rows.count, 13)
        XCTAssertEqual(TuningPanelView.visibleRows(panel.rows.count, in: phone), 13)
        let shown = TuningPanelView.visibleRows(panel.rows.count, in: short)
        XCTAssertEqual(shown, 6)
        // (rows moved, the selection, the first row shown)
        let steps: [(delta: Int, selected: Int, first: Int)] = [(5, 5, 0), (1, 6, 1), (4, 10, 5), (-5, 5, 5), (-1, 4, 4), (-9, 0, 0)]
        for step in steps {
            panel.select(by: step.delta, visibleRows: shown)
            XCTAssertEqual(panel.selected, step.selected, "\(step)")
            XCTAssertEqual(panel.firstVisibleRow, step.first, "\(step)")
        }
        panel.select(by: 10, visibleRows: shown)
        let card = TuningPanelView.card(rowCount: panel.rows.count, in: short)
        let hit = TuningPanelView.hit(Point(x: card.midX, y: card.minY + TuningPanelView.titleHeight + 1), panel: panel, in: short)
        XCTAssertEqual(hit?.row, 5, "the first row shown is under the title")
        XCTAssertLessThanOrEqual(card.maxY, short.height)
    }

    /// O opens the panel, → changes the running scene and the recording gets a `set` line at that
    /// time; the recorded trace replays the change (the coast ends elsewhere than without it).
    func testAChangeAppliesAtOnceAndReplaysFromTheRecording() throws {
        let session = try SceneSession(sceneType: ListScene.self, assignments: [], viewport: Size(width: 390, height: 844), assets: assets)
        let qa = QAController()
        qa.notices.report = { _ in }
        let driver = InputDriver(group: SessionGroup(session))
        qa.adopt(session, driver: driver)
        try qa.captures.startRecording(to: folder.path("t.jsonl"), at: session.window.now)
        let fling: [((Point) -> Input.Kind, Double, Double)] = [(Input.Kind.down, 0, 700), (Input.Kind.move, 0.02, 640),
                                                                (Input.Kind.move, 0.04, 560), (Input.Kind.up, 0.05, 520)]
        for (kind, time, y) in fling {
            try driver.apply(Input(time: time, kind: kind(Point(x: 195, y: y))))
        }
        driver.advance(to: 0.3)
        for key in ["o", "down", "left", "left"] {
            XCTAssertEqual(qa.handleKey(KeyEvent(key: key, time: 0.3), session: session) { _, _ in }, .handled, key)
        }
        XCTAssertTrue(session.settings.assignments.contains("deceleration=0.9978"))
        driver.advance(to: 3)
        let windowOffset = session.scene.mainScrollView.contentOffset.y
        qa.captures.stopRecording(at: 3)

        let file = try TraceFile.load(path: folder.path("t.jsonl"))
        XCTAssertEqual(file.events.compactMap { if case .option(let a) = $0.kind { return a } else { return nil } },
                       ["deceleration=0.9979", "deceleration=0.9978"])
        func replayEnd(_ events: [Input]) throws -> Double {
            let runner = try ReplayRunner(events: events, configuration: .init(sceneType: ListScene.self), assets: assets)
            var last = ""
            try runner.run { last = $0 }
            return try XCTUnwrap(ParsedState(last).offsetY)
        }
        let replayed = try replayEnd(file.events)
        XCTAssertEqual(replayed, windowOffset, accuracy: 1)
        let withoutChange = try replayEnd(file.events.filter { if case .option = $0.kind { return false } else { return true } })
        XCTAssertGreaterThan(withoutChange - replayed, 20, "a lower deceleration ends the coast sooner")
    }

    /// A scene option changed from the panel in the middle of a coast (the bar's scene rebuilt):
    /// the window's state lines, frame by frame, are the headless replay's of its recording.
    func testASceneOptionChangedMidMotionReplaysFrameByFrame() throws {
        let session = try SceneSession(sceneType: ExpandableBarScene.self, assignments: [],
                                       viewport: Size(width: 390, height: 844), assets: assets)
        let qa = QAController()
        qa.notices.report = { _ in }
        let input = InputDriver(group: SessionGroup(session))
        qa.adopt(session, driver: input)
        try qa.captures.startRecording(to: folder.path("t.jsonl"), at: session.window.now)
        let fling: [((Point) -> Input.Kind, Double, Double)] = [(Input.Kind.down, 0.1, 700), (Input.Kind.move, 0.12, 640),
                                                                (Input.Kind.move, 0.14, 560), (Input.Kind.move, 0.16, 480),
                                                                (Input.Kind.up, 0.17, 440)]
        input.play(fling.map { step in Input(time: step.1, kind: step.0(Point(x: 195, y: step.2))) })
        var windowLines: [String] = []
        for frame in 0...150 {
            let time = Double(frame) / 60
            if frame == 24 {   // between two frames, mid-coast: O, then Shift+→ on compactHeight (the first row)
                session.window.advance(to: time - 0.005)
                XCTAssertEqual(session.scene.mainScrollView.phase, .decelerating)
                for key in ["o", "right"] {
                    _ = qa.handleKey(KeyEvent(key: key, modifiers: key == "o" ? [] : [.shift], time: session.window.now),
                                     session: session) { _, _ in }
                }
            }
            input.advance(to: time)
            session.window.layoutIfNeeded()
            windowLines.append(session.stateLine(frame: frame, time: time))
        }
        XCTAssertTrue(session.settings.assignments.contains("compactHeight=74"))
        qa.captures.stopRecording(at: 2.5)

        let file = try TraceFile.load(path: folder.path("t.jsonl"))
        XCTAssertEqual(file.events.compactMap { if case .option(let a) = $0.kind { return a } else { return nil } }, ["compactHeight=74"])
        let runner = try ReplayRunner(events: file.events, configuration: .init(sceneType: ExpandableBarScene.self), assets: assets)
        var replayLines: [String] = []
        try runner.run { replayLines.append($0) }
        XCTAssertGreaterThanOrEqual(replayLines.count, windowLines.count)
        for (frame, line) in windowLines.enumerated() { XCTAssertEqual(replayLines[frame], line, "frame \(frame)") }
        XCTAssertEqual(try ParsedState(windowLines.last ?? "").number(ExpandableBarScene.barHeight), 74, "compact at the new height")
    }

    /// Clicks on the panel: a switch flips and rebuilds the scene; a slider pulled where the scene
    /// refuses (full below half) shows the notice and stops at the last value the scene takes.
    func testClicksOnSwitchesAndRefusedSlidersInTheWindow() throws {
        let session = try SceneSession(sceneType: BottomSheetScene.self, assignments: [],
                                       viewport: Size(width: 390, height: 844), assets: assets)
        let qa = QAController()
        qa.adopt(session, driver: InputDriver(group: SessionGroup(session)))
        var reports: [String] = []
        qa.notices.report = { reports.append($0) }
        qa.notices.reportFailure = { reports.append($0) }
        _ = qa.handleKey(KeyEvent(key: "o", time: 0), session: session) { _, _ in }
        let panel = try XCTUnwrap(qa.tuning.panel), size = session.window.size
        let card = TuningPanelView.card(rowCount: panel.rows.count, in: size)
        func click(row: Int, fraction: Double) -> Bool {
            let control = TuningPanelView.control(panel.rows[row].kind, slot: row, in: card)
            let point = Point(x: control.minX + fraction * control.width, y: control.midY)
            let down = qa.handleTuningPointer(Input(time: 0.1, kind: .down(point)), session: session)
            _ = qa.handleTuningPointer(Input(time: 0.15, kind: .up(point)), session: session)
            return down
        }
        let scene = session.scene
        XCTAssertTrue(click(row: 6, fraction: 0.5))                      // bounces
        XCTAssertEqual(qa.tuning.panel?.rows[6].text, "false")
        XCTAssertTrue(session.settings.assignments.contains("bounces=false"))
        XCTAssertFalse(session.scene === scene, "rebuilt")
        XCTAssertEqual(session.scene.mainScrollView.bounces, false)
        let rebuilt = session.scene
        XCTAssertTrue(click(row: 1, fraction: 1))                        // full at 844: below half
        XCTAssertEqual(qa.tuning.panel?.rows[1].text, "399", "the slider stops at the last value the scene takes")
        XCTAssertTrue(session.settings.assignments.contains("full=399"))
        XCTAssertFalse(session.scene === rebuilt)
        XCTAssertEqual(reports.last, "cannot change full=844: bottom-sheet: full (844) must be above half (400)")
        let stopped = session.scene
        XCTAssertTrue(click(row: 1, fraction: 1))                        // at its limit: nothing changes
        XCTAssertTrue(session.scene === stopped)
        XCTAssertTrue(click(row: 3, fraction: 0.99))                     // snap: the last segment
        XCTAssertTrue(session.settings.assignments.contains("snap=ends"))
        XCTAssertTrue(click(row: 4, fraction: 0))                        // the fling spring's damping, least
        XCTAssertTrue(session.settings.assignments.contains("flingDampingRatio=0.10"), "\(session.settings.assignments)")
    }

    func testATraceWithAnOptionTheSceneRefusesIsAUsageError() throws {
        let cases = [#"{"t": 0.1, "type": "set", "option": "deceleration=2"}"#, #"{"t": 0.1, "type": "set", "option": "rows=-3"}"#,
                     #"{"t": 0.1, "type": "set", "option": "bogus=5"}"#]
        for line in cases {
            let trace = try TraceParser.parse(line + "\n", droppingCutOffLastLine: false)
            XCTAssertThrowsError(try ReplayRunner(events: trace.events, lines: trace.lines, configuration: .init(sceneType: ListScene.self),
                                                  assets: assets)) {
                XCTAssertEqual(($0 as? AppError)?.exitCode, 2)
                XCTAssertTrue(($0 as? AppError)?.message.hasPrefix("trace line 1: ") ?? false, "\($0)")
            }
        }
    }

    /// Scene options replay; a rule between options they break is refused before anything plays.
    func testATraceMaySetTheScenesOwnOptionsButNotBreakTheirRules() throws {
        let cases: [(line: UInt, option: String, message: String?)] = [
            (#line, "normalHeight=150", nil),
            (#line, "snap=nearest", nil),
            (#line, "rows=3", nil),
            (#line, "compactHeight=200", "trace line 1: bar heights must grow: compactHeight < normalHeight < expandedHeight"),
            (#line, "normalHeight=90", "trace line 1: bad value for normalHeight: '90' (expected a number from 128 to 600)"),
        ]
        for c in cases {
            let trace = try TraceParser.parse(#"{"t": 0.1, "type": "set", "option": ""# + c.option + "\"}\n", droppingCutOffLastLine: false)
            let configuration = ReplayRunner.Configuration(sceneType: ExpandableBarScene.self)
            do {
                _ = try ReplayRunner(events: trace.events, lines: trace.lines, configuration: configuration, assets: assets)
                XCTAssertNil(c.message, line: c.line)
            } catch {
                XCTAssertEqual((error as? AppError)?.message, c.message, line: c.line)
                XCTAssertEqual((error as? AppError)?.exitCode, 2, line: c.line)
            }
        }
    }
}
