import Foundation
import Graphics
@testable import LabDrawing
@testable import Studio
import TestKit
import ScrollUI
import XCTest

/// The pure parts of a bug report (key B): its folder's name, the note as typed, the report's text.
final class BugReportTests: XCTestCase {
    func testFolderNamesAreTheSecondAndACounter() {
        let utc = TimeZone(identifier: "UTC")!, tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let date = Date(timeIntervalSince1970: 1_795_674_902)   // 2026-11-26 06:35:02 UTC
        let cases: [(line: UInt, zone: TimeZone, attempt: Int, name: String)] = [
            (#line, utc, 1, "bug-20261126-063502"),
            (#line, utc, 2, "bug-20261126-063502-2"),
            (#line, utc, 13, "bug-20261126-063502-13"),
            (#line, tokyo, 1, "bug-20261126-153502"),
        ]
        for c in cases {
            XCTAssertEqual(BugReportFolder.name(at: date, timeZone: c.zone, attempt: c.attempt), c.name, line: c.line)
        }
    }

    /// A folder is made new each time: an existing folder or file of that second is passed over and
    /// left as it was.
    func testAFolderIsNeverReused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let parent = folder.path("captures"), utc = TimeZone(identifier: "UTC")!
        let date = Date(timeIntervalSince1970: 1_795_674_902)
        let first = try BugReportFolder.create(in: parent, at: date, timeZone: utc)
        XCTAssertEqual(first, parent + "/bug-20261126-063502")
        try "kept".write(toFile: first + "/report.txt", atomically: false, encoding: .utf8)
        try "a file".write(toFile: parent + "/bug-20261126-063502-2", atomically: false, encoding: .utf8)
        let second = try BugReportFolder.create(in: parent, at: date, timeZone: utc)
        XCTAssertEqual(second, parent + "/bug-20261126-063502-3")
        XCTAssertEqual(try String(contentsOfFile: first + "/report.txt"), "kept")
        XCTAssertEqual(try String(contentsOfFile: parent + "/bug-20261126-063502-2"), "a file")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: second), [])
    }

    func testAFolderThatCannotBeMadeSaysWhy() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.path("captures")
        try "not a folder".write(toFile: file, atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try BugReportFolder.create(in: file, at: Date())) { error in
            XCTAssertTrue(Notices.message(error).hasPrefix("cannot create '\(file)'"), Notices.message(error))
        }
        XCTAssertEqual(try String(contentsOfFile: file), "not a folder", "nothing a path points to is destroyed")
    }

