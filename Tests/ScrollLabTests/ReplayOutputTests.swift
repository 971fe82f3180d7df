import Foundation
import TestKit
import XCTest

/// `replay`'s review outputs, through the built executable: contact sheet, plot, frames, recordings.
final class ReplayOutputTests: ExecutableTestCase {
    override class var traceEnd: Double { 2 }

    func testContactSheetAndPlotFiles() throws {
        let outcome = try ScrollLabExecutable.run(executable, ["replay", trace, "--scene", "list", "--states", "s.jsonl",
                                                               "--contact-sheet", "sheet.png", "--contact-every", "20",
                                                               "--plot", "plot.png"], in: folder)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        // 121 frames, every 20th: 7 thumbnails of 195 x 422 px, 6 to a row.
        let (width, height) = try pngSize(folder.path("sheet.png"))
        let expectedWidth: Int = 16 + 6 * (195 + 16)
        let expectedHeight: Int = 56 + 2 * (422 + 34 + 16) + 16
        XCTAssertEqual(width, expectedWidth)
        XCTAssertEqual(height, expectedHeight)
        let (plotWidth, plotHeight) = try pngSize(folder.path("plot.png"))
        XCTAssertEqual(plotWidth, 2200)
        XCTAssertEqual(plotHeight, 1520)
    }

    func testFramesAreByteIdenticalAcrossRuns() throws {
        for run in ["a", "b"] {
            let outcome = try ScrollLabExecutable.run(executable, ["replay", trace, "--scene", "list", "--until", "0.5",
                                                                   "--states", "\(run).jsonl", "--frames", run], in: folder)
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
        }
        for frame in [0, 10, 20, 30] {
            let name = String(format: "frame-%05d.png", frame)
            XCTAssertEqual(FileManager.default.contents(atPath: folder.path("a/\(name)")),
                           FileManager.default.contents(atPath: folder.path("b/\(name)")), name)
        }
        XCTAssertEqual(FileManager.default.contents(atPath: folder.path("a.jsonl")),
                       FileManager.default.contents(atPath: folder.path("b.jsonl")))
    }

    func testARecordingReplaysWithoutNamingTheScene() throws {
        let recording = "# scroll-lab scene=expandable-bar viewport=430x932 set=snap=nearest\n" + Traces.fling(end: 2)
        let path = try folder.write(recording, to: "recording.jsonl")
        let outcome = try ScrollLabExecutable.run(executable, ["replay", path, "--until", "0"], in: folder)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(outcome.stdout.contains(#""scene": "expandable-bar""#))
        XCTAssertTrue(outcome.stdout.contains(#""viewportWidth": 430, "viewportHeight": 932"#))
        let plain = try ScrollLabExecutable.run(executable, ["replay", trace], in: folder)
        XCTAssertEqual(plain.status, 2)
        XCTAssertTrue(plain.stderr.contains("--scene"))
    }
}
