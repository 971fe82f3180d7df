@testable import LabBasics
@testable import Playback
import Scenes
import XCTest

/// `--compare SETS`: options and a preset over the base options, letters in order, errors naming the variant.
final class CompareVariantTests: XCTestCase {
    private func bar() throws -> any Scene.Type { try SceneCatalog.scene(named: "expandable-bar") }

    func testAssignmentsAndLabels() throws {
        let seed = try SceneCatalog.preset(named: "seed", of: try bar()).assignments
        let cases: [(line: UInt, sets: String, base: [String], assignments: [String], label: String)] = [
            (#line, "snap=nearest", [], ["snap=nearest"], "snap=nearest"),
            (#line, "snap=nearest,rows=3", ["rows=5"], ["rows=5", "snap=nearest", "rows=3"], "snap=nearest, rows=3"),
            (#line, " snap=nearest   rows=3 ", [], ["snap=nearest", "rows=3"], "snap=nearest, rows=3"),
            (#line, "preset=seed", ["rows=5"], ["rows=5"] + seed, "preset=seed"),
            (#line, "snap=projected preset=seed", [], seed + ["snap=projected"], "snap=projected, preset=seed"),
            (#line, "", [], [], "defaults"),
            (#line, ", ", ["rows=5"], ["rows=5"], "base options"),
        ]
        for c in cases {
            let variants = try CompareVariant.parse([c.sets, c.sets], base: c.base, sceneType: try bar())
            XCTAssertEqual(variants.map(\.letter), ["A", "B"], line: c.line)
            XCTAssertEqual(variants[1].assignments, c.assignments, line: c.line)
            XCTAssertEqual(variants[1].label, c.label, line: c.line)
        }
        XCTAssertEqual(try CompareVariant.parse(["", "", "", ""], base: [], sceneType: try bar()).map(\.letter),
                       ["A", "B", "C", "D"])
    }

    func testErrorsNameTheVariant() throws {
        let cases: [(line: UInt, sets: [String], mentions: [String])] = [
            (#line, ["snap=nearest"], ["2 to 4 variants", "not 1"]),
            (#line, ["", "", "", "", ""], ["2 to 4 variants", "not 5"]),
            (#line, ["", "snapp=nearest"], ["--compare B 'snapp=nearest'", "unknown option 'snapp'"]),
            (#line, ["", "", "snap=sideways"], ["--compare C 'snap=sideways'", "snap"]),
            (#line, ["preset=airbar", ""], ["--compare A 'preset=airbar'", "unknown preset 'airbar'", "seed"]),
            (#line, ["", "nearest"], ["--compare B 'nearest'", "NAME=VALUE"]),
            (#line, ["", "=3"], ["--compare B '=3'", "NAME=VALUE"]),
            (#line, ["", "rows=1\n2"], ["--compare B 'rows=1\n2'", "'2' is not"]),
        ]
        for c in cases {
            XCTAssertThrowsError(try CompareVariant.parse(c.sets, base: [], sceneType: try bar()), line: c.line) { error in
                let error = error as? AppError
                XCTAssertEqual(error?.exitCode, 2, line: c.line)
                for word in c.mentions {
                    XCTAssertTrue(error?.message.contains(word) == true, "'\(word)' not in \(error?.message ?? "")", line: c.line)
                }
            }
        }
    }
}
