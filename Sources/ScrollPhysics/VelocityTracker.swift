/// Release velocity from pointer samples (PHYSICS.md §2), on two axes.
///
/// Keeps the latest samples in a fixed-capacity ring buffer allocated once in `init`; adding samples and
/// estimating never allocate. The estimate is the least-squares slope of position over time across the
/// samples of the last `horizon`, which gives a constant-speed drag its exact speed whatever the timing.
public struct VelocityTracker: Sendable {
    /// Samples older than this before the release are ignored: 0.1 s (PHYSICS.md §2).
    public static let horizon: Double = 0.1

    /// A pointer that has not moved for this long before release has zero velocity: 0.05 s (PHYSICS.md §2).
    public static let stillnessLimit: Double = 0.05

    /// Clamp of the release speed per axis: 8000 pt/s (PHYSICS.md §2).
    public static let maximumVelocity: Double = 8000

    /// Release speeds below this start no fling: 260 pt/s (PHYSICS.md §2). Measured: the iOS 26.5
    /// Simulator never decelerated after a release below about 260 pt/s, and the slowest recorded
    /// release that did was 262.6 pt/s (Cranpose's `fling_animation.rs`, `ios_fling_measurement.rs`);
    /// 260 is the highest speed that keeps every recorded fling and drops every release iOS dropped.
    public static let minimumFlingVelocity: Double = 260

    /// A sample closer than this to the previous one replaces it: 0.001 s. Pointers report at most every
    /// millisecond (1 kHz); two events microseconds apart (queued together) would read as a huge speed.
    public static let minimumSampleInterval: Double = 0.001

    /// Samples kept: 128, enough for a 1 kHz pointer over `horizon` (Flutter keeps 20 at ~60–120 Hz).
    public static let capacity: Int = 128

    private struct Sample: Sendable {
        var time: Double
        var x: Double
        var y: Double
    }

    private var samples: [Sample]
    /// Index of the oldest sample.
    private var start = 0
    private var count = 0

    /// An empty tracker.
    public init() {
        samples = Array(repeating: Sample(time: 0, x: 0, y: 0), count: Self.capacity)
    }

    /// Forgets all samples (call on pointer down).
    public mutating func reset() {
        start = 0
        count = 0
    }

    /// Records the pointer at `time` (s) and position (`x`, `y`) in points; times must not decrease.
    public mutating func addSample(time: Double, x: Double, y: Double) {
        let sample = Sample(time: time, x: x, y: y)
        if count >= 1, time - self.sample(count - 1).time < Self.minimumSampleInterval {
            samples[(start + count - 1) % Self.capacity] = sample
            return
        }
        if count < Self.capacity {
            samples[(start + count) % Self.capacity] = sample
            count += 1
        } else {
            samples[start] = sample
            start = (start + 1) % Self.capacity
        }
    }

    /// Velocity of the tracked position in pt/s at `time` (the release time). Zero when fewer than 2 samples
    /// lie in the horizon, or when the position has not changed for ≥ `stillnessLimit` before `time` (a
    /// sample that repeats the previous position does not count as movement). Least-squares slope over the
    /// horizon, clamped per axis to ±`maximumVelocity`.
    public func velocity(at time: Double) -> (x: Double, y: Double) {
        guard count >= 2 else { return (0, 0) }
        // The last sample that moved (differs from the one before it).
        var lastMovement = -Double.infinity
        var index = count - 1
        while index >= 1 {
            let current = sample(index), previous = sample(index - 1)
            if current.x != previous.x || current.y != previous.y {
                lastMovement = current.time
                break
            }
            index -= 1
        }
        guard time - lastMovement < Self.stillnessLimit else { return (0, 0) }

        // Least squares over the samples in [time − horizon, time], times relative to the release.
        let newest = sample(count - 1)
        var n = 0.0, sumT = 0.0, sumX = 0.0, sumY = 0.0, sumTT = 0.0, sumTX = 0.0, sumTY = 0.0
        index = count - 1
        while index >= 0 {
            let s = sample(index)
            index -= 1
            if s.time > time { continue }
            if time - s.time > Self.horizon { break }
            let t = s.time - time, x = s.x - newest.x, y = s.y - newest.y
            n += 1
            sumT += t; sumX += x; sumY += y
            sumTT += t * t; sumTX += t * x; sumTY += t * y
        }
        guard n >= 2 else { return (0, 0) }
        let denominator = n * sumTT - sumT * sumT
        guard denominator > 1e-12 else { return (0, 0) }
        let vx = (n * sumTX - sumT * sumX) / denominator
        let vy = (n * sumTY - sumT * sumY) / denominator
        return (Self.clamp(vx), Self.clamp(vy))
    }

    /// The i-th sample, oldest first.
    private func sample(_ i: Int) -> Sample { samples[(start + i) % Self.capacity] }

    private static func clamp(_ v: Double) -> Double { min(max(v, -maximumVelocity), maximumVelocity) }
}
