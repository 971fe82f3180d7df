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
}
