import Graphics
import LabDrawing
import ScrollUI

/// Where the timeline's strip zooms to (Z): the last gesture, from its touch down to the moment the
/// scene came to rest after it, with a margin either side, scene time.
///
///     strip   0 ───────────────[ ┃down ════ up ~~~~~ rest ]──── end
///                               └ margin           margin ┘
/// A gesture is a press (down … up or cancel), or a touchpad scroll (fingers down … up, or wheel events
/// no more than `burstGap` apart); the one that began last counts, and a press still held ends at the
/// last input.
public enum GestureSpan {
    /// The margin either side, as a fraction of the gesture's length to its rest.
    static let marginFraction = 0.1
    /// The least margin either side, seconds (6 frames at 60 fps).
    static let minimumMargin = 0.1
    /// The longest gap between two wheel events of one scroll, seconds (a touchpad sends them every
    /// 8–17 ms while the fingers move; notches of a mouse wheel a quarter second apart are one turn).
    static let burstGap = 0.25
    /// How much offset and value may change between two frames and still count as at rest (points,
    /// or the component's unit).
    static let restTolerance = 0.01

    /// The last gesture's start and end among `events`, their times as logged (seconds since the load).
    static func lastGesture(in events: some BidirectionalCollection<Input>) -> ClosedRange<Double>? {
        var last: ClosedRange<Double>?
        var press: Double?, fingers: Double?, wheel: ClosedRange<Double>?
        func found(_ span: ClosedRange<Double>) {
            if last.map({ span.lowerBound >= $0.lowerBound }) ?? true { last = span }
        }
        for event in events {
            let time = event.time
            switch event.kind {
            case .down: press = time
            case .up, .cancel:
                if let start = press { found(start...time) }
                press = nil
            case .fingers(let down):
                if down {
                    fingers = time
                } else if let start = fingers {
                    // A touch that scrolled: fingers on the pad without a scroll (the pointer moved)
                    // are no gesture, nor does a scroll that ended before them count for them.
                    if let burst = wheel, burst.upperBound >= start { found(min(start, burst.lowerBound)...time) }
                    fingers = nil
                }
            case .wheel:
                if let burst = wheel, time - burst.upperBound <= burstGap {
                    wheel = burst.lowerBound...time
                } else {
                    wheel = (fingers ?? time)...time
                }
                found(wheel!)
            default: break
            }
        }
        if let start = press, let end = events.last?.time { found(start...max(start, end)) }
        return last
    }

    /// The scene time at which the motion in `samples` (one per frame, scene time) came to rest at or
    /// after `end`: the last frame that changed from the one before it, or `end` when none did after it.
    static func rest(after end: Double, samples: [SampleHistory.Sample]) -> Double {
        func moved(_ a: SampleHistory.Sample, _ b: SampleHistory.Sample) -> Bool {
            abs(a.offset - b.offset) > restTolerance
                || (a.metric != nil) != (b.metric != nil)
                || abs((a.metric ?? 0) - (b.metric ?? 0)) > restTolerance
        }
        guard let index = samples.indices.dropFirst().last(where: { moved(samples[$0], samples[$0 - 1]) }) else { return end }
        return max(end, samples[index].time)
    }

    /// The strip's span for a gesture from `start` to its `rest` (scene time) on a timeline of
    /// `duration` seconds: the margin either side, within 0 … duration.
    static func span(start: Double, rest: Double, duration: Double) -> ClosedRange<Double> {
        let duration = max(0, duration)
        let start = min(max(0, start), duration), rest = min(max(start, rest), duration)
        let margin = max(minimumMargin, (rest - start) * marginFraction)
        return max(0, start - margin)...min(duration, rest + margin)
    }
}
