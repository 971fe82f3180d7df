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
///   release'   = release + min(|carried|, 2 · |release|) · sign   if the same way, else release
/// ```
///
/// Flutter drops the carried momentum when the flick is slower than half of it (its
/// `momentumRetainVelocityThresholdFactor`, "fair eyeballing"); then a third equal flick suddenly
/// moves slower than the second. ScrollLab keeps at most twice the flick instead (the same bound, as
/// a cap): equal flicks never slow down, and reach at most three times one flick.
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
    /// The carried velocity kept is at most the release divided by this: 0.5, so at most twice the
    /// release (Flutter's `ScrollDragController.momentumRetainVelocityThresholdFactor`, used as a cap).
    public static let releaseFactor: Double = 0.5

    /// The velocity a drag that catches content coasting at `velocity` (pt/s) may carry.
    public static func carried(from velocity: Double) -> Double {
        guard velocity != 0 else { return 0 }
        let magnitude = min(coefficient * pow(abs(velocity), exponent), limit)
        return velocity < 0 ? -magnitude : magnitude
    }

    /// The release velocity with `carried` added, at most twice the release, when it goes the same
    /// way. A flick against the motion carries nothing.
    public static func release(_ release: Double, carrying carried: Double) -> Double {
        guard carried != 0, release != 0, (release > 0) == (carried > 0) else { return release }
        let kept = min(abs(carried), abs(release) / releaseFactor)
        return release + (release > 0 ? kept : -kept)
    }
}
