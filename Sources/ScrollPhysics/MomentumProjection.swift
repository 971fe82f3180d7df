/// Where a released motion would come to rest (PHYSICS.md §1, §7).
public enum MomentumProjection: Sendable {
    /// Where a deceleration from `position` (pt) at `velocity` (pt/s) comes to rest: the decay's own
    /// resting point, where its speed falls to `DecaySimulation.stopSpeed` (UIKit's
    /// `targetContentOffset`), `stopSpeed/|λ|` short of the continuous end `x0 − v0/λ`.
    public static func restingPosition(position: Double, velocity: Double, rate: DecelerationRate) -> Double {
        DecaySimulation(position: position, velocity: velocity, rate: rate).restingPosition
    }

    /// The WWDC 2018 ("Designing Fluid Interfaces") projected distance `(v/1000) · r / (1 − r)`, in points;
    /// within 0.1% of the continuous integral at `.normal`.
    public static func wwdcDistance(velocity: Double, rate: DecelerationRate) -> Double {
        let r = rate.rawValue
        return (velocity / 1000) * r / (1 - r)
    }
}
