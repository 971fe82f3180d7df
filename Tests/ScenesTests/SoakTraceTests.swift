import Foundation
@testable import Playback
@testable import Scenes
@testable import LabTraces
import XCTest
import TestKit

/// Every failure trace the soak found, kept as a regression test: replayed on the scene its header
/// names, every frame passes the soak's frame invariants and the replay ends with the main scroll view
/// idle on a legal rest of its component.
final class SoakTraceTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Traces")

    func testEverySoakTraceComesToALegalRest() throws {
        let assets = try TestAssets()
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasPrefix("soak-") && $0.hasSuffix(".jsonl") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 3)
        for name in names {
            let file = try TraceFile.load(path: Self.folder.appendingPathComponent(name).path)
            let header = try XCTUnwrap(file.header, name)
            var configuration = ReplayRunner.Configuration(sceneType: try SceneCatalog.scene(named: header.scene))
            configuration.assignments = header.assignments
            configuration.viewport = header.viewport
            // The trace stops where the soak saw the failure: give it the soak's pause (5 s, then as
            // long as the motion in force says it runs).
            var pause = SoakPause(lastInput: file.events.last?.time ?? 0)
            configuration.until = pause.end
            let runner = try ReplayRunner(events: file.events, configuration: configuration, assets: assets)
            var invariants = SoakInvariants()
            var problems: [String] = []
            // A scene rebuilt for a `set` event starts its counts again, as the soak resets them.
            var scene = ObjectIdentifier(runner.session.scene)
            try runner.run(observe: { _, time, session in
                if ObjectIdentifier(session.scene) != scene {
                    scene = ObjectIdentifier(session.scene)
                    invariants.reset()
                }
                if let problem = invariants.checkFrame(session) { problems.append("t = \(time): \(problem)") }
            }, emit: { _ in })
            let session = runner.session
            while pause.follow(session, frameInterval: Self.frameInterval) {
                Self.play(session, until: pause.end) { time in
                    if let problem = invariants.checkFrame(session) { problems.append("t = \(time): \(problem)") }
                }
            }
            XCTAssertNil(invariants.checkRest(session, after: pause), name)
            XCTAssertEqual(problems.first, nil, name)
            let view = runner.session.scene.mainScrollView
            XCTAssertEqual(view.phase, .idle, name)
            // A scroll view without a component rests anywhere inside its range.
            let inRange = (view.minimumContentOffset.y - 0.5...view.maximumContentOffset.y + 0.5).contains(view.contentOffset.y)
            XCTAssertEqual(view.behavior?.isLegalRest(view.contentOffset, in: view.metrics) ?? inRange, true,
                           "\(name) rests at \(view.contentOffset.y)")
        }
    }

    /// Seed 31337: carried momentum released at about 16,000 pt/s, twice the fastest single fling,
    /// still coasted 5 s after the last input (the soak's old wait assumed 8,000 pt/s). At UIKit's
    /// `.normal` rate that coast now stops after 3.7 s (at 10 pt/s), so the trace is replayed with a
    /// slower deceleration (0.999 per ms: 7.4 s) and 10,000 rows (the coast runs about 16,000 pt) to keep
    /// a coast that outlasts the 5 s; the pause follows it to the end its own motion gives, and the bar
    /// then rests on a state.
    func testThePauseFollowsACoastFasterThanTheFastestFling() throws {
        let file = try TraceFile.load(path: Self.folder.appendingPathComponent("soak-bar-coast-faster-than-8000.jsonl").path)
        let header = try XCTUnwrap(file.header)
        let input = Array(file.events.dropLast())   // the soak's `wait` at the failure
        let lastInput = try XCTUnwrap(input.last).time
        var configuration = ReplayRunner.Configuration(sceneType: try SceneCatalog.scene(named: header.scene))
        configuration.assignments = header.assignments + ["deceleration=0.999", "rows=10000"]
        configuration.viewport = header.viewport
        configuration.until = lastInput + Self.frameInterval   // the frame after the release
        let runner = try ReplayRunner(events: input, configuration: configuration, assets: try TestAssets())
        var fastest = 0.0
        try runner.run(observe: { _, _, session in fastest = max(fastest, abs(session.scene.mainScrollView.velocity.y)) },
                       emit: { _ in })
        let session = runner.session, view = session.scene.mainScrollView
        var pause = SoakPause(lastInput: lastInput)
        Self.play(session, until: pause.end) { _ in fastest = max(fastest, abs(view.velocity.y)) }
        XCTAssertGreaterThan(fastest, 12_000)
        XCTAssertEqual(view.phase, .decelerating, "still coasting 5 s after the last input")
        let end = try XCTUnwrap(view.motionEndTime)
        XCTAssertTrue(pause.follow(session, frameInterval: Self.frameInterval))
        XCTAssertEqual(pause.end, end + Self.frameInterval, accuracy: 1e-9, "the clock runs at 1: the motion's own end")
        Self.play(session, until: pause.end) { _ in }
        XCTAssertEqual(view.phase, .idle)
        XCTAssertNil(SoakInvariants().checkRest(session, after: pause))
    }

    /// Frames of the soak and the replays here, seconds.
    static let frameInterval = 1 / 60.0

    /// Advances `session`'s window frame by frame to `end`, laying out each frame and handing its time to `frame`.
    static func play(_ session: SceneSession, until end: Double, frame: (Double) -> Void) {
        var time = session.window.now
        while time < end {
            time = min(time + frameInterval, end)
            session.window.advance(to: time)
            session.window.layoutIfNeeded()
            frame(time)
        }
    }

    /// A fast touchpad scroll down out of the sheet's list at full: the release, 80 ms after the last
    /// delta, is decided from where the coast is by then (below full, heading down), so the sheet
    /// springs to collapsed and stops there; decided from the last delta (the list scrolled) it took
    /// the list's stop-at-full rule and ran past collapsed.
    func testATouchpadCoastThatLeftTheSheetsListStopsAtCollapsed() throws {
        let assets = try TestAssets()
        let file = try TraceFile.load(path: Self.folder.appendingPathComponent("soak-sheet-touchpad-coast-past-full-from-the-list.jsonl").path)
        let header = try XCTUnwrap(file.header)
        var configuration = ReplayRunner.Configuration(sceneType: try SceneCatalog.scene(named: header.scene))
        configuration.assignments = header.assignments
        configuration.viewport = header.viewport
        configuration.until = 9
        let runner = try ReplayRunner(events: file.events, configuration: configuration, assets: assets)
        var lowest = Double.infinity
        try runner.run(observe: { _, time, session in
            if time >= 7 { lowest = min(lowest, session.scene.mainScrollView.contentOffset.y) }
        }, emit: { _ in })
        let view = runner.session.scene.mainScrollView
        XCTAssertGreaterThanOrEqual(lowest, view.minimumContentOffset.y - 0.5, "passed collapsed by \(view.minimumContentOffset.y - lowest) pt")
        XCTAssertEqual(view.contentOffset.y, view.minimumContentOffset.y, accuracy: 0.5)
        XCTAssertEqual(view.phase, .idle)
    }
}
