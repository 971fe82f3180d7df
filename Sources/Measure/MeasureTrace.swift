import Devices
import Foundation
import Graphics
import MotionAnalysis
import ScrollPhysics
import ScrollUI
import LabTraces

/// `measure --trace FILE`: a trace that gives a ScrollLab list the recording's finger, so that
/// `scroll-lab replay FILE --scene list` shows what UIScrollView does with the same releases.
///
/// - Each finger segment is a press on the scrolling region, a move to the touch slop (where a drag
///   starts, so the content then follows the finger exactly), then a move at every frame by what the
///   content moved (past an inferred top edge, the rubber band's inverse gives the finger's travel).
/// - A release into a deceleration: the last `GestureDefaults.flingTail` seconds move at exactly the
///   measured release velocity every `GestureDefaults.sampleInterval`, and the lift is at the release
///   time, so the velocity tracker gives the list that velocity at that offset.
/// - A release into a return or settle lifts at the segment's start; a finger that stops holds still
///   (no fling) before it lifts.
/// - The list rests at its top; when the recording goes above where it starts (and no top edge
///   was seen), or its top edge lies above the first frame, a slow drag first scrolls the list by that
///   much, and the recording's time 0 comes after it (a comment says when).
/// - A `set` event gives the list the deceleration compared with (`--rate`).
public struct MeasureTrace {
    /// Room above the recording's highest point when the list must be scrolled first, points.
    static let headroom = 50.0
    /// Less than this above the start is the start itself: half a point (a device pixel at 2x).
    static let pixel = 0.5
    /// The first drag's speed, pt/s, and the pause after it, seconds.
    static let preambleSpeed = 1500.0
    static let preamblePause = 0.15
    /// A finger that stops holds still this long before it lifts: past the 50 ms after which a release
    /// has no velocity (PHYSICS.md §2).
    static let stillHold = VelocityTracker.stillnessLimit + 0.01
    /// Events are put this much before the frame they belong to, so a replay at the recording's frame
    /// rate applies them in that frame whatever the rounding of the recording's times: 0.5 ms.
    public static let lead = 0.0005

    public let report: MeasureReport
    /// The device the recording shows, when named: the header names it, so the replay lays out for it.
    public var device: DeviceProfile?

    /// The viewport the list is replayed at: the screen taken for the recording, or its frame in points.
    public var viewport: Size {
        if let screen = report.scale.screen { return Size(width: screen.width, height: screen.height) }
        return Size(width: (Double(report.info.width) / report.scale.vertical).rounded(),
                    height: (Double(report.info.height) / report.scale.vertical).rounded())
    }

    /// The top edge the recording showed (a return's target on the low side), if any.
    var topEdge: Double? {
        report.motion.segments.compactMap { segment -> Double? in
            guard segment.kind == .return, let fit = segment.spring else { return nil }
            let start = report.motion.offsets[segment.frames.lowerBound]
            let moving = fit.velocity(at: fit.start)
            return start < fit.target - 0.5 || (abs(start - fit.target) <= 0.5 && moving < 0) ? fit.target : nil
        }.min()
    }

    /// How far the list is scrolled before the recording starts, points (0: it starts at its top).
    var preamble: Double {
        if let edge = topEdge { return -edge > Self.pixel ? -edge : 0 }
        let lowest = report.motion.offsets.min() ?? 0
        return lowest < -Self.pixel ? -lowest + Self.headroom : 0
    }

    /// The trace time of the recording's first frame, seconds.
    /// After the first drag, rounded up to a whole frame of the recording's rate, so a replay at that
    /// rate takes its frames at the recording's times.
    public var start: Double {
        let distance = preamble
        guard distance > 0 else { return 0 }
        let needed = (distance + Tolerance.touchSlop) / Self.preambleSpeed + Self.stillHold + Self.preamblePause
        let rate = max(1, report.frameRate.rounded())
        return (needed * rate).rounded(.up) / rate
    }

    public var events: [Input] {
        var events: [Input] = [Input(time: 0, kind: .option("deceleration=\(report.rateName)"))]
        let region = regionInPoints
        let x = region.midX
        if preamble > 0 {
            let from = Point(x: x, y: region.maxY - 20), travel = preamble + Tolerance.touchSlop
            let duration = travel / Self.preambleSpeed
            events.append(Input(time: 0, kind: .down(from)))
            var t = GestureDefaults.sampleInterval / 2
            events.append(Input(time: t, kind: .move(Point(x: x, y: from.y - Tolerance.touchSlop))))
            while t < duration {
                t = min(duration, t + GestureDefaults.sampleInterval)
                events.append(Input(time: t, kind: .move(Point(x: x, y: from.y - travel * min(1, t / duration)))))
            }
            events.append(Input(time: duration + Self.stillHold, kind: .up(Point(x: x, y: from.y - travel))))
        }
        let motion = report.motion
        for (index, segment) in motion.segments.enumerated() where segment.kind == .finger {
            events += fingerEvents(segment, next: index + 1 < motion.segments.count ? motion.segments[index + 1] : nil, x: x, region: region)
        }
        events.append(Input(time: start + (motion.times.last ?? 0) + Self.lead, kind: .wait))
        return events.sorted { $0.time < $1.time }
    }

    /// The scrolling region in viewport points.
    private var regionInPoints: Rect {
        let s = report.scale.vertical
        return Rect(x: Double(report.region.x) / s, y: Double(report.region.y) / s, width: Double(report.region.width) / s,
                    height: Double(report.region.height) / s)
    }

