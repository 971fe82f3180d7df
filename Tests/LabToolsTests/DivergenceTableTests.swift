@testable import LabTools
import Scenes
import XCTest

/// The divergence table: per key, the largest spread between the variants, the frames in which they
/// differ (numbers by more than 0.01) and the first time they do.
final class DivergenceTableTests: XCTestCase {
    /// Each case: one key's values per frame (one array per frame, a value per variant), frames 0.1 s apart.
    func testRowsFromKnownFrames() {
        let cases: [(line: UInt, frames: [[StateValue]], largest: Double?, differing: Int, first: Double?)] = [
            (#line, [[.number(5), .number(5)], [.number(7), .number(7)]], 0, 0, nil),
            (#line, [[.number(5), .number(5.01)], [.number(7), .number(6.995)]], 0.01, 0, nil),
            (#line, [[.number(5), .number(5)], [.number(7), .number(7.02)], [.number(9), .number(8)]], 1, 2, 0.1),
            (#line, [[.number(1), .number(4), .number(2)]], 3, 1, 0),
            (#line, [[.number(-3), .number(3)], [.number(0), .number(0)]], 6, 1, 0),
            (#line, [[.text("idle"), .text("idle")], [.text("dragging"), .text("idle")], [.text("a"), .text("b")]], nil, 2, 0.1),
            (#line, [[.boolean(true), .boolean(true)], [.boolean(false), .boolean(true)]], nil, 1, 0.1),
            (#line, [[.null, .null], [.number(3), .null], [.number(3), .number(3.5)]], 0.5, 2, 0.1),
            (#line, [[.text("half"), .null], [.null, .null]], nil, 1, 0),
        ]
        for c in cases {
            var table = DivergenceTable()
            for (index, values) in c.frames.enumerated() {
                table.add(time: Double(index) / 10, variants: values.map { [(key: "value", value: $0)] })
            }
            XCTAssertEqual(table.frameCount, c.frames.count, line: c.line)
            let row = table.rows.first
            XCTAssertEqual(table.rows.count, 1, line: c.line)
            XCTAssertEqual(row?.key, "value", line: c.line)
            if let largest = c.largest {
                XCTAssertEqual(row?.largestDifference ?? -1, largest, accuracy: 1e-9, line: c.line)
            } else {
                XCTAssertNil(row?.largestDifference, line: c.line)
            }
            XCTAssertEqual(row?.differingFrames, c.differing, line: c.line)
            XCTAssertEqual(row?.firstDifference, c.first, line: c.line)
        }
    }

    /// Keys keep the order of the first variant's state line; one that a variant lacks counts as null there.
    func testKeysInOrderAndMissingKeys() {
        var table = DivergenceTable()
        table.add(time: 0, variants: [[("b", .number(1)), ("a", .text("x"))], [("b", .number(1))]])
        XCTAssertEqual(table.rows.map(\.key), ["b", "a"])
        XCTAssertEqual(table.rows.map(\.differingFrames), [0, 1])
    }

    /// The text: the variants, then aligned columns; "-" for a key without numbers, "never" when equal.
    func testLines() {
        var table = DivergenceTable()
        table.add(time: 0, variants: [[("offsetY", .number(0)), ("phase", .text("idle"))],
                                      [("offsetY", .number(0)), ("phase", .text("idle"))]])
        table.add(time: 0.5, variants: [[("offsetY", .number(10.25)), ("phase", .text("idle"))],
                                        [("offsetY", .number(0)), ("phase", .text("bouncing"))]])
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
