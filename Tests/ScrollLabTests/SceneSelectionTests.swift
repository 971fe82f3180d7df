import Graphics
@testable import LabBasics
@testable import Scenes
@testable import ScrollLab
@testable import LabTraces
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
        XCTAssertEqual(later[ExpandableBarScene.rows], 9, "a later assignment wins")
    }

    /// Presets: `--preset` first, then the header's options, then `--set`; a header may name a preset, and
    /// `--preset` (or `--scene`) on the command line replaces the header's preset and options.
    func testPresetsAsATable() throws {
        let seed = try SceneCatalog.preset(named: "seed", of: BottomSheetScene.self).assignments
        let pulley = try SceneCatalog.preset(named: "pulley", of: BottomSheetScene.self).assignments
        let header = TraceHeader(scene: "bottom-sheet", viewport: SceneCatalog.defaultViewport, assignments: ["rows=5"], preset: "seed")
        let cases: [(line: UInt, scene: String?, preset: String?, set: [String], header: TraceHeader?, assignments: [String])] = [
            (#line, "bottom-sheet", "pulley", [], nil, pulley),
            (#line, "bottom-sheet", "pulley", ["snap=projected"], nil, pulley + ["snap=projected"]),   // --set overrides
            (#line, nil, nil, [], header, seed + ["rows=5"]),                                          // the header's preset
            (#line, nil, nil, ["rows=9"], header, seed + ["rows=5", "rows=9"]),
            (#line, nil, "pulley", ["rows=9"], header, pulley + ["rows=9"]),                            // --preset replaces it
            (#line, "bottom-sheet", nil, [], header, []),                                               // --scene drops the header
        ]
        for c in cases {
            var selection = try SceneSelection.parse([])
            selection.scene = c.scene
            selection.preset = c.preset
            selection.assignments = c.set
            let resolved = try selection.resolve(header: c.header, fallback: ListScene.self)
            XCTAssertEqual(resolved.scene.name, "bottom-sheet", line: c.line)
            XCTAssertEqual(resolved.assignments, c.assignments, line: c.line)
        }
        let settings = try SceneSettings(options: BottomSheetScene.options, assignments: pulley + ["snap=projected"], sceneName: "bottom-sheet")
        XCTAssertEqual(settings.text(of: "snap"), "projected")
        XCTAssertEqual(settings.text(of: "half"), "580")
    }

    func testProblemsAreUsageErrors() throws {
        let unknown = try SceneSelection.parse(["--scene", "bottom-sheet", "--preset", "uikit"])
        XCTAssertThrowsError(try unknown.resolve(header: nil, fallback: nil)) {
            XCTAssertEqual(($0 as? AppError)?.exitCode, 2)
            XCTAssertEqual(($0 as? AppError)?.message,
                           "unknown preset 'uikit' for scene 'bottom-sheet' (presets: seed, floatingpanel, pulley)")
        }
        let selection = try SceneSelection.parse(["--set", "snap=nearest"])
        XCTAssertThrowsError(try selection.resolve(header: nil, fallback: nil)) { XCTAssertEqual(($0 as? AppError)?.exitCode, 2) }
        XCTAssertThrowsError(try selection.resolve(header: nil, fallback: ListScene.self)) {
            XCTAssertTrue(($0 as? AppError)?.message.contains("unknown option 'snap'") == true)
        }
    }
}
