import ScrollPhysics

/// The motion of one axis of a scroll view, as a function of the time since it started.
enum AxisMotion {
    /// The axis does not move.
    case none
    /// Momentum with the edge bounce (`PHYSICS.md` §1, §4).
    case momentum(BouncingSimulation)
    /// A timed curve (wheel notches, keys, programmatic animations).
    case timed(TimedSimulation)
    /// A spring (snapping to a target with the release velocity).
    case spring(SpringSimulation)

    func position(at t: Double) -> Double? {
        switch self {
        case .none: return nil
        case .momentum(let simulation): return simulation.position(at: t)
        case .timed(let simulation): return simulation.position(at: t)
        case .spring(let simulation): return simulation.position(at: t)
        }
    }

    func velocity(at t: Double) -> Double {
        switch self {
        case .none: return 0
        case .momentum(let simulation): return simulation.velocity(at: t)
        case .timed(let simulation): return simulation.velocity(at: t)
        case .spring(let simulation): return simulation.velocity(at: t)
        }
    }

    func isDone(at t: Double) -> Bool {
        switch self {
        case .none: return true
        case .momentum(let simulation): return simulation.isDone(at: t)
        case .timed(let simulation): return simulation.isDone(at: t)
        case .spring(let simulation): return simulation.isDone(at: t)
        }
    }

    func isBouncing(at t: Double) -> Bool {
        if case .momentum(let simulation) = self { return simulation.isBouncing(at: t) }
        return false
    }

    /// Where the motion ends.
    var target: Double? {
        switch self {
        case .none: return nil
        case .momentum(let simulation): return simulation.restingPosition
        case .timed(let simulation): return simulation.target
        case .spring(let simulation): return simulation.target
        }
    }
}
