/// The optional snap as pure rules: a rest that would leave the banner half-collapsed goes to the end
/// nearest where momentum would take it (`PHYSICS.md` §1, §7); a discrete scroll goes to the next end.
public enum HoverBannerRules {
    /// The two ends the banner may rest at: fully shown and hovering (content offsets).
    static func ends(_ geometry: HoverBannerGeometry) -> [Double] { [geometry.expandedOffset, geometry.hoveringOffset] }

    /// True when the content offset leaves the banner half-collapsed.
    public static func isBetweenEnds(geometry: HoverBannerGeometry, offset: Double) -> Bool {
        offset > geometry.expandedOffset + RestingPoints.tolerance && offset < geometry.hoveringOffset - RestingPoints.tolerance
    }

    /// The content offset to settle at, or nil to let the momentum (or rest) stand: when momentum (or
    /// rest) already ends at or past one of the ends.
    public static func target(geometry: HoverBannerGeometry, offset: Double, restingOffset: Double) -> Double? {
        guard isBetweenEnds(geometry: geometry, offset: restingOffset) else { return nil }
        return RestingPoints.nearest(to: restingOffset, in: ends(geometry))
    }

    /// Where a discrete scroll from `offset` toward `proposed` goes: `proposed`, or the next end in
    /// its direction when `proposed` would leave the banner half-collapsed.
    public static func discreteTarget(geometry: HoverBannerGeometry, offset: Double, proposed: Double) -> Double {
        guard isBetweenEnds(geometry: geometry, offset: proposed) else { return proposed }
        return RestingPoints.next(from: offset, direction: proposed - offset, in: ends(geometry))
            ?? RestingPoints.nearest(to: proposed, in: ends(geometry)) ?? proposed
    }
}