    private func fingerEvents(_ segment: MotionSegment, next: MotionSegment?, x: Double, region: Rect) -> [Input] {
        let motion = report.motion, offsets = motion.offsets, times = motion.times
        let first = segment.frames.lowerBound, last = segment.frames.upperBound
        let rest = first > 0 ? offsets[first - 1] : offsets[first]
        let upward = (offsets[last] - rest) >= 0   // content moving toward its end: the finger moves up
        let y0 = upward ? region.maxY - 30 : region.minY + 30
        let direction: Double = upward ? -1 : 1
        func finger(_ offset: Double) -> Point {
            Point(x: x, y: y0 + direction * Tolerance.touchSlop - (logical(offset) - logical(rest)))
        }
        let pressTime = start + (first > 0 ? times[first - 1] : times[first] - 0.01)
        var events = [Input(time: pressTime, kind: .down(Point(x: x, y: y0))),
                      Input(time: pressTime + Self.lead, kind: .move(finger(rest)))]
        let lift: (time: Double, point: Point)
        if let next, next.kind == .deceleration, let release = next.release, let decay = next.decay,
           start + release.time - GestureDefaults.flingTail < pressTime + Self.lead {
            // As below, the lift is at the release offset, one interval along the line after the last sample.
            let interval = GestureDefaults.sampleInterval, liftY = finger(decay.position(at: release.time)).y
            events = flickEvents(lastSample: (release.time - interval, liftY + release.velocity * interval), velocity: release.velocity,
                                 pressY: y0, x: x, earliest: first >= 2 ? times[first - 2] : times[first] - GestureDefaults.flingTail)
            lift = (start + release.time, Point(x: x, y: liftY))
        } else if let next, next.kind == .deceleration, let release = next.release, let decay = next.decay {
            // The tracker's window moves at exactly the release velocity, ending at the release offset.
            let releaseOffset = decay.position(at: release.time), tail = GestureDefaults.flingTail
            for k in first...last where times[k] < release.time - tail {
                events.append(Input(time: start + times[k] - Self.lead, kind: .move(finger(offsets[k]))))
            }
            // As a finger's samples come every `sampleInterval`, the last move is one interval before the
            // lift; the lift continues the line to the release offset (the content follows it there and
            // decelerates from it), so every sample the tracker weighs moves at the release velocity.
            let interval = GestureDefaults.sampleInterval
            func line(_ t: Double) -> Double { releaseOffset + release.velocity * (t - release.time) }
            var t = release.time - interval
            while t > release.time - tail - 1e-9 {
                events.append(Input(time: start + t, kind: .move(finger(line(t)))))
                t -= interval
            }
            lift = (start + release.time, finger(line(release.time)))
        } else {
            for k in first...last {
                events.append(Input(time: start + times[k] - Self.lead, kind: .move(finger(offsets[k]))))
            }
            if let next, next.kind == .rest, last + 1 < times.count {
                // The frame where the content arrived at its rest is the rest's first.
                events.append(Input(time: start + times[last + 1] - Self.lead, kind: .move(finger(offsets[last + 1]))))
            }
            if let next, next.kind != .rest {
                let interval = last + 1 < times.count ? times[last + 1] - times[last] : 0
                lift = (start + times[last] + interval / 2, finger(offsets[last]))
            } else {
                let end = min(last + 1, times.count - 1)
                lift = (start + times[end] + Self.stillHold, finger(offsets[end]))
            }
        }
        events.append(Input(time: lift.time, kind: .up(lift.point)))
        return events
    }

    /// The press and moves of a flick shorter than the velocity tracker's window (`GestureDefaults.flingTail`):
    /// the finger presses where the release's line is one touch slop short of the content's rest (`pressY`)
    /// and moves along that line at every sample up to `lastSample` (time and finger y; the lift continues
    /// the line), so every sample the tracker weighs, the press included, lies on it and the content
    /// follows from the slop on (a move lands on it) as the recording's did. The press is not before `earliest` (recording
    /// time; the frame before the rest the finger ends), where it takes the line's point instead.
    private func flickEvents(lastSample: (time: Double, y: Double), velocity: Double, pressY: Double, x: Double,
                             earliest: Double) -> [Input] {
        let interval = GestureDefaults.sampleInterval
        func y(_ t: Double) -> Double { lastSample.y - velocity * (t - lastSample.time) }
        let touch = max(earliest, lastSample.time + (lastSample.y - pressY) / velocity)
        var moves: [Input] = []
        var t = lastSample.time
        while t > touch + 1e-9 {
            moves.append(Input(time: start + t, kind: .move(Point(x: x, y: y(t)))))
            t -= interval
        }
        // The drag starts where the finger is one slop from the press, as after a press anywhere else.
        let slop = touch + Tolerance.touchSlop / abs(velocity)
        if slop < lastSample.time - 1e-9 {
            moves.append(Input(time: start + slop, kind: .move(Point(x: x, y: y(slop)))))
        }
        return [Input(time: start + touch, kind: .down(Point(x: x, y: y(touch))))] + moves.sorted { $0.time < $1.time }
    }

    /// The finger's travel that shows `offset`: past the top edge, the rubber band's inverse (PHYSICS.md §3).
    private func logical(_ offset: Double) -> Double {
        guard let edge = topEdge, offset < edge else { return offset }
        return edge + RubberBand.overscroll(forOffset: offset - edge, dimension: viewport.height)
    }

    public var text: String {
        let header = TraceHeader(scene: "list", viewport: viewport, device: device?.identifier, assignments: ["deceleration=\(report.rateName)"])
        var lines = [header.line,
                     "# the releases of '\((report.info.path as NSString).lastPathComponent)' measured by scroll-lab measure; "
                        + "its first frame is at t = \(TraceLine.number(start))"]
        lines += events.map(TraceLine.text)
        return lines.joined(separator: "\n") + "\n"
    }
}
