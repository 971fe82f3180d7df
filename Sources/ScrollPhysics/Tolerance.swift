/// Thresholds at which motion counts as finished, and the touch slop.
public enum Tolerance: Sendable {
    /// Remaining distance under which a motion lands on its end point: 0.25 pt, half a device pixel at 2x
    /// (PHYSICS.md §1).
    public static let distance: Double = 0.25

    /// Speed under which a spring counts as at rest: 5 pt/s (PHYSICS.md §1, the "2000 to 5 pt/s" stop speed).
    public static let velocity: Double = 5

    /// Pointer travel before a press becomes a drag: 10 pt (PHYSICS.md §6).
    public static let touchSlop: Double = 10
}
