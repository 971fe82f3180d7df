/// One frame's measured position: where the content is, in points, against the first frame.
public struct TrackedFrame: Sendable, Equatable {
    /// Seconds from the first frame.
    public var time: Double
    /// Content displacement since the first frame, points, positive when the content moved up
    /// (contentOffset.y grew).
    public var offset: Double
    /// The median of the blocks' peak correlations (1 for a frame identical to the one before).
    public var quality: Double

    public init(time: Double, offset: Double, quality: Double) {
        self.time = time
        self.offset = offset
        self.quality = quality
    }

    /// Frames measured with less than this quality are counted in the report: 0.5.
    public static let lowQuality = 0.5
}
