import Foundation
@testable import ScrollLab
import XCTest
import TestKit

/// Runs the built `scroll-lab` executable and checks exit codes and messages (QA-INTERFACE.md).
final class CommandLineTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var executable: URL!
    private var trace: String!

    override func setUpWithError() throws {
        guard let built = ScrollLabExecutable.find() else { throw XCTSkip("scroll-lab is not built (swift build first)") }
        executable = built
        folder = try TemporaryFolder()
        trace = try folder.write(#"{"t": 0, "type": "down", "x": 195, "y": 650}"# + "\n"
            + #"{"t": 0.05, "type": "move", "x": 195, "y": 600}"# + "\n" + #"{"t": 0.5, "type": "up", "x": 195, "y": 600}"# + "\n",
            to: "trace.jsonl")
    }

    override func tearDown() {
        folder?.remove()
    }

    private func run(_ arguments: [String], removing variables: [String] = []) throws -> ScrollLabExecutable.Outcome {
        try ScrollLabExecutable.run(executable, arguments, in: folder, removing: variables)
    }

    func testBadUsageAndInputExitWithTwoAndOneLine() throws {
        let malformed = try folder.write("# a comment\n" + #"{"t": 0, "type": "wait"}"# + "\n{\"t\": 0.1, \"type\": \n", to: "bad.jsonl")
        let infinite = try folder.write("\n\n" + #"{"t": 1e400, "type": "wait"}"#, to: "infinite.jsonl")
        let unknownType = try folder.write(#"{"t": 0, "type": "tap"}"#, to: "tap.jsonl")
        let missing = folder.path("no-such-trace.jsonl")
        let fromPastEnd = try folder.write("# scroll-lab scene=list from=2\n" + #"{"t": 1, "type": "wait"}"# + "\n", to: "past.jsonl")
        var cases: [(line: UInt, arguments: [String], mentions: [String])] = [
            (#line, ["replay", malformed, "--scene", "list"], ["trace line 3"]),
            (#line, ["replay", infinite, "--scene", "list"], ["trace line 3"]),
            (#line, ["replay", unknownType, "--scene", "list"], ["trace line 1", "tap", "wheel"]),
            (#line, ["replay", missing, "--scene", "list"], [missing]),
            (#line, ["replay", folder.url.path, "--scene", "list"], ["folder"]),
            (#line, ["replay", trace, "--scene", "nope"], ["nope", "list"]),
            (#line, ["replay", trace], ["--scene"]),
            (#line, ["replay", trace, "--scene", "list", "--set", "foo=1"], ["foo", "rows"]),
            (#line, ["replay", trace, "--scene", "list", "--set", "rows=-5"], ["rows"]),
            (#line, ["replay", trace, "--scene", "list", "--set", "rows="], ["rows"]),
            (#line, ["replay", trace, "--scene", "list", "--set", "bounces=maybe"], ["bounces"]),
            (#line, ["replay", trace, "--scene", "list", "--set", "deceleration=slow"], ["deceleration"]),
            (#line, ["replay", trace, "--scene", "list", "--set", "rows"], ["NAME=VALUE"]),
            (#line, ["replay", trace, "--scene", "list", "--fps", "0"], ["--fps"]),
            (#line, ["replay", trace, "--scene", "list", "--fps", "abc"], ["fps"]),
            (#line, ["replay", trace, "--scene", "list", "--fps", "nan"], ["--fps"]),
            (#line, ["replay", trace, "--scene", "list", "--viewport", "0x0"], ["viewport"]),
            (#line, ["replay", trace, "--scene", "list", "--viewport", "390by844"], ["viewport"]),
            (#line, ["replay", trace, "--scene", "list", "--viewport", "100000x844"], ["viewport"]),
            (#line, ["replay", trace, "--scene", "list", "--scale", "0"], ["--scale"]),
            (#line, ["replay", trace, "--scene", "list", "--until", "1e9"], ["--until"]),
            (#line, ["replay", trace, "--scene", "list", "--bogus"], ["bogus"]),
            (#line, ["replay", trace, "--scene", "list", "--preset", "nope"], ["nope", "seed"]),
            (#line, ["replay", trace, "--scene", "bottom-sheet", "--preset", "pulley", "--set", "half=5000"], ["half"]),
            (#line, ["replay", trace, "--scene", "list", "--set", "deceleration=0.9"], ["deceleration", "0.99"]),
            (#line, ["run", "--scene", "nope"], ["nope", "list"]),
            (#line, ["run", "--set", "foo=1"], ["foo"]),
            (#line, ["run", "--exit-after-frames", "0"], ["--exit-after-frames"]),
            (#line, ["run", "--replay", fromPastEnd], ["trace header's from=2", "after the trace's end (1 s)"]),
            (#line, ["frobnicate"], ["frobnicate"]),
        ]
        cases += numericOptionCases
        for c in cases {
            let outcome = try run(c.arguments)
            assertFails(outcome, status: 2, mentioning: c.mentions, c.arguments.joined(separator: " "), line: c.line)
            // A value that looks like an option ("-3") is the option's value, never read as a missing one.
            XCTAssertFalse(outcome.stderr.contains("Missing value"), "\(c.arguments): \(outcome.stderr)", line: c.line)
        }
    }

    /// Every numeric option of every command given a negative, zero (where zero is out of range), huge,
    /// NaN or empty value: one line naming the option, exit 2.
    private var numericOptionCases: [(line: UInt, arguments: [String], mentions: [String])] {
        let numbers = ["-3", "0", "1e400", "nan", ""], fromZero = ["-3", "-1e400", "1e400", "nan", ""]
        let replay = ["replay", trace!, "--scene", "list"], fling = ["gesture", "fling", "--from", "195,700", "--velocity", "2000"]
        let options: [(line: UInt, command: [String], option: String, values: [String])] = [
            (#line, ["run"], "--capture-scale", numbers + ["-0.5", "4.5"]),
            (#line, ["run"], "--exit-after-frames", numbers + ["1.5"]),
            (#line, replay, "--fps", numbers),
            (#line, replay, "--scale", numbers),
            (#line, replay, "--until", fromZero),
            (#line, replay, "--from", fromZero),
            (#line, replay + ["--video", "v.mp4"], "--speed", numbers),
            (#line, replay + ["--contact-sheet", "c.png"], "--contact-every", numbers),
            (#line, replay, "--viewport", ["-390x844", "0x0", "1e400x844", "nanx844", ""]),
            (#line, ["bench"], "--frames", numbers),
            (#line, ["bench"], "--scale", numbers),
            (#line, ["bench"], "--viewport", ["-390x844", "0x0", "1e400x844", "nanx844", ""]),
            (#line, fling, "--at", fromZero),
            (#line, ["gesture", "drag", "--to", "195,300"], "--from", ["1e400,700", "nan,700", "-3", ""]),
            (#line, ["gesture", "drag", "--from", "195,700"], "--to", ["195,1e400", "195,nan", "-3", ""]),
            (#line, ["gesture", "tap"], "--point", ["-1e400,700", "nan,nan", "-3", ""]),
            (#line, ["gesture", "fling", "--from", "195,700"], "--velocity", numbers),
            (#line, fling, "--distance", numbers),
            (#line, fling, "--duration", numbers),
            (#line, ["gesture", "drag", "--from", "195,700", "--to", "195,300"], "--hold", fromZero),
            (#line, ["gesture", "pull", "100"], "--speed", numbers),
            (#line, ["gesture", "notches", "3"], "--interval", fromZero),
            (#line, fling, "--wait", fromZero),
            (#line, fling, "--viewport", ["-390x844", "0x0", "1e400x844", "nanx844", ""]),
            (#line, ["measure", "recording.mp4"], "--scale", numbers),
            (#line, ["measure", "recording.mp4"], "--from", fromZero),
            (#line, ["measure", "recording.mp4"], "--until", fromZero),
            (#line, ["measure", "recording.mp4"], "--region", ["-1,0,100,100", "0,0,0,0", "0,0,1e400,100", "nan,0,100,100", ""]),
            (#line, ["measure", "recording.mp4"], "--rate", numbers + ["-0.995"]),
            (#line, ["soak"], "--seconds", numbers),
            (#line, ["soak"], "--seed", ["-3", "1e400", "nan", "", "18446744073709551616"]),
        ]
        let values: [(line: UInt, command: [String], mention: String, values: [String])] = [
            (#line, ["gesture", "pull"], "pull", numbers),
            (#line, ["gesture", "notches"], "notches", ["-1001", "0", "1e400", "nan", ""]),   // -3 is three toward the top
        ]
        return options.flatMap { o in o.values.map { (o.line, o.command + [o.option, $0], [o.option]) } }
            + values.flatMap { v in v.values.map { (v.line, v.command + [$0], [v.mention]) } }
    }

    func testRuntimeFailuresExitWithOne() throws {
        let blocker = try folder.write("a file, not a folder", to: "blocker")
        let cases: [(line: UInt, arguments: [String], mentions: [String])] = [
            (#line, ["replay", trace, "--scene", "list", "--states", blocker + "/states.jsonl"], ["states.jsonl"]),
            (#line, ["replay", trace, "--scene", "list", "--frames", blocker + "/frames"], ["frames"]),
            (#line, ["run", "--scene", "list", "--timings", blocker + "/timings.jsonl"], ["timings.jsonl"]),
        ]
        for c in cases {
            assertFails(try run(c.arguments), status: 1, mentioning: c.mentions, c.arguments.joined(separator: " "), line: c.line)
        }
    }

    func testRunWithoutADisplayPointsToReplay() throws {
        for arguments in [["run"], [], ["run", "--scene", "list", "--exit-after-frames", "1"]] {
            let outcome = try run(arguments, removing: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"])
            assertFails(outcome, status: 1, mentioning: ["replay"], "scroll-lab \(arguments.joined(separator: " "))")
        }
    }

    #if os(Linux)
    /// What SDL, Xlib and libwayland print while failing to reach a display is folded into our one line.
    func testDisplaysThatCannotBeReachedGiveOneLine() throws {
        let runtime = folder.url.appendingPathComponent("runtime", isDirectory: true)
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let variables = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XDG_RUNTIME_DIR"]
        let cases: [(line: UInt, environment: [String: String], mentions: [String])] = [
            // No X server on :1234; SDL then tries Wayland, whose library complains about XDG_RUNTIME_DIR.
            (#line, ["DISPLAY": ":1234"], ["X display :1234", "XDG_RUNTIME_DIR", "replay"]),
            (#line, ["DISPLAY": ":1234", "XDG_RUNTIME_DIR": runtime.path], ["X display :1234", "replay"]),
            (#line, ["SDL_VIDEODRIVER": "wayland"], ["SDL_VIDEODRIVER=wayland", "XDG_RUNTIME_DIR", "replay"]),
            (#line, ["SDL_VIDEODRIVER": "wayland", "XDG_RUNTIME_DIR": runtime.path], ["SDL_VIDEODRIVER=wayland", "replay"]),
            (#line, ["SDL_VIDEODRIVER": "x11", "DISPLAY": ":1234"], ["SDL_VIDEODRIVER=x11", "replay"]),
            (#line, ["SDL_VIDEODRIVER": "bogus"], ["bogus", "x11"]),
        ]
        for c in cases {
            let outcome = try ScrollLabExecutable.run(executable, ["run", "--exit-after-frames", "1"], in: folder,
                                                      removing: variables, adding: c.environment)
            assertFails(outcome, status: 1, mentioning: c.mentions, "\(c.environment)", line: c.line)
        }
    }
    #endif

    func testScenesListsTheScenes() throws {
        let outcome = try run(["scenes"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stderr, "")
        let names = outcome.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(names.first, "list")
        let known = ["list", "expandable-bar", "pull-promotion", "hover-banner", "bottom-sheet"]
        XCTAssertEqual(names.filter { !known.contains($0) }, [], "only the documented scene names")

        let verbose = try run(["scenes", "--verbose"])
        XCTAssertEqual(verbose.status, 0, verbose.stderr)
        XCTAssertTrue(verbose.stdout.hasPrefix("list\n"), verbose.stdout)
        for text in ["rows=1000", "deceleration=normal", "bounces=true"] {
            XCTAssertTrue(verbose.stdout.contains(text), verbose.stdout)
        }
    }

    func testHelpExitsWithZero() throws {
        for arguments in [["--help"], ["replay", "--help"]] {
            let outcome = try run(arguments)
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            XCTAssertTrue(outcome.stdout.contains("USAGE"), outcome.stdout)
        }
    }

    func testReplayWritesStatesToAFileOrStandardOutput() throws {
        let states = folder.path("states.jsonl")
        let toFile = try run(["replay", trace, "--scene", "list", "--states", states])
        XCTAssertEqual(toFile.status, 0, toFile.stderr)
        XCTAssertEqual(toFile.stdout, "")
        XCTAssertEqual(toFile.stderr, "")
        let written = String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: states)), as: UTF8.self)
        XCTAssertEqual(written.split(separator: "\n").count, 31)
        XCTAssertTrue(written.hasSuffix("}\n"))

        let toStdout = try run(["replay", trace, "--scene", "list"])
        XCTAssertEqual(toStdout.status, 0, toStdout.stderr)
        XCTAssertEqual(toStdout.stdout, written, "the same bytes either way")

        // --states replaces an existing file.
        let again = try run(["replay", trace, "--scene", "list", "--states", states, "--until", "0.1"])
        XCTAssertEqual(again.status, 0, again.stderr)
        let replaced = String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: states)), as: UTF8.self)
        XCTAssertEqual(replaced.split(separator: "\n").count, 7)
        XCTAssertTrue(written.hasPrefix(replaced))
    }

    func testReplayOptionsReachTheStates() throws {
        let outcome = try run(["replay", trace, "--scene", "list", "--fps", "30", "--viewport", "430x932", "--set", "rows=3"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 16)
        let object = try JSONSerialization.jsonObject(with: Data(try XCTUnwrap(lines.last).utf8))
        let last = try XCTUnwrap(object as? [String: Any])
        func number(_ key: String) -> Double? { (last[key] as? NSNumber)?.doubleValue }
        XCTAssertEqual(number("t"), 0.5)
        XCTAssertEqual(number("frame"), 15)
        XCTAssertEqual(number("viewportWidth"), 430)
        XCTAssertEqual(number("viewportHeight"), 932)
    }

    func testFramesFolderGetsOnePNGPerFrame() throws {
        let frames = folder.path("frames")
        let outcome = try run(["replay", trace, "--scene", "list", "--until", "0.05", "--frames", frames, "--states",
                               folder.path("s.jsonl")])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        XCTAssertEqual(names, ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png"])
    }

    /// The parser's messages reach standard error as one line, lists included.
    func testParserMessagesAreFoldedIntoOneLine() {
        let cases: [(line: UInt, message: String, expected: String)] = [
            (#line, "Missing expected argument '<trace>'", "Missing expected argument '<trace>'"),
            (#line, "The value 'w' is invalid for '<kind>'. Please provide one of the following:\n  - drag\n  - fling\n",
             "The value 'w' is invalid for '<kind>'. Please provide one of the following: drag, fling"),
            (#line, "Error: bad\nUsage: scroll-lab replay <trace>", "Error: bad"),
            (#line, "", "bad usage"),
        ]
        for c in cases { XCTAssertEqual(ScrollLabCommand.oneLine(c.message), c.expected, line: c.line) }
    }
}
