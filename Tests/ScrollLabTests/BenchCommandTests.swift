import Foundation
@testable import Scenes
@testable import ScrollLab
import TestKit
import XCTest

/// `scroll-lab bench`'s command line (its scripts and reports: `BenchTests` in LabToolsTests). No
/// timing is checked here (timings belong to the release-only bench, never to `make test`).
final class BenchCommandTests: XCTestCase {
    func testOptionsAreOnlyPassedToScenesThatHaveThem() throws {
        let command = try BenchCommand.parse(["--set", "rows=100", "--set", "snap=nearest", "--set", "bogus"])
        XCTAssertEqual(command.applicableAssignments(for: ListScene.self), ["rows=100", "bogus"])
        XCTAssertEqual(command.applicableAssignments(for: ExpandableBarScene.self), ["rows=100", "snap=nearest", "bogus"])
        XCTAssertThrowsError(try BenchCommand.parse(["--frames", "0"]))
    }

    func testBenchRunsEndToEndAndEndsWithTheJSONLine() throws {
        let command = try BenchCommand.parse(["--scene", "list", "--frames", "2", "--json"])
        XCTAssertEqual(command.scene, "list")
        XCTAssertFalse(command.fullRedraw)
        XCTAssertTrue(try BenchCommand.parse(["--full-redraw"]).fullRedraw)
        let root = try XCTUnwrap(packageRoot())
        let executable = root.appendingPathComponent(".build/debug/scroll-lab")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("scroll-lab is not built (swift build first)")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["bench", "--scene", "list", "--frames", "2", "--json"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        let last = try XCTUnwrap(lines.last)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        XCTAssertEqual(object["width"] as? Int, 780)
        XCTAssertEqual(object["height"] as? Int, 1688)
        XCTAssertNotNil(object["floor_ms"] as? Double)
        let scenes = try XCTUnwrap(object["scenes"] as? [String: [String: Any]])
        XCTAssertEqual(Array(scenes.keys), ["list"])
        XCTAssertEqual(Set(scenes["list"]?.keys.map { $0 } ?? []), ["p50_ms", "p99_ms", "sdl_p50_ms", "frames"])
        XCTAssertEqual(scenes["list"]?["frames"] as? Int, 2)
        XCTAssertTrue(lines.contains { $0.hasPrefix("list ") }, "the table comes before the JSON line")
    }

    /// Two sizes in one run: a table and a JSON object each (the last line an array), and the plot.
    func testSizesPairAndThePlotIsWritten() throws {
        guard let executable = ScrollLabExecutable.find() else { throw XCTSkip("scroll-lab is not built (swift build first)") }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let plot = folder.path("plot.png")
        let outcome = try ScrollLabExecutable.run(executable, ["bench", "--scene", "list", "--frames", "2", "--no-sdl", "--json",
                                                               "--viewport", "320x568", "--scale", "1", "--viewport", "390x844",
                                                               "--scale", "2", "--plot", "--plot-file", plot], in: folder)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.hasPrefix("ScrollLab bench: ") }.count, 2)
        let json = try XCTUnwrap(lines.first { $0.hasPrefix("[") })
        let sizes = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        XCTAssertEqual(sizes.map { $0["width"] as? Int }, [320, 780])
        XCTAssertEqual(sizes.map { $0["scale"] as? Int }, [1, 2])
        let (width, height) = try pngSize(plot)
        XCTAssertEqual(width, 1800)
        XCTAssertEqual(height, 1120)
    }

    func testBadSizesAndPlotFilesAreRefusedBeforeMeasuring() throws {
        guard let executable = ScrollLabExecutable.find() else { throw XCTSkip("scroll-lab is not built (swift build first)") }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cases: [(line: UInt, arguments: [String], status: Int32, mentions: String)] = [
            (#line, ["--viewport", "390x844", "--viewport", "430x932", "--scale", "1", "--scale", "2", "--scale", "3"], 2, "one per --viewport"),
            (#line, ["--viewport", "4096x4096", "--scale", "4"], 2, "at most 64 Mpx"),
            (#line, ["--scale", "9"], 2, "--scale must be from 0.5 to 4"),
            (#line, ["--window", "--plot"], 2, "--window"),
            (#line, ["--plot", "--plot-file", folder.path("")], 2, "is a folder"),
            (#line, ["--plot", "--plot-file", folder.path("missing/plot.png")], 1, "folder is missing"),
        ]
        for c in cases {
            let outcome = try ScrollLabExecutable.run(executable, ["bench", "--scene", "list", "--frames", "1", "--no-sdl"] + c.arguments,
                                                      in: folder)
            XCTAssertEqual(outcome.status, c.status, outcome.stderr, line: c.line)
            XCTAssertEqual(outcome.stderr.split(separator: "\n").count, 1, outcome.stderr, line: c.line)
            XCTAssertTrue(outcome.stderr.contains(c.mentions), outcome.stderr, line: c.line)
            XCTAssertTrue(outcome.stdout.isEmpty, outcome.stdout, line: c.line)
        }
        // Over every scene, the scene that refuses a value is named.
        let outcome = try ScrollLabExecutable.run(executable, ["bench", "--frames", "1", "--no-sdl", "--set", "snap=nearest"], in: folder)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.stderr.hasPrefix("scroll-lab: hover-banner: "), outcome.stderr)
    }
}
