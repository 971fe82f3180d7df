/// Counts arrivals at the banner's two ends, once per arrival: no repeat while it stays at an end,
/// none missed when one frame jumps from one end to the other (the seed misses those).
public struct HoverBannerArrivals: Hashable, Sendable {
    public enum End: Hashable, Sendable {
        /// Fully shown (percent 1).
        case expanded
        /// Hovering (percent 0).
        case collapsed
    }

    /// Percent values this close to 0 or 1 count as the end (the seed's epsilon).
    public static let epsilon = 1e-6

    /// The end the banner rests at, nil while in between.
    public private(set) var end: End?
    public private(set) var expandedCount = 0
    public private(set) var collapsedCount = 0

    /// Starts at `percent` without counting it as an arrival.
    public init(percent: Double) {
        end = HoverBannerArrivals.end(for: percent)
    }

    static func end(for percent: Double) -> End? {
        if percent >= 1 - epsilon { return .expanded }
        if percent <= epsilon { return .collapsed }
        return nil
    }

    /// Takes the new percent; returns the end it just arrived at, if any.
    public mutating func update(percent: Double) -> End? {
        let now = HoverBannerArrivals.end(for: percent)
        defer { end = now }
        guard let now, now != end else { return nil }
        switch now {
        case .expanded: expandedCount += 1
        case .collapsed: collapsedCount += 1
        }
        return now
    }
}
