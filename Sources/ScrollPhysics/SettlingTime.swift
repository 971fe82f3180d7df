/// How long the simulations take to come to rest, for budgets such as the soak's pause after the last
/// input: the simulations' own `duration`, so a budget is never shorter than the motion it waits for.
public enum SettlingTime {
    /// Seconds a coast at `velocity` (pt/s) takes to stop at `rate`: until its speed falls to
    /// `DecaySimulation.stopSpeed` (PHYSICS.md §1).
    public static func coast(from velocity: Double, rate: DecelerationRate) -> Double {
        DecaySimulation(position: 0, velocity: velocity, rate: rate).duration
    }

    /// Seconds `spring` takes to settle on its target from rest `distance` (points) away: its
    /// `SpringSimulation.duration`, when displacement and speed stay under `Tolerance`.
    public static func spring(_ spring: SpringParameters, distance: Double) -> Double {
        SpringSimulation(parameters: spring, position: distance, velocity: 0, target: 0).duration
    }
}
