/// Where the banner stands: fully shown, collapsing (1 fully shown … 0 hovering), or hovering.
public enum HoverBannerState: Equatable, Sendable {
    case expanded
    case collapsing(percent: Double)
    case hovering

    /// The state at `percent` (`HoverBannerGeometry.percent(offset:)`).
    public init(percent: Double) {
        self = percent >= 1 ? .expanded : percent <= 0 ? .hovering : .collapsing(percent: percent)
    }
}
