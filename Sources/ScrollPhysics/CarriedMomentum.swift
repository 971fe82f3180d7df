#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Flicking again in the same direction while the content still coasts makes it go faster each time
/// (iOS). The model is Flutter's `BouncingScrollPhysics.carriedMomentum`, fitted to iOS measurements,
/// and `ScrollDragController`'s rules for keeping it (PHYSICS.md §10).
///
/// ```
///   carried(v) = sign(v) · min(0.000816 · |v|^1.967, 40000)      v: the coast's velocity when caught
///   release'   = release + carried   if same sign and |release| > 0.5 · |carried|, else release
/// ```
public enum CarriedMomentum: Sendable {
    /// Coefficient of the fit: 0.000816 (Flutter, `BouncingScrollPhysics.carriedMomentum`).
    public static let coefficient: Double = 0.000816
    /// Exponent of the fit: 1.967 (Flutter, the same).
    public static let exponent: Double = 1.967
    /// Largest carried velocity: 40000 pt/s (Flutter, the same).
    public static let limit: Double = 40000
    /// A drag whose pointer stands still longer than this loses the carried momentum: 0.02 s (Flutter,
    /// `ScrollDragController.momentumRetainStationaryDurationThreshold`).
    public static let stationaryLimit: Double = 0.02
    /// The release must be faster than this fraction of the carried velocity to keep it: 0.5 (Flutter,
    /// `ScrollDragController.momentumRetainVelocityThresholdFactor`).
    public static let releaseFactor: Double = 0.5

    /// The velocity a drag that catches content coasting at `velocity` (pt/s) may carry.
    public static func carried(from velocity: Double) -> Double {
        guard velocity != 0 else { return 0 }
        let magnitude = min(coefficient * pow(abs(velocity), exponent), limit)
        return velocity < 0 ? -magnitude : magnitude
    }

    /// The release velocity with `carried` added when the rules keep it: the same direction and a
    /// release faster than `releaseFactor` of it. A flick against the motion carries nothing.
    public static func release(_ release: Double, carrying carried: Double) -> Double {
        guard carried != 0, release != 0, (release > 0) == (carried > 0),
              abs(release) > abs(carried) * releaseFactor else { return release }
        return release + carried
    }
}
