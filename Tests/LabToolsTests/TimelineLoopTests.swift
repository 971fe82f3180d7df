import Foundation
import Graphics
@testable import Studio
@testable import Playback
@testable import Scenes
import ScrollUI
@testable import LabTraces
import XCTest
import TestKit

/// The paused timeline's loop range ([ ] X, P plays it) and zoom (Z), through the QA keys as the
/// window presses them: L saves a trace whose replay is exactly the range, V a video of it, P loops
/// from the out point back to the in point without moving the live scene, Z spans the last gesture.
final class TimelineLoopTests: CaptureTestCase {
    private static let origin = 40.0

    /// A fling, paused while it decelerates; then the range from 40 frames before the pause's frame
    /// to 20 frames after that (frames of the timeline).
    private func flingWithRange() throws -> (driver: WindowDriver, range: ClosedRange<Int>) {
        let driver = try fixture.load(ListScene.self, at: TimelineLoopTests.origin)
        try driver.play(Traces.fling(), from: 40.5, until: 41.3)
        driver.press("p")
        let timeline = try XCTUnwrap(qa.timeline)
        for _ in 0..<40 { driver.press("left") }
        driver.press("leftbracket")
        let inFrame = try XCTUnwrap(timeline.frame)
        for _ in 0..<20 { driver.press("right") }
        driver.press("rightbracket")
        let outFrame = try XCTUnwrap(timeline.frame)
        XCTAssertEqual(outFrame - inFrame, 20)
        XCTAssertEqual(qa.loop.range.frames(last: 1000), inFrame...outFrame)
        return (driver, inFrame...outFrame)
    }

    func testLSavesTheRangeAsATraceThatReplaysExactlyIt() throws {
        let (driver, range) = try flingWithRange()
        let strip = try XCTUnwrap(qa.timelineStrip(viewport: driver.session.window.size))
        XCTAssertEqual(try XCTUnwrap(strip.loop).lowerBound, Double(range.lowerBound) / 60, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(strip.loop).upperBound, Double(range.upperBound) / 60, accuracy: 1e-12)
        let timeline = try XCTUnwrap(qa.timeline)
        var shown: [Int: String] = [:]
        for frame in [range.lowerBound, range.lowerBound + 7, range.upperBound] {
            qa.seekTimeline(toX: strip.x(for: Double(frame) / 60), live: driver.session)
            XCTAssertEqual(timeline.frame, frame)
            shown[frame] = try XCTUnwrap(timeline.session).stateLine(frame: frame, time: Double(frame) / 60)
        }
        driver.press("l")
        XCTAssertTrue(fixture.reports.last?.hasPrefix("scroll-lab: saved the loop range ") == true, "\(fixture.reports)")
        let file = try TraceFile.load(path: try XCTUnwrap(fixture.lastPath))
        let header = try XCTUnwrap(file.header)
        XCTAssertEqual(try XCTUnwrap(header.from), Double(range.lowerBound) / 60, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(header.until), Double(range.upperBound) / 60, accuracy: 1e-9)
        XCTAssertEqual(try header.readBack(), header, "written as it reads back")
        let log = try XCTUnwrap(qa.captures.log)
        XCTAssertEqual(file.events.count, log.log.events.count + 1, "everything since the load, and the wait at its end")
        var configuration = ReplayRunner.Configuration(sceneType: ListScene.self)
        configuration.from = header.from
        configuration.until = header.until
        var replayed: [Int: String] = [:]
        try ReplayRunner(events: file.events, configuration: configuration, assets: fixture.assets)
            .run(observe: { frame, _, session in replayed[frame] = session.stateLine(frame: frame, time: Double(frame) / 60) },
                 emit: { _ in })
        XCTAssertEqual(replayed.keys.sorted(), Array(range), "the replay gives exactly the range's frames")
        for (frame, line) in shown { XCTAssertEqual(replayed[frame], line, "frame \(frame) as the timeline showed it") }
    }

