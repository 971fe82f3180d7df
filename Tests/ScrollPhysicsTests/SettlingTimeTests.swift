import Foundation
import XCTest
@testable import ScrollPhysics

/// How long coasts and springs take to settle, as a table, and checked against the simulations.
final class SettlingTimeTests: XCTestCase {
    func testCoastTable() {
        let cases: [(line: UInt, velocity: Double, rate: DecelerationRate, seconds: Double)] = [
            (#line, 8000, .normal, log(1600) / (-log(0.998) * 1000)),   // 3.69 s
            (#line, -8000, .fast, log(1600) / (-log(0.99) * 1000)),     // 0.73 s
            (#line, 8000, DecelerationRate(rawValue: 0.9995), log(1600) / (-log(0.9995) * 1000)),   // 14.8 s
            (#line, 4, .normal, 0),                                      // already below the tolerance
        ]
        for c in cases {
            XCTAssertEqual(SettlingTime.coast(from: c.velocity, rate: c.rate), c.seconds, accuracy: 1e-9, line: c.line)
            let decay = DecaySimulation(position: 0, velocity: c.velocity, rate: c.rate)
            let t = SettlingTime.coast(from: c.velocity, rate: c.rate)
            XCTAssertLessThanOrEqual(abs(decay.velocity(at: t)), Tolerance.velocity + 1e-9, line: c.line)
        }
    }

    func testSpringTable() {
        let cases: [(line: UInt, spring: SpringParameters, distance: Double, seconds: Double)] = [
            (#line, .bounce, 844, log(844 / 0.25) / 10),                                        // ζ 1, ω0 10: 0.81 s
            (#line, SpringParameters(dampingRatio: 0.5, response: 1), 844, log(844 / 0.25) / .pi),   // σ = ζω0 = π
            (#line, SpringParameters(dampingRatio: 2, response: 2 * .pi / 10), 844,
             log(844 / 0.25) / (10 * (2 - 3.0.squareRoot()))),                                   // the slow mode: 3.03 s
            (#line, .snap, 0.2, 0),
        ]
        for c in cases {
            let seconds = SettlingTime.spring(c.spring, distance: c.distance)
            XCTAssertEqual(seconds, c.seconds, accuracy: 1e-9, line: c.line)
            // The spring from rest at that distance is within the tolerance after 1.5 times the time.
            let simulation = SpringSimulation(parameters: c.spring, position: c.distance, velocity: 0, target: 0)
            XCTAssertLessThan(abs(simulation.position(at: 1.5 * seconds)), Tolerance.distance, line: c.line)
        }
    }
}
