/// Whether the matches have a grey section header above them, and where it goes as the list scrolls
/// (the hover banner's `section` option).
enum MatchesHeaderMode: String, CaseIterable, Sendable {
    /// No header: the first match right under the banner.
    case none
    /// The header is the list's first content and scrolls with it, under the hovering bar (BannerHoverView's
    /// demo, a grouped table: in its recording it slides under the bar once the banner hovers).
    case scrolls
    /// The header scrolls with the list until it meets the hovering bar's bottom, then stays there while
    /// the matches scroll under it (a plain table's sticky header).
    case pinned

    /// The header's top edge in the viewport, points, for the list's content top (`−offset`, where the
    /// first content starts on screen) and the banner's bottom edge; nil without a header.
    func headerTop(contentTop: Double, bannerBottom: Double) -> Double? {
        switch self {
        case .none: return nil
        case .scrolls: return contentTop
        case .pinned: return max(contentTop, bannerBottom)
        }
    }
}
