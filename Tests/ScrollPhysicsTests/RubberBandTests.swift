import XCTest
@testable import ScrollPhysics

final class RubberBandTests: XCTestCase {
    /// PHYSICS.md §3 table, d = 844.
    func testBandTable() {
        let cases: [(line: UInt, travel: Double, shown: Double)] = [
            (#line, 0, 0), (#line, 50, 26.63), (#line, 100, 51.64), (#line, 200, 97.32), (#line, 300, 138.02),
        ]
        for c in cases {
            XCTAssertEqual(RubberBand.offset(forOverscroll: c.travel, dimension: 844), c.shown, accuracy: 0.01,
                           line: c.line)
            XCTAssertEqual(RubberBand.offset(forOverscroll: -c.travel, dimension: 844), -c.shown, accuracy: 0.01,
                           line: c.line)
            XCTAssertEqual(RubberBand.overscroll(forOffset: c.shown, dimension: 844), c.travel, accuracy: 0.05,
                           line: c.line)
        }
        XCTAssertEqual(RubberBand.coefficient, 0.55)
    }

    func testInverseRoundTrip() {
        for d in [390.0, 844.0] {
            for travel in stride(from: -5000.0, through: 5000.0, by: 7.3) {
                let shown = RubberBand.offset(forOverscroll: travel, dimension: d)
                XCTAssertLessThan(abs(shown), d)
                XCTAssertEqual(RubberBand.overscroll(forOffset: shown, dimension: d), travel,
                               accuracy: 1e-9 * max(1, abs(travel)))
            }
        }
        // Clamped below the asymptote: finite and increasing.
        let atAsymptote = RubberBand.overscroll(forOffset: 844, dimension: 844)
        XCTAssertTrue(atAsymptote.isFinite)
        XCTAssertGreaterThan(atAsymptote, RubberBand.overscroll(forOffset: 800, dimension: 844))
    }

    /// Dragging out and back in, band applied to the total travel: back where it started, no drift.
    func testDragOutAndBackIsReversible() {
        let range = 0.0...2000.0
        let cases: [(line: UInt, caughtAt: Double)] = [(#line, -30), (#line, 0), (#line, 500), (#line, 2040)]
        for c in cases {
            let start = RubberBand.logical(displayed: c.caughtAt, range: range, dimension: 844)
            // Catching where it is drawn: no jump.
            XCTAssertEqual(RubberBand.displayed(logical: start, range: range, dimension: 844), c.caughtAt,
                           accuracy: 1e-9, line: c.line)
            var shown = c.caughtAt
            for step in Array(0...600) + Array((0..<600).reversed()) {
                let translation = -Double(step)  // pulls the content down past the top, then back
                shown = RubberBand.displayed(logical: start + translation, range: range, dimension: 844)
            }
            XCTAssertEqual(shown, c.caughtAt, accuracy: 1e-9, line: c.line)
            // Catching the same view again and again does not creep.
            var drawn = c.caughtAt
            for _ in 0..<1000 {
                let logical = RubberBand.logical(displayed: drawn, range: range, dimension: 844)
                drawn = RubberBand.displayed(logical: logical, range: range, dimension: 844)
            }
            XCTAssertEqual(drawn, c.caughtAt, accuracy: 1e-6, line: c.line)
        }
    }

    func testDisplayedLogicalMapping() {
        let range = -100.0...1000.0
        let cases: [(line: UInt, logical: Double, displayed: Double)] = [
            (#line, 500, 500), (#line, -100, -100), (#line, 1000, 1000),
            (#line, -200, -100 - 51.64), (#line, 1300, 1000 + 138.02), (#line, 1050, 1000 + 26.63),
        ]
        for c in cases {
            XCTAssertEqual(RubberBand.displayed(logical: c.logical, range: range, dimension: 844), c.displayed,
                           accuracy: 0.01, line: c.line)
            XCTAssertEqual(RubberBand.logical(displayed: c.displayed, range: range, dimension: 844), c.logical,
                           accuracy: 0.05, line: c.line)
        }
    }
}
