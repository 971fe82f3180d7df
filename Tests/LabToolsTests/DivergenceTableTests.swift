@testable import Playback
import Scenes
import XCTest

/// The divergence table: per declared key, the largest spread between the variants, the frames in
/// which they differ (numbers and integers by more than 0.01, other kinds when not equal) and the
/// first time they do.
final class DivergenceTableTests: XCTestCase {
    /// Each case: one key and its values per frame (one array per frame, a value per variant), frames 0.1 s apart.
    func testRowsFromKnownFrames() {
        let number = StateKey.number("value", nullable: true), text = StateKey.text("value", nullable: true)
        let cases: [(line: UInt, key: StateKey, frames: [[StateValue]], largest: Double?, differing: Int, first: Double?)] = [
            (#line, number, [[.number(5), .number(5)], [.number(7), .number(7)]], 0, 0, nil),
            (#line, number, [[.number(5), .number(5.01)], [.number(7), .number(6.995)]], 0.01, 0, nil),
            (#line, number, [[.number(5), .number(5)], [.number(7), .number(7.02)], [.number(9), .number(8)]], 1, 2, 0.1),
            (#line, number, [[.number(1), .number(4), .number(2)]], 3, 1, 0),
            (#line, number, [[.number(-3), .number(3)], [.number(0), .number(0)]], 6, 1, 0),
            (#line, StateKey.counter("value"), [[.number(2), .number(2)], [.number(3), .number(2)]], 1, 1, 0.1),
            (#line, text, [[.text("idle"), .text("idle")], [.text("dragging"), .text("idle")], [.text("a"), .text("b")]], nil, 2, 0.1),
            (#line, StateKey.boolean("value"), [[.boolean(true), .boolean(true)], [.boolean(false), .boolean(true)]], nil, 1, 0.1),
            (#line, number, [[.null, .null], [.number(3), .null], [.number(3), .number(3.5)]], 0.5, 2, 0.1),
            (#line, text, [[.text("half"), .null], [.null, .null]], nil, 1, 0),
        ]
        for c in cases {
            var table = DivergenceTable(keys: [c.key])
            for (index, values) in c.frames.enumerated() {
                table.add(time: Double(index) / 10, variants: values.map { StateValues([(c.key, $0)]) })
            }
            XCTAssertEqual(table.frameCount, c.frames.count, line: c.line)
            let row = table.rows.first
            XCTAssertEqual(table.rows.count, 1, line: c.line)
            XCTAssertEqual(row?.key, c.key, line: c.line)
            if let largest = c.largest {
                XCTAssertEqual(row?.largestDifference ?? -1, largest, accuracy: 1e-9, line: c.line)
            } else {
                XCTAssertNil(row?.largestDifference, line: c.line)
            }
            XCTAssertEqual(row?.differingFrames, c.differing, line: c.line)
            XCTAssertEqual(row?.firstDifference, c.first, line: c.line)
        }
    }

    /// One row per declared key, in the declarations' order; a key a variant lacks counts as null there.
    func testKeysInOrderAndMissingKeys() {
        let b = StateKey.number("b"), a = StateKey.text("a")
        var table = DivergenceTable(keys: [b, a])
        table.add(time: 0, variants: [StateValues([(a, .text("x")), (b, .number(1))]), StateValues([(b, .number(1))])])
        XCTAssertEqual(table.rows.map(\.key), [b, a])
        XCTAssertEqual(table.rows.map(\.differingFrames), [0, 1])
    }

    /// The text: the variants, then aligned columns; "-" for a key without numbers, "never" when equal.
    func testLines() {
        let offsetY = CommonStateKeys.offsetY, phase = CommonStateKeys.phase
        var table = DivergenceTable(keys: [offsetY, phase])
        table.add(time: 0, variants: [StateValues([(offsetY, .number(0)), (phase, .text("idle"))]),
                                      StateValues([(offsetY, .number(0)), (phase, .text("idle"))])])
        table.add(time: 0.5, variants: [StateValues([(offsetY, .number(10.25)), (phase, .text("idle"))]),
                                        StateValues([(offsetY, .number(0)), (phase, .text("bouncing"))])])
        XCTAssertEqual(table.lines(variants: [("A", "snap=nearest"), ("B", "defaults")]), [
            "variant A: snap=nearest",
            "variant B: defaults",
            "frames: 2; numbers differ by more than 0.01",
            "key      largest difference  frames differing  first differs",
            "offsetY  10.25               1                 0.5 s",
            "phase    -                   1                 0.5 s",
        ])
    }
}
