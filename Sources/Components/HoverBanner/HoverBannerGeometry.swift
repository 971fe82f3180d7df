/// Where the banner is drawn for a content offset: a pure function of the offset (the seed's
/// `updateSubViewsWithScrollOffset`), plus the stretch past the top.
///
///     offset = −height (−280)        offset = −hoverHeight (−65)      offset < −280 (pulled)
///     ┌──────────────┐ y = 0          ┌──────────────┐ y = −215        ┌──────────────┐ y = 0
///     │    banner    │ 280            └──────────────┘ 65 showing      │   banner     │ grows to −offset,
///     │              │                  list ...                       │  (zoomed)    │ image zooms
///     └──────────────┘                                                 └──────────────┘
public struct HoverBannerGeometry: Hashable, Sendable {
    /// The banner's full height, points (the seed's 280).
    public var height: Double
    /// What stays visible when it hovers, points (the seed's `top`, 65).
    public var hoverHeight: Double
    /// Pulled past the top, the banner grows instead of showing a gap.
    public var stretches: Bool

    public static let defaultHeight = 280.0
    public static let defaultHoverHeight = 65.0
    /// How far the background image moves per point the banner moves, while collapsing (0 none, 1 with it).
    public static let parallaxFactor = 0.5

    public init(height: Double = defaultHeight, hoverHeight: Double = defaultHoverHeight, stretches: Bool = true) {
        self.height = height
        self.hoverHeight = hoverHeight
        self.stretches = stretches
    }

    /// The distance over which the banner collapses, points (215 for the defaults).
    public var travel: Double { max(height - hoverHeight, 0) }

    /// The top edge of the banner in the viewport: `clamp(−(offset + height), −travel, 0)`.
    public func bannerY(offset: Double) -> Double {
        min(max(-(offset + height), -travel), 0)
    }

    /// The drawn height: `height`, or more when stretched past the top.
    public func bannerHeight(offset: Double) -> Double {
        guard stretches, offset < -height else { return height }
        return -offset
    }

    /// 1 fully shown ... 0 hovering: `clamp(1 − (offset + height) / travel, 0, 1)`.
    public func percent(offset: Double) -> Double {
        guard travel > 0 else { return 1 }
        return min(max(1 - (offset + height) / travel, 0), 1)
    }

    /// How far the background image is shifted down inside the banner while it collapses (parallax).
    public func imageShift(offset: Double) -> Double {
        -bannerY(offset: offset) * HoverBannerGeometry.parallaxFactor
    }

    /// The content offset at which the banner is fully shown (−height) and at which it hovers (−hoverHeight).
    public var expandedOffset: Double { -height }
    public var hoveringOffset: Double { -hoverHeight }
}
