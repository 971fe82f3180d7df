import Foundation
@testable import Scenes
@testable import ScrollLab
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
}
