import Graphics
import XCTest

/// `Int(saturating:)`: Double to Int never traps.
final class SaturatingConversionTests: XCTestCase {
    func testConversions() {
        let cases: [(line: UInt, value: Double, expected: Int)] = [
            (#line, 0, 0), (#line, 2.9, 2), (#line, -2.9, -2), (#line, 1e6, 1_000_000),
            (#line, .nan, 0), (#line, .infinity, .max), (#line, -.infinity, .min),
            (#line, 1.5e17, 150_000_000_000_000_000), (#line, 1e19, .max), (#line, -1e19, .min),
            (#line, Double(Int.max), .max), (#line, -Double(Int.max), .min),
        ]
        for c in cases { XCTAssertEqual(Int(saturating: c.value), c.expected, line: c.line) }
    }
}
