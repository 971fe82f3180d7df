import MotionAnalysis
import ScrollPhysics
import XCTest

/// The deceleration fit on UIKit's decay (ScrollPhysics' `DecaySimulation`) sampled at frame rates
/// and rounded to device pixels: the rate, the stop speed and where it rests.
final class DecayFitTests: XCTestCase {
    func testRatesStopSpeedsAndRestsAreRecovered() throws {
        let cases: [(line: UInt, rate: DecelerationRate, velocity: Double, fps: Double, scale: Double)] = [
            (#line, .normal, 2000, 60, 3), (#line, .normal, -3000, 30, 2), (#line, .fast, 5000, 60, 2),
            (#line, .fast, -1500, 30, 3), (#line, DecelerationRate(rawValue: 0.995), 2500, 60, 2),
        ]
        for c in cases {
            let decay = DecaySimulation(position: 100, velocity: c.velocity, rate: c.rate)
            var trajectory = Trajectory(fps: c.fps, scale: c.scale)
            trajectory.play(decay, for: decay.duration + 0.5, releaseLead: 0)
            let fit = try XCTUnwrap(DecayFit(times: trajectory.times[...], offsets: trajectory.offsets[...], allowsStop: true), line: c.line)
            XCTAssertEqual(fit.rate, c.rate.rawValue, accuracy: 0.00003, line: c.line)
            XCTAssertEqual(fit.restingPosition, decay.restingPosition, accuracy: 0.4, line: c.line)
            XCTAssertEqual(try XCTUnwrap(fit.stopSpeed, line: c.line), DecaySimulation.stopSpeed, accuracy: 1.5, line: c.line)
            XCTAssertEqual(try XCTUnwrap(fit.stopTime, line: c.line), decay.duration, accuracy: 2 / c.fps, line: c.line)
            XCTAssertEqual(fit.velocity(at: 0), c.velocity, accuracy: abs(c.velocity) * 0.01, line: c.line)
        }
    }

    /// A decay cut off by the end of the recording has no stop; its continuous end is extrapolated.
    func testACutDecayHasNoStop() throws {
        let decay = DecaySimulation(position: 0, velocity: 3000, rate: .normal)
        var trajectory = Trajectory(fps: 60, scale: 2)
        trajectory.play(decay, for: 1.0, releaseLead: 0)
        let fit = try XCTUnwrap(DecayFit(times: trajectory.times[...], offsets: trajectory.offsets[...], allowsStop: true))
        XCTAssertNil(fit.stopTime)
        XCTAssertEqual(fit.rate, 0.998, accuracy: 0.00002)
        XCTAssertEqual(fit.end, 3000 / 2.002, accuracy: 2)
    }
}
