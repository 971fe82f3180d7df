/// The content's offset in every frame, measured against a keyframe so that errors do not add up:
/// while the content rests or moves slowly every frame is compared with the same keyframe; a new
/// keyframe is taken when the predicted shift would leave less than `minimumOverlap` of the region in
/// common, or when the keyframe no longer matches (content changed under it).
///
/// ```
///   key ─────────────── k−1   k        prediction: constant acceleration from the last three frames
///    │◄── offset[key] ──►│    │        search:     ± the largest shift a 8000 pt/s fling makes in
///    └──── shift d ───────────┘                    one frame interval, around the prediction
/// ```
public struct OffsetTracker {
    /// The fastest motion searched for: 8000 pt/s (the release clamp, PHYSICS.md §2), with 15 % margin.
    public static let maximumSpeed = 8000.0 * 1.15
    /// Fraction of the region the keyframe must keep in common with the frame: 0.6.
    public static let minimumOverlap = 0.6
    /// A match with the keyframe below this quality is tried again against the frame before: 0.6.
    public static let rekeyQuality = 0.6
    /// Frames whose mean difference from the frame before is under this are the same picture (a
    /// compressed recording at rest decodes to the same bytes): 0.05 gray levels.
    public static let staticDifference = 0.05
    /// Coarse rows for the first pass of a wide search: analysis rows averaged in fours.
    static let coarseFactor = 4

    public let profiles: FrameProfiles
    public let region: ScrollRegion
    /// Analysis rows per point.
    public let rowsPerPoint: Double

    public init(profiles: FrameProfiles, region: ScrollRegion, rowsPerPoint: Double) {
        self.profiles = profiles
        self.region = region
        self.rowsPerPoint = rowsPerPoint
    }

    /// Every frame's offset (points) and quality.
    public func track() -> [TrackedFrame] {
        let count = profiles.count
        guard count > 0 else { return [] }
        let rows = region.rows
        let estimator = ShiftEstimator(profiles: profiles, region: rows, blocks: region.blocks, coarseFactor: OffsetTracker.coarseFactor)
        let period = RowPeriod.period(of: profiles, frame: 0, region: rows, blocks: region.blocks, rowsPerPoint: rowsPerPoint)
        let times = profiles.times
        var offsets = [Double](repeating: 0, count: count)   // analysis rows
        var qualities = [Double](repeating: 1, count: count)
        var key = 0
        let length = Double(rows.count)
        for k in 1..<count {
            let interval = times[k] - times[k - 1]
            if profiles.meanDifference(k, k - 1, rows: rows, blocks: region.blocks) < OffsetTracker.staticDifference {
                offsets[k] = offsets[k - 1]
                continue
            }
            var velocity = 0.0, predicted = offsets[k - 1]
            if k >= 2 {
                velocity = (offsets[k - 1] - offsets[k - 2]) / (times[k - 1] - times[k - 2])
                predicted = offsets[k - 1] + velocity * interval
            }
            if k >= 3 {
                let before = (offsets[k - 2] - offsets[k - 3]) / (times[k - 2] - times[k - 3])
                let acceleration = (velocity - before) / ((times[k - 1] - times[k - 3]) / 2)
                predicted += 0.5 * acceleration * interval * (interval + times[k - 1] - times[k - 2])
            }
            if abs(predicted - offsets[key]) > (1 - OffsetTracker.minimumOverlap) * length { key = k - 1 }
            let window = OffsetTracker.maximumSpeed * interval * rowsPerPoint + abs(velocity * interval)
            var (shift, quality) = estimator.estimate(frame: k, reference: key, predicted: predicted - offsets[key],
                                                      halfWindow: window, period: period)
            if quality < OffsetTracker.rekeyQuality, key != k - 1 {
                key = k - 1
                (shift, quality) = estimator.estimate(frame: k, reference: key, predicted: predicted - offsets[key],
                                                      halfWindow: window, period: period)
            }
            offsets[k] = offsets[key] + shift
            qualities[k] = quality
        }
        return (0..<count).map { TrackedFrame(time: times[$0], offset: offsets[$0] / rowsPerPoint, quality: qualities[$0]) }
    }
}
