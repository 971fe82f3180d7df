import Foundation
import Graphics
@testable import LabDrawing
@testable import Studio
@testable import Playback
@testable import Scenes
import ScrollUI
@testable import LabTraces
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
            XCTAssertEqual(Timeline.frame(steppingBy: c.delta, from: c.frame, end: c.end, fps: 60), c.expected, line: c.line)
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

    /// The flick, P, a 10 s wait and ← ten times: the strip stays at the pause's time, the
    /// first ← shows the frame before the paused one and each ← the one before that, as `replay`
    /// gives them; steps while paused lengthen it by theirs.
    func testAPauseAddsNothingToTheTimeline() throws {
        let driver = try fixture.load(ListScene.self, at: TimelineTests.origin)
        let session = driver.session
        try driver.play(Traces.fling(), from: 40.5, until: 40.9)   // still decelerating
        driver.press("p")
        let log = try XCTUnwrap(qa.captures.log)
        let pause = log.log.endTime
        let paused = try XCTUnwrap(qa.timelineStrip(viewport: session.window.size))
        try driver.play("", from: 40.9, until: 50.9)
        let waited = try XCTUnwrap(qa.timelineStrip(viewport: session.window.size))
        XCTAssertEqual(waited.duration, pause, accuracy: 1e-9, "10 s of pause add nothing")
        XCTAssertEqual(waited.x(for: 0.5), paused.x(for: 0.5), "a tick stays where it is")
        let timeline = try XCTUnwrap(qa.timeline)
        let replayed = try replayedStates(saving: driver)
        let before = Timeline.frame(steppingBy: -1, from: nil, end: pause, fps: 60)!
        var shown: [Double] = []
        for press in 0..<10 {
            driver.press("left")
            XCTAssertEqual(timeline.frame, before - press, "← \(press + 1) steps back from the paused frame")
            let frame = try XCTUnwrap(timeline.frame)
            let line = try XCTUnwrap(timeline.session).stateLine(frame: frame, time: Double(frame) / 60)
            XCTAssertEqual(line, replayed[frame])
            shown.append(try XCTUnwrap(ParsedState(line).number(CommonStateKeys.offsetY)))
        }
        XCTAssertEqual(Set(shown).count, 10, "ten different frames of the flick: \(shown)")
        driver.press("right")
        driver.press("period")
        driver.press("period")
        XCTAssertEqual(try XCTUnwrap(qa.timelineStrip(viewport: session.window.size)).duration, pause, accuracy: 1e-9,
                       "steps through the timeline's frames move no clock")
        for _ in 0..<10 { driver.press("right") }
        XCTAssertNil(timeline.frame)
        driver.press("period")
        XCTAssertEqual(try XCTUnwrap(qa.timelineStrip(viewport: session.window.size)).duration, pause + 1 / 60.0,
                       accuracy: 1e-9, "a step of the live window adds its 1/60 s")
    }

    /// A pause in the middle leaves a gap of nothing: a frame after it shows the replay at its log time.
    func testFramesAfterAResumedPauseShowTheReplayAtTheirLogTime() throws {
        let driver = try fixture.load(ListScene.self, at: TimelineTests.origin)
        try driver.play(Traces.fling(), from: 40.5, until: 40.9)
        driver.press("p")
        let pause = try XCTUnwrap(qa.captures.log).log.endTime
        try driver.play("", from: 40.9, until: 45.9)
        driver.press("p")
        let resumed = try XCTUnwrap(qa.captures.log).log.endTime
        try driver.play(Traces.fling(), from: 46, until: 47)
        driver.press("p")
        let replayed = try replayedStates(saving: driver)
        XCTAssertEqual(try XCTUnwrap(qa.timelineStrip(viewport: driver.session.window.size)).duration, pause + (7 - resumed),
                       accuracy: 1e-6)
        let timeline = try XCTUnwrap(qa.timeline)
        let strip = try XCTUnwrap(qa.timelineStrip(viewport: driver.session.window.size))
        for time in [0.5, 0.85, 1.0, 1.5] {
            qa.seekTimeline(toX: strip.x(for: time), live: driver.session)
            let frame = try XCTUnwrap(timeline.frame)
            let logTime = try XCTUnwrap(qa.captures.log).log.clock.logTime(atScene: Double(frame) / 60)
            let replayFrame = Int((logTime * 60).rounded())
            XCTAssertEqual(logTime * 60, Double(replayFrame), accuracy: 1e-6, "a whole frame of the replay")
            let shown = try ParsedState(XCTUnwrap(timeline.session).stateLine(frame: frame, time: 0))
            let expected = try ParsedState(replayed[replayFrame])
            XCTAssertEqual(try XCTUnwrap(shown.number(CommonStateKeys.offsetY)), try XCTUnwrap(expected.number(CommonStateKeys.offsetY)), accuracy: 1e-6,
                           "scene time \(time)")
        }
    }

    /// Shift+← and Shift+→ jump to the first frame that shows the previous / next input (a tick on
    /// the strip) or transition; past the first or the last nothing changes.
    func testShiftArrowsJumpBetweenInputsAndTransitions() throws {
        let cases: [(line: UInt, direction: Int, frame: Int?, expected: Int?)] = [
            (#line, -1, nil, 125), (#line, -1, 125, 120), (#line, -1, 36, 35), (#line, -1, 35, 30), (#line, -1, 30, nil),
            (#line, 1, 0, 30), (#line, 1, 30, 35), (#line, 1, 125, nil), (#line, 1, nil, nil),
        ]
        let marks = [0.5, 0.58, 2.0, 2.08]   // two flicks' downs and ups: frames 30, 35, 120, 125
        for c in cases {
            XCTAssertEqual(Timeline.frame(jumping: c.direction, from: c.frame, last: 240, marks: marks, fps: 60), c.expected,
                           line: c.line)
        }

        let driver = try fixture.load(PullPromotionScene.self, assignments: ["refreshDuration=1"], at: TimelineTests.origin)
        try driver.play(Traces.pull(), from: 40.3, until: 42.5)
        driver.press("p")
        let timeline = try XCTUnwrap(qa.timeline)
        let transitionFrames = timeline.transitions.map { Int(($0.time * 60 - 1e-9).rounded(.up)) }
        XCTAssertGreaterThanOrEqual(transitionFrames.count, 2, "\(timeline.transitions)")
        func jump(_ key: String) -> Int? {
            _ = qa.handleKey(KeyEvent(key: key, modifiers: .shift, time: driver.session.window.now), session: driver.session) { _, _ in }
            return timeline.frame
        }
        var visited: [Int] = []
        while let frame = jump("left"), visited.last != frame { visited.append(frame) }
        XCTAssertEqual(visited.last, 18, "the pull's press at 0.3 s is the first mark")
        for frame in transitionFrames { XCTAssertTrue(visited.contains(frame), "transition at frame \(frame): \(visited)") }
        XCTAssertTrue(visited.contains(Int((0.82 * 60).rounded(.up))), "the release: \(visited)")
        XCTAssertEqual(visited, visited.sorted(by: >), "each jump goes back")
        XCTAssertEqual(jump("right"), visited[visited.count - 2], "and forward again")
    }

    /// L's trace of the log so far, replayed: every frame's state line from the load.
    private func replayedStates(saving driver: WindowDriver) throws -> [String] {
        driver.press("l")
        let path = try XCTUnwrap(fixture.lastPath)
        var configuration = ReplayRunner.Configuration(sceneType: driver.session.sceneType)
        configuration.assignments = driver.session.settings.assignments
        var replayed: [String] = []
        try ReplayRunner(events: TraceFile.load(path: path).events, configuration: configuration, assets: fixture.assets).run {
            replayed.append($0)
        }
        return replayed
    }

    /// ← on a 60 s session replays 3,600 frames; release builds only (timing is never part of `make test`).
    func testStepBackTimeOnASixtySecondSession() throws {
        #if DEBUG
        throw XCTSkip("timing in release builds only")
        #else
        let driver = try fixture.pausedSixtySecondSession()
        let timeline = try XCTUnwrap(qa.timeline)
        var cold: [Double] = [], steps: [Double] = [], ahead: [Double] = []
        for _ in 0..<10 { cold.append(milliseconds { driver.press("left") }) }   // each replays from the load
        for _ in 0..<10 {
            ahead.append(try milliseconds { try timeline.prepare() })            // while the frame shows
            steps.append(milliseconds { driver.press("left") })
        }
        XCTAssertEqual(timeline.frame, 3580)
        print("timeline, 60 s session: ← replaying from the load \(timingSummary(cold)); ← after prepare() \(timingSummary(steps)); "
              + "prepare() \(timingSummary(ahead))")
        #endif
    }
}
