@testable import LabBasics
import Scenes
@testable import LabTraces
import XCTest

/// The trace reader's bounds (README's table of limits), each at its limit and one past it, and the
/// line ends every reader of a trace takes alike.
final class TraceBoundsTests: XCTestCase {
    private func message(_ text: String) -> String? {
        do { _ = try TraceParser.parse(text); return nil } catch { return (error as? AppError)?.message ?? "\(error)" }
    }

    /// A wait line padded with spaces inside its object to exactly `bytes` bytes.
    private func line(bytes: Int) -> String {
        let core = #"{"t": 0, "type": "wait"}"#
        return "{" + String(repeating: " ", count: bytes - core.utf8.count) + core.dropFirst()
    }

    func testLineNameAndEscapeBounds() {
        let names = { (count: Int) in "{" + (0..<(count - 2)).map { "\"n\($0)\": 0, " }.joined() + #""t": 0, "type": "wait"}"# }
        let escapes = { (count: Int) in #"{"t": 0, "type": "wait", "note": ""# + String(repeating: "\\n", count: count) + "\"}" }
        let cases: [(line: UInt, text: String, problem: String?)] = [
            (#line, line(bytes: Limits.traceLineBytes), nil),
            (#line, line(bytes: Limits.traceLineBytes + 1), "trace line 1: 4097 bytes, longer than 4096"),
            (#line, "#" + String(repeating: "x", count: 10 * Limits.traceLineBytes), nil),   // a comment of any length
            (#line, names(Limits.traceLineNames), nil),
            (#line, names(Limits.traceLineNames + 1), "trace line 1: more than 256 names"),
            (#line, escapes(Limits.traceLineEscapes), nil),
            (#line, escapes(Limits.traceLineEscapes + 1), "trace line 1: more than 256 escapes"),
        ]
        for c in cases {
            let outcome = message(c.text)
            if let problem = c.problem {
                XCTAssertTrue(outcome?.hasPrefix(problem) == true, outcome ?? "parsed", line: c.line)
            } else {
                XCTAssertNil(outcome, line: c.line)
            }
        }
    }

    /// `\n`, `\r\n` and a lone `\r` end lines alike, for the events and the header.
    func testEveryLineEndReadsAlike() throws {
        let lines = ["# scroll-lab scene=list viewport=390x844", #"{"t": 0, "type": "down", "x": 1, "y": 2}"#, "",
                     #"{"t": 1, "type": "wait"}"#]
        for end in ["\n", "\r\n", "\r"] {
            let bytes = Array((lines.joined(separator: end) + end).utf8)
            let parsed = try TraceParser.parse(bytes, droppingCutOffLastLine: true)
            XCTAssertEqual(parsed.events.map(\.time), [0, 1], end.debugDescription)
            XCTAssertEqual(parsed.lines, [2, 4], end.debugDescription)
            XCTAssertEqual(try TraceHeader(traceBytes: bytes)?.scene, "list", end.debugDescription)
            XCTAssertTrue(TraceLines(bytes).endsWithLineEnd)
        }
    }
}
