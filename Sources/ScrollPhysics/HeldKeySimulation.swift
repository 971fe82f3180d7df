/// A held scroll key (`PHYSICS.md` §8), WebKit's iOS keyboard scrolling as a function of time: while
/// the key is held a constant force accelerates the content toward the key's direction up to 25 steps a
/// second, reached in 1.0 s; past an edge a rubber-band force of 5,000 pushes on against the spring that
/// pulls back to the edge; on release the spring (`SpringParameters.keyboardScroll`) takes the content
/// to where its energy would carry it (½mv² = ½kx²), at least one step from where the key went down,
/// inside the content. The equations are WebKit's (`ScrollAnimationKeyboard::animateScroll`), integrated
/// here at `stepTime` once when the motion is made, so the motion does not depend on the frame rate.
public struct HeldKeySimulation: Sendable {
    /// A held key's top speed, in steps per second. Apple's code: WebKit `KeyboardScroll.h`, iOS
    /// (`maximumVelocityMultiplier`; macOS also 25).
    public static let maximumStepsPerSecond = 25.0
    /// Seconds a held key takes to reach its top speed. Apple's code: the same, iOS
    /// (`timeToMaximumVelocity`; macOS 0.2 s).
    public static let timeToMaximumVelocity = 1.0
    /// The force (pt/s² for mass 1) that pushes the content on past an edge while the key is held.
    /// Apple's code: the same, iOS (`rubberBandForce`; macOS 3,000).
    public static let rubberBandForce = 5_000.0
    /// Integration step, seconds (chosen: WebKit steps once per frame; 1 ms is within 0.1 pt of finer).
    public static let stepTime = 0.001
    /// Longest motion integrated, seconds (chosen: the spring settles from any release within 3 s).
    static let longestRelease = 10.0

    public let spring: SpringParameters
    /// Position (pt) and velocity (pt/s) every `stepTime` from the start.
    private let positions: [Double]
    private let velocities: [Double]
    public let restingPosition: Double

    /// The motion from `position` moving at `velocity` (pt/s) while a key of `step` points (its sign the
    /// direction) is held for `heldFor` seconds, in `range`; `minimumTravel` is the point one step from
    /// where the key went down.
    public init(position: Double, velocity: Double, step: Double, heldFor: Double, minimumTravel: Double,
                in range: ClosedRange<Double>, spring: SpringParameters = .keyboardScroll) {
        self.spring = spring
        let direction = step < 0 ? -1.0 : 1.0, maximumSpeed = abs(step) * Self.maximumStepsPerSecond
        let force = maximumSpeed * spring.mass / Self.timeToMaximumVelocity, dt = Self.stepTime
        var x = position, v = velocity, t = 0.0, ideal: Double?
        var positions = [x], velocities = [v]
        while t < heldFor + Self.longestRelease {
            var push = 0.0, springs = false
            if t >= heldFor, ideal == nil {
                let carried = v * (spring.mass / spring.stiffness).squareRoot()  // |carried| = √(v²·m/k)
                let farthest = direction > 0 ? max(x + carried, minimumTravel) : min(x + carried, minimumTravel)
                ideal = min(max(farthest, range.lowerBound), range.upperBound)
            }
            let rest: Double
            if let ideal {
                rest = ideal; springs = true
            } else {
                let canScroll = direction > 0 ? x < range.upperBound : x > range.lowerBound
                push = canScroll ? force * direction : Self.rubberBandForce * direction
                if abs(v) >= maximumSpeed { push = 0 }
                springs = !canScroll
                rest = min(max(x, range.lowerBound), range.upperBound)
            }
            let displacement = x - rest
            let a = (push + (springs ? -spring.stiffness * displacement - spring.damping * v : 0)) / spring.mass
            v += a * dt
            x += v * dt
            t += dt
            if springs, displacement * (x - rest) < 0 { v = 0 }
            positions.append(x); velocities.append(v)
            if let ideal, abs(x - ideal) <= Tolerance.distance, abs(v) <= Tolerance.velocity { break }
        }
        if let ideal { positions[positions.count - 1] = ideal }
        velocities[velocities.count - 1] = 0
        self.positions = positions
        self.velocities = velocities
        restingPosition = positions[positions.count - 1]
    }

    public var duration: Double { Double(positions.count - 1) * Self.stepTime }

    public func position(at t: Double) -> Double { sample(positions, at: t) }

    public func velocity(at t: Double) -> Double { sample(velocities, at: t) }

    /// Linear interpolation between the samples around `t`; the last one from `duration` on.
    private func sample(_ values: [Double], at t: Double) -> Double {
        guard t > 0 else { return values[0] }
        let index = t / Self.stepTime
        guard index < Double(values.count - 1) else { return values[values.count - 1] }
        let low = Int(index), fraction = index - Double(low)
        return values[low] + (values[low + 1] - values[low]) * fraction
    }
}