    /// P with a range plays it: each frame the loop's at the time since P, from the out point back to
    /// the in point; the live scene stays paused and logs nothing; P stops on the frame shown, X
    /// clears the range, and P then resumes the live window.
    func testPPlaysTheRangeInALoop() throws {
        let (driver, range) = try flingWithRange()
        let timeline = try XCTUnwrap(qa.timeline)
        let log = try XCTUnwrap(qa.captures.log)
        let logged = log.log.events.count
        let start = try XCTUnwrap(timeline.frame)   // the out point
        driver.press("p")
        XCTAssertTrue(qa.loop.isPlaying)
        XCTAssertTrue(qa.playback.isPaused)
        let began = driver.session.window.now
        var seen: [Int] = []
        var time = began
        for _ in 0..<60 {
            time += 1.0 / 60
            try driver.play("", from: time, until: time)
            qa.sample(driver.session)
            let frame = try XCTUnwrap(timeline.frame)
            XCTAssertEqual(frame, LoopRange.frame(after: driver.session.window.now - began, from: start, in: range, fps: 60))
            seen.append(frame)
        }
        XCTAssertEqual(Set(seen), Set(range), "every frame of the range, none outside: \(seen)")
        XCTAssertEqual(seen.first, range.lowerBound, "from the out point on: the in point")
        XCTAssertEqual(zip(seen, seen.dropFirst()).filter { $1 < $0 }.map { [$0, $1] }, [[range.upperBound, range.lowerBound],
                                                                                        [range.upperBound, range.lowerBound]],
                       "twice from out back to in in 60 frames of a 21-frame loop")
        XCTAssertEqual(timeline.loopStart, range.lowerBound, "the in point is made ahead while it plays")
        XCTAssertEqual(log.log.events.count, logged, "the live scene gets nothing")
        XCTAssertEqual(qa.loop.badge, "LOOP · P to stop")
        let stoppedAt = timeline.frame
        driver.press("p")
        XCTAssertFalse(qa.loop.isPlaying)
        XCTAssertTrue(qa.playback.isPaused)
        XCTAssertEqual(qa.loop.badge, "P to loop")
        try driver.play("", from: time + 0.5, until: time + 0.5)
        XCTAssertEqual(timeline.frame, stoppedAt, "stopped on the frame shown")
        XCTAssertNil(timeline.loopStart)
        driver.press("x")
        XCTAssertTrue(qa.loop.range.isEmpty)
        driver.press("p")
        XCTAssertFalse(qa.playback.isPaused, "without a range P resumes")
        XCTAssertNil(timeline.frame)
    }

    /// A step or a seek stops the loop where it steps to.
    func testAStepStopsTheLoop() throws {
        let (driver, range) = try flingWithRange()
        driver.press("p")
        try driver.play("", from: driver.session.window.now + 0.1, until: driver.session.window.now + 0.1)
        driver.press("left")
        XCTAssertFalse(qa.loop.isPlaying)
        let frame = try XCTUnwrap(qa.timeline?.frame)
        try driver.play("", from: driver.session.window.now + 0.2, until: driver.session.window.now + 0.2)
        XCTAssertEqual(qa.timeline?.frame, frame)
        XCTAssertTrue(range.contains(frame + 1))
    }

    /// B while the loop plays marks the frame shown, which stays while the note is typed.
    func testABugReportStopsTheLoopOnTheMarkedFrame() throws {
        let (driver, _) = try flingWithRange()
        driver.press("p")
        try driver.play("", from: driver.session.window.now + 0.1, until: driver.session.window.now + 0.1)
        let timeline = try XCTUnwrap(qa.timeline)
        let marked = try XCTUnwrap(timeline.frame)
        XCTAssertTrue(qa.bugReports.begin(shownSceneTime: timeline.time, windowTime: driver.session.window.now, assets: fixture.assets))
        try driver.play("", from: driver.session.window.now + 0.2, until: driver.session.window.now + 0.2)
        XCTAssertFalse(qa.loop.isPlaying)
        XCTAssertEqual(timeline.frame, marked)
    }

    /// V with a range: the video's frames are the range's.
    func testVExportsTheRange() throws {
        let (driver, range) = try flingWithRange()
        fixture.qa.exportVideo(session: driver.session, style: CaptureStyle(scale: 0.25), assets: fixture.assets)
        fixture.qa.captures.exports.finishAll(now: { driver.session.window.now })
        let path = try XCTUnwrap(fixture.lastPath)
        XCTAssertTrue(path.hasSuffix(".mp4"), path)
        XCTAssertEqual(try probeVideoStream(path).split(separator: ",").last.map(String.init), "\(range.count)", "one frame per frame of the range")
    }

