import Foundation
import TestKit
import XCTest

/// ffmpeg and ffprobe as `measure` and `--video` use them: a path is always a file (never a URL), a
/// closed standard output is reported as such, a tool that makes no progress is stopped (the bound
/// set to 1 s by `SCROLLLAB_TOOL_STALL_SECONDS`, so these take a second, not 30), and a failed encode
/// gives ffmpeg's last line even when the temporary folder could not keep its log.
final class MediaToolTests: ExecutableTestCase {
    override class var traceEnd: Double { 1.5 }

    /// A recording of the list flung: `replay --video`, as the window records one.
    private func recording(_ name: String) throws -> String {
        let outcome = try run(["replay", trace, "--scene", "list", "--video", "made.mp4"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let path = folder.path(name)
        if name != "made.mp4" { try FileManager.default.copyItem(atPath: folder.path("made.mp4"), toPath: path) }
        return path
    }

    /// A PATH folder with `ffmpeg` and `ffprobe`: a stand-in script for `fake` (the other the real tool).
    private func tools(faking fake: String, script: String) throws -> String {
        let tools = folder.path("tools-\(fake)")
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        for name in ["ffmpeg", "ffprobe"] where name != fake {
            let real = try XCTUnwrap(["/usr/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) })
            try FileManager.default.createSymbolicLink(atPath: tools + "/" + name, withDestinationPath: real)
        }
        let path = try folder.write("#!/bin/sh\n" + script, to: "tools-\(fake)/\(fake)")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return tools
    }

    func testNamesThatLookLikeURLsAreFiles() throws {
        _ = try recording("made.mp4")
        let plain = try run(["measure", "made.mp4", "--states", "-"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertTrue(plain.stdout.contains("\"segment\""), "measured")
        // Before: "Protocol not found", "No such file or directory", or ffprobe reading standard input.
        for name in ["2024-01-01T10:30:00.mp4", "clip:1.mp4", "file:rec.mp4", "concat:rec.mp4", "pipe:0.mp4"] {
            _ = try recording(name)
            let outcome = try run(["measure", name, "--states", "-"])
            XCTAssertEqual(outcome.status, 0, "\(name): \(outcome.stderr)")
            XCTAssertEqual(outcome.stdout, plain.stdout, name)
        }
    }

    func testMeasureToAClosedStandardOutputSaysSo() throws {
        _ = try recording("made.mp4")
        // Before: "'made.mp4' has no video stream", exit 2 (ffprobe's pipe took the closed descriptor).
        let outcome = try ScrollLabExecutable.run(URL(fileURLWithPath: "/bin/bash"),
                                                  ["-c", "exec \"$0\" measure made.mp4 >&-", executable.path], in: folder)
        assertFails(outcome, status: 1, mentioning: ["cannot write 'standard output': Bad file descriptor"], "measure >&-")
    }

    func testAToolThatMakesNoProgressIsStopped() throws {
        _ = try recording("made.mp4")
        let stall = ["SCROLLLAB_TOOL_STALL_SECONDS": "1"]
        let probe = try tools(faking: "ffprobe", script: "exec sleep 60\n")
        let measured = try ScrollLabExecutable.run(executable, ["measure", "made.mp4"], in: folder,
                                                   adding: stall.merging(["PATH": probe + ":/usr/bin:/bin"]) { $1 })
        assertFails(measured, status: 1, mentioning: ["ffprobe made no progress for 1 s while reading 'made.mp4': stopped"], "ffprobe")
        // An ffmpeg that never reads its frames.
        let encoder = try tools(faking: "ffmpeg", script: "exec sleep 60\n")
        let replayed = try ScrollLabExecutable.run(executable, ["replay", trace, "--scene", "list", "--states", "s.jsonl", "--video", "v.mp4"], in: folder,
                                                   adding: stall.merging(["PATH": encoder + ":/usr/bin:/bin"]) { $1 })
        assertFails(replayed, status: 1, mentioning: ["ffmpeg made no progress for 1 s while encoding 'v.mp4': stopped"], "ffmpeg")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("v.mp4")))
    }

    /// ffmpeg's reason survives a temporary folder that cannot keep a log (a full file system): the
    /// stand-in empties every file in its folder, as a full disk leaves them, then fails.
    func testAFailedEncodeGivesFFmpegsLastLine() throws {
        let encoder = try tools(faking: "ffmpeg", script: """
            for out; do :; done
            dir=$(dirname "${out#file:}")
            cat > "$dir/frames.raw"
            echo '[out#0/mp4 @ 0x55] Error opening output file: No space left on device' >&2
            for f in "$dir"/*; do : > "$f"; done
            exit 1

            """)
        let outcome = try ScrollLabExecutable.run(executable, ["replay", trace, "--scene", "list", "--states", "s.jsonl", "--video", "v.mp4"], in: folder,
                                                  adding: ["PATH": encoder + ":/usr/bin:/bin"])
        assertFails(outcome, status: 1, mentioning: ["ffmpeg could not write 'v.mp4' (exit status 1)", "No space left on device"], "log")
    }
}
