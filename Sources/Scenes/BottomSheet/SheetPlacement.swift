import Components
import Graphics

/// Where the sheet sits in the window and where the map centres a place. On a phone the sheet spans
/// the window's width to its bottom edge and a place is centred between the status bar and the sheet's
/// top; in a wide window (an iPad) the sheet is a card floating at the leading side, clear of the
/// window's left and bottom edges by a margin, all four corners rounded (Maps on the iPad, Pulley's
/// panel at its bottom-left corner), and a place is centred in the map beside it.
///
///     phone                  wide window
///     ┌──────────┐           ┌────────────────────┐
///     │   map  + │           │ ╭────╮      +      │   + where a place is centred
///     ├──────────┤ sheetTop  │ │card│     map     │
///     │  sheet   │           │ ╰────╯             │
///     └──────────┘           └────────────────────┘   margin under the card: safe area + 10
struct SheetPlacement {
    /// From this window width the sheet is a card (Pulley's automatic display mode, "like Maps.app":
    /// its floating panel from 600 pt wide, as on an iPad), points.
    static let cardMinimumWindowWidth = 600.0
    /// The card's width and its gap from the window's left edge, points (Pulley's panel: `panelWidth`
    /// 325, `panelInsets` 10).
    static let cardWidth = 325.0
    static let cardInsetLeft = 10.0
    /// The card's gap above the safe area's bottom (the home indicator's zone), points (Pulley's
    /// `panelInsets.bottom` 10, with `panelCornerPlacement = .bottomLeft`).
    static let cardInsetBottom = 10.0
    /// The radius of the card's four corners, points (Pulley's `drawerCornerRadius` 13; FloatingPanel's
    /// Maps sample rounds its iPad panel by 8).
    static let cardCornerRadius = 13.0

    /// The window's bounds.
    let bounds: Rect
    /// The safe area's top: a place is centred below it.
    let safeAreaTop: Double
    /// The safe area's bottom: the card floats above it.
    var safeAreaBottom = 0.0

    /// True when the sheet is the floating card: the map beside it stays in use.
    var isCard: Bool { bounds.width >= Self.cardMinimumWindowWidth }

    /// The frame the sheet lays out in: the whole window, or the card's column from the window's top to
    /// the card's bottom (its detents lie in it).
    var sheetFrame: Rect {
        guard isCard else { return bounds }
        let height = max(0, bounds.height - safeAreaBottom - Self.cardInsetBottom)
        return Rect(x: bounds.minX + Self.cardInsetLeft, y: bounds.minY, width: Self.cardWidth, height: height)
    }

    /// The sheet's configuration here: on a phone `base`; in the card no home-indicator margin inside
    /// (it lies below the card), so the collapsed card shows `base`'s collapsed height less the safe
    /// area's bottom, never less than the header.
    func configuration(_ base: BottomSheetConfiguration) -> BottomSheetConfiguration {
        guard isCard else { return base }
        var card = base
        card.safeAreaBottom = 0
        card.collapsedHeight = max(base.headerHeight, base.collapsedHeight - safeAreaBottom)
        return card
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
        return point.y > sheetTop && point.y <= frame.maxY && point.x >= frame.minX && point.x <= frame.maxX
    }
}
