import ScrollPhysics

/// Everything measured from a recording's offsets: the segments with their fits, each frame's
/// velocity and segment, and UIScrollView beside each motion.
public struct MeasuredMotion: Sendable {
    public let times: [Double]
    public let offsets: [Double]
    public let velocities: [Double]
    public let segments: [MotionSegment]
    /// The segment index of every frame.
    public let segmentOfFrame: [Int]
    public let comparison: PhysicsComparison
    /// The offsets' noise at rest and the models' tolerance, points.
    public let noise: Double
    public let tolerance: Double

    /// Segments the offsets (points, at `times`) of a recording with `pixel` points per device pixel and
    /// compares each motion with `configuration`'s physics.
    public init(times: [Double], offsets: [Double], pixel: Double, configuration: ScrollConfiguration) {
        self.times = times
        self.offsets = offsets
        let segmenter = MotionSegmenter(times: times, offsets: offsets, pixel: pixel)
        segments = segmenter.segments()
        noise = segmenter.noise
        tolerance = segmenter.tolerance
        velocities = SegmentVelocity.velocities(times: times, offsets: offsets, segments: segments)
        var owner = [Int](repeating: 0, count: times.count)
        for (index, segment) in segments.enumerated() { for k in segment.frames { owner[k] = index } }
        segmentOfFrame = owner
        comparison = PhysicsComparison(segments: segments, times: times, offsets: offsets, configuration: configuration)
    }
}
