import Foundation
import XCTest
@testable import ScrollPhysics

/// How long coasts and springs take to settle, as a table, and checked against the simulations.
final class SettlingTimeTests: XCTestCase {
    func testCoastTable() {
        let cases: [(line: UInt, velocity: Double, rate: DecelerationRate, seconds: Double)] = [
            (#line, 8000, .normal, log(800) / (-log(0.998) * 1000)),    // 3.34 s
            (#line, -8000, .fast, log(800) / (-log(0.99) * 1000)),      // 0.67 s
            (#line, 8000, DecelerationRate(rawValue: 0.9995), log(800) / (-log(0.9995) * 1000)),    // 13.4 s
            (#line, 10, .normal, 0),                                     // not faster than the stop speed
        ]
        for c in cases {
            XCTAssertEqual(SettlingTime.coast(from: c.velocity, rate: c.rate), c.seconds, accuracy: 1e-9, line: c.line)
            let decay = DecaySimulation(position: 0, velocity: c.velocity, rate: c.rate)
            let t = SettlingTime.coast(from: c.velocity, rate: c.rate)
            XCTAssertEqual(t, decay.duration, line: c.line)
            XCTAssertTrue(decay.isDone(at: t), line: c.line)
        }
    }

    /// The time from rest at a distance until the spring is within `Tolerance` for good (its `duration`).
    func testSpringTable() {
        let cases: [(line: UInt, spring: SpringParameters, distance: Double, seconds: Double)] = [
            (#line, SpringParameters(dampingRatio: 1, response: 2 * .pi / 10), 844, 1.057),   // (1 + 10t)·e^(−10t)
            (#line, SpringParameters(dampingRatio: 0.5, response: 1), 844, 2.632),    // the envelope e^(−πt)
            (#line, SpringParameters(dampingRatio: 2, response: 2 * .pi / 10), 844, 3.060),
            (#line, .snap, 0.2, 0),                                                   // already within 0.25 pt
        ]
        for c in cases {
            let seconds = SettlingTime.spring(c.spring, distance: c.distance)
            XCTAssertEqual(seconds, c.seconds, accuracy: 0.001, line: c.line)
            let simulation = SpringSimulation(parameters: c.spring, position: c.distance, velocity: 0, target: 0)
            XCTAssertTrue(simulation.isDone(at: seconds), line: c.line)
            guard seconds > 0 else { continue }
            // Somewhere in the last 0.1 s before it, the spring was still outside a tolerance.
            let outside = stride(from: seconds - 0.1, to: seconds, by: 0.001).contains { t in
                abs(simulation.position(at: t)) >= Tolerance.distance || abs(simulation.velocity(at: t)) >= Tolerance.velocity
            }
            XCTAssertTrue(outside, line: c.line)
        }
    }
}
