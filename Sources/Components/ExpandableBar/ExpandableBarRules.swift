/// How the bar settles when a drag ends between states.
public enum ExpandableBarSnap: String, Sendable, CaseIterable {
    /// Velocity-aware: a fling that carries the bar to a state keeps its momentum; otherwise the bar
    /// settles to the state nearest where momentum would have left it (`PHYSICS.md` §1, §7).
    case projected
    /// The seed: stop the momentum and settle to the state nearest the bar's current height.
    case nearest
}

/// The bar's resting rules as pure functions: which content offsets leave the bar on a state, where
/// a release or a discrete scroll goes. Bar offsets are `-height` (compact is the largest).
public enum ExpandableBarRules {
    public enum Decision: Equatable, Sendable {
        /// Momentum (or rest where it is) leaves the bar on a state: nothing to add.
        case natural
        /// Move the content to `contentOffset`; `barOffset` is the state it gives the bar. With a
        /// velocity the move is a spring that starts at it, without one the seed's 0.25 s curve.
        case settle(barOffset: Double, contentOffset: Double, velocity: Double)
    }

    /// The reachable state offsets (expanded only while available).
    static func stateOffsets(_ state: ExpandableBarState) -> [Double] {
        let c = state.configuration
        return state.isExpandedStateAvailable ? [-c.compactHeight, -c.normalHeight, -c.expandedHeight]
                                              : [-c.compactHeight, -c.normalHeight]
    }

    /// The reachable state offset nearest `offset` (ties go to the taller state, `RestingPoints`' rule).
    public static func nearestStateOffset(to offset: Double, in state: ExpandableBarState) -> Double {
        RestingPoints.nearest(to: offset, in: stateOffsets(state)) ?? -state.configuration.normalHeight
    }

    /// True when `offset` is on one of the reachable states.
    public static func isAtState(_ offset: Double, in state: ExpandableBarState) -> Bool {
        RestingPoints.contains(offset, in: stateOffsets(state))
    }

    /// Where the bar would be after the content moves from `contentOffset` to `target`, when nothing
    /// but the content's movement changes it (the reducer's cut: a bar taller than its maximum only
    /// shrinks).
    static func projectedBarOffset(_ state: ExpandableBarState, from contentOffset: Double, to target: Double) -> Double {
        let delta = target - contentOffset
        let lowest = -state.maximumHeight, highest = -state.configuration.compactHeight
        if state.offset < lowest { return delta > 0 ? min(state.offset + delta, highest) : state.offset }
        return min(max(state.offset + delta, lowest), highest)
    }

    /// The decision when an activity ends with the content at `contentOffset`, momentum heading for
    /// `restingOffset` at `velocity` (pt/s; 0 and `restingOffset == contentOffset` at rest), inside
    /// the content's resting `range`.
    public static func decide(state: ExpandableBarState, contentOffset: Double, restingOffset: Double,
                              velocity: Double, range: ClosedRange<Double>, snap: ExpandableBarSnap) -> Decision {
        let clamped = min(max(contentOffset, range.lowerBound), range.upperBound)
        switch snap {
        case .nearest:
            // The seed: a bar on a state lets momentum run (its end is asked again); one between
            // states stops and settles to the nearest state it can reach in 0.25 s.
            if isAtState(state.offset, in: state) { return .natural }
            let (target, content) = reachableState(state, from: state.offset, contentAt: clamped, range: range)
            return .settle(barOffset: target, contentOffset: content, velocity: 0)
        case .projected:
            let projected = projectedBarOffset(state, from: clamped, to: restingOffset)
            if isAtState(projected, in: state) { return .natural }
            let (target, content) = reachableState(state, from: projected, contentAt: restingOffset, range: range)
            return .settle(barOffset: target, contentOffset: content, velocity: velocity)
        }
    }

    /// The state nearest `barOffset` that moving the content (now at `content`) can reach inside
    /// `range`, and the content offset that reaches it. At the end of the content the bar cannot
    /// collapse further, at its top it cannot grow: the nearest reachable state wins.
    static func reachableState(_ state: ExpandableBarState, from barOffset: Double, contentAt content: Double,
                               range: ClosedRange<Double>) -> (bar: Double, content: Double) {
        let candidates = stateOffsets(state).sorted { abs($0 - barOffset) < abs($1 - barOffset) || (abs($0 - barOffset) == abs($1 - barOffset) && $0 < $1) }
        for candidate in candidates {
            let target = content + (candidate - barOffset)
            if target >= range.lowerBound - RestingPoints.tolerance && target <= range.upperBound + RestingPoints.tolerance {
                return (candidate, min(max(target, range.lowerBound), range.upperBound))
            }
        }
        let nearest = nearestStateOffset(to: barOffset, in: state)
        return (nearest, min(max(content + (nearest - barOffset), range.lowerBound), range.upperBound))
    }

    /// The content offset a discrete scroll (a notch, a key) from `contentOffset` toward `proposed`
    /// goes to: `proposed` when it leaves the bar on a state, else the content offset that brings the
    /// bar to the next state in the scroll's direction, inside `range`.
    public static func discreteTarget(state: ExpandableBarState, contentOffset: Double, proposed: Double,
                                      range: ClosedRange<Double>) -> Double {
        let projected = projectedBarOffset(state, from: contentOffset, to: proposed)
        if isAtState(projected, in: state) { return proposed }
        let direction = proposed - contentOffset
        guard let next = RestingPoints.next(from: projected, direction: direction, in: stateOffsets(state)) else {
            return proposed
        }
        return min(max(contentOffset + (next - state.offset), range.lowerBound), range.upperBound)
    }
}
