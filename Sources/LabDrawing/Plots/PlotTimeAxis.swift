import Foundation

/// How a plot's time runs across its width.
public enum PlotTimeAxis {
    /// The times of `range` from the left edge to the right (`replay --plot`'s page).
    case range(ClosedRange<Double>)
    /// A sweep, as an oscilloscope's or Flutter's frame graph: `window` seconds across the width,
    /// time t at (t mod window) / window of it. The newest sample, at `now`, is at the sweep's
    /// cursor; left of it this sweep's samples, right of it (after a gap of `gapShare` of the
    /// width) the last sweep's. A sample stays where it is drawn until the sweep comes round, so a
    /// frame of a live plot changes the columns at the cursor only, not the whole plot.
    case sweep(now: Double, window: Double)

    /// The share of a sweep's width left empty ahead of the cursor.
    static let gapShare = 0.04

    /// The seconds across the width.
    public var span: Double {
        switch self {
        case .range(let range): return max(range.upperBound - range.lowerBound, 1e-6)
        case .sweep(_, let window): return window
        }
    }

    /// The oldest time shown.
    public var earliest: Double {
        switch self {
        case .range(let range): return range.lowerBound
        case .sweep(let now, let window): return now - window * (1 - PlotTimeAxis.gapShare)
        }
    }

    /// Where `time` is across the width, 0 at the left edge and 1 at the right (nil when it is not
    /// shown).
    public func position(of time: Double) -> Double? {
        switch self {
        case .range(let range):
            return range.contains(time) ? (time - range.lowerBound) / span : nil
        case .sweep(let now, let window):
            guard time >= earliest, time <= now else { return nil }
            return (time - sweepStart(now: now, window: window)) / window + (time < sweepStart(now: now, window: window) ? 1 : 0)
        }
    }

    /// The runs of `times` (increasing) to draw as one line each, with the time at the left edge of
    /// each: the whole range; or a sweep's last and current passes, each with the sample beyond
    /// its end so that the line runs to the edge.
    public func runs(of times: some RandomAccessCollection<Double>) -> [(indices: Range<Int>, leftTime: Double)] {
        let count = times.count
        func firstIndex(from time: Double) -> Int {
            var low = 0, high = count
            while low < high {
                let middle = (low + high) / 2
                if times[times.index(times.startIndex, offsetBy: middle)] < time { low = middle + 1 } else { high = middle }
            }
            return low
        }
        switch self {
        case .range(let range):
            return [(0..<count, range.lowerBound)]
        case .sweep(let now, let window):
            let start = sweepStart(now: now, window: window)
            let oldest = firstIndex(from: earliest), split = firstIndex(from: start)
            // (Early in a long sweep every sample shown is this sweep's: the first run is empty.)
            return [(oldest..<max(oldest, min(split + 1, count)), start - window), (max(split - 1, oldest)..<count, start)]
        }
    }

    /// Labelled times every `step` seconds, left to right and in order: each with its position across
    /// the width (a sweep's, its current pass's only).
    func ticks(every step: Double) -> [(position: Double, time: Double)] {
        switch self {
        case .range(let range):
            var ticks: [(Double, Double)] = []
            var tick = (range.lowerBound / step).rounded(.up) * step
            while tick <= range.upperBound + 1e-9 {
                ticks.append(((tick - range.lowerBound) / span, tick))
                tick += step
            }
            return ticks
        case .sweep(let now, let window):
            // This sweep's times, left of the cursor: the last sweep's, right of it, would read out of
            // order (a sweep's labels read 87 s … 88.5 s and then 86 s), so they are left unlabelled.
            let start = sweepStart(now: now, window: window)
            return stride(from: 0.0, to: window - 1e-9, by: step).compactMap { offset in
                start + offset <= now + 1e-9 ? (offset / window, start + offset) : nil
            }
        }
    }

    /// When the sweep that `now` is in began.
    private func sweepStart(now: Double, window: Double) -> Double {
        (now / window).rounded(.down) * window
    }
}
