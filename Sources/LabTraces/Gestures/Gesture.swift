import Graphics
import ScrollUI

/// A named input gesture written as trace events (the format `replay` reads), on the model of
/// XCUITest's `press(forDuration:thenDragTo:withVelocity:)` and Flutter's `WidgetTester.fling`: pointer
/// samples every `GestureDefaults.sampleInterval`, times from the gesture's start.
public enum Gesture: Equatable, Sendable {
    /// Down at `from`, moves at constant speed to `to` over `duration` s, then still for `hold` s, up.
    case drag(from: Point, to: Point, duration: Double, hold: Double)
    /// Down at `from`, then moves along `direction` (a unit vector) that end at `speed` pt/s for the
    /// last `GestureDefaults.flingTail` s after a `ramp` of `rampDuration` s; up at the last sample.
    case fling(from: Point, direction: Point, speed: Double, ramp: FlingRamp, rampDuration: Double)
    /// Down at `point`, up there after `duration` s.
    case hold(at: Point, duration: Double)
    /// Down and up at `point`, `GestureDefaults.tap` s apart.
    case tap(at: Point)
    /// A drag straight down by `travel` pt at `speed` pt/s, the first sample exactly at the touch slop
    /// (where the drag starts), still for `hold` s, then up (see `PullTravel`).
    case pull(from: Point, travel: Double, speed: Double, hold: Double)
    /// Touchpad deltas every sample interval for `duration` s moving the content at `velocity` pt/s
    /// (positive toward its end), as the window records two-finger scrolling.
    case swipe(at: Point, velocity: Double, duration: Double)
    /// `count` wheel notches at `point` (positive toward the end of the content), `interval` s apart.
    case notches(at: Point, count: Int, interval: Double)
    /// Key presses (SDL names), `interval` s apart.
    case keys([String], interval: Double)

    /// Seconds from the gesture's first event to its last, known before any event is made (so its
    /// length is checked against `Limits.traceSeconds` before it takes memory).
    public var duration: Double {
        switch self {
        case .drag(_, _, let duration, let hold): return duration + hold
        case .fling(_, _, _, _, let rampDuration): return rampDuration + GestureDefaults.flingTail
        case .hold(_, let duration): return duration
        case .tap: return GestureDefaults.tap
        case .pull(_, let travel, let speed, let hold): return travel / speed + hold
        case .swipe(_, _, let duration): return Double(Self.swipeSamples(duration) - 1) * GestureDefaults.sampleInterval
        case .notches(_, let count, let interval): return Double(max(count.magnitude, 1) - 1) * interval
        case .keys(let names, let interval): return Double(max(names.count, 1) - 1) * interval
        }
    }

    /// The events of the gesture with times from `start` (seconds).
    public func events(startingAt start: Double) -> [Input] {
        var events: [Input] = []
        func add(_ time: Double, _ kind: Input.Kind) {
            // Rounded, but never before `start` (the end of a trace appended to may be finer than that).
            let at = max(start, StrokeSampler.rounded(start + time))
            events.append(Input(time: at, kind: Self.rounded(kind)))
        }
        switch self {
        case .drag(let from, let to, let duration, let hold):
            add(0, .down(from))
            let end = Self.samples(duration: duration) { from + (to - from) * ($0 / max(duration, 1e-9)) }
            for (time, point) in end.dropLast() { add(time, .move(point)) }
            if hold > 0 { add(duration, .move(to)) }
            add(duration + hold, .up(to))
        case .fling(let from, let direction, let speed, let ramp, let rampDuration):
            let total = rampDuration + GestureDefaults.flingTail
            let path = Self.samples(duration: total) { time -> Point in
                let travel = time <= rampDuration
                    ? ramp.distance(at: rampDuration > 0 ? time / rampDuration : 1, duration: rampDuration, speed: speed)
                    : ramp.distance(at: 1, duration: rampDuration, speed: speed) + speed * (time - rampDuration)
                return from + direction * travel
            }
            add(0, .down(from))
            for (time, point) in path.dropLast() { add(time, .move(point)) }
            if let last = path.last { add(last.time, .up(last.point)) }
        case .hold(let point, let duration):
            add(0, .down(point))
            add(duration, .up(point))
        case .tap(let point):
            add(0, .down(point))
            add(GestureDefaults.tap, .up(point))
        case .pull(let from, let travel, let speed, let hold):
            add(0, .down(from))
            let slop = min(PullTravel.slop, travel), duration = travel / speed
            let begin = slop / speed
            add(begin, .move(from + Point(x: 0, y: slop)))
            let rest = Self.samples(duration: duration - begin) { from + Point(x: 0, y: slop + speed * $0) }
            for (time, point) in rest { add(begin + time, .move(point)) }
            add(duration + hold, .up(from + Point(x: 0, y: travel)))
        case .swipe(let point, let velocity, let duration):
            for time in Self.sampler.repeatTimes(count: Self.swipeSamples(duration)) {
                add(time, .wheel(point, delta: Point(x: 0, y: velocity * GestureDefaults.sampleInterval), precise: true))
            }
        case .notches(let point, let count, let interval):
            for time in StrokeSampler(interval: interval).repeatTimes(count: Int(count.magnitude)) {
                add(time, .wheel(point, delta: Point(x: 0, y: count < 0 ? -1 : 1), precise: false))
            }
        case .keys(let names, let interval):
            for (time, name) in zip(StrokeSampler(interval: interval).repeatTimes(count: names.count), names) { add(time, .key(name)) }
        }
        return events
    }

    /// The touchpad deltas of a swipe lasting `duration` seconds, one per sample interval.
    private static func swipeSamples(_ duration: Double) -> Int {
        max(1, Int(saturating: (duration / GestureDefaults.sampleInterval).rounded()))
    }

    /// Coordinates are written to a ten-thousandth of a point (the state lines' precision): steps per point.
    static let pointResolution = 10_000.0

    /// Samples of `position` every sample interval counted back from `duration` (`StrokeSampler`), so
    /// the last falls exactly at the end and every interval before it is whole; none at 0 (the press).
    public static func samples(duration: Double, _ position: (Double) -> Point) -> [(time: Double, point: Point)] {
        guard duration > 0 else { return [(0, position(0))] }
        return sampler.strokeTimes(duration: duration).map { ($0, position($0)) }
    }

    /// Written gestures sample every `GestureDefaults.sampleInterval`.
    public static let sampler = StrokeSampler(interval: GestureDefaults.sampleInterval)

    /// `value` to the nearest of `steps` per unit (the division keeps the shortest decimal text).
    private static func rounded(_ value: Double, _ steps: Double) -> Double {
        (value * steps).rounded() / steps
    }

    private static func rounded(_ kind: Input.Kind) -> Input.Kind {
        func point(_ p: Point) -> Point { Point(x: rounded(p.x, pointResolution), y: rounded(p.y, pointResolution)) }
        switch kind {
        case .down(let p): return .down(point(p))
        case .move(let p): return .move(point(p))
        case .up(let p): return .up(point(p))
        case .wheel(let p, let delta, let precise): return .wheel(point(p), delta: delta, precise: precise)
        default: return kind
        }
    }
}
