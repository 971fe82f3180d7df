import Foundation
import Scenes
import TestKit
import XCTest

/// `scroll-lab gesture`: lines on standard output or in a file, appended safely, and one-line exit 2
/// for anything wrong.
final class GestureCommandTests: ExecutableTestCase {
    private func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    func testWritesTraceLinesWithAnOptionalHeader() throws {
        let plain = try run(["gesture", "tap", "--point", "100,200", "--at", "1.5"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(lines(plain.stdout), [#"{"t": 1.5, "type": "down", "x": 100, "y": 200}"#,
                                             #"{"t": 1.55, "type": "up", "x": 100, "y": 200}"#])
        let headed = try run(["gesture", "key", "escape", "tab", "--scene", "pull-promotion", "--preset", "mjrefresh",
                              "--set", "language=en", "--wait", "1"])
        XCTAssertEqual(headed.status, 0, headed.stderr)
        XCTAssertEqual(lines(headed.stdout), ["# scroll-lab scene=pull-promotion viewport=390x844 device=iphone-14 preset=mjrefresh set=language=en",
                                              #"{"t": 0, "type": "key", "key": "escape"}"#,
                                              #"{"t": 0.1, "type": "key", "key": "tab"}"#,
                                              #"{"t": 1.1, "type": "wait"}"#])
    }

    /// A fling's --distance is points, in the range of a trace's coordinates: 5,000 pt is a long fling,
    /// not a refusal (before: "--distance must be a number from 0 to 3600", the seconds' limit).
    func testAFlingsDistanceIsPoints() throws {
        let outcome = try run(["gesture", "fling", "--from", "200,700", "--velocity", "2000", "--distance", "5000"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let ys = lines(outcome.stdout).compactMap { line -> Double? in
            guard let range = line.range(of: #""y": "#) else { return nil }
            return Double(line[range.upperBound...].prefix { $0 == "-" || $0 == "." || $0.isNumber })
        }
        XCTAssertEqual((ys.first ?? 0) - (ys.last ?? 0), 5000, accuracy: 1, "the finger travels 5,000 pt")
    }

    /// Appending keeps every byte already there (a line end is added to a last line without one), starts
    /// at the trace's end by default, and the result replays.
    func testAppendAddsAfterTheTraceAndReplays() throws {
        let path = try folder.write("# scroll-lab scene=list viewport=390x844\n" + #"{"t": 0.5, "type": "wait"}"#, to: "composed.jsonl")
        let before = try String(contentsOfFile: path, encoding: .utf8)
        for arguments in [["fling", "--from", "195,700", "--velocity", "2500"], ["notches", "-2"], ["key", "home"],
                          ["pull", "80", "--at", "4"]] {
            let outcome = try run(["gesture"] + arguments + ["-o", path, "--append", "--wait", "1"])
            XCTAssertEqual(outcome.status, 0, "\(arguments): \(outcome.stderr)")
            XCTAssertEqual(outcome.stdout, "")
        }
        let after = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(after.hasPrefix(before + "\n"), "appending keeps what was there")
        XCTAssertTrue(after.contains(#"{"t": 0.5, "type": "down", "x": 195, "y": 700}"#), "the fling starts at the trace's end")
        let states = folder.path("states.jsonl")
        let replay = try run(["replay", path, "--states", states])
        XCTAssertEqual(replay.status, 0, replay.stderr)
        let parsed = try lines(String(contentsOfFile: states, encoding: .utf8)).map { try ParsedState($0) }
        XCTAssertGreaterThan(parsed.map { $0.offsetY ?? 0 }.max() ?? 0, 300, "the fling scrolled the list")
        XCTAssertLessThan(parsed.map { $0.offsetY ?? 0 }.min() ?? 0, -91 - 79, "the pull showed 80 pt past the top")
    }

    /// A fling without `--from` presses on the middle column, low enough for its travel up (458 pt at
    /// 2,500 pt/s: from 633 pt, a quarter of 844 above the bottom), high enough down; the help says so.
    func testAFlingWithoutFromPressesWhereItsTravelFits() throws {
        let cases: [(line: UInt, arguments: [String], down: String, up: String)] = [
            (#line, ["--velocity", "2500"], #""x": 195, "y": 633}"#, #""x": 195, "y": 174.6675}"#),
            (#line, ["--velocity", "500", "--direction", "down"], #""x": 195, "y": 376.1667}"#, #""x": 195, "y": 467.8332}"#),
            (#line, ["--velocity", "1000", "--viewport", "320x568"], #""x": 160, "y": 375.6667}"#, #""x": 160, "y": 192.3337}"#),
        ]
        for c in cases {
            let outcome = try run(["gesture", "fling"] + c.arguments)
            XCTAssertEqual(outcome.status, 0, outcome.stderr, line: c.line)
            let written = lines(outcome.stdout).filter { !$0.hasPrefix("#") }
            XCTAssertEqual(written.first.map { $0.hasSuffix(#""type": "down", "# + c.down) }, true, written.first ?? "", line: c.line)
            XCTAssertEqual(written.last.map { $0.hasSuffix(#""type": "up", "# + c.up) }, true, written.last ?? "", line: c.line)
        }
        let help = try run(["gesture", "fling", "--help"])
        let words = help.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        XCTAssertTrue(words.contains("default: the middle column"), help.stdout)
        XCTAssertTrue(words.contains("low enough for a fling up, high enough for one down"), help.stdout)
    }

    func testRefusalsChangeNothing() throws {
        let path = try folder.write("# scroll-lab scene=list viewport=390x844\n" + #"{"t": 2, "type": "wait"}"# + "\n", to: "trace2.jsonl")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let cases: [(line: UInt, arguments: [String], mentions: [String])] = [
            (#line, ["tap", "-o", path, "--append", "--at", "1"], ["--at", "2"]),
            (#line, ["tap", "-o", path, "--append", "--scene", "list"], ["header", "not empty"]),
            (#line, ["frob"], ["frob"]),
            (#line, ["wiggle"], ["wiggle", "drag, fling"]),                       // the kinds listed on the line
            (#line, ["drag", "--from", "1e300,600", "--to", "195,300"], ["1e300"]),  // far outside any viewport
            (#line, ["tap", "--velocity", "3"], ["--velocity", "tap"]),
            (#line, ["drag", "--from", "1,2"], ["--to"]),
            (#line, ["fling", "--from", "1,2", "--velocity", "9000"], ["8000"]),
            (#line, ["fling", "--from", "1,2", "--velocity", "4000", "--distance", "100"], ["--distance", "434"]),
            (#line, ["fling", "--from", "1,2", "--velocity", "1500", "--ramp", "wobbly"], ["ramp"]),
            (#line, ["fling", "--from", "1;2", "--velocity", "1500"], ["from"]),
            (#line, ["pull", "900", "--scene", "list"], ["rubber band", "843"]),
            (#line, ["pull", "-5"], ["pull"]),
            (#line, ["notches", "0"], ["notches"]),
            (#line, ["key", "hyper"], ["hyper"]),
            (#line, ["swipe"], ["--velocity"]),
            (#line, ["tap", "--at", "5000"], ["--at must be a number of seconds from 0 to 3600"]),
            // Points, in their own range (before: "from 0 to 3600", the seconds' limit).
            (#line, ["fling", "--from", "1,2", "--velocity", "1500", "--distance", "1000001"],
             ["--distance must be a number of points from 0 to 1000000"]),
            (#line, ["tap", "--append"], ["--output"]),
            (#line, ["tap", "--scene", "nope"], ["nope"]),
            (#line, ["tap", "--scene", "list", "--preset", "pulley"], ["pulley", "seed"]),
            (#line, ["tap", "--point", "1,1", "-o", folder.url.path], ["--output", "is a folder"]),   // as every output
            (#line, ["tap", "--point", "1,1", "-o", folder.url.path, "--append"], ["--output", "is a folder"]),
        ]
        for c in cases {
            let outcome = try run(["gesture"] + c.arguments)
            assertFails(outcome, status: 2, mentioning: c.mentions, c.arguments.joined(separator: " "), line: c.line)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }
}
