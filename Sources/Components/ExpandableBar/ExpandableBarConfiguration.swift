/// The three heights of the expandable bar, points (AirBar's `Configuration`).
public struct ExpandableBarConfiguration: Hashable, Sendable {
    /// Compact: only the search pill (AirBar's default 64 pt).
    public var compactHeight: Double
    /// Normal: search field and tabs, the resting state at the top of the content (128 pt).
    public var normalHeight: Double
    /// Expanded: the where / when / who rows (284 pt).
    public var expandedHeight: Double

    public static let compactDefault = 64.0
    public static let normalDefault = 128.0
    public static let expandedDefault = 284.0

    public init(compactHeight: Double = compactDefault, normalHeight: Double = normalDefault,
                expandedHeight: Double = expandedDefault) {
        self.compactHeight = compactHeight
        self.normalHeight = normalHeight
        self.expandedHeight = expandedHeight
    }

    /// True when compact < normal < expanded.
    public var isValid: Bool { 0 < compactHeight && compactHeight < normalHeight && normalHeight < expandedHeight }

    /// The height at transition progress `progress` (0 compact, 1 normal, 2 expanded), linear between
    /// the states as `ExpandableBarState.transitionProgress()` is.
    public func height(atProgress progress: Double) -> Double {
        let p = min(max(progress, 0), 2)
        return p <= 1 ? compactHeight + (normalHeight - compactHeight) * p : normalHeight + (expandedHeight - normalHeight) * (p - 1)
    }

    /// The state offsets (`-height`) from compact to expanded.
    public var stateOffsets: [Double] { [-compactHeight, -normalHeight, -expandedHeight] }
}
