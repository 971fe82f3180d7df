import Graphics
import ScrollPhysics
@testable import ScrollUI

/// The recorded input replayed through the real scroll view in a window: what ScrollLab does where a
/// UIScrollView was recorded (`RecordedIOS`). Times are seconds after the release.
enum RecordedIOSReplay {
    /// A flick lasts this long at constant speed before the lift, seconds: more than the velocity
    /// tracker's 0.1 s, so it measures exactly that speed.
    static let flickDuration = 0.12
    /// Frames per second at which a motion is watched for its end.
    static let watchRate = 1000.0
    /// A motion not over after this long never ends, seconds.
    static let patience = 10.0

    /// A finger that moves the content toward its end at a constant `velocity` (pt/s) and lifts, in a
    /// long list far from its edges.
    static func release(velocity: Double, rate: DecelerationRate) -> Harness {
        var h = Harness(contentHeight: 1_000_000)
        h.scrollView.decelerationRate = rate
        h.scrollView.contentOffset = Point(x: 0, y: 100_000)
        let start = 800.0, travel = velocity * flickDuration
        h.down(start)
        h.drag(from: start, to: start - travel, speed: velocity, step: 0.004)
        h.up(start - travel)
        return h
    }

    /// Runs `h` until its scroll view is idle; the time from now until then.
    static func timeToRest(_ h: inout Harness) -> Double {
        let start = h.time
        var t = start
        while h.scrollView.phase != .idle && t - start < patience {
            t += 1 / watchRate
            h.window.advance(to: t)
        }
        h.time = t
        return t - start
    }

    /// Where a release at `velocity` with `rate` comes to rest, from the release, and how long it moves.
    static func rest(velocity: Double, rate: DecelerationRate) -> (distance: Double, duration: Double) {
        var h = release(velocity: velocity, rate: rate)
        let released = h.offset
        let duration = timeToRest(&h)
        return (h.offset - released, duration)
    }

    /// The offset that `targetContentOffset` shows at the release, from the release.
    static func announcedTarget(velocity: Double, rate: DecelerationRate) -> Double {
        let h = release(velocity: velocity, rate: rate)
        return h.scrollView.targetContentOffset.y - h.offset
    }

    /// True when a release at `velocity` starts a deceleration.
    static func flings(velocity: Double) -> Bool {
        release(velocity: velocity, rate: .normal).scrollView.isMoving
    }

    /// The slowest release that flings, found by bisection between `low` (no fling) and `high` (a fling),
    /// to 0.01 pt/s.
    static func slowestFling(between low: Double = 100, and high: Double = 1000) -> Double {
        var low = low, high = high
        while high - low > 0.01 {
            let middle = (low + high) / 2
            if flings(velocity: middle) { high = middle } else { low = middle }
        }
        return high
    }

    /// The recorded fling: ScrollLab's offset at each sample's time (plus the one-frame offset), and
    /// its time to rest.
    static func fling() -> (offsets: [Double], rest: Double, duration: Double) {
        var h = release(velocity: RecordedIOS.Fling.releaseVelocity, rate: .normal)
        let released = h.offset, start = h.time
        let offsets = RecordedIOS.Fling.samples.map { sample -> Double in
            h.window.advance(to: start + sample.time + RecordedIOS.timestampOffset)
            return RecordedIOS.Fling.releaseOffset + h.offset - released
        }
        h.time = start + RecordedIOS.Fling.lastMovement + RecordedIOS.timestampOffset
        let duration = h.time - start + timeToRest(&h)
        return (offsets, RecordedIOS.Fling.releaseOffset + h.offset - released, duration)
    }

    /// A scroll view as tall as the recording's, at its top.
    static func recordedViewport() -> Harness {
        Harness(contentHeight: 10_000, viewport: Size(width: 390, height: RecordedIOS.RubberBand.dimension))
    }

    /// The recorded drag past the top: the overscroll shown at each translation.
    static func rubberBand() -> [Double] {
        var h = recordedViewport()
        h.down(100)
        h.time = 0.01; h.move(100 + Tolerance.touchSlop)   // the drag begins here: translation 0
        return RecordedIOS.RubberBand.samples.map { sample in
            h.time += 0.01
            h.move(100 + Tolerance.touchSlop + sample.translation)
            return -h.offset
        }
    }

    /// Held `RecordedIOS.Bounce.startOffset` past the top, still for 0.1 s, then released.
    static func heldPastTheTop() -> Harness {
        var h = recordedViewport()
        let view = h.scrollView
        let anchor = 100 + Tolerance.touchSlop
        h.down(100)
        h.time = 0.01; h.move(anchor)
        let logical = RubberBand.logical(displayed: RecordedIOS.Bounce.startOffset, range: view.metrics.verticalRange,
                                         dimension: view.frame.height, coefficient: view.configuration.rubberBandCoefficient)
        h.drag(from: anchor, to: anchor - logical, speed: 500)
        h.time += 0.1
        h.up(anchor - logical)
        return h
    }

    /// The recorded bounce back: ScrollLab's offset at each sample's time (plus the one-frame offset),
    /// when it is first within 1 pt of the edge and when it rests (as stamped: less the offset).
    static func bounce() -> (offsets: [Double], withinOnePoint: Double, duration: Double) {
        var h = heldPastTheTop()
        let start = h.time, shift = RecordedIOS.timestampOffset
        let offsets = RecordedIOS.Bounce.samples.map { sample -> Double in
            h.window.advance(to: start + sample.time + shift)
            return h.offset
        }
        var near = heldPastTheTop()
        var t = near.time
        while abs(near.offset) > 1 && t - start < patience {
            t += 1 / watchRate
            near.window.advance(to: t)
        }
        h.time = start + RecordedIOS.Bounce.lastMovement + shift
        let duration = h.time - start + timeToRest(&h)
        return (offsets, t - start - shift, duration - shift)
    }

    /// How long a touchpad's momentum lasts after a swipe at `velocity` (pt/s): deltas every 11 ms,
    /// then none; from the last delta until the content rests.
    static func touchpadCoast(velocity: Double) -> Double {
        var h = Harness(contentHeight: 1_000_000)
        h.scrollView.contentOffset = Point(x: 0, y: 100_000)
        let interval = 0.011
        for index in 1...20 {
            h.time = Double(index) * interval
            h.window.apply(Input(time: h.time, kind: .wheel(Point(x: 195, y: 400), delta: Point(x: 0, y: velocity * interval), precise: true)))
        }
        h.window.advance(to: h.time)
        return timeToRest(&h)
    }

    /// A 3000 pt/s flick that catches a coast: the coast's speed when caught and what the flick carried
    /// (its release velocity less its own).
    static func carriedMomentum(after coast: Double) -> (caught: Double, carried: Double) {
        var h = release(velocity: 3000, rate: .normal)
        h.run(until: h.time + coast)
        let caught = h.scrollView.velocity.y
        let start = 800.0, travel = 3000 * flickDuration
        h.down(start)
        h.drag(from: start, to: start - travel, speed: 3000, step: 0.004)
        h.up(start - travel)
        return (caught, h.scrollView.velocity.y - 3000)
    }
}
