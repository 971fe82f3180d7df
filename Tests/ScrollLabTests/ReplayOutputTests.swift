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

    /// `--states -` is standard output, as Unix tools take it: the same lines, and no file named `-`.
    func testStatesDashIsStandardOutput() throws {
        let toFile = try run(["replay", trace, "--scene", "list", "--states", "states.jsonl"])
        let toDash = try run(["replay", trace, "--scene", "list", "--states", "-"])
        XCTAssertEqual(toDash.status, 0, toDash.stderr)
        let written = try String(contentsOfFile: folder.path("states.jsonl"), encoding: .utf8)
        XCTAssertEqual(toFile.stdout, "")
        XCTAssertEqual(toDash.stdout, written)
        XCTAssertGreaterThan(written.split(separator: "\n").count, 10)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("-")))
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

    /// A trace saved from the window starts its output where its header's `from=` says; `--from`,
    /// `--until` before it, or `--scene` (which drops the header) say otherwise.
    func testTheHeadersFromIsWhereTheOutputStarts() throws {
        let path = try folder.write("# scroll-lab scene=list viewport=390x844 from=0.5\n" + Traces.fling(end: 1), to: "saved.jsonl")
        let cases: [(line: UInt, options: [String], first: String)] = [
            (#line, [], #""t": 0.5, "frame": 30,"#),
            (#line, ["--from", "0.25"], #""t": 0.25, "frame": 15,"#),
            (#line, ["--until", "0.2"], #""t": 0, "frame": 0,"#),
            (#line, ["--scene", "list"], #""t": 0, "frame": 0,"#),
        ]
        for c in cases {
            let outcome = try ScrollLabExecutable.run(executable, ["replay", path] + c.options, in: folder)
            XCTAssertEqual(outcome.status, 0, outcome.stderr, line: c.line)
            XCTAssertTrue(outcome.stdout.hasPrefix("{" + c.first), String(outcome.stdout.prefix(40)), line: c.line)
        }
    }
}
