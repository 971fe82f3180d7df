import Foundation
import Graphics
@testable import LabBasics
@testable import Playback
@testable import Scenes
import ScrollPhysics
import ScrollUI
import TestKit
@testable import LabTraces
import XCTest

/// Written gestures replayed on the real scenes: a fling releases at the velocity asked for, a pull
/// shows the content exactly that far past the edge, and gestures appended to one trace replay.
final class GestureTests: AssetsTestCase {
    /// Replays `events` on `scene`, calling `observe` after every frame.
    private func replay(_ events: [Input], scene: any Scene.Type = ListScene.self,
                        observe: @escaping (SceneSession) -> Void = { _ in }) throws -> [ParsedState] {
        let runner = try ReplayRunner(events: events, configuration: ReplayRunner.Configuration(sceneType: scene), assets: assets)
        var lines: [String] = []
        try runner.run(observe: { _, _, session in observe(session) }, emit: { lines.append($0) })
        return try lines.map { try ParsedState($0) }
    }

    /// The pointer's release velocity the list's pan measured for a fling written at `speed` pt/s.
    func testFlingReleasesAtTheRequestedVelocity() throws {
        let cases: [(line: UInt, speed: Double, direction: Double, ramp: FlingRamp, rampDuration: Double)] = [
            (#line, 300, -1, .linear, 0.15), (#line, 300, 1, .linear, 0.15),
            (#line, 1500, -1, .linear, 0.15), (#line, 1500, 1, .linear, 0.15),
            (#line, 4000, -1, .linear, 0.05), (#line, 4000, 1, .linear, 0.05),
            (#line, 1500, -1, .easeOut, 0.2), (#line, 1500, 1, .constant, 0),
            (#line, 800, -1, .constant, 0.3), (#line, 2500, 1, .easeOut, 0.1),
        ]
        for c in cases {
            // Downward flings start scrolled into the list (End), so the content has room above.
            var events = c.direction > 0 ? [Input(time: 0, kind: .key("end"))] : []
            let from = Point(x: 195, y: c.direction > 0 ? 150 : 800)
            events += Gesture.fling(from: from, direction: Point(x: 0, y: c.direction), speed: c.speed, ramp: c.ramp,
                                    rampDuration: c.rampDuration).events(startingAt: 1)
            events.append(Input(time: 2, kind: .wait))
            var released: Point?
            let states = try replay(events) { session in
                let pan = session.scene.mainScrollView.panGestureRecognizer
                if released == nil, pan.state == .ended { released = pan.releaseVelocity }
            }
            guard let released else { XCTFail("no release", line: c.line); continue }
            XCTAssertEqual(released.y, c.direction * c.speed, accuracy: c.speed * 0.02, line: c.line)
            XCTAssertEqual(released.y, c.direction * c.speed, accuracy: 1e-3 * c.speed, "exactly, in fact", line: c.line)
            // The content coasts the other way from the finger, at about that speed.
            let coast = states.first { $0.string(CommonStateKeys.phase) == "decelerating" }?.number(CommonStateKeys.velocityY) ?? 0
            XCTAssertEqual(-coast / (c.direction * c.speed), 1, accuracy: 0.05, line: c.line)
        }
    }

    /// `pull N` shows the content N points past its top edge (±1) at the end of the finger's travel.
    func testPullShowsTheContentThatFarPastTheEdge() throws {
        let cases: [(line: UInt, scene: any Scene.Type, pull: Double)] = [
            (#line, ListScene.self, 120), (#line, ListScene.self, 40), (#line, ListScene.self, 300),
            (#line, PullPromotionScene.self, 120), (#line, PullPromotionScene.self, 60),
            (#line, HoverBannerScene.self, 90),
        ]
        for c in cases {
            let session = try SceneSession(sceneType: c.scene, assignments: [], viewport: SceneCatalog.defaultViewport, assets: assets)
            let scrollView = session.scene.mainScrollView
            let top = scrollView.minimumContentOffset.y
            let travel = PullTravel(dimension: scrollView.frame.height, coefficient: scrollView.configuration.rubberBandCoefficient)
            let gesture = Gesture.pull(from: Point(x: 195, y: 211), travel: travel.fingerTravel(forPull: c.pull),
                                       speed: GestureDefaults.pullSpeed, hold: GestureDefaults.pullHold)
            let events = gesture.events(startingAt: 0.5)
            guard let lastMove = events.last(where: { if case .move = $0.kind { return true } else { return false } }) else {
                XCTFail("no moves", line: c.line); continue
            }
            var shown: Double?
            let states = try replay(events + [Input(time: lastMove.time + 2, kind: .wait)], scene: c.scene) { session in
                if shown == nil, session.window.now >= lastMove.time + 0.05 { shown = session.scene.mainScrollView.contentOffset.y }
            }
            XCTAssertEqual(shown ?? 0, top - c.pull, accuracy: 1, "\(c.scene.name)", line: c.line)
            XCTAssertEqual(states.first?.offsetY ?? 0, top, accuracy: 0.001, "starts at the top", line: c.line)
        }
    }

    /// Gestures written one after another into one file, each appended, replay as one trace.
    func testAppendedGesturesReplayAsOneTrace() throws {
        let path = folder.path("composed.jsonl")
        let header = TraceHeader(scene: ListScene.name, viewport: SceneCatalog.defaultViewport, assignments: ["rows=200"])
        try GestureTraceWriter.write(Gesture.fling(from: Point(x: 195, y: 800), direction: Point(x: 0, y: -1), speed: 2000,
                                                   ramp: .linear, rampDuration: 0.1).events(startingAt: 0),
                                     header: header, waitUntil: nil, to: path, append: false, existing: nil)
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let composed: [(Gesture, Double)] = [
            (.keys(["home"], interval: 0.1), 3),
            (.pull(from: Point(x: 195, y: 211), travel: PullTravel(dimension: 844).fingerTravel(forPull: 60), speed: 300, hold: 0.2), 5),
        ]
        for (gesture, start) in composed {
            let existing = try GestureTraceWriter.existingTrace(at: path)
            XCTAssertEqual(existing?.header, header)
            let events = gesture.events(startingAt: start)
            try GestureTraceWriter.write(events, header: nil, waitUntil: (events.last?.time ?? start) + 1, to: path,
                                         append: true, existing: existing)
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix(before), "appending keeps what was there")
        let file = try TraceFile.load(path: path)
        XCTAssertEqual(file.header?.assignments, ["rows=200"])
        XCTAssertEqual(zip(file.events, file.events.dropFirst()).filter { $0.time > $1.time }.count, 0, "times never go back")

        let states = try replay(file.events)
        XCTAssertGreaterThan(states.at(2.9)?.offsetY ?? 0, 500, "the fling coasted into the list")
        XCTAssertEqual(states.at(4.9)?.offsetY ?? 0, -91, accuracy: 0.01, "Home went back to the top (a 1.6 s scroll to the end)")
        let pullEnd = file.events.last { if case .move = $0.kind { return true } else { return false } }?.time ?? 0
        XCTAssertEqual(states.at(pullEnd + 0.05)?.offsetY ?? 0, -151, accuracy: 1, "the pull showed 60 pt")
        XCTAssertEqual(states.last?.offsetY ?? 0, -91, accuracy: 0.01)
        XCTAssertEqual(states.last?.string(CommonStateKeys.phase), "idle")
    }

    /// Appending may not grow a trace past what `replay` reads (`Limits.traceBytes`): checked before
    /// anything is written, on a sparse file of 268,435,203 bytes (no disk used).
    func testAnAppendThatWouldPassTheTraceLimitIsRefused() throws {
        let path = folder.path("big.jsonl")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 268_435_203)
        try handle.close()
        let existing = try GestureTraceWriter.existingTrace(at: folder.write("{\"t\": 1, \"type\": \"wait\"}\n", to: "t.jsonl"))
        let events = Gesture.notches(at: Point(x: 1, y: 1), count: 10, interval: 0.1).events(startingAt: 1)
        XCTAssertThrowsError(try GestureTraceWriter.write(events, header: nil, waitUntil: nil, to: path, append: true,
                                                          existing: existing)) { error in
            XCTAssertEqual((error as? AppError)?.exitCode, 2)
            XCTAssertTrue("\(error)".contains("a trace is at most 256 MB"), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber, 268_435_203)
        XCTAssertNoThrow(try GestureTraceWriter.write(events, header: nil, waitUntil: nil, to: folder.path("t.jsonl"),
                                                      append: true, existing: existing))
    }

    /// A trace already at the limit is refused from its size, before it is read, saying that nothing
    /// fits (it said the trace "would be 268435457 bytes", whatever the gesture's length).
    func testATraceAtTheLimitTakesNothingMore() throws {
        let path = folder.path("full.jsonl")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        for size in [Limits.traceBytes, Limits.traceBytes + 1] {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.truncate(atOffset: UInt64(size))
            try handle.close()
            XCTAssertThrowsError(try GestureTraceWriter.existingTrace(at: path), "\(size)") { error in
                XCTAssertEqual((error as? AppError)?.exitCode, 2)
                XCTAssertEqual((error as? AppError)?.message, "'\(path)' is \(size) bytes: a trace is at most 256 MB (268435456 bytes), "
                               + "the most replay reads, so nothing can be appended")
            }
        }
        XCTAssertNoThrow(try Limits.checkAppendable(Limits.traceBytes - 1, "a byte short"), "a byte still fits")
    }

    /// Pure shapes: every gesture's events, in order, with the times and values asked for.
    func testGestureEventsTable() {
        let p = Point(x: 10, y: 20)
        let cases: [(line: UInt, gesture: Gesture, count: Int, first: Double, last: Double)] = [
            (#line, .tap(at: p), 2, 1, 1 + GestureDefaults.tap),
            (#line, .hold(at: p, duration: 0.7), 2, 1, 1.7),
            (#line, .drag(from: p, to: Point(x: 10, y: 320), duration: 0.5, hold: 0), 61, 1, 1.5),
            (#line, .drag(from: p, to: Point(x: 10, y: 320), duration: 0.5, hold: 0.25), 62, 1, 1.75),
            (#line, .swipe(at: p, velocity: 1200, duration: 0.2), 24, 1, 1 + 23.0 / 120),
            (#line, .notches(at: p, count: -3, interval: 0.2), 3, 1, 1.4),
            (#line, .keys(["home", "end"], interval: 0.5), 2, 1, 1.5),
        ]
        for c in cases {
            let events = c.gesture.events(startingAt: 1)
            XCTAssertEqual(events.count, c.count, line: c.line)
            XCTAssertEqual(events.first?.time ?? 0, c.first, accuracy: 1e-6, line: c.line)
            XCTAssertEqual(events.last?.time ?? 0, c.last, accuracy: 1e-6, line: c.line)
            XCTAssertEqual(c.gesture.duration, c.last - c.first, accuracy: 1e-6, "known before the events", line: c.line)
        }
        let pull = Gesture.pull(from: p, travel: 300, speed: 150, hold: 0.2)
        XCTAssertEqual(pull.duration, 2.2, accuracy: 1e-9)
        XCTAssertEqual(pull.events(startingAt: 0).last?.time ?? 0, 2.2, accuracy: 1e-6)
        XCTAssertEqual(Gesture.notches(at: p, count: Int.min, interval: 0.1).duration, Double(UInt64(Int.max)) * 0.1,
                       "no trap at Int.min")
        let swipe = Gesture.swipe(at: p, velocity: 1200, duration: 0.2).events(startingAt: 0)
        XCTAssertEqual(swipe.first?.kind, .wheel(p, delta: Point(x: 0, y: 10), precise: true), "1200 pt/s at 120 Hz: 10 pt a delta")
        let notches = Gesture.notches(at: p, count: -3, interval: 0.2).events(startingAt: 0)
        XCTAssertEqual(notches.last?.kind, .wheel(p, delta: Point(x: 0, y: -1), precise: false))
    }

    /// A fling's travel is its ramp's mean speed times the ramp plus the tail at full speed.
    func testFlingTravelTable() {
        let cases: [(line: UInt, ramp: FlingRamp, speed: Double, rampDuration: Double)] = [
            (#line, .constant, 1000, 0.2), (#line, .linear, 1000, 0.2), (#line, .easeOut, 3000, 0.1), (#line, .linear, 500, 0),
        ]
        for c in cases {
            let events = Gesture.fling(from: Point(x: 0, y: 500), direction: Point(x: 0, y: -1), speed: c.speed, ramp: c.ramp,
                                       rampDuration: c.rampDuration).events(startingAt: 0)
            guard case .up(let end) = events.last?.kind else { XCTFail("ends with a lift", line: c.line); continue }
            let expected = c.speed * (c.ramp.meanSpeed * c.rampDuration + GestureDefaults.flingTail)
            XCTAssertEqual(500 - end.y, expected, accuracy: 0.01, line: c.line)
            XCTAssertEqual(c.ramp.travel(rampDuration: c.rampDuration, speed: c.speed), 500 - end.y, accuracy: 0.01, line: c.line)
            XCTAssertEqual(events.last?.time ?? 0, c.rampDuration + GestureDefaults.flingTail, accuracy: 1e-6, line: c.line)
        }
    }

    /// A fling without a press point: on the middle column (row), its travel centred on the middle, no
    /// nearer the edge behind it than a quarter of the viewport (390 × 844: from 211 to 633 pt down).
    func testFlingPressTable() {
        let size = Size(width: 390, height: 844)
        let up = Point(x: 0, y: -1), down = Point(x: 0, y: 1), left = Point(x: -1, y: 0), right = Point(x: 1, y: 0)
        let cases: [(line: UInt, direction: Point, travel: Double, press: Point)] = [
            (#line, up, 100, Point(x: 195, y: 472)), (#line, up, 400, Point(x: 195, y: 622)),
            (#line, up, 458.33, Point(x: 195, y: 633)), (#line, up, 2_000, Point(x: 195, y: 633)),
            (#line, down, 100, Point(x: 195, y: 372)), (#line, down, 2_000, Point(x: 195, y: 211)),
            (#line, up, 0, Point(x: 195, y: 422)),
            (#line, left, 100, Point(x: 245, y: 422)), (#line, right, 1_000, Point(x: 97.5, y: 422)),
        ]
        for c in cases {
            XCTAssertEqual(GestureDefaults.flingPress(in: size, direction: c.direction, travel: c.travel), c.press, line: c.line)
        }
    }

    /// The finger travel of a pull: the slop plus the band's inverse (PHYSICS.md §3 table, d = 844).
    func testPullTravelTable() {
        let travel = PullTravel(dimension: 844)
        let cases: [(line: UInt, pull: Double, band: Double)] = [(#line, 26.63, 50), (#line, 51.64, 100), (#line, 97.32, 200), (#line, 138.02, 300)]
        for c in cases {
            XCTAssertEqual(travel.fingerTravel(forPull: c.pull), 10 + c.band, accuracy: 0.1, line: c.line)
        }
        XCTAssertEqual(PullTravel(dimension: 844, coefficient: 0.3).fingerTravel(forPull: 100), 10 + 100 * 844 / (0.3 * 744), accuracy: 1e-9)
    }
}
