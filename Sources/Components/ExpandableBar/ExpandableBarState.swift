/// The bar's whole state as an immutable value (AirBar's `State`): the offset (= −height), whether
/// the expanded state may be reached, and the configuration.
///
///     offset:  −284 ─────── −128 ──────── −64
///     state:   expanded     normal        compact
///     progress:   2           1             0
public struct ExpandableBarState: Hashable, Sendable {
    /// Which transition the bar is in.
    public enum Transition: Hashable, Sendable {
        case compactNormal, normalExpanded

        var progressBounds: (Double, Double) { self == .compactNormal ? (0, 1) : (1, 2) }
    }

    public let offset: Double
    public let isExpandedStateAvailable: Bool
    public let configuration: ExpandableBarConfiguration

    public init(offset: Double, isExpandedStateAvailable: Bool, configuration: ExpandableBarConfiguration) {
        self.offset = offset
        self.isExpandedStateAvailable = isExpandedStateAvailable
        self.configuration = configuration
    }

    /// The bar at its normal height with the expanded state off (where it starts).
    public static func normal(_ configuration: ExpandableBarConfiguration) -> ExpandableBarState {
        ExpandableBarState(offset: -configuration.normalHeight, isExpandedStateAvailable: false, configuration: configuration)
    }

    /// The bar's height, points.
    public func height() -> Double { -offset }

    /// compactNormal above the normal height's offset, normalExpanded at or below it.
    public var transition: Transition { offset > -configuration.normalHeight ? .compactNormal : .normalExpanded }

    /// 0 compact, 1 normal, 2 expanded, linear in the offset between them.
    public func transitionProgress() -> Double {
        let c = configuration
        let (from, to): (Double, Double) = transition == .compactNormal
            ? (-c.compactHeight, -c.normalHeight) : (-c.normalHeight, -c.expandedHeight)
        let (p0, p1) = transition.progressBounds
        return ExpandableBarState.map(offset, from: (from, to), to: (p0, p1))
    }

    /// The progress mapped to `compactNormalRange` in the compact–normal transition and to
    /// `normalExpandedRange` in the normal–expanded one.
    public func value(compactNormalRange: ValueRange, normalExpandedRange: ValueRange) -> Double {
        let range = transition == .compactNormal ? compactNormalRange : normalExpandedRange
        return ExpandableBarState.map(transitionProgress(), from: transition.progressBounds, to: range.bounds)
    }

    public func adding(offset delta: Double) -> ExpandableBarState {
        ExpandableBarState(offset: offset + delta, isExpandedStateAvailable: isExpandedStateAvailable, configuration: configuration)
    }

    public func setting(offset newOffset: Double) -> ExpandableBarState {
        ExpandableBarState(offset: newOffset, isExpandedStateAvailable: isExpandedStateAvailable, configuration: configuration)
    }

    public func setting(isExpandedStateAvailable available: Bool) -> ExpandableBarState {
        ExpandableBarState(offset: offset, isExpandedStateAvailable: available, configuration: configuration)
    }

    /// The largest height the bar may have now.
    public var maximumHeight: Double {
        isExpandedStateAvailable ? configuration.expandedHeight : configuration.normalHeight
    }

    /// Linear map of `value` from one interval to another (a degenerate source maps to the start).
    static func map(_ value: Double, from: (Double, Double), to: (Double, Double)) -> Double {
        let span = from.1 - from.0
        guard span != 0 else { return to.0 }
        return to.0 + (value - from.0) / span * (to.1 - to.0)
    }
}
