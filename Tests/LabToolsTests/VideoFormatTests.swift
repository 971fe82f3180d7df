@testable import LabBasics
@testable import Playback
@testable import Scenes
import XCTest

/// Which container a `--video` path asks for, and the frame rates a GIF can play.
final class VideoFormatTests: XCTestCase {
    func testTheExtensionChoosesTheFormat() {
        let cases: [(line: UInt, path: String, format: VideoFormat?)] = [
            (#line, "out.mp4", .mp4),
            (#line, "dir.v1/Out.MP4", .mp4),
            (#line, "a.gif", .gif),
            (#line, "a.webm", .webm),
            (#line, "a.mov", nil),
            (#line, "mp4", nil),
            (#line, "a.mp4/", .mp4),
            (#line, "a.mp4.tmp", nil),
        ]
        for c in cases {
            do {
                let format = try VideoFormat(path: c.path)
                XCTAssertEqual(format, c.format, line: c.line)
            } catch let error as AppError {
                XCTAssertNil(c.format, error.message, line: c.line)
                XCTAssertEqual(error.exitCode, 2, line: c.line)
                XCTAssertTrue(error.message.hasSuffix("must end in .mp4, .gif, .webm"), error.message, line: c.line)
            } catch {
                XCTFail("\(error)", line: c.line)
            }
        }
    }

    func testFrameRatesAndHowFFmpegReadsThem() {
        let cases: [(line: UInt, format: VideoFormat, fps: Double, allowed: Bool, argument: String)] = [
            (#line, .gif, 50, true, "100/2"),
            (#line, .gif, 100.0 / 3, true, "100/3"),
            (#line, .gif, 33.3333, true, "100/3"),
            (#line, .gif, 25, true, "100/4"),
            (#line, .gif, 0.5, true, "100/200"),
            (#line, .gif, 60, false, "60"),
            (#line, .gif, 100, false, "100"),
            (#line, .gif, 30, false, "30"),
            (#line, .mp4, 60, true, "60"),
            (#line, .mp4, 29.97, true, "29.97"),
            (#line, .webm, 1000, true, "1000"),
        ]
        for c in cases {
            XCTAssertEqual(c.format.frameRateProblem(c.fps) == nil, c.allowed, line: c.line)
            XCTAssertEqual(c.format.frameRateArgument(c.fps), c.argument, line: c.line)
        }
    }
}
