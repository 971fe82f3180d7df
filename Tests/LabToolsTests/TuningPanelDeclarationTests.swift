@testable import LabDrawing
@testable import Scenes
import XCTest

/// The tuning panel makes a row from an option's declaration alone: its unit says how far the slider
/// reaches, its step the slider's step, its word what number the word stands for.
final class TuningPanelDeclarationTests: XCTestCase {
    func testASlidersReachAndStepComeFromTheDeclaration() {
        let cases: [(line: UInt, key: OptionKey<Double>, kind: TuningPanel.Row.Kind)] = [
            (#line, .number("inset", default: 20, range: 0...4000, unit: .points, step: 1, help: "points"),
             .slider(range: 0...600, step: 1)),
            (#line, .number("delay", default: 1, range: 0...60, unit: .seconds, step: 0.5, help: "seconds"),
             .slider(range: 0...10, step: 0.5)),
            (#line, .number("short", default: 1, range: 0.1...2, unit: .seconds, step: 0.05, help: "seconds"),
             .slider(range: 0.1...2, step: 0.05)),
            (#line, .number("ratio", default: 1, range: 0...3, unit: .none, step: 0.25, help: "a ratio"),
             .slider(range: 0...3, step: 0.25)),
        ]
        for c in cases {
            let panel = TuningPanel(options: [c.key.option], assignments: [], viewportHeight: 600)
            XCTAssertEqual(panel.rows.map(\.kind), [c.kind], line: c.line)
            XCTAssertEqual(panel.rows.first?.defaultText, c.key.option.defaultValue, line: c.line)
        }
    }

    func testAWordShowsTheNumberOfTheOptionItStandsFor() {
        let base = OptionKey.number("base", default: 0.7, range: 0...1, unit: .none, step: 0.1, help: "")
        let follower = OptionKey.number("follower", orWord: "same", standsFor: "base", range: 0...1, step: 0.1, help: "")
        let panel = TuningPanel(options: [follower.option, base.option], assignments: ["base=0.4"])
        XCTAssertEqual(panel.rows.first?.wordValue, 0.4)
        XCTAssertEqual(panel.rows.first?.shownText, "same")
        XCTAssertEqual(panel.rows.first?.value, 0.4)
    }
}
