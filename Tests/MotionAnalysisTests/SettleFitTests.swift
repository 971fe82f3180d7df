import MotionAnalysis
import ScrollPhysics
import XCTest

/// Springs (ScrollPhysics' `SpringSimulation`) and timed curves (`TimedSimulation`) sampled at frame
/// rates and rounded to device pixels: their parameters come back.
final class SettleFitTests: XCTestCase {
    func testSpringsAreRecovered() throws {
        let cases: [(line: UInt, dampingRatio: Double, response: Double, velocity: Double, fps: Double)] = [
            (#line, 1.32, 0.33, 0, 60), (#line, 1, 0.4, -1500, 60), (#line, 0.7, 0.4, -1500, 60),
            (#line, 0.5, 0.3, 0, 30), (#line, 0.85, 0.55, -800, 30), (#line, 1, 2 * Double.pi / 10, 1400, 60),
        ]
        for c in cases {
            let spring = SpringSimulation(parameters: SpringParameters(dampingRatio: c.dampingRatio, response: c.response),
                                          position: 177, velocity: c.velocity, target: 0)
            var trajectory = Trajectory(fps: c.fps, scale: 3)
            trajectory.play(spring, for: spring.duration + 0.3, releaseLead: 0)
            let fit = try XCTUnwrap(SpringFit(times: trajectory.times[...], offsets: trajectory.offsets[...]), line: c.line)
            XCTAssertEqual(fit.dampingRatio, c.dampingRatio, accuracy: c.dampingRatio * 0.03, line: c.line)
            XCTAssertEqual(fit.response, c.response, accuracy: c.response * 0.03, line: c.line)
            XCTAssertEqual(fit.target, 0, accuracy: 0.3, line: c.line)
            XCTAssertEqual(fit.endTime, spring.duration, accuracy: 2 / c.fps, line: c.line)
        }
    }

    func testTimedCurvesAreRecovered() throws {
        let cases: [(line: UInt, curve: TimingCurve, name: String, duration: Double, fps: Double)] = [
            (#line, .easeInOut, "ease-in-out", 0.25, 60), (#line, .easeInOut, "ease-in-out", 0.3, 30),
            (#line, .easeOut, "ease-out", 0.2, 60), (#line, .easeOut, "ease-out", 0.5, 30),
        ]
        for c in cases {
            let curve = TimedSimulation(from: 0, to: -64, duration: c.duration, curve: c.curve)
            var trajectory = Trajectory(fps: c.fps, scale: 2)
            trajectory.rest(0.1)
            trajectory.play(curve, for: c.duration + 0.3, releaseLead: 0)
            let first = trajectory.frame(at: 0.1) - 1
            let fit = try XCTUnwrap(CurveFit(times: trajectory.times[first...], offsets: trajectory.offsets[first...]), line: c.line)
            XCTAssertEqual(fit.curveName, c.name, line: c.line)
            XCTAssertEqual(fit.duration, c.duration, accuracy: 0.01, line: c.line)
            XCTAssertEqual(fit.start, 0.1, accuracy: 0.01, line: c.line)
            XCTAssertEqual(fit.target, -64, accuracy: 0.3, line: c.line)
        }
    }
}
