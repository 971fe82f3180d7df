import XCTest
@testable import ScrollPhysics

/// A held key against WebKit's iOS keyboard scrolling (`KeyboardScroll.h`, `ScrollAnimationKeyboard`):
/// a constant force to 25 steps a second in 1.0 s, a rubber-band force of 5,000 past an edge, the
/// 109 / 20 spring to where the release's energy carries, at least one step.
final class HeldKeySimulationTests: XCTestCase {
    func testTheConstantsAreWebKitsIOSValues() {
        XCTAssertEqual(HeldKeySimulation.maximumStepsPerSecond, 25)
        XCTAssertEqual(HeldKeySimulation.timeToMaximumVelocity, 1.0)
        XCTAssertEqual(HeldKeySimulation.rubberBandForce, 5_000)
    }

    func testAHeldKeyAcceleratesToTwentyFiveStepsASecondInOneSecond() {
        // step, time held so far, expected velocity (25 · step · min(t / 1 s, 1)) and position (½·F·t² then
        // the top speed), from rest at 0 in a long content.
        let page = 0.8 * 844
        let cases: [(line: UInt, step: Double, t: Double, velocity: Double, position: Double)] = [
            (#line, 40, 0.25, 250, 31.25),
            (#line, 40, 0.5, 500, 125),
            (#line, 40, 1.0, 1000, 500),
            (#line, 40, 2.0, 1000, 1500),
            (#line, -40, 0.5, -500, -125),
            (#line, page, 0.5, 12.5 * page, 3.125 * page),
            (#line, page, 1.5, 25 * page, 25 * page),
        ]
        for c in cases {
            let held = HeldKeySimulation(position: 0, velocity: 0, step: c.step, heldFor: 5, minimumTravel: c.step,
                                         in: -1e7...1e7)
            XCTAssertEqual(held.velocity(at: c.t), c.velocity, accuracy: abs(c.step) * 0.03, line: c.line)
            XCTAssertEqual(held.position(at: c.t), c.position, accuracy: abs(c.step) * 0.03, line: c.line)
        }
    }

    func testAReleaseRestsWhereItsEnergyCarriesAtLeastOneStepInsideTheContent() {
        // Held for `held` s from rest at 0: at the release v = 1000·held, x = 500·held²; the spring rests
        // v/√109 further (½v² = ½·109·x²), at least 40 pt from the start, inside 0...range.
        let cases: [(line: UInt, held: Double, upper: Double, rest: Double)] = [
            (#line, 0.5, 1e6, 125 + 500 / 109.0.squareRoot()),
            (#line, 1.0, 1e6, 500 + 1000 / 109.0.squareRoot()),
            (#line, 0.05, 1e6, 40),
            (#line, 1.0, 520, 520),
        ]
        for c in cases {
            let held = HeldKeySimulation(position: 0, velocity: 0, step: 40, heldFor: c.held, minimumTravel: 40, in: 0...c.upper)
            XCTAssertEqual(held.restingPosition, c.rest, accuracy: 1.5, line: c.line)
            XCTAssertEqual(held.position(at: held.duration), held.restingPosition, line: c.line)
            XCTAssertEqual(held.velocity(at: held.duration), 0, line: c.line)
            XCTAssertLessThan(held.duration, c.held + 2, "settles", line: c.line)
        }
    }

    func testPastAnEdgeTheRubberBandForceHoldsItFiveThousandOverTheStiffnessOut() {
        // Held at the end of the content: 5,000 pushes on, the 109 spring pulls back; at rest 5,000 / 109 =
        // 45.9 pt past the edge; on release it springs back to the edge.
        for (line, step, edge) in [(#line, 40.0, 1000.0), (#line, -40.0, 0.0)] as [(UInt, Double, Double)] {
            let held = HeldKeySimulation(position: edge, velocity: 0, step: step, heldFor: 3, minimumTravel: edge,
                                         in: 0...1000)
            let sign = step > 0 ? 1.0 : -1.0
            XCTAssertEqual(held.position(at: 2.9), edge + sign * 5_000 / 109, accuracy: 0.5, line: line)
            XCTAssertEqual(held.restingPosition, edge, line: line)
            XCTAssertEqual(held.position(at: held.duration), edge, line: line)
        }
    }
}
