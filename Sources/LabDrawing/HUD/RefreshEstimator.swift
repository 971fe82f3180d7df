/// The display's refresh interval measured from the window's own presents, for a display whose mode
/// gives no refresh rate (under Xvfb, say). It keeps the newest intervals between presents of frames
/// drawn back to back (an animation ran, so each frame was due as soon as the one before allowed) whose
/// own work took a small share of the interval: those intervals are set by the refresh (a present that
/// waits for vsync) or by the window's pacing, not by a slow frame. Their median is the estimate,
/// taken as a common refresh rate when it lies near one and as measured otherwise.
///
///     intervals (ms)  16.6 16.7 16.8 33.4 16.7 …   median 16.7 ms → 59.9 Hz → 60 Hz (within 5 %)
///
/// It cannot see a display faster than the window paces its frames: that measures the rate at which
/// frames reach the screen, which is what a frame's budget is.
public struct RefreshEstimator {
    /// Common display refresh rates, hertz (television 50 Hz, computer monitors and phones).
    public static let commonRates: [Double] = [50, 60, 75, 90, 100, 120, 144, 165, 240]
    /// A measured rate within this share of a common rate is taken as that rate (5 %: 57 to 63 Hz is
    /// 60 Hz; no two rates' ranges overlap). Further off, the measured rate is shown as it is.
    public static let snapTolerance = 0.05
    /// Intervals needed before there is an estimate (half a second of frames at 60 Hz).
    public static let minimumSamples = 30
    /// Intervals kept, the newest (two seconds at 60 Hz): the median is of these.
    public static let windowLength = 120
    /// An interval counts when the frame's work (drawing and upload) took at most this share of it.
    public static let workShare = 0.5
    /// Intervals outside this range are no refresh (a stall or a clock's jitter), seconds: 500 Hz to 20 Hz.
    public static let plausibleIntervals = 0.002...0.05
    /// The estimate is taken again every this many new intervals (a sort of `windowLength` values).
    static let updateEvery = 10

    /// The estimated refresh interval, seconds; nil until `minimumSamples` intervals counted.
    public private(set) var interval: Double?
    /// The median interval as measured (before snapping), seconds.
    public private(set) var medianInterval: Double?
    /// The newest intervals: a ring whose oldest is at `next` once full.
    private var samples: [Double] = []
    private var next = 0
    private var added = 0
    private var sorted: [Double] = []

    public init() {
        samples.reserveCapacity(Self.windowLength)
        sorted.reserveCapacity(Self.windowLength)
    }

    /// A present `interval` seconds after the one before, of a frame drawn back to back with it whose
    /// drawing and upload took `work` seconds. Returns whether it counted.
    @discardableResult
    public mutating func add(interval: Double, work: Double) -> Bool {
        guard Self.plausibleIntervals.contains(interval), work <= interval * Self.workShare else { return false }
        if samples.count < Self.windowLength {
            samples.append(interval)
        } else {
            samples[next] = interval
            next = (next + 1) % Self.windowLength
        }
        added += 1
        if samples.count >= Self.minimumSamples, self.interval == nil || added % Self.updateEvery == 0 { estimate() }
        return true
    }

    /// The refresh interval a median interval stands for: the nearest common rate's when within
    /// `snapTolerance` of it, else the median itself.
    public static func snapped(_ median: Double) -> Double {
        let rate = 1 / median
        guard let nearest = commonRates.min(by: { abs($0 - rate) < abs($1 - rate) }),
              abs(rate - nearest) <= nearest * snapTolerance else { return median }
        return 1 / nearest
    }

    private mutating func estimate() {
        sorted.removeAll(keepingCapacity: true)
        // An insertion sort in place: `Array.sort` may take a buffer, and frames allocate nothing.
        for sample in samples {
            var index = sorted.count
            sorted.append(sample)
            while index > 0, sorted[index - 1] > sample {
                sorted[index] = sorted[index - 1]
                index -= 1
            }
            sorted[index] = sample
        }
        let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        medianInterval = median
        interval = Self.snapped(median)
    }
}
