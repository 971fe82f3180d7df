import Foundation
import TestKit
import XCTest

/// What `measure` refuses: one line on standard error, exit 2 for bad input (before any frame is
/// decoded where the header tells), exit 1 when ffmpeg is missing, and nothing written.
final class MeasureInputTests: ExecutableTestCase {
    /// Runs ffmpeg in the folder to make an input.
    private func ffmpeg(_ arguments: [String]) throws {
        let outcome = try ScrollLabExecutable.run(URL(fileURLWithPath: "/usr/bin/env"), ["ffmpeg", "-nostdin", "-v", "error"] + arguments + ["-y"],
                                                  in: folder)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
    }

    func testBadRecordingsAreOneLineAndExitTwo() throws {
        try folder.write("not a video", to: "text.mp4")
        try ffmpeg(["-f", "lavfi", "-i", "sine=d=0.5", "audio.m4a"])
        try ffmpeg(["-f", "lavfi", "-i", "color=gray:s=390x844:r=60", "-frames:v", "10", "-c:v", "libx264", "ten.mp4"])
        try ffmpeg(["-f", "lavfi", "-i", "color=gray:s=390x844:r=60", "-frames:v", "40", "-c:v", "libx264", "still.mp4"])
        try ffmpeg(["-f", "lavfi", "-i", "color=black:s=8200x8200:r=10:d=0.1", "-c:v", "libx264", "-preset", "ultrafast", "huge.mp4"])
        try FileManager.default.createDirectory(atPath: folder.path("folder.mp4"), withIntermediateDirectories: false)
        let cases: [(line: UInt, arguments: [String], mentions: [String])] = [
            (#line, ["text.mp4"], ["'text.mp4' is not a video ffmpeg can read", "Invalid data"]),
            (#line, ["audio.m4a"], ["'audio.m4a' has no video stream (audio only)"]),
            (#line, ["ten.mp4"], ["'ten.mp4' has 10 frames: measure needs at least 30"]),
            (#line, ["still.mp4"], ["'still.mp4': nothing moves"]),
            (#line, ["huge.mp4"], ["'huge.mp4': frames of 8200x8200 pixels are over the 64 Mpx limit"]),
            (#line, ["still.mp4", "--region", "0,800,390,100"], ["--region 0,800,390,100 lies outside the 390x844 frame"]),
            (#line, ["still.mp4", "--region", "0,0,20,400"], ["--region must be at least 32 pixels wide and 100 high"]),
            (#line, ["still.mp4", "--region", "0,0,x,400"], ["--region must be X,Y,W,H"]),
            (#line, ["missing.mp4"], ["cannot read 'missing.mp4': no such file"]),
            (#line, ["folder.mp4"], ["'folder.mp4' is not a file"]),
            (#line, ["still.mp4", "--from", "0.5"], ["'still.mp4' has 10 frames in the time range measured"]),
            (#line, ["still.mp4", "--rate", "0.5"], ["--rate must be normal, fast or a factor"]),
            (#line, ["still.mp4", "--scale", "0"], ["--scale must be"]),
            (#line, ["still.mp4", "--device", "iphone-se"], ["'still.mp4' is 390x844 px, not the shape of the iPhone SE (3rd gen)'s 375x667 pt screen"]),
            (#line, ["still.mp4", "--device", "pixel-9"], ["unknown device 'pixel-9' (devices: iphone-se"]),
            (#line, ["still.mp4", "--device", "iphone-14", "--scale", "2"], ["--device and --scale: give one"]),
            (#line, ["still.mp4", "--video", "out.gif"], ["--video 'out.gif': the file must end in .mp4"]),
            (#line, ["still.mp4", "--states", "still.mp4"], ["--states 'still.mp4' is the recording"]),
        ]
        for c in cases {
            let outcome = try run(["measure"] + c.arguments + ["--json", "out.json"])
            assertFails(outcome, status: 2, mentioning: c.mentions, c.arguments.joined(separator: " "), line: c.line)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("out.json")), line: c.line)
        }
    }

    /// A 1000 × 1000 recording fits no screen: the scale must be given.
    func testAnUnknownFrameSizeNeedsAScale() throws {
        try ffmpeg(["-f", "lavfi", "-i", "testsrc2=s=1000x1000:r=30:d=1.2", "-c:v", "libx264", "square.mp4"])
        let outcome = try run(["measure", "square.mp4"])
        assertFails(outcome, status: 2, mentioning: ["cannot tell the pixels per point of a 1000x1000 recording: pass --scale"],
                    "square")
    }

    func testWithoutFFmpegItSaysHowToInstallIt() throws {
        try ffmpeg(["-f", "lavfi", "-i", "color=gray:s=390x844:r=60", "-frames:v", "40", "-c:v", "libx264", "still.mp4"])
        let empty = folder.path("bin")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let outcome = try ScrollLabExecutable.run(executable, ["measure", "still.mp4"], in: folder, adding: ["PATH": empty])
        assertFails(outcome, status: 1, mentioning: ["measure needs ffprobe and ffmpeg", "sudo apt-get install ffmpeg"], "no ffmpeg")
    }
}
