/// The resting positions of the sheet, as in Apple Maps, from the lowest to the highest.
///
///     ┌──────────────┐ ← full: just below the status bar
///     │     map      │
///     ├──────────────┤ ← half: the seed's 400 pt
///     │    sheet     │
///     ├──────────────┤ ← collapsed: only the search field shows
///     └──────────────┘
public enum BottomSheetDetent: String, CaseIterable, Sendable {
    /// Only the sheet's header (the search field) shows.
    case collapsed
    /// The sheet covers the lower part of the map.
    case half
    /// The sheet covers the map up to just below the status bar; its list scrolls.
    case full

    /// The next detent up, or nil at full.
    public var higher: BottomSheetDetent? {
        switch self {
        case .collapsed: return .half
        case .half: return .full
        case .full: return nil
        }
    }

    /// The next detent down, or nil when collapsed.
    public var lower: BottomSheetDetent? {
        switch self {
        case .collapsed: return nil
        case .half: return .collapsed
        case .full: return .half
        }
    }
}
