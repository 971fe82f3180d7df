import ScrollPhysics

/// Splits a recording's offsets into rest, finger, deceleration, return and settle, fitting each
/// motion (`DecayFit`, `SpringFit`).
///
/// Each moving span is explained from its end: the last model (a decay, else a spring) is grown
/// backwards while it explains every frame within the tolerance; what comes before it is the finger,
/// or, before a spring, a decay that runs into the spring's target (a fling into an edge). A motion
/// ends where ScrollLab's would: a decay at its fitted stop (UIKit stops at 10 pt/s) or, without
/// one, within `Tolerance.distance` of its end; a spring when it stays within `Tolerance.distance`
/// and `Tolerance.velocity` of its target. A spring from past an edge it started at, or after a
/// decay that crossed its target, is a `return`; any other spring is a `settle`.
public struct MotionSegmenter {
    /// Frames a model needs at least: 4, and at least 0.1 s.
    static let minimumFrames = 4
    static let minimumDuration = 0.1
    /// A decay must slow down: its speed at the stop at most half its speed at the release, its rate
    /// below 0.9999 per millisecond (a finger that moves steadily and stops is not a deceleration).
    static let maximumStopRatio = 0.5
    static let slowestRate = 0.9999
    /// A decay before a spring must reach the spring's target within this many frame intervals after
    /// its last frame: 4 (a spring that starts on the edge with the decay's velocity bends away from the
    /// decay slowly, so its window takes in the decay's last frames).
    static let crossingFrames = 4.0
    /// A rest within this of a spring's target is at that edge: 1 pt.
    static let edgeTolerance = 1.0

    public let times: [Double]
    public let offsets: [Double]
    /// One device pixel, points.
    public let pixel: Double
    let spans: MovingSpans

    public init(times: [Double], offsets: [Double], pixel: Double) {
        self.times = times
        self.offsets = offsets
        self.pixel = pixel
        spans = MovingSpans(times: times, offsets: offsets, pixel: pixel)
    }

    /// The noise of the offsets at rest, points.
    public var noise: Double { spans.noise }
    /// How closely the models explain the frames, points.
    public var tolerance: Double { spans.tolerance }

    private var minimumLength: Int {
        max(Self.minimumFrames, Int((Self.minimumDuration / MovingSpans.medianInterval(times)).rounded()))
    }

    public func segments() -> [MotionSegment] {
        let n = times.count, list = spans.spans, w = spans.halfWindow
        var segments: [MotionSegment] = []
        var previousEnd = 0, index = 0
        while index < list.count {
            var (a, b) = (list[index].lowerBound, list[index].upperBound)
            let base: Double
            if a > 0 {
                let low = max(previousEnd, a - w - 3), high = max(previousEnd + 1, a - w + 1)
                base = Statistics.median(Array(offsets[low..<min(high, n)]))
            } else {
                base = offsets[0]
            }
            var start = a
            while start > previousEnd, abs(offsets[start - 1] - base) > 0.5 * pixel { start -= 1 }
            while start < b, abs(offsets[start] - base) <= 0.5 * pixel { start += 1 }
            a = start
            b = lastMovingFrame(b, after: index + 1 < list.count ? list[index + 1].lowerBound : n, from: a)
            var pieces: [MotionSegment]
            while true {
                let next = index + 1 < list.count ? list[index + 1].lowerBound : n
                pieces = explain(a...b, end: next - 1, base: base, allowsSpring: true, edge: nil)
                if index + 1 < list.count, let last = pieces.last, predicts(last, list[index + 1]) {
                    b = list[index + 1].upperBound
                    index += 1
                    continue
                }
                break
            }
            if a > previousEnd { segments.append(MotionSegment(kind: .rest, frames: previousEnd...(a - 1))) }
            segments += pieces
            previousEnd = pieces.last!.frames.upperBound + 1
            index += 1
        }
        if previousEnd < n { segments.append(MotionSegment(kind: .rest, frames: previousEnd...(n - 1))) }
        Self.markOverscroll(&segments, offsets: offsets)
        return segments
    }

    /// The span's last frame that differs by more than half a device pixel from the rest after it (the
    /// moving window reaches `MovingSpans.window` past the motion); unchanged when fewer than 3 still
    /// frames follow before `next`.
    private func lastMovingFrame(_ b: Int, after next: Int, from a: Int) -> Int {
        guard next - b - 1 >= 3 else { return b }
        let rest = Statistics.median(Array(offsets[(b + 1)..<next]))
        var last = b
        while last > a, abs(offsets[last] - rest) <= 0.5 * pixel { last -= 1 }
        return last
    }

    /// Whether the last model's extrapolation explains every frame of `span` within twice the tolerance.
    private func predicts(_ segment: MotionSegment, _ span: ClosedRange<Int>) -> Bool {
        let model: ((Double) -> Double)? = segment.decay.map { fit in { fit.position(at: $0) } }
            ?? segment.spring.map { fit in { fit.position(at: $0) } } ?? segment.curve.map { fit in { fit.position(at: $0) } }
        guard let model else { return false }
        return span.allSatisfy { abs(offsets[$0] - model(times[$0])) < 2 * spans.tolerance }
    }

