import LabBasics
@testable import Scenes
import ScrollPhysics
import XCTest

final class SceneSettingsTests: XCTestCase {
    private let listOptions = ListScene.options
    /// The physics options after a scene's own, at their defaults.
    private static let physicsDefaults = ["rubberBand=0.55", "bounceResponse=0.33", "bounceDampingRatio=1.32",
                                          "snapResponse=0.4", "snapDampingRatio=1"]

    private func settings(_ assignments: [String], options: [SceneOption]? = nil) throws -> SceneSettings {
        try SceneSettings(options: options ?? listOptions, assignments: assignments, sceneName: "list")
    }

    func testDefaults() throws {
        let settings = try settings([])
        XCTAssertEqual(settings[ListScene.rows], 1000)
        XCTAssertEqual(settings.text(of: "deceleration"), "normal")
        XCTAssertTrue(settings[CommonOptions.bounces])
        XCTAssertEqual(settings.scrollConfiguration.decelerationRate, .normal)
        XCTAssertEqual(settings.assignments, ["rows=1000", "deceleration=normal", "bounces=true"] + Self.physicsDefaults)
        XCTAssertEqual(settings.options.map(\.name), ["rows", "deceleration", "bounces", "rubberBand", "bounceResponse",
                                                      "bounceDampingRatio", "snapResponse", "snapDampingRatio"])
    }

    func testOverrides() throws {
        let settings = try settings(["rows=25", "deceleration=fast", "bounces=false"])
        XCTAssertEqual(settings[ListScene.rows], 25)
        XCTAssertEqual(settings.scrollConfiguration.decelerationRate, .fast)
        XCTAssertFalse(settings[CommonOptions.bounces])
        // Declaration order, whatever the order of the assignments.
        XCTAssertEqual(settings.assignments, ["rows=25", "deceleration=fast", "bounces=false"] + Self.physicsDefaults)
    }

    func testTheLastAssignmentWins() throws {
        XCTAssertEqual(try settings(["rows=5", "rows=0", "rows=7"])[ListScene.rows], 7)
        XCTAssertEqual(try settings(["rows=0"])[ListScene.rows], 0)
        XCTAssertEqual(try settings(["rows=10000000"])[ListScene.rows], 10_000_000)
    }

    func testNumberOptions() throws {
        let key = OptionKey.number("height", default: 96, range: 0...500, unit: .points, step: 1, help: "a height")
        let height = key.option
        XCTAssertEqual(try settings([], options: [height])[key], 96)
        XCTAssertEqual(try settings(["height=250.5"], options: [height])[key], 250.5)
        XCTAssertEqual(height.accepted, "a number from 0 to 500")
        for bad in ["nan", "inf", "-inf", "1e3", "-0.5", "ten"] {
            XCTAssertThrowsError(try settings(["height=\(bad)"], options: [height]), bad) { error in
                XCTAssertEqual((error as? AppError)?.kind, .usage, bad)
                XCTAssertTrue((error as? AppError)?.message.contains("height") == true, "\(error)")
            }
        }
    }

    func testUnknownOptionListsTheOptions() {
        XCTAssertThrowsError(try settings(["foo=1"])) { error in
            guard let error = error as? AppError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.kind, .usage)
            XCTAssertEqual(error.exitCode, 2)
            XCTAssertTrue(error.message.contains("'foo'"), error.message)
            XCTAssertTrue(error.message.contains("list"), error.message)
            XCTAssertTrue(error.message.contains("rows, deceleration, bounces"), error.message)
        }
    }

    func testBadValuesAreUsageErrorsNamingTheOption() {
        let cases: [(line: UInt, assignment: String, mentions: [String])] = [
            (#line, "rows=-5", ["rows", "-5", "0 to 10000000"]),
            (#line, "rows=", ["rows", "needs a value"]),
            (#line, "rows=abc", ["rows", "abc"]),
            (#line, "rows=1.5", ["rows", "1.5"]),
            (#line, "rows=10000001", ["rows", "10000001"]),
            (#line, "rows=99999999999999999999", ["rows"]),
            (#line, "bounces=maybe", ["bounces", "maybe", "true|false"]),
            (#line, "bounces=TRUE", ["bounces", "TRUE"]),
            (#line, "deceleration=slow", ["deceleration", "slow", "normal|fast"]),
            (#line, "rows", ["rows", "NAME=VALUE"]),
            (#line, "=5", ["''"]),
        ]
        for c in cases {
            XCTAssertThrowsError(try settings([c.assignment]), c.assignment, line: c.line) { error in
                guard let error = error as? AppError else { return XCTFail("\(error)", line: c.line) }
                XCTAssertEqual(error.kind, .usage, c.assignment, line: c.line)
                XCTAssertFalse(error.message.contains("\n"), error.message, line: c.line)
                for word in c.mentions {
                    XCTAssertTrue(error.message.contains(word), "\(c.assignment) → \(error.message)", line: c.line)
                }
            }
        }
    }

    func testSceneCatalog() throws {
        XCTAssertEqual(SceneCatalog.names.first, "list")
        XCTAssertTrue(try SceneCatalog.scene(named: "list") == ListScene.self)
        XCTAssertThrowsError(try SceneCatalog.scene(named: "lists")) { error in
            guard let error = error as? AppError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.kind, .usage)
            XCTAssertTrue(error.message.contains("'lists'"), error.message)
            XCTAssertTrue(error.message.contains("list"), error.message)
        }
    }
}
