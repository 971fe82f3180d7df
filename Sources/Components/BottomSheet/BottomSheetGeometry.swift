import Graphics

/// The sheet's geometry in a viewport of a given height: the detents, clamped so they stay inside the
/// viewport and in order (full ≤ half ≤ collapsed), and the conversions between the list's
/// `contentOffset.y` and the sheet's top edge.
///
/// The list's frame starts right under the header at full, so its offset is 0 at full, negative below
/// (the large top inset of the seed), positive when the list itself scrolls under a still sheet:
///
///     viewport y
///     0            ┌──────────────┐
///     fullTop      ├──────────────┤  sheet top at full          offset = 0
///                  │ grabber·search│  header (drawn by the background)
///     fullTop+head ├──────────────┤  list frame top = content y 0 at offset 0
///     halfTop      │              │  sheet top at half          offset = fullTop − halfTop
///     collapsedTop │              │  sheet top when collapsed   offset = fullTop − collapsedTop (minimum)
///     height       └──────────────┘
public struct BottomSheetGeometry: Hashable, Sendable {
    /// How close to a detent's offset counts as resting on it, points (half a 1x pixel).
    public static let detentTolerance = 0.5

    public let viewportHeight: Double
    /// The sheet's top edge at each detent, viewport points; fullTop ≤ halfTop ≤ collapsedTop.
    public let fullTop: Double
    public let halfTop: Double
    public let collapsedTop: Double
    /// Height of the header above the list's content, points.
    public let headerHeight: Double

    /// The detents of `configuration` in a viewport `viewportHeight` tall, clamped into it: collapsed
    /// keeps at least the header visible, full never lies below collapsed, half lies between them.
    public init(configuration: BottomSheetConfiguration, viewportHeight: Double) {
        let height = max(0, viewportHeight)
        let header = min(max(0, configuration.headerHeight), height)
        self.viewportHeight = height
        headerHeight = header
        collapsedTop = min(max(height - configuration.collapsedHeight, 0), height - header)
        fullTop = min(max(configuration.fullTop, 0), collapsedTop)
        halfTop = min(max(configuration.halfTop, fullTop), collapsedTop)
    }

    /// The sheet's top edge at `detent`, viewport points.
    public func top(of detent: BottomSheetDetent) -> Double {
        switch detent {
        case .collapsed: return collapsedTop
        case .half: return halfTop
        case .full: return fullTop
        }
    }

    /// The list's `contentOffset.y` that puts the sheet at `detent`.
    public func offset(of detent: BottomSheetDetent) -> Double { fullTop - top(of: detent) }

    /// The detent offsets from collapsed (the lowest offset) to full (0), for `DetentSelector`.
    public var detentOffsets: [Double] { BottomSheetDetent.allCases.map(offset(of:)) }

    /// The list's top inset: its minimum offset is the collapsed detent (the seed's large top inset).
    public var contentInsetTop: Double { collapsedTop - fullTop }

    /// The list's frame in a viewport `width` wide: from under the header at full to the bottom.
    public func listFrame(width: Double) -> Rect {
        Rect(x: 0, y: fullTop + headerHeight, width: width, height: max(0, viewportHeight - fullTop - headerHeight))
    }

    /// The sheet's top edge for a list offset: it follows the offset down from full and stays at full
    /// while the list scrolls.
    public func sheetTop(forOffset offset: Double) -> Double { fullTop - min(offset, 0) }

    /// The sheet's top edge in the list's content coordinates at `offset`: a point of the list lies on
    /// the sheet when its y is at least this (hit testing).
    public func sheetTopInContent(forOffset offset: Double) -> Double { max(offset, 0) - headerHeight }

    /// The detent the sheet is on at `offset` (full also while the list is scrolled), or nil between.
    public func detent(atOffset offset: Double) -> BottomSheetDetent? {
        let top = sheetTop(forOffset: offset)
        return BottomSheetDetent.allCases.reversed().first { abs(self.top(of: $0) - top) <= Self.detentTolerance }
    }

    /// The detent nearest the sheet's top at `offset` (the lower one on a tie).
    public func nearestDetent(toOffset offset: Double) -> BottomSheetDetent {
        let top = sheetTop(forOffset: offset)
        var best = BottomSheetDetent.collapsed
        for detent in BottomSheetDetent.allCases where abs(self.top(of: detent) - top) < abs(self.top(of: best) - top) {
            best = detent
        }
        return best
    }

    /// The list's height: from under the header at full to the viewport's bottom, points.
    public var listHeight: Double { max(0, viewportHeight - fullTop - headerHeight) }

    /// The offset that brings the content between `minY` and `maxY` (a row) into view from `offset`,
    /// moving as little as the detents allow: stay, else rise to half, else to full, else scroll the list
    /// at full (the row at the top when it lies above, at the bottom otherwise). `bottomMargin` is kept
    /// clear at the bottom (the home indicator); `maximumOffset` is the list's largest offset.
    public func offsetRevealing(minY: Double, maxY: Double, from offset: Double, maximumOffset: Double,
                                bottomMargin: Double) -> Double {
        let tolerance = Self.detentTolerance
        let visibleHeight = max(0, listHeight - bottomMargin)
        func shows(_ candidate: Double) -> Bool {
            minY >= max(candidate, 0) - tolerance && maxY <= candidate + visibleHeight + tolerance
        }
        if shows(offset) { return offset }
        let half = self.offset(of: .half), full = self.offset(of: .full)
        if offset < half - tolerance && shows(half) { return half }
        if offset <= full + tolerance && shows(full) { return full }
        let scrolled = minY < max(offset, 0) ? minY : maxY - visibleHeight
        return min(max(scrolled, full), max(maximumOffset, full))
    }
}
