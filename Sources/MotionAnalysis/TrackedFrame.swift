/// One frame's measured position: where the content is, in points, against the first frame, and how
/// sure the tracker is of it.
public struct TrackedFrame: Sendable, Equatable {
    /// Seconds from the first frame.
    public var time: Double
    /// Content displacement since the first frame, points, positive when the content moved up
    /// (contentOffset.y grew). For an untracked frame the tracker's best guess, not reported.
    public var offset: Double
    /// The median of the blocks' peak correlations (1 for a frame identical to the one before).
    public var quality: Double
    /// The best match's mean correlation minus the best other candidate's (more than 2 analysis rows
    /// away): how clearly the match stands out; 1 for a frame identical to the one before.
    public var margin: Double
    /// Why the offset is not known, nil when the frame is tracked.
    public var loss: TrackingLoss?

    public init(time: Double, offset: Double, quality: Double, margin: Double = 1, loss: TrackingLoss? = nil) {
        self.time = time
        self.offset = offset
        self.quality = quality
        self.margin = margin
        self.loss = loss
    }

    /// Whether the offset is known.
    public var isTracked: Bool { loss == nil }

    /// Frames measured with less than this quality are untracked (`noMatch`): 0.5 of correlation.
    public static let lowQuality = 0.5
}
