/// Thresholds at which motion counts as finished, and the touch slop.
public enum Tolerance: Sendable {
    /// Distance from its target under which a spring lands on it: 0.25 pt, half a device pixel at 2x.
    /// Chosen: no jump a person can see (PHYSICS.md §4).
    public static let distance: Double = 0.25

    /// Speed under which a spring counts as at rest: 5 pt/s. Chosen: half the speed at which UIKit's
    /// deceleration stops (`DecaySimulation.stopSpeed`), so a spring never stops while visibly moving.
    public static let velocity: Double = 5

    /// Pointer travel before a press becomes a drag: 10 pt (PHYSICS.md §6). Chosen, unmeasured: UIKit
    /// publishes no slop; 10 pt lets a tap wobble without scrolling.
    public static let touchSlop: Double = 10
}
