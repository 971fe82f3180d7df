import MotionAnalysis
import ScrollPhysics
import XCTest

/// Whole motions built from ScrollPhysics' simulations (a finger at constant speed, its release,
/// UIKit's decay, the bounce at an edge, a snap) split into segments at the right frames, with the
/// release and the fits recovered.
final class MotionSegmenterTests: XCTestCase {
    private func kinds(_ segments: [MotionSegment]) -> [MotionSegment.Kind] { segments.map(\.kind) }

    private func start(of kind: MotionSegment.Kind, in segments: [MotionSegment], after index: Int = 0) -> Int? {
        segments.first { $0.kind == kind && $0.frames.lowerBound >= index }?.frames.lowerBound
    }

    /// Rest, a finger at 2000 pt/s, a release 4 ms after a frame, UIKit's decay to its stop, rest.
    func testAFlingIsFingerDecelerationAndRest() throws {
        for (fps, rate) in [(60.0, DecelerationRate.normal), (30, .normal), (60, .fast), (30, .fast)] {
            var trajectory = Trajectory(fps: fps, scale: 2)
            trajectory.rest(0.3)
            trajectory.drag(0.2, speed: 2000)
            let lead = 0.004
            let decay = DecaySimulation(position: trajectory.last + 2000 * lead, velocity: 2000, rate: rate)
            let release = trajectory.now - lead
            trajectory.play(decay, for: decay.duration + lead, releaseLead: lead)
            let stop = trajectory.frame(at: release + decay.duration)
            trajectory.rest(0.3)
            let segments = MotionSegmenter(times: trajectory.times, offsets: trajectory.offsets, pixel: 0.5).segments()
            XCTAssertEqual(kinds(segments), [.rest, .finger, .deceleration, .rest], "\(fps) fps, \(rate.rawValue)")
            let deceleration = try XCTUnwrap(segments.first { $0.kind == .deceleration })
            XCTAssertEqual(Double(deceleration.frames.lowerBound), Double(trajectory.frame(at: release)), accuracy: 1)
            XCTAssertEqual(Double(try XCTUnwrap(start(of: .rest, in: segments, after: 1))), Double(stop), accuracy: 2)
            let measuredRelease = try XCTUnwrap(deceleration.release)
            XCTAssertEqual(measuredRelease.velocity, 2000, accuracy: 2000 * 0.02, "\(fps) fps, \(rate.rawValue)")
            XCTAssertEqual(try XCTUnwrap(deceleration.decay).rate, rate.rawValue, accuracy: 0.0003)
            XCTAssertEqual(try XCTUnwrap(deceleration.decay).restingPosition, decay.restingPosition, accuracy: 1)
        }
    }

    /// A fling toward the top edge: the decay hands over to the bounce spring where it crosses the
    /// edge; the spring's target is the edge, and the piece after the crossing is a return.
    func testAFlingIntoTheEdgeReturns() throws {
        var trajectory = Trajectory(fps: 60, scale: 3)
        trajectory.add(for: 0.3) { _ in 600 }
        trajectory.drag(0.15, speed: -2500)
        let momentum = BouncingSimulation(position: trajectory.last, velocity: -2500, range: 0...10_000, rate: .normal)
        let release = trajectory.now
        trajectory.play(momentum, for: momentum.duration, releaseLead: 0)
        trajectory.rest(0.3)
        let segments = MotionSegmenter(times: trajectory.times, offsets: trajectory.offsets, pixel: 1.0 / 3).segments()
        XCTAssertEqual(kinds(segments), [.rest, .finger, .deceleration, .return, .rest])
        let decay = DecaySimulation(position: 600 - 2500 * 0.15, velocity: -2500, rate: .normal)
        let crossing = release + (try XCTUnwrap(decay.time(toReach: 0)))
        XCTAssertEqual(Double(try XCTUnwrap(start(of: .return, in: segments))), Double(trajectory.frame(at: crossing)), accuracy: 1)
        let deceleration = try XCTUnwrap(segments.first { $0.kind == .deceleration })
        XCTAssertEqual(try XCTUnwrap(deceleration.crossing).edge, 0, accuracy: 0.3)
        XCTAssertEqual(try XCTUnwrap(deceleration.crossing).velocity, decay.velocity(atPosition: 0), accuracy: 30)
        let back = try XCTUnwrap(segments.first { $0.kind == .return }?.spring)
        XCTAssertEqual(back.dampingRatio, SpringParameters.bounceDampingRatio, accuracy: 0.05)
        XCTAssertEqual(back.response, SpringParameters.bounceResponse, accuracy: 0.015)
    }

    /// A finger that pulls past the top edge, holds, and lets go: the finger (holding included) is
    /// overscrolled, the spring back a return; a drag that stops is finger then rest; a snap from a drag
    /// is a settle.
    func testPullsHoldsAndSettles() throws {
        var trajectory = Trajectory(fps: 60, scale: 2)
        trajectory.rest(0.3)
        trajectory.drag(0.4, speed: -200)
        trajectory.rest(0.2)
        let bounce = SpringSimulation(parameters: .bounce, position: trajectory.last, velocity: 0, target: 0)
        trajectory.play(bounce, for: bounce.duration + 0.1, releaseLead: 0)
        trajectory.rest(0.3)
        trajectory.drag(0.3, speed: 600)
        trajectory.rest(0.3)
        let snapStart = trajectory.now
        trajectory.drag(0.2, speed: 500)
        let snap = SpringSimulation(parameters: .snap, position: trajectory.last, velocity: 500, target: trajectory.last + 220)
        trajectory.play(snap, for: snap.duration, releaseLead: 0)
        trajectory.rest(0.3)
        let segments = MotionSegmenter(times: trajectory.times, offsets: trajectory.offsets, pixel: 0.5).segments()
        XCTAssertEqual(kinds(segments), [.rest, .finger, .return, .rest, .finger, .rest, .finger, .settle, .rest])
        XCTAssertTrue(segments[1].overscrolled)
        XCTAssertFalse(segments[4].overscrolled)
        let settle = try XCTUnwrap(segments[7].spring)
        XCTAssertEqual(Double(segments[7].frames.lowerBound), Double(trajectory.frame(at: snapStart + 0.2)), accuracy: 1)
        XCTAssertEqual(settle.response, 0.4, accuracy: 0.01)
        XCTAssertEqual(settle.dampingRatio, 1, accuracy: 0.03)
    }
}
