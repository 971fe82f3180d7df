import Foundation
import TestKit
import XCTest

/// A trace header's `until=` (a loop range saved from the window): `replay` ends its states, frames,
/// plot and video there, `--until` and `--from` say otherwise, a bad value is exit 2 in one line, and
/// a trace without it plays to its last event as before.
final class ReplayUntilTests: ExecutableTestCase {
    override class var traceEnd: Double { 1 }

    /// The state lines' frame numbers.
    private func frames(_ stdout: String) -> [Int] {
        stdout.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: #""frame": "#) else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
    }

    func testTheHeadersUntilIsWhereTheOutputEnds() throws {
        let path = try folder.write("# scroll-lab scene=list viewport=390x844 from=0.25 until=0.5\n" + Traces.fling(end: 1),
                                    to: "range.jsonl")
        let cases: [(line: UInt, options: [String], first: Int, last: Int)] = [
            (#line, [], 15, 30),
            (#line, ["--until", "0.75"], 15, 45),
            (#line, ["--from", "0.1"], 6, 30),
            (#line, ["--from", "0.8"], 48, 60),          // after until=: the header's end no longer applies
            (#line, ["--scene", "list"], 0, 60),         // --scene drops the header
            (#line, ["--fps", "30"], 8, 15),
        ]
        for c in cases {
            let outcome = try run(["replay", path] + c.options)
            XCTAssertEqual(outcome.status, 0, outcome.stderr, line: c.line)
            let numbers = frames(outcome.stdout)
            XCTAssertEqual(numbers, Array(c.first...c.last), line: c.line)
        }
    }

    /// Frames, plot and video end at `until=` too: the frames written are the range's.
    func testFramesAndVideoEndAtUntil() throws {
        let path = try folder.write("# scroll-lab scene=list viewport=390x844 from=0.5 until=0.6\n" + Traces.fling(end: 1),
                                    to: "range.jsonl")
        let outcome = try run(["replay", path, "--frames", "out", "--scale", "0.25", "--states", "s.jsonl"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
        XCTAssertEqual(names, (30...36).map { String(format: "frame-%05d.png", $0) })
    }

    func testABadUntilIsOneLineAndExit2() throws {
        let cases: [(line: UInt, fields: String, mentions: [String])] = [
            (#line, "until=-1", ["trace line 1", "'until=-1'", "0 to 3600"]),
            (#line, "until=nan", ["trace line 1", "'until=nan'"]),
            (#line, "until=abc", ["trace line 1", "'until=abc'"]),
            (#line, "until=", ["trace line 1", "'until='"]),
            (#line, "until=99999", ["trace line 1", "'until=99999'", "0 to 3600"]),
            (#line, "from=0.4 until=0.2", ["trace line 1", "'until=0.2' is before its 'from=0.4'"]),
        ]
        for c in cases {
            let path = try folder.write("# scroll-lab scene=list \(c.fields)\n" + #"{"t": 0.5, "type": "wait"}"# + "\n", to: "h.jsonl")
            assertFails(try run(["replay", path]), status: 2, mentioning: c.mentions, c.fields, line: c.line)
        }
    }

    /// A recording made before `until=` existed (the window's session fixture) replays to its last event.
    func testAnOlderTraceReplaysToItsEnd() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LabToolsTests/Recordings/window-session.jsonl").path
        let text = try String(contentsOfFile: fixture, encoding: .utf8)
        XCTAssertFalse(text.contains("until="))
        let outcome = try run(["replay", fixture, "--fps", "60"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let numbers = frames(outcome.stdout)
        XCTAssertEqual(numbers.first, 0)
        XCTAssertEqual(numbers.last, 255, "its last event is a wait at 4.25 s")
        XCTAssertEqual(numbers.count, 256)
    }
}