    /// Z spans the last gesture from its press to the rest after its fling, with a margin (the HUD's
    /// plot too); Z again shows the whole timeline. Without a gesture nothing zooms.
    func testZZoomsToTheLastGesture() throws {
        let driver = try fixture.load(ListScene.self, at: TimelineLoopTests.origin)
        try driver.play(Traces.notches(end: 0.5), from: 40.2, until: 41)
        driver.press("p")
        driver.press("z")
        XCTAssertEqual(qa.timelineStrip(viewport: driver.session.window.size)?.isZoomed, true, "the notches are a scroll")
        driver.press("z")
        driver.press("p")
        try driver.play(Traces.fling(), from: 42, until: 47)
        driver.press("p")
        let log = try XCTUnwrap(qa.captures.log)
        let down = try XCTUnwrap(log.log.events.last { $0.isPress }).time
        let up = try XCTUnwrap(log.log.events.last { if case .up = $0.kind { true } else { false } }).time
        driver.press("z")
        let strip = try XCTUnwrap(qa.timelineStrip(viewport: driver.session.window.size))
        XCTAssertTrue(strip.isZoomed)
        let rest = strip.span.upperBound
        XCTAssertEqual(strip.span.lowerBound, log.log.clock.sceneTime(at: down) - max(0.1, (rest - strip.span.lowerBound) / 1.2 * 0.1),
                       accuracy: 0.02)
        XCTAssertGreaterThan(rest, log.log.clock.sceneTime(at: up) + 1, "the fling coasts on after the lift")
        XCTAssertLessThan(rest, strip.duration - 0.5, "it came to rest before the pause")
        XCTAssertEqual(strip.x(for: strip.span.lowerBound), strip.track.minX)
        qa.seekTimeline(toX: strip.track.midX, live: driver.session)
        let middle = (strip.span.lowerBound + strip.span.upperBound) / 2
        XCTAssertEqual(try XCTUnwrap(qa.timeline?.frame), Int((middle * 60).rounded()), "a click seeks within the zoomed span")
        driver.press("h")
        XCTAssertEqual(try XCTUnwrap(qa.hudOverlay?.session).timeRange, strip.span, "the HUD's plot follows the strip's zoom")
        driver.press("h")
        driver.press("z")
        XCTAssertEqual(qa.timelineStrip(viewport: driver.session.window.size)?.isZoomed, false)

        let still = try fixture.load(ListScene.self, at: 60)
        try still.play("", from: 60, until: 61)
        XCTAssertTrue(qa.playback.isPaused, "the pause goes on in the next scene")
        still.press("z")
        XCTAssertEqual(qa.timelineStrip(viewport: still.session.window.size)?.isZoomed, false)
        XCTAssertEqual(qa.notices.notice?.text, "No gesture to zoom to")
    }

    /// A loop near the end of a 60 s session, as the window plays it (the loop's frame, then
    /// `prepare()` after the present): a frame that wraps shows the in point made ahead (and starts
    /// making the next one, 240 frames a call), where going back without it replays 3,400 frames from
    /// the load. Release builds only (timing is never part of `make test`).
    func testLoopWrapTimeOnASixtySecondSession() throws {
        #if DEBUG
        throw XCTSkip("timing in release builds only")
        #else
        let driver = try fixture.pausedSixtySecondSession()
        let timeline = try XCTUnwrap(qa.timeline), session = driver.session
        let strip = try XCTUnwrap(qa.timelineStrip(viewport: session.window.size))
        qa.seekTimeline(toX: strip.x(for: 3460 / 60.0), live: session)
        driver.press("rightbracket")
        let cold = milliseconds { qa.seekTimeline(toX: strip.x(for: 3400 / 60.0), live: session) }   // from the load
        driver.press("leftbracket")
        XCTAssertEqual(qa.loop.range.frames(last: 3600), 3400...3460)
        driver.press("p")
        var time = session.window.now, wraps: [Double] = [], others: [Double] = []
        for _ in 0..<(3 * 61) {
            time += 1.0 / 60
            let before = timeline.frame
            let spent = try milliseconds {
                try driver.play("", from: time, until: time)   // the window's frame: the loop's next
                try timeline.prepare()                         // after the present
            }
            if let before, let after = timeline.frame, after < before { wraps.append(spent) } else { others.append(spent) }
        }
        XCTAssertEqual(wraps.count, 3)
        print(String(format: "loop, 60 s session: back to the in point from the load %.2f ms; ", cold)
              + "a frame that wraps \(timingSummary(wraps)); other frames \(timingSummary(others))")
        #endif
    }
}
