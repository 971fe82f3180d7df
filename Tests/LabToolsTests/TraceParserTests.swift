import Foundation
import Graphics
@testable import LabBasics
@testable import Scenes
import ScrollUI
@testable import LabTraces
import XCTest
import TestKit

final class TraceParserTests: XCTestCase {
    private func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// One line of every kind, parsed alone (so it is trace line 1).
    func testEveryEventType() throws {
        let limit = Limits.viewportSide
        let cases: [(line: UInt, text: String, expected: Input.Kind, time: Double)] = [
            (#line, #"{"t": 0.000, "type": "down", "x": 195, "y": 600}"#, .down(point(195, 600)), 0),
            (#line, #"{"t": 0.008, "type": "move", "x": 195, "y": 590}"#, .move(point(195, 590)), 0.008),
            (#line, #"{"t": 0.200, "type": "up", "x": 195, "y": 300}"#, .up(point(195, 300)), 0.2),
            (#line, #"{"t": 1, "type": "wheel", "x": 195, "y": 400, "dx": 0, "dy": 12.5, "precise": true}"#,
             .wheel(point(195, 400), delta: point(0, 12.5), precise: true), 1),
            (#line, #"{"t": 1, "type": "wheel", "x": 10, "y": 20, "dx": -3.25, "dy": 7}"#,
             .wheel(point(10, 20), delta: point(-3.25, 7), precise: true), 1),
            (#line, #"{"t": 1, "type": "wheel", "x": 10, "y": 20, "dy": 4}"#,
             .wheel(point(10, 20), delta: point(0, 4), precise: true), 1),
            (#line, #"{"t": 1, "type": "wheel", "x": 10, "y": 20, "dx": 0, "dy": 3, "precise": false}"#,
             .wheel(point(10, 20), delta: point(0, 1), precise: false), 1),
            (#line, #"{"t": 1, "type": "wheel", "x": 10, "y": 20, "dx": 0.5, "dy": -2.5, "precise": false}"#,
             .wheel(point(10, 20), delta: point(1, -1), precise: false), 1),
            (#line, #"{"t": 1, "type": "wheel", "x": 10, "y": 20, "dx": 0, "dy": 0, "precise": false}"#,
             .wheel(point(10, 20), delta: point(0, 0), precise: false), 1),
            (#line, #"{"t": 1.5, "type": "key", "key": "escape"}"#, .key("escape"), 1.5),
            (#line, #"{"t": 1.5, "type": "key", "key": "PageDown"}"#, .key("pagedown"), 1.5),
            (#line, #"{"t": 1.5, "type": "key", "key": "A"}"#, .key("a"), 1.5),
            (#line, #"{"t": 1.5, "type": "key", "key": "7"}"#, .key("7"), 1.5),
            (#line, #"{"t": 2, "type": "resize", "width": 430, "height": 932}"#, .resize(Size(width: 430, height: 932)), 2),
            (#line, #"{"t": 5, "type": "wait"}"#, .wait, 5),
            (#line, #"  {"type": "wait", "t": 5, "extra": [1, 2]}  "#, .wait, 5),
            // Out-of-range values are clamped, not rejected.
            (#line, #"{"t": 0, "type": "down", "x": 1e300, "y": -1e300}"#,
             .down(point(TraceParser.coordinateLimit, -TraceParser.coordinateLimit)), 0),
            (#line, #"{"t": 0, "type": "wheel", "x": 0, "y": 0, "dx": -1e300, "dy": 1e300}"#,
             .wheel(point(0, 0), delta: point(-TraceParser.coordinateLimit, TraceParser.coordinateLimit), precise: true), 0),
            (#line, #"{"t": 0, "type": "resize", "width": 30000, "height": 30000}"#, .resize(Size(width: limit, height: limit)), 0),
            (#line, #"{"t": 0, "type": "resize", "width": 30000, "height": 500}"#, .resize(Size(width: limit, height: 500)), 0),
        ]
        for c in cases {
            do {
                let events = try TraceParser.parse(c.text)
                XCTAssertEqual(events, [Input(time: c.time, kind: c.expected)], c.text, line: c.line)
            } catch {
                XCTFail("\(c.text): unexpected error \(error)", line: c.line)
            }
        }
    }

    func testBlankLinesAndCommentsAreSkippedButCounted() throws {
        let text = """
            # a comment

            {"t": 0, "type": "down", "x": 1, "y": 2}
               # an indented comment
            \t
            {"t": 0.5, "type": "up", "x": 1, "y": 2}
            {"t": 0.5, "type": "wait"}

            """
        let events = try TraceParser.parse(text)
        XCTAssertEqual(events, [
            Input(time: 0, kind: .down(point(1, 2))),
            Input(time: 0.5, kind: .up(point(1, 2))),
            Input(time: 0.5, kind: .wait),
        ])
        XCTAssertEqual(try TraceParser.parse(text, droppingCutOffLastLine: false).lines, [3, 6, 7])
        XCTAssertEqual(try TraceParser.parse(""), [])
        XCTAssertEqual(try TraceParser.parse("# only a comment\n\n"), [])
    }

    /// JSON Lines allows "\r\n" (jsonlines.org: surrounding white space is ignored), as traces edited on
    /// Windows or checked out with autocrlf have.
    func testWindowsLineEndingsAreAccepted() throws {
        // Swift treats "\r\n" as one Character, so splitting on the Character "\n" does not split it.
        let text = "{\"t\": 0, \"type\": \"wait\"}\r\n{\"t\": 1, \"type\": \"wait\"}\r\n"
        do {
            let parsed = try TraceParser.parse(text, droppingCutOffLastLine: false)
            XCTAssertEqual(parsed.events.map(\.time), [0, 1])
            XCTAssertEqual(parsed.lines, [1, 2])
        } catch {
            XCTFail("a CRLF trace is rejected: \(error)")
        }
    }

    /// Every problem is a usage error whose message names the line (comments and blanks counted).
    func testErrorsNameTheLine() {
        let good = #"{"t": 0, "type": "down", "x": 1, "y": 2}"#
        let cases: [(line: UInt, text: String, traceLine: Int, message: String)] = [
            (#line, "nope", 1, "not valid JSON"),
            (#line, "# c\n\n{\"t\": 0, \"type\": ", 3, "not valid JSON"),
            (#line, "\(good)\n[1, 2, 3]", 2, "expected a JSON object"),
            // Top-level fragments: rejected by the JSON reader or as not an object, either way naming the line.
            (#line, "\"down\"", 1, "JSON"),
            (#line, "42", 1, "JSON"),
            (#line, #"{"t": 0, "type": "jump"}"#, 1, "down, move, up, cancel, wheel, key, fingers, resize, speed, step, set, wait"),
            (#line, #"{"t": 0, "type": "set", "option": "deceleration"}"#, 1, "'option' must be NAME=VALUE"),
            (#line, #"{"t": 0, "type": "set", "option": 5}"#, 1, "missing string field 'option'"),
            (#line, #"{"t": 0, "x": 1, "y": 2}"#, 1, "'type'"),
            (#line, #"{"t": 0, "type": 3}"#, 1, "'type'"),
            (#line, #"{"type": "wait"}"#, 1, "missing number 't'"),
            (#line, "# x\n" + #"{"t": 0, "type": "down", "x": 1}"#, 2, "missing number 'y'"),
            (#line, #"{"t": 0, "type": "move", "y": 1}"#, 1, "missing number 'x'"),
            (#line, #"{"t": 0, "type": "resize", "width": 400}"#, 1, "missing number 'height'"),
            (#line, #"{"t": 0, "type": "key"}"#, 1, "'key'"),
            (#line, #"{"t": 0, "type": "key", "key": "hyperspace"}"#, 1, "unknown key 'hyperspace'"),
            (#line, #"{"t": "0", "type": "wait"}"#, 1, "'t' must be a number"),
            (#line, #"{"t": 0, "type": "down", "x": "abc", "y": 2}"#, 1, "'x' must be a number"),
            (#line, #"{"t": 0, "type": "down", "x": null, "y": 2}"#, 1, "'x' must be a number"),
            (#line, #"{"t": 0, "type": "down", "x": true, "y": 2}"#, 1, "'x' must be a number"),
            (#line, #"{"t": false, "type": "wait"}"#, 1, "'t' must be a number"),
            (#line, #"{"t": 0, "type": "wheel", "x": 1, "y": 2, "dy": true}"#, 1, "'dy' must be a number"),
            (#line, #"{"t": 0, "type": "wheel", "x": 1, "y": 2, "dy": 1, "precise": 1}"#, 1, "'precise' must be true or false"),
            (#line, #"{"t": 0, "type": "wheel", "x": 1, "y": 2, "dy": 1, "precise": "yes"}"#, 1, "'precise' must be true or false"),
            (#line, #"{"t": 1e400, "type": "wait"}"#, 1, "finite"),
            (#line, "\(good)\n\n" + #"{"t": 0, "type": "down", "x": 1e400, "y": 2}"#, 3, "finite"),
            (#line, #"{"t": -0.5, "type": "wait"}"#, 1, "'t' must not be negative"),
            (#line, #"{"t": 0, "type": "resize", "width": 0, "height": 100}"#, 1, "at least 1"),
            (#line, "{\"t\": 1, \"type\": \"wait\"}\n# c\n{\"t\": 0.5, \"type\": \"wait\"}", 3, "time goes back"),
        ]
        for c in cases {
            XCTAssertThrowsError(try TraceParser.parse(c.text), c.text, line: c.line) { error in
                guard let error = error as? AppError else { return XCTFail("not an AppError: \(error)", line: c.line) }
                XCTAssertEqual(error.kind, .usage, c.text, line: c.line)
                XCTAssertEqual(error.exitCode, 2, c.text, line: c.line)
                XCTAssertTrue(error.message.hasPrefix("trace line \(c.traceLine): "),
                              "\(c.text) → \(error.message)", line: c.line)
                XCTAssertTrue(error.message.contains(c.message), "\(c.text) → \(error.message)", line: c.line)
                XCTAssertFalse(error.message.contains("\n"), error.message, line: c.line)
            }
        }
    }

    /// A last line without a line end that is not JSON was cut off (a crash, a full disk): left out,
    /// and its number given; a whole last line without a line end is read; a broken line before the
    /// last, a cut line after no whole one, or a line only out of range are errors as before.
    func testALastLineCutOffIsLeftOut() throws {
        let whole = #"{"t": 0, "type": "wait"}"# + "\n" + #"{"t": 1, "type": "key", "key": "a"}"#
        let cases: [(line: UInt, text: String, events: Int?, dropped: Int?)] = [
            (#line, whole + "\n" + #"{"t": 2, "type": "key", "ke"#, 2, 3),
            (#line, whole + "\r\n" + #"{"t": 2, "#, 2, 3),
            (#line, whole + "\n" + "{", 2, 3),
            (#line, whole, 2, nil),
            (#line, whole + "\n", 2, nil),
            (#line, whole + "\n\n" + #"{"t": 2, "type": "wait"}"#, 3, nil),
            (#line, #"{"t": 2, "type": "key", "ke"#, nil, nil),
            (#line, whole + "\n" + #"{"t": 2, "type": "key", "ke"# + "\n", nil, nil),
            (#line, #"{"t": 0, "ty"# + "\n" + whole, nil, nil),
            (#line, whole + "\n" + #"{"t": 1e400, "type": "wait"}"#, nil, nil),
        ]
        for c in cases {
            do {
                let parsed = try TraceParser.parse(c.text, droppingCutOffLastLine: true)
                XCTAssertEqual(parsed.events.count, c.events, line: c.line)
                XCTAssertEqual(parsed.droppedLine, c.dropped, line: c.line)
            } catch let error as AppError {
                XCTAssertNil(c.events, error.message, line: c.line)
                XCTAssertEqual(error.exitCode, 2, line: c.line)
            }
        }
        XCTAssertThrowsError(try TraceParser.parse(whole + "\n{"), "the strict reading keeps refusing it")
    }

    func testLoadReadsAFileAndNamesMissingOnes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("# header\n" + #"{"t": 0.25, "type": "key", "key": "space"}"# + "\n", to: "trace.jsonl")
        XCTAssertEqual(try TraceParser.load(path: path), [Input(time: 0.25, kind: .key("space"))])

        let missing = folder.path("missing.jsonl")
        XCTAssertThrowsError(try TraceParser.load(path: missing)) { error in
            let error = error as? AppError
            XCTAssertEqual(error?.kind, .usage)
            XCTAssertTrue(error?.message.contains(missing) == true, error?.message ?? "")
        }
        XCTAssertThrowsError(try TraceParser.load(path: folder.url.path)) { error in
            let error = error as? AppError
            XCTAssertEqual(error?.kind, .usage)
            XCTAssertTrue(error?.message.contains("folder") == true, error?.message ?? "")
        }
        let binary = folder.path("binary.jsonl")
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: URL(fileURLWithPath: binary))
        XCTAssertThrowsError(try TraceParser.load(path: binary)) { error in
            let error = error as? AppError
            XCTAssertEqual(error?.kind, .usage)
            XCTAssertTrue(error?.message.contains("UTF-8") == true, error?.message ?? "")
        }
    }
}
