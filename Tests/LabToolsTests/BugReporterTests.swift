import Foundation
import Graphics
@testable import LabBasics
@testable import LabDrawing
@testable import Studio
@testable import Scenes
import ScrollUI
@testable import LabTraces
import XCTest
import TestKit

/// Key B's report written from the window's log: its folder holds a trace that replays to the marked
/// frame (the report's state line), a video of the 10 s before it, a screenshot at the phone's scale
/// and the report; what cannot be written is said once, and the rest is kept.
final class BugReporterTests: CaptureTestCase {
    private static let origin = 7.0
    private var reporter: BugReporter { qa.bugReports }

    private func load() throws -> WindowDriver {
        let driver = try fixture.load(ListScene.self, at: BugReporterTests.origin)
        try driver.play(Traces.fling(end: 1), from: 7.1, until: 8.2)   // marked while the list decelerates
        return driver
    }

    /// The window's parts of a report; `screenshot` renders the frame shown at the style's scale.
    private func sources(screenshot: ((String) throws -> Void)? = nil) -> BugReporter.Sources {
        let fonts = fixture.assets.fonts
        return BugReporter.Sources(version: "scroll-lab 0.1.0 (commit abc)", display: "dummy", style: CaptureStyle(scale: 1),
                                   assets: fixture.assets) { session, path, style in
            if let screenshot { return try screenshot(path) }
            let renderer = FrameRenderer(fonts: fonts)
            renderer.render(session.window, scale: style.scale)
            try renderer.writePNG(to: path, using: .sdl)
        }
    }