    /// `replay FOLDER`: a bug report's folder (named `bug-...`, or holding a report) gives its trace;
    /// one without its trace is refused; a file or another folder is left to the trace reader.
    func testReplayRecognisesABugReportsFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        func make(_ name: String, files: [String]) throws -> String {
            let path = folder.path(name)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            for file in files { try "".write(toFile: path + "/" + file, atomically: false, encoding: .utf8) }
            return path
        }
        let cases: [(line: UInt, name: String, files: [String], trace: Bool?)] = [
            (#line, "bug-20261126-063502", ["trace.jsonl", "report.txt", "report.json"], true),
            (#line, "bug-20261126-063502-2", ["trace.jsonl"], true),
            (#line, "renamed", ["trace.jsonl", "report.json"], true),
            (#line, "renamed-too", ["trace.jsonl", "report.txt"], true),
            (#line, "bug-20261126-063503", ["report.txt"], nil),       // refused: no trace
            (#line, "other", ["trace.jsonl"], false),                  // not a report: read as a trace (a folder)
            (#line, "empty", [], false),
        ]
        for c in cases {
            let path = try make(c.name, files: c.files)
            switch c.trace {
            case true?: XCTAssertEqual(try BugReportFolder.trace(in: path), path + "/trace.jsonl", line: c.line)
            case false?: XCTAssertNil(try BugReportFolder.trace(in: path), line: c.line)
            case nil:
                XCTAssertThrowsError(try BugReportFolder.trace(in: path), line: c.line) { error in
                    XCTAssertEqual(Notices.message(error), "'\(path)' is a bug report's folder without its trace.jsonl: nothing to replay")
                }
            }
        }
        let file = folder.path("t.jsonl")
        try "".write(toFile: file, atomically: false, encoding: .utf8)
        XCTAssertNil(try BugReportFolder.trace(in: file))
        XCTAssertNil(try BugReportFolder.trace(in: folder.path("missing")))
    }

    /// A report's trace that is not a regular file is refused without being opened (a FIFO would block
    /// `replay FOLDER` forever in open). An unreadable folder ("Permission denied"):
    /// `ReportFolderPermissionTests`, which runs the command as another user when the tests run as root.
    func testABugReportsTraceMustBeARegularFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifoReport = folder.path("bug-20261126-063502")
        try FileManager.default.createDirectory(atPath: fifoReport, withIntermediateDirectories: false)
        XCTAssertEqual(mkfifo(fifoReport + "/trace.jsonl", 0o644), 0)
        let folderReport = folder.path("bug-20261126-063503")
        try FileManager.default.createDirectory(atPath: folderReport + "/trace.jsonl", withIntermediateDirectories: true)
        for (path, kind) in [(fifoReport, "a FIFO"), (folderReport, "a folder")] {
            XCTAssertThrowsError(try BugReportFolder.trace(in: path)) { error in
                XCTAssertEqual(Notices.message(error),
                               "'\(path)/trace.jsonl' is \(kind), not a file: a bug report's trace is a regular file")
            }
        }
    }

    /// Typing (each string one text input event) and Backspace ("⌫"): whole characters, one line, bounded.
    func testTheNoteIsEditedCharacterByCharacter() {
        let cases: [(line: UInt, inputs: [String], text: String, note: String?)] = [
            (#line, [], "", nil),
            (#line, ["a", "b", "⌫", "c"], "ac", "ac"),
            (#line, ["⌫", "⌫"], "", nil),
            (#line, ["caf", "é", "⌫"], "caf", "caf"),
            (#line, ["cafe\u{301}", "⌫"], "caf", "caf"),              // a combining accent goes with its letter
            (#line, ["ok 👍🏽", "⌫"], "ok ", "ok"),                    // a skin tone goes with its emoji
            (#line, ["🇫🇷🇯🇵", "⌫"], "🇫🇷", "🇫🇷"),
            (#line, ["日本語", "⌫"], "日本", "日本"),
            (#line, ["two\nlines\tand\r\nCRLF"], "two lines and CRLF", "two lines and CRLF"),
            (#line, ["bell\u{7}\u{1B}"], "bell", "bell"),
            (#line, ["  ", " "], "   ", nil),
            (#line, [String(repeating: "x", count: 250)], String(repeating: "x", count: 200), String(repeating: "x", count: 200)),
        ]
        for c in cases {
            var field = NoteField()
            for input in c.inputs {
                if input == "⌫" { field.deleteBackward() } else { field.insert(input) }
            }
            XCTAssertEqual(field.text, c.text, line: c.line)
            XCTAssertEqual(field.note, c.note, line: c.line)
        }
    }

    private func report(note: String?, setLine: String = "", problems: [String] = []) -> BugReport {
        BugReport(note: note, scene: "list", device: "iphone-14", preset: nil, setLine: setLine,
                  stateLine: #"{"t": 2.5, "frame": 150}"#, frame: 150, sceneTime: 2.5, traceTime: 7.25, from: 0,
                  version: "scroll-lab 0.1.0 (commit abc)", machine: "Linux 6.8 x86_64, 2 CPUs", display: "x11 · screen",
                  files: ["trace.jsonl", "screenshot.png"], problems: problems)
    }

    func testTheReportsTextSaysEachPart() {
        let cases: [(line: UInt, report: BugReport, expected: [String])] = [
            (#line, report(note: "bar jumps é"), ["note: bar jumps é", "options: (the defaults)", "preset: (none)"]),
            (#line, report(note: nil), ["note: (none: skipped with Esc)"]),
            (#line, report(note: "x", setLine: "--set rows=50"), ["options: --set rows=50"]),
            (#line, report(note: "x", problems: ["video.mp4: ffmpeg is not on the PATH"]),
             ["not written: video.mp4: ffmpeg is not on the PATH"]),
        ]
        for c in cases {
            let lines = c.report.text(folder: "captures/bug-1").split(separator: "\n").map(String.init)
            for line in c.expected { XCTAssertTrue(lines.contains(line), "\(line) in \(lines)", line: c.line) }
            XCTAssertEqual(lines.first, "ScrollLab bug report", line: c.line)
            XCTAssertEqual(lines.last, "replay: scroll-lab replay captures/bug-1", line: c.line)
            XCTAssertTrue(lines.contains(#"state: {"t": 2.5, "frame": 150}"#), line: c.line)
            XCTAssertTrue(lines.contains("marked: frame 150, 2.500 s of scene time, 7.250 s of trace time"), line: c.line)
            XCTAssertTrue(lines.contains("files: trace.jsonl, screenshot.png"), line: c.line)
        }
    }

    func testTheReportsJSONReadsBack() throws {
        for note in ["bar jumps é 🙂", nil] {
            let json = report(note: note).json
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            XCTAssertEqual(object["note"] as? String, note)
            XCTAssertTrue(object.keys.contains("note"), "a skipped note is null, not left out")
            XCTAssertEqual(object["stateLine"] as? String, #"{"t": 2.5, "frame": 150}"#)
            XCTAssertEqual(object["frame"] as? Int, 150)
            XCTAssertEqual(try JSONDecoder().decode(BugReport.self, from: Data(json.utf8)), report(note: note))
        }
    }

    /// The card with the real fonts at phone widths: inside the viewport's margins, what Return and
    /// Esc do said in full, a long note showing its end (the caret's side), a long folder wrapped whole.
    func testTheCardFitsAtPhoneWidths() throws {
        let fonts = try TestAssets().fonts
        let note = NoteField(text: "A long note that goes on past the width of the field, so that it scrolls to its end")
        let folder = "captures/bug-20261126-063502-12"
        for width in [320.0, 390, 430] {
            for card in [BugReportCard.note(note, caption: "Bug report · frame 1486 at 24.77 s"),
                         .saved(folder: folder, complete: true), .saved(folder: folder, complete: false)] {
                let viewport = Size(width: width, height: 844)
                var context = DrawingContext(list: DisplayList(), visibleRect: Rect(origin: .zero, size: viewport), textMeasurer: fonts)
                card.draw(in: viewport, statusBarHeight: 47, context: &context)
                var texts: [String] = []
                for case let .text(run, origin, _) in context.list.commands {
                    texts.append(run.string)
                    XCTAssertLessThanOrEqual(origin.x + fonts.size(of: run).width, width - BugReportCard.margin - 10, "\(width) pt: \(run.string)")
                    XCTAssertGreaterThanOrEqual(origin.y, 47, "under the status bar")
                }
                let all = texts.joined(separator: " ")
                switch card {
                case .note:
                    for hint in BugReportCard.hints { XCTAssertTrue(all.contains(hint), "\(width) pt: \(hint) in \(all)") }
                    let shown = try XCTUnwrap(texts.first { $0.hasPrefix(TextTruncation.ellipsis) }, "\(width) pt: \(texts)")
                    XCTAssertTrue(shown.hasSuffix("so that it scrolls to its end"), shown)
                case .saved:
                    XCTAssertTrue(all.contains(folder + "/"), "\(width) pt: \(all)")
                }
            }
        }
    }
}
