import XCTest
@testable import ScrollPhysics

final class DecaySimulationTests: XCTestCase {
    func testRatesAndLambda() {
        XCTAssertEqual(DecelerationRate.normal.rawValue, 0.998)
        XCTAssertEqual(DecelerationRate.fast.rawValue, 0.99)
        // λ = 1000·ln r: r^(1000·t) after one second must equal e^λ.
        for rate in [DecelerationRate.normal, .fast] {
            XCTAssertEqual(exp(rate.lambda), pow(rate.rawValue, 1000), accuracy: 1e-12)
            XCTAssertLessThan(rate.lambda, 0)
        }
    }

    /// PHYSICS.md §1 table: resting distance from release, where the speed falls to 10 pt/s, `stopSpeed/|λ|`
    /// short of the continuous end (5.0 pt at .normal, 1.0 pt at .fast).
    func testRestingDistances() {
        let cases: [(line: UInt, velocity: Double, rate: DecelerationRate, distance: Double)] = [
            (#line, 1000, .normal, 494.50), (#line, 2000, .normal, 994.00), (#line, 5000, .normal, 2492.50),
            (#line, 1000, .fast, 98.50), (#line, 2000, .fast, 198.00), (#line, 5000, .fast, 496.50),
            (#line, -2000, .normal, -994.00), (#line, -5000, .fast, -496.50), (#line, 10, .normal, 0),
            (#line, -4, .fast, 0),
        ]
        for c in cases {
            let decay = DecaySimulation(position: 100, velocity: c.velocity, rate: c.rate)
            XCTAssertEqual(decay.restingPosition - 100, c.distance, accuracy: 0.005, line: c.line)
            let projected = MomentumProjection.restingPosition(position: 100, velocity: c.velocity, rate: c.rate)
            XCTAssertEqual(projected, decay.restingPosition, line: c.line)
            guard abs(c.velocity) > DecaySimulation.stopSpeed else { continue }
            let continuous = -c.velocity / c.rate.lambda
            XCTAssertEqual(abs(continuous) - abs(c.distance), DecaySimulation.stopSpeed / -c.rate.lambda, accuracy: 0.005,
                           line: c.line)
        }
    }

    /// The WWDC projection differs from the continuous integral −v0/λ by about 0.1% at .normal (PHYSICS.md §1).
    /// At .fast the same formulas, r/(1 − r) = 99 against −1/ln r ≈ 99.5 ms, differ by 0.5%.
    func testWWDCProjectionCloseToIntegral() {
        let cases: [(line: UInt, velocity: Double, rate: DecelerationRate, relative: Double)] = [
            (#line, 300, .normal, 0.0011), (#line, 1000, .normal, 0.0011), (#line, 5000, .normal, 0.0011),
            (#line, -2500, .normal, 0.0011), (#line, 1000, .fast, 0.0051), (#line, -8000, .fast, 0.0051),
        ]
        for c in cases {
            let integral = -c.velocity / c.rate.lambda
            let wwdc = MomentumProjection.wwdcDistance(velocity: c.velocity, rate: c.rate)
            XCTAssertLessThanOrEqual(abs(wwdc - integral) / abs(integral), c.relative, line: c.line)
            XCTAssertEqual(wwdc, c.velocity / 1000 * c.rate.rawValue / (1 - c.rate.rawValue), accuracy: 1e-9,
                           line: c.line)
        }
        XCTAssertEqual(MomentumProjection.wwdcDistance(velocity: 1000, rate: .normal), 499, accuracy: 1e-9)
    }

    /// PHYSICS.md §1: from 2000 pt/s the deceleration stops at 10 pt/s after 2.65 s (.normal), 0.53 s (.fast).
    func testTimeToStop() {
        let cases: [(line: UInt, rate: DecelerationRate, seconds: Double)] = [
            (#line, .normal, 2.65), (#line, .fast, 0.53),
        ]
        for c in cases {
            let decay = DecaySimulation(position: 0, velocity: 2000, rate: c.rate)
            XCTAssertEqual(decay.duration, c.seconds, accuracy: 0.005, line: c.line)
            XCTAssertGreaterThan(decay.velocity(at: decay.duration - 1e-6), DecaySimulation.stopSpeed, line: c.line)
            XCTAssertEqual(decay.velocity(at: decay.duration), 0, line: c.line)
        }
    }

    /// Done exactly when the speed reaches the stop speed, where the curve already is: no jump at the end.
    func testDurationLandsOnRestingPoint() {
        let cases: [(line: UInt, velocity: Double, rate: DecelerationRate)] = [
            (#line, 1000, .normal), (#line, -3000, .normal), (#line, 200, .fast), (#line, 8000, .fast),
        ]
        for c in cases {
            let decay = DecaySimulation(position: 50, velocity: c.velocity, rate: c.rate)
            let resting = decay.restingPosition
            XCTAssertEqual(decay.position(at: decay.duration), resting, line: c.line)  // exact
            XCTAssertEqual(decay.position(at: decay.duration + 10), resting, line: c.line)
            XCTAssertEqual(decay.velocity(at: decay.duration), 0, line: c.line)
            XCTAssertTrue(decay.isDone(at: decay.duration), line: c.line)
            let before = decay.duration - 1e-6
            XCTAssertFalse(decay.isDone(at: before), line: c.line)
            XCTAssertEqual(decay.position(at: before), resting, accuracy: 1e-4, line: c.line)
            // The continuous curve at t: x0 + v0 (r^(1000t) − 1)/λ.
            let t = decay.duration / 3
            let expected = 50 + c.velocity * (pow(c.rate.rawValue, 1000 * t) - 1) / c.rate.lambda
            XCTAssertEqual(decay.position(at: t), expected, accuracy: 1e-9, line: c.line)
        }
        XCTAssertEqual(DecaySimulation(position: 7, velocity: 0, rate: .normal).duration, 0)
        XCTAssertEqual(DecaySimulation(position: 7, velocity: 0, rate: .normal).position(at: 1), 7)
    }

    func testTimeToReach() {
        let decay = DecaySimulation(position: 0, velocity: 2000, rate: .normal)  // rests at 994.0
        let cases: [(line: UInt, x: Double, reachable: Bool)] = [
            (#line, 0, true), (#line, 100, true), (#line, 500, true), (#line, 993.9, true),
            (#line, -1, false), (#line, 994.1, false), (#line, 999, false), (#line, 5000, false),
        ]
        for c in cases {
            let t = decay.time(toReach: c.x)
            XCTAssertEqual(t != nil, c.reachable, line: c.line)
            guard let t else { continue }
            XCTAssertEqual(decay.position(at: t), c.x, accuracy: 1e-6, line: c.line)
            // Velocity is linear in the distance travelled: v = v0 + λ(x − x0).
            XCTAssertEqual(decay.velocity(atPosition: c.x), decay.velocity(at: t), accuracy: 1e-6, line: c.line)
        }
        XCTAssertEqual(decay.time(toReach: decay.restingPosition), decay.duration)
    }
}
