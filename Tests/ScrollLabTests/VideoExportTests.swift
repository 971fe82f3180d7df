import Foundation
import TestKit
import XCTest

/// `replay --video`, `--speed`, `--from` and `--overlays` through the built executable, with the real
/// ffmpeg making the videos and the real ffprobe reading them back.
final class VideoExportTests: ExecutableTestCase {
    /// What ffprobe says about a video's first stream and its container.
    private struct Probe {
        let values: [String: String]
        func number(_ key: String) -> Double? { values[key].flatMap(Double.init) }
    }

    /// Runs ffprobe (from the PATH, as `make test` installs it) and counts the frames by decoding them.
    private func probe(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Probe {
        let outcome = try ScrollLabExecutable.run(URL(fileURLWithPath: "/usr/bin/env"), [
            "ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=codec_name,pix_fmt,width,height,nb_read_frames,r_frame_rate",
            "-show_entries", "format=duration", "-of", "default=noprint_wrappers=1", folder.path(name),
        ], in: folder)
        XCTAssertEqual(outcome.status, 0, outcome.stderr, file: file, line: line)
        let text = outcome.stdout
        var values: [String: String] = [:]
        for entry in text.split(separator: "\n") {
            let parts = entry.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
        }
        return Probe(values: values)
    }

    /// A compare's video holds the side-by-side frames: two 195 pt panes at scale 0.5 and a 3 px
    /// gutter under the 15 px caption strip: 393 × 437 px, padded to even sides for H.264.
    func testACompareVideoIsTheSideBySideFrames() throws {
        let outcome = try run(["replay", trace, "--scene", "list", "--scale", "0.5", "--fps", "30", "--video", "compare.mp4",
                               "--compare", "deceleration=0.99", "--compare", "deceleration=0.998"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let video = try probe("compare.mp4")
        XCTAssertEqual(video.number("width"), 394)
        XCTAssertEqual(video.number("height"), 15 + 422 + 1)
        XCTAssertEqual(video.number("nb_read_frames"), 16)
    }

    /// Each container: frame count (0.5 s of trace at `fps` and `speed`), even size, codec, pixel
    /// format and a duration of frames / fps.
    func testVideosHaveEveryFrameAtTheReplaysSizeAndRate() throws {
        let cases: [(line: UInt, name: String, options: [String], codec: String, pixelFormat: String?, fps: Double, frames: Int,
                     width: Int, height: Int)] = [
            (#line, "fling.mp4", ["--fps", "30"], "h264", "yuv420p", 30, 16, 196, 422),
            (#line, "fling.webm", ["--fps", "30"], "vp9", "yuv420p", 30, 16, 196, 422),
            (#line, "fling.gif", [], "gif", nil, 50, 26, 195, 422),
            (#line, "fling.gif", ["--fps", "25"], "gif", nil, 25, 13, 195, 422),
            (#line, "slow.mp4", ["--fps", "30", "--speed", "0.25"], "h264", "yuv420p", 30, 61, 196, 422),
            (#line, "fast.mp4", ["--fps", "30", "--speed", "2"], "h264", "yuv420p", 30, 8, 196, 422),
        ]
        for c in cases {
            let outcome = try run(["replay", trace, "--scene", "list", "--scale", "0.5", "--states", "states.jsonl",
                                   "--video", c.name] + c.options)
            XCTAssertEqual(outcome.status, 0, outcome.stderr, line: c.line)
            XCTAssertEqual(outcome.stderr, "", line: c.line)
            let video = try probe(c.name, line: c.line)
            XCTAssertEqual(video.values["codec_name"], c.codec, line: c.line)
            if let pixelFormat = c.pixelFormat { XCTAssertEqual(video.values["pix_fmt"], pixelFormat, line: c.line) }
            XCTAssertEqual(video.number("nb_read_frames"), Double(c.frames), line: c.line)
            XCTAssertEqual(video.number("width"), Double(c.width), line: c.line)
            XCTAssertEqual(video.number("height"), Double(c.height), line: c.line)
            XCTAssertEqual(try XCTUnwrap(video.number("duration"), line: c.line), Double(c.frames) / c.fps, accuracy: 0.011,
                           line: c.line)
            let states = try String(contentsOfFile: folder.path("states.jsonl"), encoding: .utf8)
            XCTAssertEqual(states.split(separator: "\n").count, c.frames, "one state line per video frame", line: c.line)
        }
    }

    /// Slow motion: at 0.25 the video lasts four times the trace (0.5 s), within one frame.
    func testQuarterSpeedLastsFourTimesAsLong() throws {
        for (name, speed) in [("normal.mp4", "1"), ("quarter.mp4", "0.25")] {
            let outcome = try run(["replay", trace, "--scene", "list", "--scale", "0.25", "--fps", "30", "--states", "s.jsonl",
                                   "--video", name, "--speed", speed])
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
        }
        let normal = try XCTUnwrap(try probe("normal.mp4").number("duration"))
        let quarter = try XCTUnwrap(try probe("quarter.mp4").number("duration"))
        XCTAssertEqual(normal, 0.5, accuracy: 1.0 / 30 + 0.002)
        XCTAssertEqual(quarter, 4 * 0.5, accuracy: 1.0 / 30 + 0.002)
    }

    /// A link to the real ffprobe (from the PATH) in `tools`, which stands in for the PATH.
    private func linkRealFFprobe(into tools: String) throws {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let real = try XCTUnwrap(folders.map { $0 + "/ffprobe" }.first { FileManager.default.isExecutableFile(atPath: $0) })
        try FileManager.default.createSymbolicLink(atPath: tools + "/ffprobe", withDestinationPath: real)
    }

    func testWithoutFFmpegOneLineSaysHowToInstallIt() throws {
        let emptyFolder = folder.path("no-tools")
        try FileManager.default.createDirectory(atPath: emptyFolder, withIntermediateDirectories: true)
        let old = try folder.write("old", to: "old.mp4")
        let outcome = try ScrollLabExecutable.run(executable, ["replay", trace, "--scene", "list", "--states", "s.jsonl",
                                                               "--video", old],
                                                  in: folder, adding: ["PATH": emptyFolder])
        assertFails(outcome, status: 1, mentioning: ["ffmpeg", "apt-get install ffmpeg"], "no ffmpeg on the PATH")
        XCTAssertEqual(try String(contentsOfFile: old, encoding: .utf8), "old")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("s.jsonl")), "nothing written before the check")
    }

    /// An ffmpeg that fails after reading every frame, or at once (the frames meet a closed pipe): its
    /// last line in ours, exit 1, and the output as it was (mode and contents).
    func testAFailingFFmpegLeavesTheOutputAlone() throws {
        let cases: [(line: UInt, script: String)] = [
            (#line, "cat > \"$(dirname \"$0\")/frames.raw\"\necho 'first line' >&2\necho 'Conversion failed!' >&2\nexit 1\n"),
            (#line, "echo 'first line' >&2\necho 'Conversion failed!' >&2\nexit 1\n"),
        ]
        for c in cases {
            let tools = folder.path("tools-\(c.line)")
            try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
            let fake = try folder.write("#!/bin/sh\n" + c.script, to: "tools-\(c.line)/ffmpeg")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
            try linkRealFFprobe(into: tools)
            let old = try folder.write("old", to: "old.webm")
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: old)
            let outcome = try ScrollLabExecutable.run(executable, ["replay", trace, "--scene", "list", "--states", "s.jsonl",
                                                                   "--video", old], in: folder, adding: ["PATH": tools])
            assertFails(outcome, status: 1, mentioning: ["ffmpeg", "old.webm", "exit status 1", ": Conversion failed!"],
                        "failing ffmpeg", line: c.line)
            XCTAssertEqual(try String(contentsOfFile: old, encoding: .utf8), "old", line: c.line)
            let mode = try FileManager.default.attributesOfItem(atPath: old)[.posixPermissions] as? NSNumber
            XCTAssertEqual(mode?.intValue, 0o600, line: c.line)
        }
    }

    /// The video goes through a symlink into its target, which keeps its inode and mode.
    func testTheVideoIsWrittenInPlace() throws {
        let target = try folder.write("old", to: "target.mp4")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target)
        let inode = try FileManager.default.attributesOfItem(atPath: target)[.systemFileNumber] as? NSNumber
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.mp4"), withDestinationPath: target)
        let outcome = try run(["replay", trace, "--scene", "list", "--scale", "0.25", "--states", "s.jsonl",
                               "--video", "link.mp4"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let attributes = try FileManager.default.attributesOfItem(atPath: target)
        XCTAssertEqual(attributes[.systemFileNumber] as? NSNumber, inode)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: folder.path("link.mp4"))[.type] as? FileAttributeType,
                       .typeSymbolicLink)
        XCTAssertEqual(try probe("target.mp4").number("nb_read_frames"), 31)
    }

    /// ffmpeg's temporary folder goes away after a video, and after a replay that failed on the way.
    func testNoTemporaryFilesAreLeft() throws {
        let temporary = folder.path("tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let cases: [(line: UInt, states: String, status: Int32)] = [
            (#line, "s.jsonl", 0),
            (#line, "missing/s.jsonl", 1),
        ]
        for c in cases {
            let outcome = try ScrollLabExecutable.run(executable, ["replay", trace, "--scene", "list", "--scale", "0.25",
                                                                   "--states", c.states, "--video", "v.mp4"],
                                                      in: folder, adding: ["TMPDIR": temporary])
            XCTAssertEqual(outcome.status, c.status, outcome.stderr, line: c.line)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [], line: c.line)
        }
    }

    func testBadVideoOptionsAreUsageErrors() throws {
        let original = try String(contentsOfFile: trace, encoding: .utf8)
        let cases: [(line: UInt, arguments: [String], mentions: [String])] = [
            (#line, ["--video", "out.avi"], [".mp4, .gif, .webm"]),
            (#line, ["--video", "out"], [".mp4, .gif, .webm"]),
            (#line, ["--video", "out.mp4", "--speed", "0.05"], ["--speed", "0.1 to 4"]),
            (#line, ["--video", "out.mp4", "--speed", "5"], ["--speed", "0.1 to 4"]),
            (#line, ["--speed", "0.5"], ["--speed needs --video"]),
            (#line, ["--contact-every", "5"], ["--contact-every needs --contact-sheet"]),   // as --speed without --video
            (#line, ["--video", "out.gif", "--fps", "60"], ["GIF", "--fps must be 50"]),
            (#line, ["--overlays", "touches,cursor"], ["'cursor'", "touches, guides, hud"]),
            (#line, ["--from", "-1"], ["--from"]),
            (#line, ["--from", "2", "--until", "1"], ["--from", "--until"]),
            (#line, ["--from", "0.6"], ["--from 0.6", "after the replay's end (0.5 s)"]),
        ]
        for c in cases {
            let outcome = try run(["replay", trace, "--scene", "list"] + c.arguments)
            assertFails(outcome, status: 2, mentioning: c.mentions, "\(c.arguments)", line: c.line)
        }
        try FileManager.default.createSymbolicLink(atPath: folder.path("trace.mp4"), withDestinationPath: trace)
        assertFails(try run(["replay", trace, "--scene", "list", "--video", "trace.mp4"]), status: 2,
                    mentioning: ["--video", "the trace"], "the video would overwrite the trace")
        XCTAssertEqual(try String(contentsOfFile: trace, encoding: .utf8), original)
    }

    /// `--from` through the command line: the tail of the full replay's state lines, byte for byte.
    func testFromGivesTheTailOfTheStateLines() throws {
        XCTAssertEqual(try run(["replay", trace, "--scene", "list", "--states", "all.jsonl"]).status, 0)
        let outcome = try run(["replay", trace, "--scene", "list", "--from", "0.25", "--states", "tail.jsonl"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let all = try String(contentsOfFile: folder.path("all.jsonl"), encoding: .utf8).split(separator: "\n")
        let tail = try String(contentsOfFile: folder.path("tail.jsonl"), encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(all.count, 31)
        XCTAssertEqual(tail, Array(all.suffix(16)))
    }
}
