import Foundation
import TestKit
import XCTest

/// Integers at and past `Int`'s range, as text, end a command with exit 2 and one line, never a trap.
final class NumberTrapTests: ExecutableTestCase {
    func testHugeContactIntervalsAreOneLine() throws {
        for value in ["9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809"] {
            for extra in [[], ["--until", "3600"]] {
                let outcome = try run(["replay", trace, "--scene", "list", "--contact-sheet", "cs.png", "--contact-every", value] + extra)
                XCTAssertTrue([0, 2].contains(outcome.status), "\(value) \(extra): \(outcome.status) \(outcome.stderr)")
                XCTAssertLessThanOrEqual(outcome.stderr.split(separator: "\n").count, 1, outcome.stderr)
            }
        }
    }

    /// A cut-off last line and an error after it: one line, the error with the note folded in.
    func testACutOffNoteFoldsIntoTheError() throws {
        let cut = try folder.write(#"{"t": 0, "type": "wait"}"# + "\n" + #"{"t": 1, "type": "wa"#, to: "cut.jsonl")
        let outcome = try run(["replay", cut])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr.split(separator: "\n").count, 1, outcome.stderr)
        XCTAssertTrue(outcome.stderr.hasPrefix("scroll-lab: no scene: pass --scene"), outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("line 2 is cut off"), outcome.stderr)
    }
}
