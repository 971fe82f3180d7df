import Graphics
import ScrollPhysics

/// The simulations of both axes and when they started (animation clock).
struct ScrollMotion {
    var x: (any Simulation)?
    var y: (any Simulation)?
    var start: Double

    /// Where the motion ends, or `current` on an axis that does not move.
    func target(from current: Point) -> Point {
        Point(x: x?.restingPosition ?? current.x, y: y?.restingPosition ?? current.y)
    }

    func isDone(at t: Double) -> Bool {
        (x?.isDone(at: t) ?? true) && (y?.isDone(at: t) ?? true)
    }

    /// When both axes are done, on the animation clock.
    var end: Double { start + max(x?.duration ?? 0, y?.duration ?? 0) }

    func isBouncing(at t: Double) -> Bool {
        (x?.isBouncing(at: t) ?? false) || (y?.isBouncing(at: t) ?? false)
    }

    /// A spring on both axes from `offset` with `velocity` to `target`.
    static func spring(_ parameters: SpringParameters, from offset: Point, velocity: Point, to target: Point,
                       start: Double) -> ScrollMotion {
        ScrollMotion(x: SpringSimulation(parameters: parameters, position: offset.x, velocity: velocity.x, target: target.x),
                     y: SpringSimulation(parameters: parameters, position: offset.y, velocity: velocity.y, target: target.y),
                     start: start)
    }

    /// A timed curve on both axes from `offset` to `target`.
    static func curve(_ curve: TimingCurve, from offset: Point, to target: Point, duration: Double, start: Double) -> ScrollMotion {
        ScrollMotion(x: TimedSimulation(from: offset.x, to: target.x, duration: duration, curve: curve),
                     y: TimedSimulation(from: offset.y, to: target.y, duration: duration, curve: curve), start: start)
    }
}

/// The activity a resting motion starts, or the rest it comes to.
enum RestingPlan {
    case ballistic(ScrollMotion)
    case driven(ScrollMotion)
    /// Nothing to move: at rest at the point (or where the content is).
    case rest(at: Point?)

    /// What `resting` asks for from `offset` with velocity `v` (already zero below the fling
    /// threshold), starting at `start` on the animation clock.
    init(_ resting: ScrollRestingMotion, from offset: Point, velocity v: Point, start: Double, in metrics: ScrollMetrics) {
        func isResting(at target: Point, velocity v: Point) -> Bool {
            v == .zero && abs(target.x - offset.x) <= Tolerance.distance && abs(target.y - offset.y) <= Tolerance.distance
        }
        switch resting {
        case .natural:
            let x = v.x != 0 || !metrics.horizontalRange.contains(offset.x)
                ? metrics.momentum(from: offset.x, velocity: v.x, vertical: false) : nil
            let y = v.y != 0 || !metrics.verticalRange.contains(offset.y)
                ? metrics.momentum(from: offset.y, velocity: v.y, vertical: true) : nil
            self = x == nil && y == nil ? .rest(at: nil) : .ballistic(ScrollMotion(x: x, y: y, start: start))
        case .spring(let target, let parameters):
            self = isResting(at: target, velocity: v) ? .rest(at: target) : .ballistic(
                .spring(parameters ?? metrics.configuration.snapSpring, from: offset, velocity: v, to: target, start: start))
        case .decelerate(let stop):
            self = v == .zero ? .rest(at: nil) : .ballistic(ScrollMotion(
                x: Self.decay(from: offset.x, velocity: v.x, stoppingAt: stop.x, vertical: false, in: metrics),
                y: Self.decay(from: offset.y, velocity: v.y, stoppingAt: stop.y, vertical: true, in: metrics), start: start))
        case .curve(let target, let duration, let curve):
            self = isResting(at: target, velocity: .zero) || !(duration > 0) ? .rest(at: target)
                : .driven(.curve(curve, from: offset, to: target, duration: duration, start: start))
        }
    }

    /// Momentum along one axis that stops dead at `stop` when it heads there; moving away from it (the
    /// content already went past it, as a touchpad's coast can before its gesture ends) it is the
    /// view's own momentum, which bounces at the edges.
    private static func decay(from offset: Double, velocity: Double, stoppingAt stop: Double, vertical: Bool,
                              in metrics: ScrollMetrics) -> (any Simulation)? {
        guard velocity != 0 else { return nil }
        guard (stop - offset) * velocity >= 0 else { return metrics.momentum(from: offset, velocity: velocity, vertical: vertical) }
        return StoppingDecaySimulation(position: offset, velocity: velocity, rate: metrics.configuration.decelerationRate, stop: stop)
    }
}
