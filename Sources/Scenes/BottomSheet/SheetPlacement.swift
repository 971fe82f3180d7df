import Graphics

/// Where the sheet sits in the window and where the map centres a place. On a phone the sheet spans
/// the window's width and a place is centred between the status bar and the sheet's top; in a wide
/// window (an iPad) the sheet is a card floating at the left, full height, and a place is centred in
/// the map beside it, as Maps does there.
///
///     phone                  wide window
///     ┌──────────┐           ┌────┬──────────────┐
///     │   map  + │           │card│      +       │   + where a place is centred
///     ├──────────┤ sheetTop  │    │     map      │
///     │  sheet   │           │    │              │
///     └──────────┘           └────┴──────────────┘
struct SheetPlacement {
    /// From this window width the sheet is a card (Pulley's automatic display mode, "like Maps.app":
    /// its floating panel from 600 pt wide, as on an iPad), points.
    static let cardMinimumWindowWidth = 600.0
    /// The card's width and its gap from the window's left edge, points (Pulley's panel: 325 and 10).
    static let cardWidth = 325.0
    static let cardInsetLeft = 10.0

    /// The window's bounds.
    let bounds: Rect
    /// The safe area's top: a place is centred below it.
    let safeAreaTop: Double

    /// True when the sheet is the floating card: the map beside it stays in use.
    var isCard: Bool { bounds.width >= Self.cardMinimumWindowWidth }

    /// The sheet's frame across the window, full height: the window's width or the card's.
    var sheetFrame: Rect {
        guard isCard else { return bounds }
        return Rect(x: bounds.minX + Self.cardInsetLeft, y: bounds.minY, width: Self.cardWidth, height: bounds.height)
    }

    /// Where a place is centred on the map when the sheet's top is at `sheetTop`: in the middle of the
    /// part between the safe area's top and the sheet, or of the part beside the card.
    func focus(sheetTop: Double) -> Point {
        guard isCard else { return Point(x: bounds.width / 2, y: (safeAreaTop + sheetTop) / 2) }
        return Point(x: (sheetFrame.maxX + bounds.width) / 2, y: (safeAreaTop + bounds.height) / 2)
    }

    /// The map's offset that brings `point` (on the map) to the focus for `sheetTop` (before it is
    /// brought into the map's range).
    func mapOffset(centring point: Point, sheetTop: Double) -> Point {
        let centre = focus(sheetTop: sheetTop)
        return Point(x: point.x - centre.x, y: point.y - centre.y)
    }

    /// The map's insets that let any place be centred above the sheet at half or collapsed (Maps' bottom
    /// inset of the sheet's height), or beside the card, and at the sides.
    func mapInset(collapsedTop: Double, halfTop: Double) -> EdgeInsets {
        let top = focus(sheetTop: collapsedTop), bottom = focus(sheetTop: halfTop)
        return EdgeInsets(top: top.y, left: bottom.x, bottom: bounds.height - bottom.y, right: bounds.width - bottom.x)
    }

    /// True when `point` (in the window) lies under the sheet whose top is at `sheetTop`.
    func isUnderSheet(_ point: Point, sheetTop: Double) -> Bool {
        let frame = sheetFrame
        return point.y > sheetTop && point.x >= frame.minX && point.x <= frame.maxX
    }
}
