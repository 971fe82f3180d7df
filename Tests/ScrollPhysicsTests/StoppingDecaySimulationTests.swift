import XCTest
@testable import ScrollPhysics

/// Momentum that stops dead where it reaches a point (a sheet's list at its top).
final class StoppingDecaySimulationTests: XCTestCase {
    func testStopsAtThePointOrRestsBeforeIt() {
        let cases: [(line: UInt, position: Double, velocity: Double, stop: Double, rest: Double)] = [
            // 300 pt above the top, flung toward it at 1500 pt/s (.fast rests 148.25 pt on): rests before it.
            (#line, 300, -1500, 0, 300 - 148.25),
            // At 5000 pt/s it would travel 496.5 pt: it stops dead at the top.
            (#line, 300, -5000, 0, 0),
            // Flung away from the stop: plain momentum.
            (#line, 300, 1000, 0, 300 + 98.5),
        ]
        for c in cases {
            let simulation = StoppingDecaySimulation(position: c.position, velocity: c.velocity, rate: .fast, stop: c.stop)
            XCTAssertEqual(simulation.restingPosition, c.rest, accuracy: 0.01, line: c.line)
            var t = 0.0, previous = c.position
            while !simulation.isDone(at: t) {
                let p = simulation.position(at: t)
                XCTAssertTrue(c.velocity < 0 ? p >= c.stop - 1e-9 && p <= previous + 1e-9 : p >= previous - 1e-9, line: c.line)
                previous = p
                t += 1.0 / 120
            }
            XCTAssertEqual(simulation.position(at: t), c.rest, accuracy: 0.01, line: c.line)
            XCTAssertEqual(simulation.velocity(at: t), 0, line: c.line)
        }
    }
}