    private func contents(of folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    private func reportJSON(in folder: String) throws -> BugReport {
        try JSONDecoder().decode(BugReport.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/report.json")))
    }

    /// The trace's state lines as `replay FOLDER` gives them (its header: scene, viewport, options, `from`).
    private func replayStates(_ folder: String) throws -> [String] {
        try replayStateLines(try XCTUnwrap(BugReportFolder.trace(in: folder)), assets: fixture.assets)
    }

    func testKeysWhileTheNoteIsTypedGoToIt() throws {
        let driver = try load()
        XCTAssertTrue(reporter.begin(shownSceneTime: nil, windowTime: driver.session.window.now, assets: fixture.assets))
        let cases: [(line: UInt, key: String, typed: String?, result: BugReporter.KeyResult, text: String)] = [
            (#line, "h", "h", .editing, "h"),
            (#line, "slash", "?", .editing, "h?"),
            (#line, "p", "p", .editing, "h?p"),           // a shortcut's key is a letter of the note
            (#line, "backspace", nil, .editing, "h?"),
            (#line, "left", nil, .editing, "h?"),
            (#line, "return", nil, .write(note: "h?"), "h?"),
            (#line, "escape", nil, .write(note: nil), "h?"),
        ]
        for c in cases {
            XCTAssertEqual(reporter.handleKey(KeyEvent(key: c.key, time: 9)), c.result, line: c.line)
            if let typed = c.typed { reporter.insert(typed) }
            XCTAssertEqual(reporter.field?.text, c.text, line: c.line)
        }
    }

    func testALiveMarkWritesAFolderThatReplaysToTheMarkedFrame() throws {
        let driver = try load()
        let now = driver.session.window.now
        XCTAssertTrue(reporter.begin(shownSceneTime: nil, windowTime: now, assets: fixture.assets))
        let frozen = try XCTUnwrap(reporter.frozenSession)
        XCTAssertEqual(frozen.scene.mainScrollView.contentOffset.y, driver.offset, accuracy: 40, "within a frame of the live one")
        guard case .note(_, let caption)? = reporter.card(at: now) else { return XCTFail("no note card") }
        XCTAssertEqual(caption, "Bug report · frame 72 at 1.20 s")
        reporter.insert("bar jumps é 🙂")
        let folder = try XCTUnwrap(reporter.write(note: reporter.field?.note, sources: sources(), now: { now + 2 }))
        qa.captures.exports.finishAll(now: { now + 2 })   // the video is made beside the window
        XCTAssertNil(reporter.frozenSession, "the live window shows again")
        XCTAssertEqual(try contents(of: folder), ["report.json", "report.txt", "screenshot.png", "trace.jsonl", "video.mp4"])
        XCTAssertTrue(folder.hasPrefix(fixture.folder.path("captures") + "/bug-"), folder)
        XCTAssertEqual(fixture.reports.last, "scroll-lab: bug report \(folder)")
        XCTAssertEqual(qa.notices.notice?.text, "Bug report saved")
        XCTAssertEqual(reporter.card(at: now + 3), .saved(folder: folder, complete: true))
        XCTAssertNil(reporter.card(at: now + 2 + Notices.failureDuration), "gone with the notice")

        let report = try reportJSON(in: folder)
        XCTAssertEqual(report.note, "bar jumps é 🙂")
        XCTAssertEqual(report.frame, 72, "the last 1/60 s frame at or before the mark, 1.2 s after the load")
        XCTAssertEqual(report.sceneTime, 1.2, accuracy: 1e-9)
        XCTAssertEqual(report.from, 0, "less than 10 s of scene time: all of it")
        XCTAssertEqual(report.setLine, "")
        XCTAssertEqual(report.files, ["trace.jsonl", "screenshot.png", "video.mp4"])
        let states = try replayStates(folder)
        XCTAssertEqual(states.last, report.stateLine, "the trace replays to the report's state line")
        XCTAssertEqual(states.count, 73)
        XCTAssertTrue(report.stateLine.contains(#""phase": "decelerating""#), report.stateLine)
        XCTAssertEqual(try pixelSize(ofPNG: folder + "/screenshot.png"), [390, 844], "at the style's scale")
        XCTAssertEqual(try probeVideoStream(folder + "/video.mp4"), "h264,390,844,73", "one frame per 1/60 s from the load to the mark")
        let text = try String(contentsOfFile: folder + "/report.txt")
        XCTAssertTrue(text.contains("\nstate: \(report.stateLine)\n"), text)
    }

    /// Paused and stepped back on the timeline: the mark is the frame shown, and the trace ends
    /// there (the input after it is left out).
    func testAScrubbedMarkIsTheFrameShown() throws {
        let driver = try load()
        try driver.play(Traces.fling(end: 1), from: 8.3, until: 9)   // a second fling, after the frame marked
        driver.press("p")
        for _ in 0..<60 { driver.press("left") }
        let timeline = try XCTUnwrap(qa.timeline), shown = try XCTUnwrap(timeline.session)
        let time = try XCTUnwrap(timeline.time), frame = try XCTUnwrap(timeline.frame)
        XCTAssertLessThan(time, 1.2, "before the second fling")
        XCTAssertTrue(reporter.begin(shownSceneTime: time, windowTime: driver.session.window.now, assets: fixture.assets))
        let folder = try XCTUnwrap(reporter.write(note: nil, sources: sources(), now: { 20 }))
        qa.captures.exports.finishAll(now: { 20 })   // the video is made beside the window
        let report = try reportJSON(in: folder)
        XCTAssertNil(report.note)
        XCTAssertEqual(report.frame, frame)
        XCTAssertEqual(report.stateLine, shown.stateLine(frame: frame, time: time), "the state of the frame shown")
        XCTAssertEqual(try replayStates(folder).last, report.stateLine)
        let trace = try TraceFile.load(path: folder + "/trace.jsonl")
        XCTAssertEqual(trace.events.last?.time ?? 0, time, accuracy: 1e-9, "the trace ends at the mark")
        XCTAssertEqual(trace.events.filter { $0.isPress }.count, 1, "the second fling is after the mark")
        XCTAssertTrue(try String(contentsOfFile: folder + "/report.txt").contains("\nnote: (none: skipped with Esc)\n"))
    }

    /// The trace's output and the video start 10 s of scene time before the mark: a pause between
    /// adds nothing to those 10 s.
    func testTheTraceAndVideoStartTenSecondsOfSceneTimeBeforeTheMark() throws {
        let driver = try load()
        try driver.play(Traces.fling(end: 1), from: 12, until: 13)
        driver.press("p")
        try driver.play("", from: 13, until: 18)   // 5 s paused
        driver.press("p")
        try driver.play(Traces.fling(end: 1), from: 18.5, until: 20)
        let capture = try XCTUnwrap(qa.captures.log)
        let mark = try BugMark(capture: capture, shownSceneTime: nil, windowTime: driver.session.window.now)
        XCTAssertEqual(mark.traceTime, 13, accuracy: 1e-6, "20 s on the window's clock, 7 s after the load")
        XCTAssertEqual(mark.sceneTime, 8, accuracy: 1e-2, "the pause left out")
        XCTAssertEqual(mark.sceneTime - BugMark.recentDuration, -2, accuracy: 1e-2)
        XCTAssertEqual(mark.from, 0, "less than 10 s of scene time: from the load")
        // The video lasts the scene time it shows: the 5 s paused are left out of it (13 s of trace time).
        XCTAssertTrue(reporter.begin(shownSceneTime: nil, windowTime: driver.session.window.now, assets: fixture.assets))
        let folder = try XCTUnwrap(reporter.write(note: nil, sources: sources(), now: { 21 }))
        qa.captures.exports.finishAll(now: { 21 })   // the video is made beside the window
        let stream = try probeVideoStream(folder + "/video.mp4").split(separator: ",")
        let frames = try XCTUnwrap(Int(stream.last ?? ""))
        XCTAssertEqual(Double(frames), 8 * 60 + 1, accuracy: 3, "8 s of scene time at 60 fps (13 s with the pause: 781)")
        // Paused from 6 s to 11 s after the load; marked 26 s after it.
        let later = try BugMark(capture: capture, shownSceneTime: nil, windowTime: 33)
        XCTAssertEqual(later.traceTime, 26, accuracy: 1e-6)
        XCTAssertEqual(later.sceneTime, 21, accuracy: 1e-2)
        XCTAssertEqual(capture.log.clock.sceneTime(at: later.from), 11, accuracy: 1e-6, "10 s of scene time before the mark")
        XCTAssertEqual(later.from, 16, accuracy: 1e-2, "a trace time after the pause: the 5 s paused are not among the 10 s")
        XCTAssertEqual(later.events.last, Input(time: later.traceTime, kind: .wait))
    }

    /// No ffmpeg and a screenshot that fails: one line on standard error naming both with their
    /// reasons, the same in the window, and the trace and the report kept.
    func testWhatCannotBeWrittenIsSaidAndTheRestKept() throws {
        let driver = try load()
        XCTAssertTrue(reporter.begin(shownSceneTime: nil, windowTime: driver.session.window.now, assets: fixture.assets))
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        setenv("PATH", fixture.folder.path("empty"), 1)
        defer { setenv("PATH", path, 1) }
        let failing = sources { path in throw OutputFile.failure(path, ENOSPC) }
        let folder = try XCTUnwrap(reporter.write(note: "x", sources: failing, now: { 30 }))
        qa.captures.exports.finishAll(now: { 30 })   // the video is made beside the window
        XCTAssertEqual(try contents(of: folder), ["report.json", "report.txt", "trace.jsonl"])
        let failures = fixture.failures
        XCTAssertEqual(failures.count, 1)
        let line = try XCTUnwrap(failures.first)
        XCTAssertTrue(line.hasPrefix("bug report \(folder) is missing screenshot.png: cannot write '\(folder)/screenshot.png': "
                                     + "No space left on device; video.mp4: cannot export a video: ffmpeg is not on the PATH"), line)
        XCTAssertFalse(line.contains("\n"))
        XCTAssertEqual(qa.notices.notice?.text, "Bug report incomplete")
        XCTAssertEqual(qa.notices.reason, line, "the window shows the same line")
        XCTAssertEqual(reporter.card(at: 31), .saved(folder: folder, complete: false))
        let report = try reportJSON(in: folder)
        XCTAssertEqual(report.files, ["trace.jsonl"])
        XCTAssertEqual(report.problems.count, 2)
        try expectingFailures()
    }

    func testAFolderThatCannotBeMadeWritesNothing() throws {
        let driver = try load()
        let captures = fixture.folder.path("captures")
        try "a file".write(toFile: captures, atomically: false, encoding: .utf8)
        XCTAssertTrue(reporter.begin(shownSceneTime: nil, windowTime: driver.session.window.now, assets: fixture.assets))
        XCTAssertNil(reporter.write(note: "x", sources: sources(), now: { 30 }))
        XCTAssertFalse(reporter.isEditing)
        XCTAssertEqual(qa.notices.notice?.text, "No bug report")
        XCTAssertEqual(fixture.failures.count, 1)
        XCTAssertEqual(qa.notices.reason, fixture.failures.first)
        XCTAssertTrue(fixture.failures[0].hasPrefix("cannot write a bug report: cannot create '\(captures)'"), fixture.failures[0])
        XCTAssertEqual(try String(contentsOfFile: captures), "a file")
        try expectingFailures()
    }

    /// The failures reported are what the test expected: a fresh fixture for the tear-down's check.
    private func expectingFailures() throws {
        let old = fixture
        fixture = try QAFixture()
        old?.folder.remove()
    }

    /// Width and height from a PNG's header.
    private func pixelSize(ofPNG path: String) throws -> [Int] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)).prefix(24))
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return [number(16), number(20)]
    }
}
