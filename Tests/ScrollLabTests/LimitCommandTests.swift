import Foundation
import TestKit
import XCTest

/// Every quantity a command line or a trace gives that sizes work or memory is checked against its
/// stated limit before anything is allocated or written (README "Files and errors", "Limits"): one
/// line, exit 2, and no output made. Each case was a crash, hours of work or a silent wrong answer.
final class LimitCommandTests: ExecutableTestCase {
    override class var traceEnd: Double { 2 }

    private func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            .filter { !$0.hasPrefix("stdout-") && !$0.hasPrefix("stderr-") }.sorted()
    }

    func testQuantitiesPastTheirLimitsAreRefusedBeforeAnyWork() throws {
        let resize = try folder.write(#"{"t": 0, "type": "resize", "width": 4096, "height": 4096}"# + "\n"
                                      + #"{"t": 0.01, "type": "wait"}"# + "\n", to: "resize.jsonl")
        let hour = try folder.write(#"{"t": 3600, "type": "wait"}"# + "\n", to: "hour.jsonl")
        let noFrame = ["--from 1.985 gives no frame: the first at or after it (t = 2 s) is after the replay's end (1.99 s)"]
        let before = try files()
        let cases: [(line: UInt, arguments: [String], mentions: [String])] = [
            // A pull at 1e-9 pt/s allocated 732 TB and crashed; at 0.0001 it grew to 20 GB.
            (#line, ["gesture", "pull", "120", "--speed", "1e-9"], ["the gesture's end", "3600 s"]),
            (#line, ["gesture", "pull", "120", "--speed", "0.0001"], ["the gesture's end", "3600 s"]),
            (#line, ["gesture", "notches", "-9223372036854775808"], ["-1000 to 1000"]),   // trapped in abs
            (#line, ["gesture", "notches", "1000", "--interval", "4"], ["the gesture's end"]),
            (#line, ["gesture", "tap", "--at", "3599", "--wait", "2"], ["the --wait", "3600 s"]),
            // A 1282 x 157,720 px sheet for 2 s at 1000 fps.
            (#line, ["replay", trace, "--scene", "list", "--contact-sheet", "cs.png", "--contact-every", "1", "--fps", "1000"],
             ["--contact-sheet", "1282 x", "64 Mpx", "--contact-every"]),
            // The HUD's 316 pt were not counted: 8824 x 8192 px frames.
            (#line, ["replay", trace, "--scene", "list", "--overlays", "hud", "--viewport", "4096x4096", "--scale", "2",
                     "--frames", "F"], ["with the HUD", "4412x4096", "64 Mpx"]),
            (#line, ["replay", resize, "--scene", "list", "--overlays", "hud", "--scale", "2", "--frames", "F"],
             ["trace line 1", "4412x4096", "64 Mpx"]),
            (#line, ["replay", resize, "--scene", "list", "--overlays", "hud", "--scale", "2", "--video", "v.mp4"],
             ["--video", "4412x4096", "64 Mpx"]),
            // A video or a frames folder of more than an hour at 60 fps.
            (#line, ["replay", trace, "--scene", "list", "--frames", "F", "--fps", "1000", "--until", "3600"],
             ["--frames would be 3600001 frames", "216001"]),
            (#line, ["replay", hour, "--scene", "list", "--fps", "120", "--video", "v.mp4"], ["--video would be 432001 frames"]),
            // Every output alike when --from leaves no frame (an MP4 without a stream was exit 0).
            (#line, ["replay", trace, "--scene", "list", "--from", "1.985", "--until", "1.99", "--video", "v.mp4"], noFrame),
            (#line, ["replay", trace, "--scene", "list", "--from", "1.985", "--until", "1.99", "--contact-sheet", "cs.png"], noFrame),
            (#line, ["replay", trace, "--scene", "list", "--from", "1.985", "--until", "1.99", "--states", "s.jsonl"], noFrame),
            (#line, ["replay", trace, "--scene", "list", "--from", "1.985", "--until", "1.99", "--frames", "F"], noFrame),
            (#line, ["replay", trace, "--scene", "list", "--from", "1.985", "--until", "1.99", "--plot", "p.png"], noFrame),
            (#line, ["replay", trace, "--scene", "list", "--from", "0.5", "--fps", "1e-300"], ["--from 0.5 gives no frame"]),
            (#line, ["replay", trace, "--scene", "list", "--video", "x.mp4", "--fps", "1e-300"], ["MP4", "1 to 1000"]),
            (#line, ["replay", trace, "--scene", "list", "--video", "x.webm", "--fps", "0.5"], ["WebM", "1 to 1000"]),
            (#line, ["replay", trace, "--scene", "list", "--video", "x.gif", "--fps", "1e-300"], ["GIF", "100 / n"]),
            // Empty output paths, whichever option names them.
            (#line, ["replay", trace, "--scene", "list", "--frames", ""], ["--frames", "empty"]),
            (#line, ["soak", "--seconds", "1", "--output", ""], ["--output", "empty"]),
            (#line, ["soak", "--seconds", "1", "--output", trace], ["--output", "is a file: name a folder"]),
            // The header a gesture writes is one replay takes.
            (#line, ["gesture", "tap", "--scene", "bottom-sheet", "--preset", "seed", "--set", "full=999", "-o", "g.jsonl"],
             ["full (999) must be above half (400)"]),
        ]
        for c in cases {
            assertFails(try run(c.arguments), status: 2, mentioning: c.mentions, c.arguments.joined(separator: " "), line: c.line)
            XCTAssertEqual(try files(), before, "nothing written", line: c.line)
        }
    }

    /// The parser's time grows with the square of the arguments (16,000 key names took 7.8 s): they
    /// are counted first, and up to the limit read.
    func testTheArgumentsAreCountedBeforeTheyAreParsed() throws {
        let keys = Array(repeating: "a", count: 4_093)   // with `gesture key -o FILE`: 4,096 arguments
        let accepted = try run(["gesture", "key"] + keys.dropLast() + ["-o", "keys.jsonl"])
        XCTAssertEqual(accepted.status, 0, accepted.stderr)
        XCTAssertEqual(try String(contentsOfFile: folder.path("keys.jsonl"), encoding: .utf8).split(separator: "\n").count, 4_092)
        assertFails(try run(["gesture", "key"] + Array(repeating: "a", count: 100_000)), status: 2,
                    mentioning: ["100002 arguments", "at most 4096"], "100,000 key names")
    }

    /// A header's `viewport=` and `from=` are checked as its `set=` is: a bad one is exit 2 naming it,
    /// where the replay ran at 390 x 844 from t = 0 without a word.
    func testAHeadersViewportAndFromAreChecked() throws {
        let cases: [(line: UInt, field: String, mentions: [String])] = [
            (#line, "viewport=0x0", ["trace line 1", "'viewport=0x0'", "1 to 4096"]),
            (#line, "viewport=5000x5000", ["trace line 1", "'viewport=5000x5000'"]),
            (#line, "viewport=abc", ["trace line 1", "'viewport=abc'"]),
            (#line, "viewport=-5x5", ["trace line 1", "'viewport=-5x5'"]),
            (#line, "from=-2", ["trace line 1", "'from=-2'", "0 to 3600"]),
            (#line, "from=nan", ["trace line 1", "'from=nan'"]),
            (#line, "from=abc", ["trace line 1", "'from=abc'"]),
            (#line, "from=99999", ["trace line 1", "'from=99999'"]),
            (#line, "from=3", ["from=3 is after the replay's end (0.5 s)", "--from"]),
            (#line, "set=rows=abc", ["rows", "abc"]),
        ]
        for c in cases {
            let path = try folder.write("# scroll-lab scene=list \(c.field)\n" + #"{"t": 0.5, "type": "wait"}"# + "\n", to: "h.jsonl")
            assertFails(try run(["replay", path]), status: 2, mentioning: c.mentions, c.field, line: c.line)
        }
        let good = try folder.write("# scroll-lab scene=list viewport=430x932 from=0.25\n" + #"{"t": 0.5, "type": "wait"}"# + "\n",
                                    to: "good.jsonl")
        let outcome = try run(["replay", good])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(outcome.stdout.hasPrefix(#"{"t": 0.25, "frame": 15, "scene": "list""#), String(outcome.stdout.prefix(60)))
        XCTAssertTrue(outcome.stdout.contains(#""viewportWidth": 430, "viewportHeight": 932"#))
    }
}
