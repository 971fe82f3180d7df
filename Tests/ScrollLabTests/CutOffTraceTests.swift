import Foundation
import TestKit
import XCTest

/// A recording stays replayable up to its last whole event: writes are whole lines (a write that
/// fails part-way is taken back), and a last line cut off by a crash or a full disk (no line end, not
/// valid JSON) is dropped with one line on standard error. A full disk is played by `ulimit -f` with
/// SIGXFSZ ignored.
final class CutOffTraceTests: ExecutableTestCase {
    private static let whole = "# scroll-lab scene=list viewport=390x844\n" + #"{"t": 0, "type": "down", "x": 195, "y": 650}"# + "\n"
        + #"{"t": 0.5, "type": "up", "x": 195, "y": 650}"# + "\n"

    func testALastLineCutOffIsDroppedWithOneLine() throws {
        let cases: [(line: UInt, tail: [UInt8], status: Int32, note: String?, frames: Int?)] = [
            (#line, Array(#"{"t": 1.5, "type": "wh"#.utf8), 0, "line 4 is cut off", 31),
            (#line, Array(#"{"t": 1.5, "type": "set", "option": "language=z"#.utf8) + [0xE4, 0xB8], 0, "line 4 is cut off", 31),
            (#line, Array(#"{"t": 1.5, "type": "wait"}"#.utf8), 0, nil, 91),           // whole, only no line end
            (#line, Array(#"{"t": 1.5, "type": "wh"#.utf8) + [0x0A], 2, "trace line 4: not valid JSON", nil),
            (#line, Array(#"{"t": 1e400, "type": "wait"}"#.utf8), 2, "trace line 4: a number is out of range", nil),
        ]
        for c in cases {
            let path = folder.path("cut-\(c.line).jsonl")
            try Data(Array(Self.whole.utf8) + c.tail).write(to: URL(fileURLWithPath: path))
            let outcome = try run(["replay", path, "--states", "s.jsonl"])
            XCTAssertEqual(outcome.status, c.status, outcome.stderr, line: c.line)
            if c.status == 2 {
                assertFails(outcome, status: 2, mentioning: [c.note ?? ""], path, line: c.line)
                continue
            }
            XCTAssertEqual(outcome.stderr.isEmpty, c.note == nil, outcome.stderr, line: c.line)
            if let note = c.note {
                XCTAssertEqual(outcome.stderr, "scroll-lab: trace '\(path)': \(note) (no line end, not valid JSON) and is left out: "
                               + "the trace ends with the event before it\n", line: c.line)
            }
            let states = try String(contentsOfFile: folder.path("s.jsonl"), encoding: .utf8)
            XCTAssertEqual(states.split(separator: "\n").count, c.frames, line: c.line)
        }
        // A broken line before the last stays a broken trace, and a file of one cut line is no trace.
        let middle = try folder.write(Self.whole + #"{"t": 1, "type": "wh"# + "\n" + #"{"t": 2, "type": "wait"}"# + "\n", to: "middle.jsonl")
        assertFails(try run(["replay", middle]), status: 2, mentioning: ["trace line 4"], "a broken line inside")
        let lone = try folder.write(#"{"t": 1, "type": "wh"#, to: "lone.jsonl")
        assertFails(try run(["replay", lone, "--scene", "list"]), status: 2, mentioning: ["trace line 1"], "one cut line")
        // Appending after a cut line would leave it broken inside the trace: refused, the trace untouched.
        let cut = try folder.write(Self.whole + #"{"t": 1.5, "type": "wh"#, to: "append.jsonl")
        assertFails(try run(["gesture", "tap", "-o", cut, "--append"]), status: 2, mentioning: ["line 4 is cut off", "remove it"],
                    "append after a cut line")
        XCTAssertEqual(try String(contentsOfFile: cut, encoding: .utf8), Self.whole + #"{"t": 1.5, "type": "wh"#)
    }

    /// `gesture --append` onto a full disk: the write fails part-way and is taken back, so the trace
    /// is as it was (it was left ending in a partial line, which `replay` refused).
    func testAnAppendThatFailsPartWayLeavesTheTraceAsItWas() throws {
        var text = Self.whole
        var time = 1
        while text.utf8.count < 10_100 {
            text += #"{"t": \#(time), "type": "wait"}"# + "\n"
            time += 1
        }
        let path = try folder.write(text, to: "full.jsonl")
        let command = "trap '' XFSZ; ulimit -f 10; exec \"$0\" gesture notches 10 -o \"$1\" --append"
        let outcome = try ScrollLabExecutable.run(URL(fileURLWithPath: "/bin/bash"), ["-c", command, executable.path, path], in: folder)
        assertFails(outcome, status: 1, mentioning: ["cannot write", "File too large"], "ulimit -f 10")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), text)
        XCTAssertEqual(try run(["replay", path, "--states", "s.jsonl"]).status, 0)
    }
}
