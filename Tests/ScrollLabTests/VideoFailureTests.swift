import Foundation
import TestKit
import XCTest

/// `replay --video` when ffmpeg does not write a whole video, or the command is ended by a signal:
/// exit 1 with one line and no file at the target, or the signal's own end with ffmpeg stopped and
/// its temporary folder removed. Full disks are played by a stand-in `ffmpeg` earlier on the PATH
/// (as ffmpeg behaves on a full disk: "Error writing trailer", exit status 0) and by `ulimit -f` with
/// SIGXFSZ ignored; never by a real device.
final class VideoFailureTests: ExecutableTestCase {
    /// The real ffmpeg and ffprobe, from the PATH `make test` installs them on.
    private func realTool(_ name: String) throws -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return try XCTUnwrap(folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }, name)
    }

    /// A PATH folder holding a stand-in ffmpeg running `script` (`$out` is the file it should write,
    /// `$dir` its folder) and the real ffprobe.
    private func standIn(_ script: String, name: String) throws -> String {
        let tools = folder.path(name)
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        // The output comes as `file:` and the absolute path (ToolPath).
        let body = "#!/bin/sh\nfor out; do :; done\nout=${out#file:}\ndir=$(dirname \"$out\")\n" + script
        let fake = try folder.write(body, to: "\(name)/ffmpeg")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        try FileManager.default.createSymbolicLink(atPath: tools + "/ffprobe", withDestinationPath: try realTool("ffprobe"))
        return tools
    }

    func testAVideoFFmpegDidNotWriteWholeIsAFailureAndLeavesNoFile() throws {
        let ffmpeg = try realTool("ffmpeg")
        let cases: [(line: UInt, script: String, mentions: [String])] = [
            // A full disk: ffmpeg writes part of the file, says so in its log, and exits with status 0.
            (#line, "head -c 5000 > \"$out\"\ncat > \"$dir/frames.raw\"\n"
                + "echo '[out#0/mp4 @ 0x55] Error writing trailer: No space left on device' >&2\nexit 0\n",
             ["exit status 0, but its log says", "Error writing trailer: No space left on device"]),
            // A whole MP4 of one frame where 31 were sent.
            (#line, "cat > \"$dir/frames.raw\"\n\"\(ffmpeg)\" -nostdin -loglevel error -f lavfi -i color=c=red:s=16x16:d=1 "
                + "-frames:v 1 -c:v libx264 -f mp4 -y \"$out\"\nexit 0\n", ["ffprobe finds 1 of its 31 frames"]),
            // 262 bytes and no video stream.
            (#line, "cat > \"$dir/frames.raw\"\nhead -c 262 \"$dir/frames.raw\" > \"$out\"\nexit 0\n", ["ffprobe finds no video stream"]),
        ]
        for c in cases {
            let tools = try standIn(c.script, name: "tools-\(c.line)")
            let old = try folder.write("old", to: "old-\(c.line).mp4")
            for target in ["new-\(c.line).mp4", old] {
                let outcome = try ScrollLabExecutable.run(executable, ["replay", trace, "--scene", "list", "--scale", "0.25",
                                                                       "--states", "s.jsonl", "--video", target],
                                                          in: folder, adding: ["PATH": tools + ":/usr/bin:/bin"])
                assertFails(outcome, status: 1, mentioning: ["ffmpeg could not write '\(target)'"] + c.mentions, target, line: c.line)
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("new-\(c.line).mp4")), "no file at a new target", line: c.line)
            XCTAssertEqual(try String(contentsOfFile: old, encoding: .utf8), "old", "an old target untouched", line: c.line)
        }
    }

    /// The real ffmpeg under a file size limit (SIGXFSZ ignored, so writes fail as on a full disk):
    /// exit 1, no target, no temporary folder left.
    func testAFileSizeLimitLeavesNoVideoAndNoTemporaryFolder() throws {
        let temporary = folder.path("tmp")
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let command = "trap '' XFSZ; ulimit -f 64; exec \"$0\" replay \"$1\" --scene list --states s.jsonl --video v.mp4"
        let outcome = try ScrollLabExecutable.run(URL(fileURLWithPath: "/bin/bash"), ["-c", command, executable.path, trace],
                                                  in: folder, adding: ["TMPDIR": temporary])
        assertFails(outcome, status: 1, mentioning: ["v.mp4", "File too large"], "ulimit -f 64")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("v.mp4")))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [])
    }

    /// SIGTERM, SIGINT, SIGHUP or SIGQUIT while a video is made: ffmpeg is stopped and the temporary
    /// folder removed before the command ends as the signal ends it (SIGQUIT: exit code 131).
    func testASignalStopsFFmpegAndRemovesTheTemporaryFolder() throws {
        let long = try folder.write(Traces.fling(end: 20), to: "long.jsonl")
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT] {
            let temporary = folder.path("tmp-\(signal)")
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
            let process = Process()
            process.executableURL = executable
            process.arguments = ["replay", long, "--scene", "list", "--scale", "2", "--states", folder.path("s-\(signal).jsonl"),
                                 "--video", folder.path("v-\(signal).webm")]
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { $1 }
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: try folder.write("", to: "err-\(signal)")))
            try process.run()
            // ffmpeg runs once the temporary folder holds its log.
            var ffmpeg: pid_t?
            let deadline = Date().addingTimeInterval(30)
            while ffmpeg == nil, Date() < deadline, process.isRunning {
                ffmpeg = children(of: process.processIdentifier).first
                Thread.sleep(forTimeInterval: 0.05)
            }
            let child = try XCTUnwrap(ffmpeg, "ffmpeg started (signal \(signal))")
            XCTAssertEqual((try FileManager.default.contentsOfDirectory(atPath: temporary)).count, 1, "the video's folder")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            if signal == SIGQUIT {
                XCTAssertEqual(process.terminationReason, .exit)
                XCTAssertEqual(process.terminationStatus, 131)
            } else {
                XCTAssertEqual(process.terminationReason, .uncaughtSignal, "signal \(signal)")
                XCTAssertEqual(process.terminationStatus, signal)
            }
            XCTAssertEqual(kill(child, 0), -1, "ffmpeg (\(child)) stopped on signal \(signal)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [], "signal \(signal)")
            XCTAssertEqual(try String(contentsOfFile: folder.path("err-\(signal)"), encoding: .utf8), "")
        }
    }

    /// The processes whose parent is `pid` (Linux's /proc).
    private func children(of pid: pid_t) -> [pid_t] {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return text.split(separator: " ").compactMap { pid_t($0) }
    }
}
