/// The optional snap: a release that would leave the banner half-collapsed settles at the end
/// nearest where momentum would take it (`PHYSICS.md` §1, §7).
public enum HoverBannerSnap {
    /// The content offset to settle at, or nil to let the momentum (or rest) stand: when the offset is
    /// not inside the collapse range, or momentum already ends at or past one of its ends.
    public static func target(geometry: HoverBannerGeometry, offset: Double, restingOffset: Double) -> Double? {
        let expanded = geometry.expandedOffset, hovering = geometry.hoveringOffset
        guard offset > expanded + 0.5, offset < hovering - 0.5 else { return nil }
        if restingOffset <= expanded + 0.5 || restingOffset >= hovering - 0.5 { return nil }
        return restingOffset - expanded < hovering - restingOffset ? expanded : hovering
    }
}
