/// Where a released motion would come to rest (PHYSICS.md §1, §7).
public enum MomentumProjection: Sendable {
    /// The exact resting point of the continuous decay: `x0 − v0/λ`, in points.
    public static func restingPosition(position: Double, velocity: Double, rate: DecelerationRate) -> Double {
        position - velocity / rate.lambda
    }

    /// The WWDC 2018 ("Designing Fluid Interfaces") projected distance `(v/1000) · r / (1 − r)`, in points;
    /// within 0.1% of the integral form.
    public static func wwdcDistance(velocity: Double, rate: DecelerationRate) -> Double {
        let r = rate.rawValue
        return (velocity / 1000) * r / (1 - r)
    }
}
