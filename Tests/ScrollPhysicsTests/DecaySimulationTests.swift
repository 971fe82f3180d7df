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

    /// PHYSICS.md §1 table: resting distance from release.
    func testRestingDistances() {
        let cases: [(line: UInt, velocity: Double, rate: DecelerationRate, distance: Double)] = [
            (#line, 1000, .normal, 499.5), (#line, 2000, .normal, 999.0), (#line, 5000, .normal, 2497.5),
            (#line, 1000, .fast, 99.5), (#line, 2000, .fast, 199.0), (#line, 5000, .fast, 497.5),
            (#line, -2000, .normal, -999.0), (#line, -5000, .fast, -497.5),
        ]
        for c in cases {
            let decay = DecaySimulation(position: 100, velocity: c.velocity, rate: c.rate)
            XCTAssertEqual(decay.restingPosition - 100, c.distance, accuracy: 0.05, line: c.line)
            let projected = MomentumProjection.restingPosition(position: 100, velocity: c.velocity, rate: c.rate)
            XCTAssertEqual(projected - 100, c.distance, accuracy: 0.05, line: c.line)
        }
    }

    /// WWDC projection differs from the integral by about 0.1% at .normal (PHYSICS.md §1). At .fast the same
    /// formulas, r/(1 − r) = 99 against −1/ln r ≈ 99.5 ms, differ by 0.5%.
    func testWWDCProjectionCloseToIntegral() {
        let cases: [(line: UInt, velocity: Double, rate: DecelerationRate, relative: Double)] = [
            (#line, 300, .normal, 0.0011), (#line, 1000, .normal, 0.0011), (#line, 5000, .normal, 0.0011),
            (#line, -2500, .normal, 0.0011), (#line, 1000, .fast, 0.0051), (#line, -8000, .fast, 0.0051),
        ]
        for c in cases {
            let integral = MomentumProjection.restingPosition(position: 0, velocity: c.velocity, rate: c.rate)
            let wwdc = MomentumProjection.wwdcDistance(velocity: c.velocity, rate: c.rate)
            XCTAssertLessThanOrEqual(abs(wwdc - integral) / abs(integral), c.relative, line: c.line)
            XCTAssertEqual(wwdc, c.velocity / 1000 * c.rate.rawValue / (1 - c.rate.rawValue), accuracy: 1e-9,
                           line: c.line)
        }
        XCTAssertEqual(MomentumProjection.wwdcDistance(velocity: 1000, rate: .normal), 499, accuracy: 1e-9)
    }

    /// PHYSICS.md §1: velocity decays from 2000 to 5 pt/s in 2.99 s (.normal), 0.60 s (.fast).
    func testTimeToSlowDown() {
        let cases: [(line: UInt, rate: DecelerationRate, seconds: Double)] = [
            (#line, .normal, 2.99), (#line, .fast, 0.60),
        ]
        for c in cases {
            let decay = DecaySimulation(position: 0, velocity: 2000, rate: c.rate)
            XCTAssertGreaterThan(decay.velocity(at: c.seconds - 0.01), 5, line: c.line)
            XCTAssertLessThan(decay.velocity(at: c.seconds + 0.01), 5, line: c.line)
        }
    }

    /// Done exactly when less than half a pixel remains; lands exactly on the resting point.
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
            let before = decay.duration - 1e-3
            XCTAssertFalse(decay.isDone(at: before), line: c.line)
            let remaining = abs(resting - decay.position(at: before))
            XCTAssertGreaterThanOrEqual(remaining, Tolerance.distance, line: c.line)
            XCTAssertLessThan(remaining, Tolerance.distance * 1.1, line: c.line)
            // The continuous curve at t: x0 + v0 (r^(1000t) − 1)/λ.
            let t = decay.duration / 3
            let expected = 50 + c.velocity * (pow(c.rate.rawValue, 1000 * t) - 1) / c.rate.lambda
            XCTAssertEqual(decay.position(at: t), expected, accuracy: 1e-9, line: c.line)
        }
        XCTAssertEqual(DecaySimulation(position: 7, velocity: 0, rate: .normal).duration, 0)
        XCTAssertEqual(DecaySimulation(position: 7, velocity: 0, rate: .normal).position(at: 1), 7)
    }

    func testTimeToReach() {
        let decay = DecaySimulation(position: 0, velocity: 2000, rate: .normal)  // rests at ≈ 999
        let cases: [(line: UInt, x: Double, reachable: Bool)] = [
            (#line, 0, true), (#line, 100, true), (#line, 500, true), (#line, 990, true),
            (#line, -1, false), (#line, 1000, false), (#line, 5000, false),
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
