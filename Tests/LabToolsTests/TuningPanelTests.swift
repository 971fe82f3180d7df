import Foundation
import Graphics
@testable import LabTools
@testable import Scenes
import ScrollUI
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

    private func panel(_ assignments: [String] = []) throws -> TuningPanel {
        let settings = try SceneSettings(options: ListScene.options, assignments: assignments, sceneName: "list")
        return TuningPanel(options: ListScene.options, assignments: settings.assignments)
    }

    func testRowsAreThePhysicsOptionsWithTheirValues() throws {
        let rows = try panel(["deceleration=fast", "rubberBand=0.4"]).rows
        XCTAssertEqual(rows.map(\.name), PhysicsOptions.names)
        XCTAssertEqual(rows[0].value, 0.99)
        XCTAssertEqual(rows[0].defaultValue, 0.998)
        XCTAssertEqual(rows[0].step, 0.0001)
        XCTAssertEqual(rows[1].value, 0.4)
    }

    func testStepsSlidersAndLimits() throws {
        // (action on a fresh panel, the assignment it gives)
        let cases: [(line: UInt, act: (inout TuningPanel) -> String?, expected: String?)] = [
            (#line, { $0.adjust(by: 1) }, "deceleration=0.9981"),
            (#line, { $0.adjust(by: -10) }, "deceleration=0.9970"),
            (#line, { $0.adjust(by: 100) }, "deceleration=0.9999"),          // held at the range's end
            (#line, { $0.select(by: 1); return $0.adjust(by: 1) }, "rubberBand=0.56"),
            (#line, { $0.select(by: -5); return $0.adjust(by: -1) }, "deceleration=0.9979"),   // the selection stays on the panel
            (#line, { $0.set(1, fraction: 0) }, "rubberBand=0.10"),
            (#line, { $0.set(1, fraction: 1.7) }, "rubberBand=1.00"),
            (#line, { $0.set(0, fraction: 0.5) }, "deceleration=0.9950"),
            (#line, { $0.set(1, fraction: 0.5) }, nil),                       // 0.55 already
        ]
        for c in cases {
            var panel = try panel()
            XCTAssertEqual(c.act(&panel), c.expected, line: c.line)
        }
    }

    func testTheCommandLineHoldsWhatDiffersFromTheDefaults() throws {
        var panel = try panel()
        XCTAssertEqual(panel.commandLine, "")
        _ = panel.adjust(by: -3)
        panel.select(by: 1)
        _ = panel.adjust(by: 5)
        XCTAssertEqual(panel.commandLine, "--set deceleration=0.9977 --set rubberBand=0.60")
    }

    /// O opens the panel, → changes the running scene and the recording gets a `set` line at that
    /// time; the recorded trace replays the change (the coast ends elsewhere than without it).
    func testAChangeAppliesAtOnceAndReplaysFromTheRecording() throws {
        let session = try SceneSession(sceneType: ListScene.self, assignments: [], viewport: Size(width: 390, height: 844), assets: assets)
        let qa = QAController()
        qa.report = { _ in }
        try qa.startRecording(to: folder.path("t.jsonl"), session: session)
        let fling: [(PointerEvent.Kind, Double, Double)] = [(.down, 0, 700), (.move, 0.02, 640), (.move, 0.04, 560), (.up, 0.05, 520)]
        for (kind, time, y) in fling {
            let event = PointerEvent(kind, at: Point(x: 195, y: y), time: time)
            qa.log(TraceEvent(event), at: time)
            session.window.advance(to: time)
            session.window.dispatch(event)
        }
        session.window.advance(to: 0.3)
        for key in ["o", "left", "left"] {
            XCTAssertEqual(qa.handleKey(KeyEvent(key: key, time: 0.3), session: session) { _ in }, .handled, key)
        }
        XCTAssertTrue(session.settings.assignments.contains("deceleration=0.9978"))
        session.window.advance(to: 3)
        let windowOffset = session.scene.mainScrollView.contentOffset.y
        qa.stopRecording(at: 3)

        let file = try TraceFile.load(path: folder.path("t.jsonl"))
        XCTAssertEqual(file.events.compactMap { if case .option(let a) = $0.kind { return a } else { return nil } },
                       ["deceleration=0.9979", "deceleration=0.9978"])
        func replayEnd(_ events: [TraceEvent]) throws -> Double {
            let runner = try ReplayRunner(events: events, configuration: .init(sceneType: ListScene.self), assets: assets)
            var last = ""
            try runner.run { last = $0 }
            return try XCTUnwrap(ParsedState(last).number("offsetY"))
        }
        let replayed = try replayEnd(file.events)
        XCTAssertEqual(replayed, windowOffset, accuracy: 1)
        let withoutChange = try replayEnd(file.events.filter { if case .option = $0.kind { return false } else { return true } })
        XCTAssertGreaterThan(withoutChange - replayed, 20, "a lower deceleration ends the coast sooner")
    }

    func testATraceWithAnOptionTheSceneRefusesIsAUsageError() throws {
        let cases = [#"{"t": 0.1, "type": "set", "option": "deceleration=2"}"#, #"{"t": 0.1, "type": "set", "option": "rows=3"}"#,
                     #"{"t": 0.1, "type": "set", "option": "bogus=5"}"#]
        for line in cases {
            let events = try TraceParser.parse(line + "\n")
            XCTAssertThrowsError(try ReplayRunner(events: events, configuration: .init(sceneType: ListScene.self), assets: assets)) {
                XCTAssertEqual(($0 as? AppError)?.exitCode, 2)
                XCTAssertTrue(($0 as? AppError)?.message.hasPrefix("trace line 1: ") ?? false, "\($0)")
            }
        }
    }
}
