import Foundation
import XCTest

/// Every failure is one line with exit code 1 or 2, and every write is checked (README "Files and
/// errors"); the writes themselves are tested in LabToolsTests (`WriteFailureTests`).
final class FailureMessageTests: ExecutableTestCase {

    // MARK: Writes that fail

    /// Standard output closed: each command that prints says so in one line and exits 1.
    func testAClosedStandardOutputIsOneLineAndExitOne() throws {
        for arguments: [String] in [["scenes"], ["scenes", "--verbose"], ["replay", trace!, "--scene", "list"],
                          ["bench", "--scene", "list", "--frames", "1", "--no-sdl"]] {
            let outcome = try ScrollLabExecutable.run(URL(fileURLWithPath: "/bin/sh"),
                                                      ["-c", "exec \"$0\" \"$@\" >&-", executable.path] + arguments, in: folder)
            assertFails(outcome, status: 1, mentioning: ["standard output"], arguments.joined(separator: " "))
        }
    }

    // MARK: Bounded input

    func testTimesAboveAnHourAreRefusedNamingTheLine() throws {
        let cases: [(line: UInt, text: String, mentions: [String])] = [
            (#line, #"{"t": 1e12, "type": "wait"}"#, ["trace line 1", "3600"]),
            (#line, #"{"t": 0, "type": "wait"}"# + "\n" + #"{"t": 1.5e17, "type": "wait"}"#, ["trace line 2", "3600"]),
            (#line, #"{"t": 3600.001, "type": "down", "x": 1, "y": 1}"#, ["trace line 1"]),
        ]
        for c in cases {
            let path = try folder.write(c.text, to: "long.jsonl")
            assertFails(try run(["replay", path, "--scene", "list"]), status: 2, mentioning: c.mentions, c.text, line: c.line)
        }
        assertFails(try run(["replay", trace, "--scene", "list", "--until", "3601"]), status: 2, mentioning: ["3600"], "--until")
        let hour = try folder.write(#"{"t": 3600, "type": "wait"}"#, to: "hour.jsonl")
        let outcome = try run(["replay", hour, "--scene", "list", "--fps", "1", "--states", folder.path("hour-states.jsonl")])
        XCTAssertEqual(outcome.status, 0, "an hour is allowed: \(outcome.stderr)")
    }

    func testFramesLargerThanTheLimitAreRefused() throws {
        let resize = try folder.write(#"{"t": 0, "type": "resize", "width": 4096, "height": 4096}"#, to: "resize.jsonl")
        let cases: [(line: UInt, arguments: [String], mentions: [String])] = [
            (#line, ["replay", trace, "--scene", "list", "--viewport", "4096x4096", "--scale", "4"], ["64 Mpx", "--scale"]),
            (#line, ["replay", resize, "--scene", "list", "--scale", "3", "--frames", folder.path("f")], ["trace line 1", "64 Mpx"]),
        ]
        for c in cases {
            assertFails(try run(c.arguments), status: 2, mentioning: c.mentions, c.arguments.joined(separator: " "), line: c.line)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("f")), "refused before anything is written")
    }

    func testTracesAreReadFromStreams() throws {
        let fifo = folder.path("trace.fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        let writer = Thread { FileHandle(forWritingAtPath: fifo)?.write(Data(text.utf8)) }
        writer.start()
        let outcome = try run(["replay", fifo, "--scene", "list"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stdout.split(separator: "\n").count, 31)
        let substituted = try ScrollLabExecutable.run(URL(fileURLWithPath: "/bin/bash"),
                                                      ["-c", "exec \"$0\" replay <(cat \"$1\") --scene list", executable.path, trace],
                                                      in: folder)
        XCTAssertEqual(substituted.stdout, outcome.stdout, "process substitution reads the same trace")
    }

    // MARK: Messages

    func testNegativeNumbersAreValues() throws {
        let cases: [(line: UInt, arguments: [String], message: String)] = [
            (#line, ["replay", trace, "--scene", "list", "--fps", "-1"], "scroll-lab: --fps must be a number above 0 and at most 1000\n"),
            (#line, ["replay", trace, "--scene", "list", "--scale", "-1"], "scroll-lab: --scale must be a number above 0 and at most 4\n"),
            (#line, ["replay", trace, "--scene", "list", "--viewport", "-5x5"],
             "scroll-lab: --viewport must be WIDTHxHEIGHT with each side from 1 to 4096 points\n"),
            (#line, ["soak", "--seed", "-1"], "scroll-lab: --seed must be a whole number from 0 to 18446744073709551615\n"),
            (#line, ["replay", trace, "--scene", "list", "--until", "-1"], "scroll-lab: --until must be a number of seconds from 0 to 3600\n"),
            (#line, ["bench", "--frames", "-3"], "scroll-lab: --frames must be from 1 to 100000\n"),
            (#line, ["run", "--exit-after-frames", "-2"], "scroll-lab: --exit-after-frames must be at least 1\n"),
            (#line, ["run", "--capture-scale", "0"], "scroll-lab: --capture-scale must be a number above 0 and at most 4\n"),
            (#line, ["run", "--capture-scale", "nan"], "scroll-lab: --capture-scale must be a number above 0 and at most 4\n"),
        ]
        for c in cases {
            let outcome = try run(c.arguments)
            XCTAssertEqual(outcome.status, 2, line: c.line)
            XCTAssertEqual(outcome.stderr, c.message, line: c.line)
            let equals = try run(c.arguments.dropLast(2) + ["\(c.arguments[c.arguments.count - 2])=\(c.arguments.last!)"])
            XCTAssertEqual(equals.stderr, c.message, "the same message as with '='", line: c.line)
        }
        let zero = try run(["replay", trace, "--scene", "list", "--until", "-0"])
        XCTAssertEqual(zero.status, 0, zero.stderr)
        XCTAssertEqual(zero.stdout.split(separator: "\n").count, 1, "--until -0 is t = 0: one frame")
    }

    func testControlCharactersInValuesAreShownEscaped() throws {
        assertFails(try run(["replay", trace, "--scene", "list", "--set", "rows=1\n2"]), status: 2,
                    mentioning: [#"'1\n2'"#], "a newline in a --set value")
        assertFails(try run(["replay", folder.path("no\nsuch\r.jsonl"), "--scene", "list"]), status: 2,
                    mentioning: [#"no\nsuch\r.jsonl"#], "a newline in a path")
    }

    func testBenchChecksEveryOptionBeforeMeasuring() throws {
        let cases: [(line: UInt, arguments: [String], mentions: [String])] = [
            (#line, ["bench", "--set", "nope=1"], ["nope", "no scene has it"]),
            (#line, ["bench", "--set", "rows=abc"], ["rows", "abc"]),
            (#line, ["bench", "--set", "snap=sideways"], ["snap"]),
            (#line, ["bench", "--scene", "list", "--set", "snap=nearest"], ["snap", "list"]),
            (#line, ["bench", "--set", "rows"], ["NAME=VALUE"]),
        ]
        for c in cases {
            assertFails(try run(c.arguments), status: 2, mentioning: c.mentions, c.arguments.joined(separator: " "), line: c.line)
        }
    }

    /// A recording edited on Windows (CRLF line ends) keeps its scene, viewport and options.
    func testCRLFTracesParseLikeLF() throws {
        let lines = ["# scroll-lab scene=list viewport=430x932 set=rows=50", #"{"t": 0, "type": "down", "x": 195, "y": 600}"#,
                     #"{"t": 0.1, "type": "up", "x": 195, "y": 500}"#, #"{"t": 0.5, "type": "wait"}"#]
        let lf = try run(["replay", try folder.write(lines.joined(separator: "\n") + "\n", to: "lf.jsonl")])
        let crlf = try run(["replay", try folder.write(lines.joined(separator: "\r\n") + "\r\n", to: "crlf.jsonl")])
        XCTAssertEqual(crlf.status, 0, crlf.stderr)
        XCTAssertEqual(crlf.stdout, lf.stdout)
        XCTAssertTrue(crlf.stdout.contains(#""viewportWidth": 430"#))
        XCTAssertTrue(crlf.stdout.contains(#""contentHeight": 3852"#), "rows=50 applies")
    }
}
