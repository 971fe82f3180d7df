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
    /// A match whose rival is within this much mean correlation is ambiguous (when the prediction does
    /// not favour it clearly): 0.03.
    public static let ambiguousMargin = 0.03
    /// The rival must be this many times further from the prediction than the match for the motion to
    /// tell them apart: 2.
    static let predictionPreference = 2.0
    /// Prediction error forgiven before the rival counts as near: 4 pt.
    static let predictionSlack = 4.0
    /// A frame that leaves the line through its neighbours by more than this (or the neighbours' own
    /// step, whichever is larger) jumps against the motion: 30 pt.
    public static let spikeLimit = 30.0
    /// A match this much below the recording's usual quality (the median of the last `qualityMemory`
    /// tracked matches) is no match: the band was replaced, even if some shift correlates by chance:
    /// 0.15 of correlation.
    public static let qualityDrop = 0.15
    /// Tracked matches the usual quality is taken over: 15.
    static let qualityMemory = 15
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

    /// Every frame's offset (points), quality, and whether it is tracked (`TrackedFrame.loss`). An
    /// untracked frame without a match keeps the predicted offset, so the frames after it continue
    /// from a constant the recording does not give.
    public func track() -> [TrackedFrame] {
        let count = profiles.count
        guard count > 0 else { return [] }
        let rows = region.rows
        let estimator = ShiftEstimator(profiles: profiles, region: rows, blocks: region.blocks, coarseFactor: OffsetTracker.coarseFactor)
        let period = RowPeriod.period(of: profiles, frame: 0, region: rows, blocks: region.blocks, rowsPerPoint: rowsPerPoint)
        let times = profiles.times
        var offsets = [Double](repeating: 0, count: count)   // analysis rows
        var qualities = [Double](repeating: 1, count: count)
        var margins = [Double](repeating: 1, count: count)
        var losses = [TrackingLoss?](repeating: nil, count: count)
        var key = 0
        var recent: [Double] = []
        recent.reserveCapacity(OffsetTracker.qualityMemory)
        let length = Double(rows.count)
        for k in 1..<count {
            let interval = times[k] - times[k - 1]
            if profiles.meanDifference(k, k - 1, rows: rows, blocks: region.blocks) < OffsetTracker.staticDifference {
                offsets[k] = offsets[k - 1]
                losses[k] = losses[k - 1]
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
            // Only a tracked frame is a keyframe: an untracked one's offset is a guess.
            if abs(predicted - offsets[key]) > (1 - OffsetTracker.minimumOverlap) * length, losses[k - 1] == nil { key = k - 1 }
            let window = OffsetTracker.maximumSpeed * interval * rowsPerPoint + abs(velocity * interval)
            let guess = predicted - offsets[key]
            var estimate = estimator.estimate(frame: k, reference: key, predicted: guess, halfWindow: window, period: period)
            if estimate.quality < OffsetTracker.rekeyQuality, key != k - 1, losses[k - 1] == nil {
                key = k - 1
                estimate = estimator.estimate(frame: k, reference: key, predicted: predicted - offsets[key],
                                              halfWindow: window, period: period)
            }
            qualities[k] = estimate.quality
            margins[k] = estimate.margin
            let usual = recent.count >= 3 ? Statistics.median(recent) : 1
            if estimate.quality < max(TrackedFrame.lowQuality, usual - OffsetTracker.qualityDrop) {
                losses[k] = .noMatch
                offsets[k] = predicted
                continue
            }
            offsets[k] = offsets[key] + estimate.shift
            if recent.count == OffsetTracker.qualityMemory { recent.removeFirst() }
            recent.append(estimate.quality)
            if let rival = estimate.rival, estimate.margin < OffsetTracker.ambiguousMargin {
                let target = predicted - offsets[key]
                let near = abs(estimate.shift - target) * OffsetTracker.predictionPreference + OffsetTracker.predictionSlack * rowsPerPoint
                if abs(rival - target) < near { losses[k] = .ambiguous }
            }
            // Off the motion's prediction by more than the fastest motion moves in a frame. Not the step
            // itself: a release frame shows the finger's last movement and the first of the coast, more
            // than a frame's worth (the frame before showed the finger as of its last move).
            if abs(offsets[k] - predicted) > OffsetTracker.maximumSpeed * interval * rowsPerPoint { losses[k] = .inconsistent }
        }
        markSpikes(offsets: offsets, losses: &losses)
        return (0..<count).map {
            TrackedFrame(time: times[$0], offset: offsets[$0] / rowsPerPoint, quality: qualities[$0], margin: margins[$0], loss: losses[$0])
        }
    }

    /// Frames that leave the line through their tracked neighbours by more than `spikeLimit` (or the
    /// neighbours' own step) and come back: a match the motion around it denies.
    private func markSpikes(offsets: [Double], losses: inout [TrackingLoss?]) {
        guard offsets.count >= 3 else { return }
        for k in 1..<offsets.count - 1 where losses[k] == nil && losses[k - 1] == nil && losses[k + 1] == nil {
            let middle = (offsets[k - 1] + offsets[k + 1]) / 2
            let limit = max(OffsetTracker.spikeLimit * rowsPerPoint, abs(offsets[k + 1] - offsets[k - 1]))
            if abs(offsets[k] - middle) > limit { losses[k] = .inconsistent }
        }
    }
}
