/// The one rule every component uses to pick a resting point from a list of them (bar states,
/// banner ends, sheet detents), with one tolerance and one tie rule.
public enum RestingPoints {
    /// How close to a resting point counts as on it, points (half a 1x pixel).
    public static let tolerance = 0.5

    /// The point nearest `value`; on a tie the lower one (for offsets: the one nearer the content's
    /// top, the taller bar, the lower detent).
    public static func nearest(to value: Double, in points: [Double]) -> Double? {
        var best: Double?
        for point in points.sorted() where best == nil || abs(point - value) < abs(best! - value) {
            best = point
        }
        return best
    }

    /// True when `value` is on one of `points`.
    public static func contains(_ value: Double, in points: [Double]) -> Bool {
        points.contains { abs($0 - value) <= tolerance }
    }

    /// The first point reached from `value` going in `direction` (positive: toward larger values), not
    /// counting one `value` is already on; nil when there is none that way.
    public static func next(from value: Double, direction: Double, in points: [Double]) -> Double? {
        if direction > 0 { return points.filter { $0 > value + tolerance }.min() }
        if direction < 0 { return points.filter { $0 < value - tolerance }.max() }
        return nil
    }
}
