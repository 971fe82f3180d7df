/// The scroll view's momentum (PHYSICS.md §1, §4), a pure function of the time since release.
///
/// Up to three phases, each starting where the previous one hands over:
///
/// ```
///   leading spring          decay                     trailing spring
///  (starts outside the  ─▶ (inside range, §1)     ─▶ (from the edge it crossed,
///   range, pulls back to    hands over when it        crossing velocity, back to
///   the nearest edge)       crosses an edge           that edge; never crosses it)
///
///        lower edge |========== range ==========| upper edge
/// ```
///
/// A start inside the range begins with the decay; the decay hands over only if its resting point lies past
/// an edge. A start outside begins with the spring; if that spring would pass through the edge (a strong
/// release into the content), the decay takes over at the edge with the spring's velocity there.
public struct BouncingSimulation: Sendable {
    /// The allowed range of positions, in points.
    public let range: ClosedRange<Double>
    /// The spring used past the edges.
    public let spring: SpringParameters

    /// Spring back from a start outside the range; runs from t = 0 to `decayStart`.
    private let leading: SpringSimulation?
    /// Momentum inside the range; runs from `decayStart` to `trailingStart`.
    private let decay: DecaySimulation?
    /// When the decay starts (0, or when the leading spring reaches its edge); ∞ without a decay.
    private let decayStart: Double
    /// Spring at the edge the decay crossed; runs from `trailingStart`.
    private let trailing: SpringSimulation?
    /// When the decay crossed an edge; ∞ if it does not.
    private let trailingStart: Double
    /// When the trailing spring would pass back through its edge (only for an underdamped spring); it stops
    /// on the edge then.
    private let trailingCutoff: Double

    /// Time (s) at which the whole motion is at rest on `restingPosition`.
    public let duration: Double

    /// Momentum from `position` (pt) with `velocity` (pt/s) inside `range` at `rate`, bouncing with `spring`.
    public init(position: Double, velocity: Double, range: ClosedRange<Double>, rate: DecelerationRate,
                spring: SpringParameters = .bounce)
    {
        self.range = range
        self.spring = spring
        var leading: SpringSimulation? = nil
        var decayFrom = position, decayVelocity = velocity, decayStart = 0.0
        var hasDecay = true

        if !range.contains(position) {
            let edge = position < range.lowerBound ? range.lowerBound : range.upperBound
            let pullBack = SpringSimulation(parameters: spring, position: position, velocity: velocity, target: edge)
            leading = pullBack
            if let crossing = pullBack.crossingTime {
                decayFrom = edge
                decayVelocity = pullBack.velocity(at: crossing)
                decayStart = crossing
            } else {
                hasDecay = false
            }
        }

        var decay: DecaySimulation? = nil
        var trailing: SpringSimulation? = nil
        var trailingStart = Double.infinity
        var trailingCutoff = Double.infinity
        if hasDecay {
            let coast = DecaySimulation(position: decayFrom, velocity: decayVelocity, rate: rate)
            decay = coast
            let resting = coast.restingPosition
            let edge: Double? =
                resting > range.upperBound ? range.upperBound : resting < range.lowerBound ? range.lowerBound : nil
            if let edge, let crossing = coast.time(toReach: edge) {
                let bounce = SpringSimulation(
                    parameters: spring, position: edge, velocity: coast.velocity(atPosition: edge), target: edge)
                trailing = bounce
                trailingStart = decayStart + crossing
                trailingCutoff = bounce.crossingTime ?? bounce.duration
            }
        }

        self.leading = leading
        self.decay = decay
        self.decayStart = hasDecay ? decayStart : .infinity
        self.trailing = trailing
        self.trailingStart = trailingStart
        self.trailingCutoff = trailingCutoff
        if trailing != nil {
            duration = trailingStart + trailingCutoff
        } else if let decay {
            duration = decayStart + decay.duration
        } else {
            duration = leading?.duration ?? 0
        }
    }

    /// Where the motion ends, in points: an edge if it bounces, else the decay's resting point.
    public var restingPosition: Double {
        if let trailing { return trailing.target }
        if let decay { return decay.restingPosition }
        return leading?.target ?? range.lowerBound
    }

    /// Position (pt) at `t` seconds after release; exactly `restingPosition` once done.
    public func position(at t: Double) -> Double {
        if t >= duration { return restingPosition }
        if t >= trailingStart, let trailing {
            return trailing.position(at: t - trailingStart)
        }
        if t >= decayStart, let decay {
            return decay.position(at: t - decayStart)
        }
        return leading?.position(at: t) ?? restingPosition
    }

    /// Velocity (pt/s) at `t` seconds after release; 0 once done.
    public func velocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        if t >= trailingStart, let trailing {
            return trailing.velocity(at: t - trailingStart)
        }
        if t >= decayStart, let decay {
            return decay.velocity(at: t - decayStart)
        }
        return leading?.velocity(at: t) ?? 0
    }

    /// Whether a spring phase runs at `t` (the scroll view's "bouncing" state); false while decelerating and
    /// once done.
    public func isBouncing(at t: Double) -> Bool {
        if t >= duration { return false }
        if t >= trailingStart { return trailing != nil }
        return t < decayStart && leading != nil
    }
}
