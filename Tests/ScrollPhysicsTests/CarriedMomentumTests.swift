import XCTest
@testable import ScrollPhysics

/// PHYSICS.md §10: the carried momentum of a flick that catches a coast (Flutter's fit of iOS).
final class CarriedMomentumTests: XCTestCase {
    func testCarriedVelocityFollowsTheFit() {
        let cases: [(line: UInt, coasting: Double, carried: Double)] = [
            (#line, 0, 0), (#line, 500, 166.17), (#line, 1000, 649.67), (#line, 2000, 2539.90),
            (#line, -3000, -5638.81), (#line, 100_000, 40_000), (#line, -100_000, -40_000),
        ]
        for c in cases {
            XCTAssertEqual(CarriedMomentum.carried(from: c.coasting), c.carried, accuracy: 0.01, line: c.line)
        }
    }

    func testOnlyAFlickTheSameWayAndFastEnoughKeepsIt() {
        let cases: [(line: UInt, release: Double, carried: Double, expected: Double)] = [
            (#line, 2800, 2540, 5340),          // the same way, faster than half: added
            (#line, -2800, -2540, -5340),
            (#line, 1270, 2540, 1270),          // not faster than half the carried velocity: lost
            (#line, 1300, 2540, 3840),
            (#line, -2800, 2540, -2800),        // against the motion: nothing carried
            (#line, 2800, 0, 2800),             // nothing was coasting: a single flick as ever
            (#line, 0, 2540, 0),                // no flick: nothing
        ]
        for c in cases {
            XCTAssertEqual(CarriedMomentum.release(c.release, carrying: c.carried), c.expected, accuracy: 1e-9, line: c.line)
        }
    }

    func testTheRubberBandSlopeIsTheDerivativeOfTheBand() {
        let range = 0.0...1000.0
        let cases: [(line: UInt, logical: Double, slope: Double)] = [
            (#line, 500, 1), (#line, 0, 1), (#line, 1000, 1),
            (#line, -50, 0.5158), (#line, -100, 0.4848), (#line, 1300, 0.3848),
        ]
        for c in cases {
            XCTAssertEqual(RubberBand.slope(logical: c.logical, range: range, dimension: 844), c.slope, accuracy: 1e-4, line: c.line)
            let h = 1e-4
            let numeric = (RubberBand.displayed(logical: c.logical + h, range: range, dimension: 844)
                - RubberBand.displayed(logical: c.logical - h, range: range, dimension: 844)) / (2 * h)
            if c.logical != 0 && c.logical != 1000 { XCTAssertEqual(numeric, c.slope, accuracy: 1e-3, line: c.line) }
        }
    }
}
