import Components
import LabBasics
@testable import Scenes
import XCTest

/// `NAME=VALUE` is read in one place, and each option's declaration reads its value back typed.
final class OptionKeyTests: XCTestCase {
    func testAnAssignmentSplitsAtItsFirstEquals() {
        let cases: [(line: UInt, text: String, name: String?, value: String?)] = [
            (#line, "rows=5", "rows", "5"),
            (#line, "rows=", "rows", ""),
            (#line, "=5", "", "5"),
            (#line, "a=b=c", "a", "b=c"),
            (#line, "rows", nil, nil),
            (#line, "", nil, nil),
        ]
        for c in cases {
            let assignment = OptionAssignment(c.text)
            XCTAssertEqual(assignment?.name, c.name, line: c.line)
            XCTAssertEqual(assignment?.value, c.value, line: c.line)
            XCTAssertEqual(OptionAssignment.name(of: c.text), c.name ?? c.text, line: c.line)
            if let assignment { XCTAssertEqual(assignment.text, c.text, line: c.line) }
        }
    }

    /// Each kind of declaration reads the value the settings took, typed; a word that stands for
    /// another option reads as nil.
    func testSettingsReadEachDeclarationTyped() throws {
        let options = BottomSheetScene.options
        let settings = try SceneSettings(options: options, assignments: ["half=380.5", "rows=7", "snap=pulley", "bounces=false",
                                                                         "deceleration=0.995"], sceneName: "bottom-sheet")
        XCTAssertEqual(settings[BottomSheetScene.half], 380.5)
        XCTAssertEqual(settings[BottomSheetScene.full], 57)
        XCTAssertEqual(settings[BottomSheetScene.rows], 7)
        XCTAssertEqual(settings[BottomSheetScene.snap], BottomSheetSnap.pulley)
        XCTAssertEqual(settings[BottomSheetScene.flingDampingRatio], nil)
        XCTAssertFalse(settings[CommonOptions.bounces])
        XCTAssertEqual(settings[PhysicsOptions.decelerationKey].rawValue, 0.995)
        let fling = try SceneSettings(options: options, assignments: ["flingDampingRatio=0.6"], sceneName: "bottom-sheet")
        XCTAssertEqual(fling[BottomSheetScene.flingDampingRatio], 0.6)
        XCTAssertEqual(fling[PhysicsOptions.decelerationKey], .fast, "the scene's own default")
        let language = try SceneSettings(options: PullPromotionScene.options, assignments: ["language=en"], sceneName: "pull-promotion")
        XCTAssertEqual(language[PullPromotionScene.language], "en")
    }
}
