import Graphics
import ScrollPhysics
import XCTest
@testable import ScrollUI

/// The scroll view against what a real UIScrollView was recorded doing (`RecordedIOS`): the same input
/// replayed through the view in a window (`RecordedIOSReplay`). Where a trace has times, ScrollLab is
/// read one 60 Hz frame later than the sample's stamp (`RecordedIOS.timestampOffset`).
final class RecordedIOSTests: XCTestCase {
    func testTheFlingFollowsTheRecordedTrajectoryWithinOnePoint() {
        let fling = RecordedIOSReplay.fling()
        for (sample, ours) in zip(RecordedIOS.Fling.samples, fling.offsets) {
            XCTAssertEqual(ours, sample.offset, accuracy: 1, "at \(sample.time) s")
        }
        XCTAssertEqual(fling.rest, RecordedIOS.Fling.targetContentOffset, accuracy: 0.5)
    }

    func testTheFlingComesToRestWhenIOSDidWithinATenthOfASecond() {
        let fling = RecordedIOSReplay.fling()
        XCTAssertEqual(fling.duration - RecordedIOS.timestampOffset, RecordedIOS.Fling.lastMovement, accuracy: 0.1)
    }

    /// Twelve `targetContentOffset`s at both rates and a device fling: where each release rests, within
    /// 0.5 pt; the target the view announces at the release is exactly where it rests.
    func testEveryRecordedReleaseRestsWhereIOSSaidItWould() {
        for target in RecordedIOS.targets {
            let rate = DecelerationRate(rawValue: target.rate)
            let rest = RecordedIOSReplay.rest(velocity: target.velocity, rate: rate)
            XCTAssertEqual(rest.distance, target.distance, accuracy: 0.5, "\(target.velocity) pt/s at \(target.rate)")
            XCTAssertEqual(RecordedIOSReplay.announcedTarget(velocity: target.velocity, rate: rate), rest.distance,
                           accuracy: 1e-6, "announced at the release: \(target.velocity) pt/s at \(target.rate)")
        }
        let device = RecordedIOSReplay.rest(velocity: RecordedIOS.deviceFling.velocity, rate: .normal)
        XCTAssertEqual(device.distance, RecordedIOS.deviceFling.distance, accuracy: 0.5)
    }

    func testTheRubberBandFollowsTheRecordedDragWithinHalfAPoint() {
        for (sample, ours) in zip(RecordedIOS.RubberBand.samples, RecordedIOSReplay.rubberBand()) {
            XCTAssertEqual(ours, sample.overscroll, accuracy: 0.5, "\(sample.translation) pt past the top")
        }
    }

    /// The bounce back from 177 pt within 3 pt over the whole 0.67 s; within 1 pt of the edge and at
    /// rest within 0.1 s of iOS (its last step, to −1/3 pt, at 0.667 s).
    func testTheBounceBackFollowsTheRecording() {
        let bounce = RecordedIOSReplay.bounce()
        for (sample, ours) in zip(RecordedIOS.Bounce.samples, bounce.offsets) {
            XCTAssertEqual(ours, sample.offset, accuracy: 3, "at \(sample.time) s")
        }
        XCTAssertEqual(bounce.withinOnePoint, RecordedIOS.Bounce.withinOnePoint, accuracy: 0.1)
        XCTAssertEqual(bounce.duration, RecordedIOS.Bounce.lastMovement, accuracy: 0.1)
    }

    /// No fling below 260 pt/s: iOS never flung below it, and did at 262.6 and 307.8 pt/s.
    func testNoFlingBelowTheMinimumSpeed() {
        let cases: [(line: UInt, velocity: Double, flings: Bool)] = [
            (#line, 100, false), (#line, 200, false), (#line, 250, false), (#line, 259, false),
            (#line, 261, true), (#line, RecordedIOS.slowestRecordedFling, true), (#line, 307.76, true), (#line, 350, true),
        ]
        for c in cases {
            XCTAssertEqual(RecordedIOSReplay.flings(velocity: c.velocity), c.flings, line: c.line)
        }
        XCTAssertLessThanOrEqual(VelocityTracker.minimumFlingVelocity, RecordedIOS.slowestRecordedFling)
        XCTAssertGreaterThanOrEqual(VelocityTracker.minimumFlingVelocity, RecordedIOS.neverFlungBelow)
    }

    /// A touchpad stands in for a finger (PHYSICS.md §8): its coast is UIScrollView's deceleration from
    /// the same speed, with the view's rate, not AppKit's shorter momentum (1.07 s after 1000 pt/s).
    func testATouchpadCoastsAsAFingerRelease() {
        let finger = RecordedIOSReplay.rest(velocity: 1000, rate: .normal).duration
        XCTAssertEqual(RecordedIOSReplay.touchpadCoast(velocity: 1000), finger, accuracy: 0.01)
        XCTAssertEqual(finger, DecaySimulation(position: 0, velocity: 1000, rate: .normal).duration, accuracy: 0.002)
        XCTAssertGreaterThan(finger, RecordedIOS.macTrackpadCoast(velocity: 1000) + 1)
    }

    /// Carried momentum keeps Flutter's fit of iOS: a flick that catches a coast adds
    /// 0.000816·v^1.967 (below the cap of twice the flick).
    func testAFlickCatchingACoastCarriesTheFittedMomentum() {
        for coast in [0.2, 0.4, 0.8] {
            let carry = RecordedIOSReplay.carriedMomentum(after: coast)
            let fit = RecordedIOS.carriedMomentum
            XCTAssertEqual(carry.carried, fit.coefficient * pow(carry.caught, fit.exponent), accuracy: 0.5, "after \(coast) s")
        }
    }

    /// The resting point a behaviour is told at the release (its `naturalTarget`, which the bar's settle
    /// and the banner's snap decide from) is where physics then rests, for a finger and a touchpad.
    func testTheNaturalTargetIsWhereMomentumRests() {
        final class Recorder: ScrollBehavior {
            var targets: [Point] = []
            func restingMotion(for request: ScrollRestRequest) -> ScrollAnswer {
                if request.cause == .release { targets.append(request.naturalTarget) }
                return .none
            }
        }
        let recorder = Recorder()
        var finger = Harness(contentHeight: 1_000_000)
        finger.scrollView.contentOffset = Point(x: 0, y: 100_000)
        finger.scrollView.behavior = recorder
        finger.down(800)
        finger.drag(from: 800, to: 600, speed: 1500, step: 0.004)
        finger.up(600)
        _ = RecordedIOSReplay.timeToRest(&finger)
        XCTAssertEqual(recorder.targets.last?.y ?? 0, finger.offset, accuracy: 1e-9)

        var pad = Harness(contentHeight: 1_000_000)
        pad.scrollView.contentOffset = Point(x: 0, y: 100_000)
        pad.scrollView.behavior = recorder
        for index in 1...20 {
            pad.time = Double(index) * 0.011
            pad.window.apply(Input(time: pad.time, kind: .wheel(Point(x: 195, y: 400), delta: Point(x: 0, y: 15), precise: true)))
        }
        _ = RecordedIOSReplay.timeToRest(&pad)
        XCTAssertEqual(recorder.targets.count, 2)
        XCTAssertEqual(recorder.targets.last?.y ?? 0, pad.offset, accuracy: 1e-9)
    }
}
