/// Snap-target choice for detents (PHYSICS.md §7; FloatingPanel's `targetState(from:with:)`).
///
/// ```
///  detents:     0 ─────── 1 ─────── 2 ─────── 3
///  position:         ●                               current = 1 (nearest detent)
///  projection:                              ◆        nearest = 3
///  moderate fling → 2 (one past the current)      strong fling → 3
/// ```
public enum DetentSelector: Sendable {
    /// Release speed from which a fling may skip detents: 2500 pt/s. Chosen so that only a deliberate flick
    /// (its `.normal` projection ≈ 1250 pt, more than a phone screen) skips; FloatingPanel has no
    /// published equivalent (PHYSICS.md §7 leaves "strong" open).
    public static let strongFlingVelocity: Double = 2500

    /// The index of the detent to settle on, for a release at `position` (pt) with `velocity` (pt/s).
    ///
    /// A slow release (|v| < `VelocityTracker.minimumFlingVelocity`) picks the detent nearest `position`.
    /// Otherwise the resting point is projected with `rate` and the detent nearest to it wins, but at most one
    /// detent past the current one (the one nearest `position`) unless |v| ≥ `strongFlingVelocity`.
    /// `detents` must be non-empty and sorted ascending.
    public static func target(detents: [Double], position: Double, velocity: Double,
                              rate: DecelerationRate = .normal) -> Int
    {
        precondition(!detents.isEmpty, "DetentSelector needs at least one detent")
        let current = nearestIndex(in: detents, to: position)
        if abs(velocity) < VelocityTracker.minimumFlingVelocity { return current }
        let projection = MomentumProjection.restingPosition(position: position, velocity: velocity, rate: rate)
        let candidate = nearestIndex(in: detents, to: projection)
        if abs(velocity) >= strongFlingVelocity { return candidate }
        return min(max(candidate, current - 1), current + 1)
    }

    /// Index of the detent closest to `value` (the lower one on a tie).
    static func nearestIndex(in detents: [Double], to value: Double) -> Int {
        var best = 0
        var bestDistance = abs(detents[0] - value)
        for index in detents.indices.dropFirst() {
            let distance = abs(detents[index] - value)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }
}
