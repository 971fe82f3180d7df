import Graphics
@testable import LabTools
@testable import Scenes
@testable import ScrollLab
import XCTest

/// How `run` and `replay` pick the scene and options from `--scene`, `--set` and a recording's header.
final class SceneSelectionTests: XCTestCase {
    func testTheRulesAsATable() throws {
        let header = TraceHeader(scene: "expandable-bar", viewport: Size(width: 430, height: 932), assignments: ["snap=nearest", "rows=5"])
        let cases: [(line: UInt, scene: String?, set: [String], header: TraceHeader?, scene_: String, assignments: [String], usesHeader: Bool)] = [
            (#line, nil, [], header, "expandable-bar", ["snap=nearest", "rows=5"], true),
            (#line, nil, ["rows=9"], header, "expandable-bar", ["snap=nearest", "rows=5", "rows=9"], true),   // --set overrides
            (#line, "list", ["rows=9"], header, "list", ["rows=9"], false),                              // --scene drops the header
            (#line, "hover-banner", [], nil, "hover-banner", [], false),
            (#line, nil, [], nil, "list", [], false),                                                    // the fallback
        ]
        for c in cases {
            var selection = try SceneSelection.parse([])
            selection.scene = c.scene
            selection.assignments = c.set
            let resolved = try selection.resolve(header: c.header, fallback: ListScene.self)
            XCTAssertEqual(resolved.scene.name, c.scene_, line: c.line)
            XCTAssertEqual(resolved.assignments, c.assignments, line: c.line)
            XCTAssertEqual(resolved.usesHeader, c.usesHeader, line: c.line)
        }
        let later = try SceneSettings(options: ExpandableBarScene.options, assignments: ["rows=5", "rows=9"], sceneName: "expandable-bar")
        XCTAssertEqual(later.integer("rows"), 9, "a later assignment wins")
    }

    func testProblemsAreUsageErrors() throws {
        let selection = try SceneSelection.parse(["--set", "snap=nearest"])
        XCTAssertThrowsError(try selection.resolve(header: nil, fallback: nil)) { XCTAssertEqual(($0 as? AppError)?.exitCode, 2) }
        XCTAssertThrowsError(try selection.resolve(header: nil, fallback: ListScene.self)) {
            XCTAssertTrue(($0 as? AppError)?.message.contains("unknown option 'snap'") == true)
        }
    }
}
