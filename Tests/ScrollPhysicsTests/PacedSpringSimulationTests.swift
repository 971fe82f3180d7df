import XCTest
@testable import ScrollPhysics

final class PacedSpringSimulationTests: XCTestCase {
    /// WebKit's `WKKeyboardScrollingAnimator.mm`: mass 1, stiffness ω², damping 2ω for ω = 2π / 0.6 s,
    /// duration 1.6 s, timing function (0, 0.2, 1, 1).
    func testTheScrollToTopIsWebKitsSpring() {
        let omega = 2 * Double.pi / 0.6
        let spring = SpringParameters.scrollToTop
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, omega * omega, accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 2 * omega, accuracy: 1e-9)
        let top = PacedSpringSimulation.scrollToTop(from: 5000, to: 0)
        XCTAssertEqual(top.duration, 1.6)
        XCTAssertEqual(top.pacing, TimingCurve(controlPoint1: 0, 0.2, controlPoint2: 1, 1))
    }

    /// The recording behind flutter/flutter PR #96574 (issue #95846): native iOS scrolled 5,000 px to the
    /// top in 1,035 ms. The paced spring is within 0.02 % of the distance at 0.95 s and within 0.5 pt
    /// of the top at 1.03 s; the spring alone (unpaced) would still be 0.05 % away at 0.95 s.
    func testFiveThousandPointsReachTheTopAsTheRecordingDid() {
        let top = PacedSpringSimulation.scrollToTop(from: 5000, to: 0)
        XCTAssertLessThan(top.position(at: 0.95), 5000 * 0.0002)
        XCTAssertGreaterThan(SpringSimulation(parameters: .scrollToTop, position: 5000, velocity: 0, target: 0)
            .position(at: 0.95), 5000 * 0.0005)
        let reached = Self.timeWithinHalfAPoint(top)
        XCTAssertEqual(reached, 1.035, accuracy: 0.02, "the recording's 1,035 ms")
    }

    /// Starts where it is at rest, moves one way only, and rests on the target from 1.6 s on.
    func testStartsAtRestAndEndsOnTheTarget() {
        let top = PacedSpringSimulation.scrollToTop(from: 3000, to: -91)
        XCTAssertEqual(top.position(at: 0), 3000, accuracy: 1e-9)
        XCTAssertEqual(top.velocity(at: 0), 0, accuracy: 1e-9)
        var last = 3000.0
        for step in 1...160 {
            let t = Double(step) / 100, x = top.position(at: t)
            XCTAssertLessThanOrEqual(x, last, "t = \(t)")
            let h = 1e-5
            if t + h < top.duration, t > h {
                XCTAssertEqual(top.velocity(at: t), (top.position(at: t + h) - top.position(at: t - h)) / (2 * h),
                               accuracy: 0.01 * max(1, abs(top.velocity(at: t))), "t = \(t)")
            }
            last = x
        }
        XCTAssertEqual(top.position(at: 1.6), -91)
        XCTAssertEqual(top.velocity(at: 1.6), 0)
        XCTAssertEqual(top.restingPosition, -91)
    }

    /// The first millisecond at which `simulation` is within 0.5 pt of its target.
    static func timeWithinHalfAPoint(_ simulation: PacedSpringSimulation) -> Double {
        var ms = 0
        while abs(simulation.position(at: Double(ms) / 1000) - simulation.target) > 0.5 { ms += 1 }
        return Double(ms) / 1000
    }
}
