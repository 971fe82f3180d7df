/// The content's velocity at every frame, pt/s: a fitted segment's model velocity, the slope of a
/// local parabola through ±2 frames (time-aware, so variable frame rates are fine) while a finger
/// drives, 0 at rest.
public enum SegmentVelocity {
    /// Frames on each side of the finger's local parabola: 2.
    static let neighbours = 2

    public static func velocities(times: [Double], offsets: [Double], segments: [MotionSegment]) -> [Double] {
        var result = [Double](repeating: 0, count: times.count)
        for segment in segments {
            for k in segment.frames {
                switch segment.kind {
                case .rest: result[k] = 0
                case .deceleration: result[k] = segment.decay?.velocity(at: times[k]) ?? 0
                case .return, .settle:
                    result[k] = segment.spring?.velocity(at: times[k]) ?? segment.curve?.velocity(at: times[k]) ?? 0
                case .finger: result[k] = slope(times: times, offsets: offsets, at: k, within: segment.frames)
                }
            }
        }
        return result
    }

    /// The slope at frame k of the least-squares parabola through its neighbours inside `frames`.
    static func slope(times: [Double], offsets: [Double], at k: Int, within frames: ClosedRange<Int>) -> Double {
        let low = max(frames.lowerBound, k - neighbours), high = min(frames.upperBound, k + neighbours)
        let range = max(0, min(low, k - 1))...min(times.count - 1, max(high, k + 1))
        guard range.count >= 2 else { return 0 }
        let u = range.map { times[$0] - times[k] }, x = range.map { offsets[$0] }
        if range.count >= 3, let fit = LinearLeastSquares.solve(columns: [u.map { _ in 1 }, u, u.map { $0 * $0 }], values: x) {
            return fit.coefficients[1]
        }
        return (x[x.count - 1] - x[0]) / (u[u.count - 1] - u[0])
    }
}