    /// The pieces of the moving frames `span`, whose motion may go on slowly until frame `end`;
    /// `base` is the rest before it. Without `allowsSpring`, only a decay that reaches `edge` soon after
    /// `end` may end it (the decay before a return).
    private func explain(_ span: ClosedRange<Int>, end e: Int, base: Double, allowsSpring: Bool, edge: Double?) -> [MotionSegment] {
        let a = span.lowerBound, b = span.upperBound
        // A decay that runs into an edge may be short (a fling released near it): 4 frames do.
        let shortest = edge == nil ? minimumLength : Self.minimumFrames
        guard b - a + 1 >= shortest else { return [MotionSegment(kind: .finger, frames: a...b)] }
        let decay = grow(span, end: e, shortest: shortest) { s -> (DecayFit, Bool)? in
            guard let fit = DecayFit(times: times[s...e], offsets: offsets[s...e], allowsStop: edge == nil) else { return nil }
            return (fit, accepts(fit.residuals) && reaches(fit, edge: edge, after: e))
        }
        let validDecay = decay.flatMap { isDeceleration($0.fit) ? $0 : nil }
        guard allowsSpring, validDecay.map({ $0.start > a }) ?? true else {
            guard let decay = validDecay else { return [MotionSegment(kind: .finger, frames: a...b)] }
            return decayPieces(a: a, b: b, e: e, start: decay.start, fit: decay.fit)
        }
        let spring = grow(span, end: e, shortest: shortest) { s -> (SpringFit, Bool)? in
            guard let fit = SpringFit(times: times[s...e], offsets: offsets[s...e]) else { return nil }
            return (fit, accepts(fit.residuals))
        }
        let curve = grow(span, end: e, shortest: shortest) { s -> (CurveFit, Bool)? in
            guard let fit = CurveFit(times: times[s...e], offsets: offsets[s...e]) else { return nil }
            return (fit, accepts(fit.residuals))
        }
        // The decay unless a settle explains at least two more frames that show what no decay does.
        var best: Int? = validDecay?.start
        var settle: (start: Int, pieces: () -> [MotionSegment])?
        for candidate in [spring.map { fit in (fit.start, { springPieces(a: a, b: b, e: e, base: base, start: fit.start, fit: fit.fit) }) },
                          curve.map { fit in (fit.start, { curvePieces(a: a, b: b, e: e, start: fit.start, fit: fit.fit) }) }] {
            guard let candidate else { continue }
            if let current = best {
                guard candidate.0 < current - 1, needsSettle(from: candidate.0, to: current) else { continue }
            }
            best = candidate.0
            settle = (candidate.0, candidate.1)
        }
        if let settle { return settle.pieces() }
        guard let decay = validDecay else { return [MotionSegment(kind: .finger, frames: a...b)] }
        return decayPieces(a: a, b: b, e: e, start: decay.start, fit: decay.fit)
    }

    private func curvePieces(a: Int, b: Int, e: Int, start s: Int, fit: CurveFit) -> [MotionSegment] {
        let last = lastFrame(before: fit.endTime, from: s, end: e)
        var segment = MotionSegment(kind: .settle, frames: s...last)
        segment.curve = fit
        segment.endTime = fit.endTime
        return (s > a ? [MotionSegment(kind: .finger, frames: a...(s - 1))] : []) + [segment]
    }

    private func decayPieces(a: Int, b: Int, e: Int, start s: Int, fit: DecayFit) -> [MotionSegment] {
        let endTime: Double
        if let stop = fit.stopTime, abs(fit.end - fit.restingPosition) > spans.tolerance {
            endTime = stop
        } else {
            endTime = fit.time(remaining: Tolerance.distance)
        }
        let last = lastFrame(before: endTime, from: s, end: e)
        var segment = MotionSegment(kind: .deceleration, frames: s...last)
        segment.decay = fit
        segment.endTime = endTime
        var first = s
        if s > a {
            let (release, frame) = ReleaseEstimator.estimate(times: times, offsets: offsets, first: s, fit: fit, tolerance: spans.tolerance)
            segment.release = release
            first = max(a, min(frame, last))
        } else {
            let velocity = fit.velocity(at: times[s])
            segment.release = MotionSegment.Release(time: times[s], velocity: velocity, speedBounds: abs(velocity)...abs(velocity))
        }
        segment.frames = first...last
        return (first > a ? [MotionSegment(kind: .finger, frames: a...(first - 1))] : []) + [segment]
    }

