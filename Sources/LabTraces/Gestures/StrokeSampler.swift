/// When a finger or a touchpad reports, for every input the lab writes, `interval` seconds apart.
/// Two ways to lay out a stroke's samples after its press (at 0):
///
/// - `strokeTimes`: counted back from the stroke's end, so the last sample is the release and every
///   gap before it is whole (a touch reported at the display's rate). Written gestures
///   (`GestureDefaults.sampleInterval`, 1/120 s).
/// - `evenSamples`: the stroke cut into ⌊duration / interval⌋ equal steps (at least one), the last at
///   its end. The soak, the bench's scripts and the tests (8 ms, a 125 Hz mouse).
///
/// Repeated input (touchpad deltas, notches, keys) comes every `interval` from the start (`repeatTimes`).
///
///     strokeTimes                              evenSamples
///     press                          release   press                          release
///       ●──────┬──────┬──────┬──────┬──●          ●─────┬─────┬─────┬─────┬─────●
///       0    d−4i   d−3i   d−2i    d−i d          0    d/5  2d/5  3d/5  4d/5    d
public struct StrokeSampler: Sendable {
    /// Sample times of written traces are to the microsecond: steps per second.
    static let timeResolution = 1_000_000.0

    /// Seconds between two samples.
    public let interval: Double

    public init(interval: Double) {
        self.interval = interval
    }

    /// The sample times of a stroke lasting `duration` seconds, to the microsecond: every `interval`
    /// back from `duration`, oldest first, the first at most one interval after the press; none at
    /// the press. A stroke of no duration has none.
    public func strokeTimes(duration: Double) -> [Double] {
        guard duration > 0 else { return [] }
        let count = Int((duration / interval).rounded(.up))
        return (0..<count).reversed().map { StrokeSampler.rounded(max(duration - Double($0) * interval, 0)) }.filter { $0 > 0 }
    }

    /// The samples of a stroke lasting `duration` seconds cut into equal steps, as many as whole
    /// intervals fit (`rule` rounds the count; at least one): each step's time after the press and the
    /// fraction of the stroke done, the last at `duration` and 1.
    public func evenSamples(duration: Double, rule: FloatingPointRoundingRule = .towardZero)
        -> [(time: Double, fraction: Double)] {
        let steps = max(1, Int((duration / interval).rounded(rule)))
        return (1...steps).map { (duration * Double($0) / Double(steps), Double($0) / Double(steps)) }
    }

    /// The times of `count` repeated inputs, the first at 0.
    public func repeatTimes(count: Int) -> [Double] {
        (0..<max(count, 0)).map { Double($0) * interval }
    }

    /// `time` to the microsecond (the division keeps the shortest decimal text).
    public static func rounded(_ time: Double) -> Double {
        (time * timeResolution).rounded() / timeResolution
    }
}
