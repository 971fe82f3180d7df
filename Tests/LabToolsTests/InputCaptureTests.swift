import Foundation
import Graphics
@testable import LabBasics
@testable import Studio
@testable import Scenes
import ScrollUI
@testable import LabTraces
import XCTest
import TestKit

/// The window's input log and the traces written from it: whenever they are written, they replay
/// to what the window showed.
final class InputCaptureTests: CaptureTestCase {
    /// The window's clock when the scene loads (not 0, as in a window open for a while).
    private static let origin = 100.0
    private var assets: any AssetStore { fixture.assets }
    private var reports: [String] { fixture.reports }

    private func makeDriver() throws -> WindowDriver {
        try fixture.load(ListScene.self, at: InputCaptureTests.origin)
    }

    /// The last state line of `path` replayed as `replay PATH` plays it (the header picks scene,
    /// viewport, options and `from`).
    private func replay(_ path: String) throws -> (first: ParsedState, last: ParsedState) {
        let lines = try replayStateLines(path, assets: assets)
        return (try ParsedState(XCTUnwrap(lines.first)), try ParsedState(XCTUnwrap(lines.last)))
    }

    func testTheLogKeepsTheNewestEventsUpToItsBound() {
        let cases: [(line: UInt, capacity: Int, count: Int, kept: [Double], dropped: Int)] = [
            (#line, 3, 2, [0, 1], 0),
            (#line, 3, 3, [0, 1, 2], 0),
            (#line, 3, 5, [2, 3, 4], 2),
            (#line, 4, 11, [7, 8, 9, 10], 7),
            (#line, 1, 3, [2], 2),
        ]
        for c in cases {
            var log = InputLog(origin: 50, viewport: Size(width: 390, height: 844), capacity: c.capacity)
            for index in 0..<c.count { log.append(Input(time: 50 + Double(index), kind: .wait)) }
            XCTAssertEqual(log.events.map(\.time), c.kept, "times since the load", line: c.line)
            XCTAssertEqual(log.droppedCount, c.dropped, line: c.line)
            XCTAssertEqual(log.isComplete, c.dropped == 0, line: c.line)
        }
        var log = InputLog(origin: 50, viewport: Size(width: 390, height: 844))
        log.append(Input(time: 52, kind: .wait))
        XCTAssertEqual(log.append(Input(time: 51.5, kind: .wait)).time, 2, "time never goes back")
        log.append(Input(time: 50 + Limits.traceSeconds + 1, kind: .wait))
        XCTAssertFalse(log.isComplete, "past a trace's hour a trace cannot hold it")
    }

    /// R pressed mid-session: the trace holds everything since the load, so its replay ends where
    /// the window ended (a fling that stopped mid-list, not a bounce at the top), and its output
    /// starts at the press.
    func testARecordingStartedMidSessionReplaysToTheWindow() throws {
        let driver = try makeDriver()
        try driver.play(Traces.fling(), from: 100.2, until: 101.3)
        XCTAssertEqual(driver.press("r"), .recordingToggled)
        try driver.play(Traces.fling(), from: 101.5, until: 104)
        driver.press("r")
        let path = try XCTUnwrap(fixture.lastPath)
        let header = try XCTUnwrap(TraceFile.load(path: path).header)
        XCTAssertEqual(try XCTUnwrap(header.from), 1.3, accuracy: 1e-9, "the output starts at the press")
        let replayed = try replay(path)
        XCTAssertEqual(try XCTUnwrap(replayed.first.time), 1.3, accuracy: 1 / 60.0)
        XCTAssertGreaterThan(driver.offset, 500, "two flings carried the list down")
        XCTAssertEqual(try XCTUnwrap(replayed.last.offsetY), driver.offset, accuracy: 1e-3)
        XCTAssertEqual(try XCTUnwrap(replayed.last.time), 4, accuracy: 1e-9)
    }

    /// Slow motion, pause and single steps are in the log: a replay slows and stops where the window did.
    func testSlowMotionPauseAndStepsReplay() throws {
        let driver = try makeDriver()
        driver.press("r")
        try driver.play(Traces.fling(), from: 100, until: 100.1)
        driver.press("t")
        try driver.play("", from: 100.1, until: 100.5)
        driver.press("p")
        try driver.play("", from: 100.5, until: 101)
        let paused = driver.offset
        driver.press("period")
        driver.press("period")
        XCTAssertNotEqual(driver.offset, paused, "two steps moved it")
        try driver.play("", from: 101, until: 102)
        driver.press("r")
        let path = try XCTUnwrap(fixture.lastPath)
        let kinds = try TraceFile.load(path: path).events.map(\.kind)
        XCTAssertEqual(kinds.filter { if case .speed = $0 { return true } else { return false } }, [.speed(0.1), .speed(0)])
        XCTAssertEqual(kinds.filter { $0 == .step(1.0 / 60) }.count, 2)
        XCTAssertEqual(try XCTUnwrap(replay(path).last.offsetY), driver.offset, accuracy: 1e-3)
    }

    /// L: everything since the load, its output from 30 s before the key.
    func testTheLastThirtySecondsReplayFromTheirStart() throws {
        let driver = try makeDriver()
        try driver.play(Traces.fling(), from: 100.5, until: 120)
        try driver.play(Traces.pull(), from: 136, until: 140)
        driver.press("l")
        let path = try XCTUnwrap(fixture.lastPath)
        XCTAssertEqual(reports.last, "scroll-lab: saved the last 30 s to \(path)")
        XCTAssertEqual(qa.notices.notice?.text, "Saved the last 30 s")
        XCTAssertEqual(try XCTUnwrap(TraceFile.load(path: path).header?.from), 10, accuracy: 1e-9)
        let replayed = try replay(path)
        XCTAssertEqual(try XCTUnwrap(replayed.first.time), 10, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(replayed.last.time), 40, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(replayed.last.offsetY), driver.offset, accuracy: 1e-3)
        XCTAssertGreaterThan(driver.offset, 0, "the fling before the 30 s still counts")
    }

    /// L long after a pause: its 30 s are of scene time before the pause (the pause adds nothing),
    /// `from` a trace time within the motion, and the trace ends where the clock stopped.
    func testTheLastThirtySecondsAfterALongPauseEndAtThePause() throws {
        let driver = try makeDriver()
        try driver.play(Traces.fling(), from: 100.5, until: 135)
        try driver.play(Traces.fling(end: 1), from: 135, until: 135.3)
        driver.press("p")
        let pause = try XCTUnwrap(qa.captures.log).log.endTime
        try driver.play("", from: 135.3, until: 175)
        driver.press("l")
        let path = try XCTUnwrap(fixture.lastPath)
        let file = try TraceFile.load(path: path)
        XCTAssertEqual(try XCTUnwrap(file.header?.from), pause - 30, accuracy: 1e-9, "30 s of scene time before the pause")
        XCTAssertEqual(try XCTUnwrap(file.events.last).time, pause, accuracy: 1e-9, "the wait adds nothing")
        let replayed = try replay(path)
        XCTAssertEqual(try XCTUnwrap(replayed.last.number(CommonStateKeys.offsetY)), driver.offset, accuracy: 1e-3)
        XCTAssertEqual(try XCTUnwrap(replayed.first.number(CommonStateKeys.time)), (pause - 30) , accuracy: 1 / 60.0)
    }

    /// A scene switch while recording: the first scene's file is completed and the new scene gets
    /// its own file, each replaying its own scene.
    func testASceneSwitchGoesOnInANewFile() throws {
        let first = try makeDriver()
        first.press("r")
        try first.play(Traces.fling(), from: 100, until: 101)
        let second = try fixture.load(ExpandableBarScene.self, assignments: ["rows=12"], at: 101)
        XCTAssertNotNil(qa.captures.recorder, "still recording")
        try second.play(Traces.fling(), from: 101.2, until: 103)
        second.press("r")
        let recorded = reports.filter { $0.hasPrefix("scroll-lab: recorded ") }.map { String($0.dropFirst("scroll-lab: recorded ".count)) }
        XCTAssertEqual(recorded.count, 2)
        let headers = try recorded.map { try XCTUnwrap(TraceFile.load(path: $0).header) }
        XCTAssertEqual(headers.map(\.scene), ["list", "expandable-bar"])
        XCTAssertTrue(headers[1].assignments.contains("rows=12"), "the options go with their scene")
        XCTAssertEqual(try XCTUnwrap(replay(recorded[0]).last.offsetY), first.offset, accuracy: 1e-3)
        XCTAssertEqual(try XCTUnwrap(replay(recorded[1]).last.offsetY), second.offset, accuracy: 1e-3)
    }
}
