/// How the bar settles when a drag ends between states.
public enum ExpandableBarSnap: String, Sendable, CaseIterable {
    /// Velocity-aware: a fling that carries the bar to a state keeps its momentum; otherwise the bar
    /// settles to the state nearest where momentum would have left it (`PHYSICS.md` §1, §7).
    case projected
    /// The seed: stop the momentum and settle to the state nearest the bar's current height.
    case nearest
}

/// The pure decision taken when a drag ends: keep the momentum, or move the content so the bar
/// lands on a state.
public enum ExpandableBarSettle {
    public enum Decision: Equatable, Sendable {
        /// The bar already rests on a state and nothing moves it.
        case none
        /// Momentum alone brings the bar to a state: leave it.
        case keepMomentum
        /// Move the content to `contentOffset`; `barOffset` is the state it gives the bar. With a
        /// velocity the move is a spring that starts at it, without one the seed's 0.25 s curve.
        case settle(barOffset: Double, contentOffset: Double, velocity: Double)
    }

    /// How close to a state's offset counts as on it, points.
    public static let stateTolerance = 0.5

    /// The reachable state offsets (expanded only while available).
    static func stateOffsets(_ state: ExpandableBarState) -> [Double] {
        let c = state.configuration
        return state.isExpandedStateAvailable ? [-c.compactHeight, -c.normalHeight, -c.expandedHeight]
                                              : [-c.compactHeight, -c.normalHeight]
    }

    /// The reachable state offset nearest `offset` (ties go to the taller state, as the seed's scan does).
    public static func nearestStateOffset(to offset: Double, in state: ExpandableBarState) -> Double {
        var best = -state.configuration.normalHeight
        var bestDistance = Double.infinity
        for candidate in stateOffsets(state) {
            let distance = abs(candidate - offset)
            if distance < bestDistance { best = candidate; bestDistance = distance }
        }
        return best
    }

    /// True when `offset` is on one of the reachable states.
    public static func isAtState(_ offset: Double, in state: ExpandableBarState) -> Bool {
        stateOffsets(state).contains { abs($0 - offset) < stateTolerance }
    }

    /// The decision for a release (a bar already on a state gives `.none`) with the content at `contentOffset`, momentum heading for
    /// `restingOffset` at `velocity` (pt/s; 0 and `restingOffset == contentOffset` without a fling),
    /// inside the content's resting `range`.
    public static func decide(state: ExpandableBarState, contentOffset: Double, restingOffset: Double,
                              velocity: Double, range: ClosedRange<Double>, snap: ExpandableBarSnap) -> Decision {
        let clamped = min(max(contentOffset, range.lowerBound), range.upperBound)
        // Released on a state: the drag did not leave the bar between states; momentum goes on.
        if isAtState(state.offset, in: state) { return .none }
        switch snap {
        case .nearest:
            let target = nearestStateOffset(to: state.offset, in: state)
            return .settle(barOffset: target, contentOffset: clamped + (target - state.offset), velocity: 0)
        case .projected:
            let lowest = -state.maximumHeight, highest = -state.configuration.compactHeight
            let projected = min(max(state.offset + (restingOffset - clamped), lowest), highest)
            if isAtState(projected, in: state) { return velocity == 0 ? .none : .keepMomentum }
            let target = nearestStateOffset(to: projected, in: state)
            let content = min(max(restingOffset + (target - projected), range.lowerBound), range.upperBound)
            return .settle(barOffset: target, contentOffset: content, velocity: velocity)
        }
    }
}
