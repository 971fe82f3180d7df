/// Momentum that stops dead where it reaches `stop` (PHYSICS.md §1): a list inside a sheet that
/// decelerates to its top and stops there, without a bounce that would move the sheet.
///
/// ```
///   position ──decay (§1)──► stop   (velocity 0 from there on; if the decay rests before it, as §1)
/// ```
public struct StoppingDecaySimulation: Simulation {
    private let decay: DecaySimulation
    private let stop: Double
    /// When the decay reaches `stop`; ∞ when it rests before it.
    private let stopTime: Double

    public init(position: Double, velocity: Double, rate: DecelerationRate, stop: Double) {
        decay = DecaySimulation(position: position, velocity: velocity, rate: rate)
        self.stop = stop
        let towardStop = (stop - position) * velocity > 0
        stopTime = towardStop ? decay.time(toReach: stop) ?? .infinity : (stop == position ? 0 : .infinity)
    }

    public var restingPosition: Double { stopTime.isFinite ? stop : decay.restingPosition }

    public func position(at t: Double) -> Double { t >= stopTime ? stop : decay.position(at: t) }

    public func velocity(at t: Double) -> Double { t >= stopTime ? 0 : decay.velocity(at: t) }

    public var duration: Double { min(stopTime, decay.duration) }
}
