import Graphics
import ScrollPhysics

/// What a scroll view is doing: always exactly one activity (Flutter's `ScrollActivity`). Its
/// `phase` is derived from it. When an activity ends, the view's `ScrollBehavior` says how it comes
/// to rest (see `ScrollView.settle`).
///
///     hold ──drag past slop──► drag ──release──┐
///       │ release (a tap, a catch)             ▼
///       └──────────────────────────────► behaviour ──► ballistic │ driven ──done──► behaviour ──► idle
///     discrete scroll (notch, key) ── behaviour's next rest ──► driven ┘            (a legal rest)
enum ScrollActivity {
    /// At rest.
    case idle
    /// A pointer is down on the content, not dragging yet; `caught` when it stopped a motion (then
    /// its release is not a tap).
    case hold(caught: Bool)
    /// Following a pointer or a touchpad's deltas.
    case drag(ScrollDragSource)
    /// A simulation that carries the release velocity: momentum with the edge bounce, a snap spring,
    /// the spring back. A range change restarts it from where it is.
    case ballistic(ScrollMotion)
    /// A timed animation: wheel notches, keys, programmatic moves.
    case driven(ScrollMotion)
}

/// Where a drag's movement comes from.
enum ScrollDragSource: Equatable {
    case pointer
    case touchpad
}

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
}

extension ScrollActivity {
    /// The phase the state dumps report for this activity (bouncing is decided per frame).
    var phase: ScrollPhase {
        switch self {
        case .idle: return .idle
        case .hold: return .tracking
        case .drag: return .dragging
        case .ballistic: return .decelerating
        case .driven: return .animating
        }
    }

    var motion: ScrollMotion? {
        switch self {
        case .ballistic(let motion), .driven(let motion): return motion
        default: return nil
        }
    }
}