    private func springPieces(a: Int, b: Int, e: Int, base: Double, start s: Int, fit: SpringFit) -> [MotionSegment] {
        let last = lastFrame(before: fit.endTime, from: s, end: e)
        var segment = MotionSegment(kind: .settle, frames: s...last)
        segment.spring = fit
        segment.endTime = fit.endTime
        var before: [MotionSegment] = []
        if s > a {
            before = explain(a...(s - 1), end: s - 1, base: base, allowsSpring: false, edge: fit.target)
            if var decay = before.last, decay.kind == .deceleration, let decayFit = decay.decay,
               let crossing = decayFit.time(reaching: fit.target) {
                // The return begins at the first frame at or after the decay reaches the edge.
                let first = min(max(times.firstIndex { $0 >= crossing - 1e-9 } ?? s, decay.frames.lowerBound + 1), last)
                decay.frames = decay.frames.lowerBound...(first - 1)
                decay.endTime = crossing
                decay.crossing = MotionSegment.Crossing(time: crossing, velocity: decayFit.velocity(at: crossing), edge: fit.target)
                before[before.count - 1] = decay
                segment.frames = first...last
                segment.kind = .return
            }
        }
        if abs(base - fit.target) <= Self.edgeTolerance { segment.kind = .return }
        return before + [segment]
    }

    /// The last frame before `time` (the motion's end), from the model's first frame `s` to `end`:
    /// the frames after it are rest even where the moving window still spans the last motion.
    private func lastFrame(before time: Double, from s: Int, end e: Int) -> Int {
        let first = times.firstIndex { $0 >= time - 1e-9 } ?? times.count
        return min(max(first - 1, s), e)
    }

    /// The largest window [s, e] (s going back from `shortest` frames before the span's end toward its
    /// start) the model accepts:
    /// steps of 1, 2, 4 … frames back, then bisection between the last accepted and the first refused.
    private func grow<Fit>(_ span: ClosedRange<Int>, end e: Int, shortest: Int, _ fit: (Int) -> (Fit, Bool)?) -> (start: Int, fit: Fit)? {
        let a = span.lowerBound
        let first = max(a, span.upperBound - shortest + 1)
        guard let initial = fit(first), initial.1 else { return nil }
        var accepted = (start: first, fit: initial.0)
        var refused: Int?
        var step = 1
        while accepted.start > a {
            let s = max(a, accepted.start - step)
            if let candidate = fit(s), candidate.1 {
                accepted = (s, candidate.0)
                step *= 2
            } else {
                refused = s
                break
            }
        }
        while let bad = refused, accepted.start - bad > 1 {
            let middle = (accepted.start + bad) / 2
            if let candidate = fit(middle), candidate.1 { accepted = (middle, candidate.0) } else { refused = middle }
        }
        return accepted
    }

    /// A model explains its frames: rms within half the tolerance, the first three within it, all within twice it.
    private func accepts(_ residuals: [Double]) -> Bool {
        let tolerance = spans.tolerance
        let squares = residuals.reduce(0) { $0 + $1 * $1 }
        guard (squares / Double(residuals.count)).squareRoot() <= tolerance / 2 else { return false }
        guard residuals.prefix(3).allSatisfy({ abs($0) <= tolerance }) else { return false }
        return residuals.allSatisfy { abs($0) <= 2 * tolerance }
    }

    /// Without an edge, any decay; with one, a decay that reaches it within `crossingFrames` frame
    /// intervals after frame `e`.
    private func reaches(_ fit: DecayFit, edge: Double?, after e: Int) -> Bool {
        guard let edge else { return true }
        let interval = e > 0 ? times[e] - times[e - 1] : MovingSpans.medianInterval(times)
        return (fit.position(at: times[e]) - edge) * (fit.position(at: times[e] + Self.crossingFrames * interval) - edge) <= 0
    }

    /// A fit that slows: rate below `slowestRate`, and, when it stopped, at under half its first speed.
    private func isDeceleration(_ fit: DecayFit) -> Bool {
        guard fit.rate < Self.slowestRate else { return false }
        guard let stop = fit.stopSpeed else { return true }
        return stop <= Self.maximumStopRatio * abs(fit.velocity(at: fit.start))
    }

    /// Whether the frames a settle explains before a decay's (or an earlier model's) window show what no
    /// decay does: the direction reversing, or the speed rising somewhere in them.
    private func needsSettle(from s: Int, to d: Int) -> Bool {
        let end = min(d + 1, times.count - 1)
        guard end - s >= 2 else { return false }
        var speeds: [Double] = []
        for k in s..<end { speeds.append((offsets[k + 1] - offsets[k]) / (times[k + 1] - times[k])) }
        let direction: Double = offsets[end] - offsets[end - 1] < 0 ? -1 : 1
        let stretch = offsets[s...end]
        let reverses = speeds.contains { $0 * direction < 0 } && stretch.max()! - stretch.min()! > 2 * pixel
        let step = 2 * pixel / MovingSpans.medianInterval(times)
        let rises = speeds.map(abs).max()! > 1.2 * abs(speeds[0]) + step
        return reverses || rises
    }

    /// Finger segments beyond an edge a return went back to are overscrolled.
    static func markOverscroll(_ segments: inout [MotionSegment], offsets: [Double]) {
        for (index, segment) in segments.enumerated() where segment.kind == .return {
            guard let edge = segment.spring?.target, index > 0, segments[index - 1].kind == .finger else { continue }
            let finger = segments[index - 1].frames
            let side = offsets[segment.frames.lowerBound] - edge
            segments[index - 1].overscrolled = finger.contains { (offsets[$0] - edge) * side > 0 && abs(offsets[$0] - edge) > edgeTolerance }
        }
    }
}
