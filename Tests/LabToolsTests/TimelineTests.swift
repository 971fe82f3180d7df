import Foundation
import Graphics
@testable import LabTools
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// The paused window's timeline: which frame a step or a seek shows, and that the frame shown is
/// exactly the replay's frame at that time.
final class TimelineTests: CaptureTestCase {
    private static let origin = 40.0

    func testStepsGoFrameByFrameAndPastTheEndBackToLive() {
        let cases: [(line: UInt, delta: Int, frame: Int?, end: Double, expected: Int?)] = [
            (#line, -1, nil, 1.0, 59),      // live at a frame's exact time: the one before it
            (#line, -1, nil, 1.005, 60),    // live between frames: the last one before
            (#line, -2, nil, 1.005, 59),
            (#line, 1, nil, 1.005, nil),    // forward from live stays live
            (#line, -1, nil, 0, 0),
            (#line, -1, 10, 1, 9),
            (#line, -1, 0, 1, 0),
            (#line, 1, 59, 1, 60),
            (#line, 1, 60, 1, nil),         // past the last frame: live again
            (#line, 1, 60, 1.02, 61),
        ]
        for c in cases {
            XCTAssertEqual(Timeline.frame(steppingBy: c.delta, from: c.frame, end: c.end), c.expected, line: c.line)
        }
    }

    func testTheStripMapsTimesToItsTrackAndBack() {
        let strip = TimelineStrip(viewport: Size(width: 390, height: 844), duration: 10)
        let track = strip.track
        XCTAssertEqual(track.minX, 16)
        XCTAssertEqual(track.width, 358)
        XCTAssertEqual(strip.frame.maxY, 836, "at the bottom of the viewport")
        let cases: [(line: UInt, time: Double, x: Double)] = [
            (#line, 0, 16), (#line, 5, 195), (#line, 10, 374), (#line, -3, 16), (#line, 12, 374),
        ]
        for c in cases {
            XCTAssertEqual(strip.x(for: c.time), c.x, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(strip.time(atX: c.x), min(10, max(0, c.time)), accuracy: 1e-9, line: c.line)
        }
        XCTAssertEqual(TimelineStrip(viewport: Size(width: 390, height: 844), duration: 0).x(for: 3), 16, "no time yet")
        XCTAssertTrue(strip.contains(Point(x: 195, y: 800)))
        XCTAssertFalse(strip.contains(Point(x: 195, y: 700)))
    }

    /// Paused after a pull that refreshes: seeking to t shows the state line `replay` gives at t
    /// for the trace saved from the same log, frame number and all; ← from the live frame shows the
    /// frame before it, and → past the end the live window again.
    func testASeekShowsTheReplaysFrame() throws {
        let driver = try fixture.load(PullPromotionScene.self, assignments: ["refreshDuration=1"], at: TimelineTests.origin)
        let session = driver.session
        try driver.play(Traces.pull(), from: 40.3, until: 41.2)
        try driver.play(Traces.fling(), from: 41.6, until: 43)
        driver.press("p")
        let timeline = try XCTUnwrap(qa.timeline)
        XCTAssertFalse(timeline.transitions.isEmpty, "the refresh's transitions are on the strip")
        driver.press("l")
        let path = try XCTUnwrap(fixture.lastPath)
        var configuration = ReplayRunner.Configuration(sceneType: PullPromotionScene.self)
        configuration.assignments = session.settings.assignments
        var replayed: [String] = []
        try ReplayRunner(events: TraceFile.load(path: path).events, configuration: configuration, assets: fixture.assets).run {
            replayed.append($0)
        }
        for time in [0, 0.31, 0.5, 0.83, 1.0, 1.6, 1.7, 2.25, 2.9] {
            qa.seekTimeline(toX: try XCTUnwrap(qa.timelineStrip(viewport: session.window.size)).x(for: time), live: session)
            let frame = try XCTUnwrap(timeline.frame)
            XCTAssertEqual(Double(frame) / 60, time, accuracy: 0.5 / 60 + 1e-9, "the nearest frame")
            let shown = try XCTUnwrap(timeline.session).stateLine(frame: frame, time: Double(frame) / 60)
            XCTAssertEqual(shown, replayed[frame], "t = \(time)")
        }
        XCTAssertEqual(timeline.frame, 174)
        for frame in 175...180 {
            driver.press("right")
            XCTAssertEqual(timeline.frame, frame, "→ steps one frame")
        }
        driver.press("right")
        XCTAssertNil(timeline.frame, "past the last frame (3 s): live")
        driver.press("left")
        XCTAssertEqual(timeline.frame, 179, "the frame before the live one at 3 s")
        XCTAssertEqual(try XCTUnwrap(timeline.session).stateLine(frame: 179, time: 179 / 60.0), replayed[179])
        XCTAssertTrue(try timeline.prepare(), "the frame before is replayed ahead")
        XCTAssertFalse(try timeline.prepare(), "once")
        driver.press("left")
        XCTAssertEqual(try XCTUnwrap(timeline.session).stateLine(frame: 178, time: 178 / 60.0), replayed[178])
        driver.press("right")
        driver.press("right")
        driver.press("period")
        driver.press("period")
        driver.press("period")
        XCTAssertNil(timeline.frame, "the period key steps on, into the live window")
        driver.press("left")
        driver.press("p")
        XCTAssertNil(timeline.frame, "unpausing goes back to the live window")
    }

    /// ← on a 60 s session replays 3,600 frames; release builds only (timing is never part of `make test`).
    func testStepBackTimeOnASixtySecondSession() throws {
        #if DEBUG
        throw XCTSkip("timing in release builds only")
        #else
        let driver = try fixture.load(PullPromotionScene.self, at: 0)
        for second in stride(from: 0.0, to: 60, by: 3) {
            try driver.play(second.truncatingRemainder(dividingBy: 6) == 0 ? Traces.fling() : Traces.pull(), from: second,
                            until: second + 3)
        }
        driver.press("p")
        let timeline = try XCTUnwrap(qa.timeline)
        func milliseconds(_ work: () throws -> Void) rethrows -> Double {
            let start = Date()
            try work()
            return Date().timeIntervalSince(start) * 1000
        }
        var cold: [Double] = [], steps: [Double] = [], ahead: [Double] = []
        for _ in 0..<10 { cold.append(milliseconds { driver.press("left") }) }   // each replays from the load
        for _ in 0..<10 {
            ahead.append(try milliseconds { try timeline.prepare() })            // while the frame shows
            steps.append(milliseconds { driver.press("left") })
        }
        XCTAssertEqual(timeline.frame, 3580)
        func summary(_ values: [Double]) -> String {
            let sorted = values.sorted()
            return String(format: "median %.2f ms, max %.2f ms", sorted[sorted.count / 2], sorted[sorted.count - 1])
        }
        print("timeline, 60 s session: ← replaying from the load \(summary(cold)); ← after prepare() \(summary(steps)); "
              + "prepare() \(summary(ahead))")
        #endif
    }
}
