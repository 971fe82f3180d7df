import Graphics

/// Where every element of the Airbnb-like bar is, and how opaque, at a transition progress p (0
/// compact, 1 normal, 2 expanded) in a bar `width` × `height`: a pure table. At rest every element is
/// either whole (alpha 1) or gone (alpha 0); at no progress do two visible elements overlap or does
/// the bar's edge cut one. An element moves only while it is gone, or with the bar's bottom edge.
///
///     p 0 … 0.875   search pill only; the tab row comes in under it once it fits (to 1); with the
///                   compact bar keeping the tabs (AirBar), the tab row only, and the pill rides
///                   down above the row from 0.8, coming in by 1
///     p 1 … 1.25    the tab row rides down on the bar's bottom edge and fades out, the pill grows
///     p 1 … 1.6     into the "Where to?" card (its lines out by 1.3, the card's text in by 1.6)
///     p 1.5 … 1.7   the × and the tab row come in at the top, above the card
///     p ≥ 1.965     "When" and "Who" come in on the bottom edge, once the bar has room below the card
struct AirbnbBarLayout: Equatable {
    struct Element: Equatable {
        var frame: Rect
        var alpha: Double
    }

    /// The search shape (the pill growing into the "Where to?" card) and the opacity of its two
    /// texts: the pill's lines and the card's title and field.
    var search: Element
    var pillTextAlpha: Double
    var cardTextAlpha: Double
    var tabs: [Element]
    var underline: Element
    var close: Element
    var when: Element
    var who: Element

    /// The tab row comes in under the pill from this compact–normal progress, once the pill's bottom
    /// (56 + 8p) is above the row's top (8 + 64p) (our tuning, from the frames below).
    static let tabsIn = (start: 0.875, end: 1.0)
    /// Keeping the tabs, the pill comes in over this compact–normal progress, riding 8 pt above the tab
    /// row: its top (60p − 48) is inside the bar from 0.8.
    static let pillIn = (start: 0.8, end: 1.0)
    /// Over this part of the normal–expanded way (0…1) the bottom tab row fades out.
    static let bottomTabsOut = (start: 0.0, end: 0.25)
    /// The pill grows into the card over this part, its lines fade out and the card's text in.
    static let grow = (start: 0.0, end: 0.6)
    static let pillTextOut = (start: 0.0, end: 0.3)
    static let cardTextIn = (start: 0.3, end: 0.6)
    /// The × and the top tab row come in once the card's top is below the row (56 pt).
    static let topRowIn = (start: 0.5, end: 0.7)
    /// "When" and "Who" come in once the bar has room for them under the card (bar ≥ 278 pt).
    static let cardsIn = (start: 0.965, end: 1.0)
    static let cardHeight = 50.0
    static let cardSpacing = 8.0
    static let cardBottomGap = 6.0
    static let tabWidth = 100.0
    static let tabHeight = 44.0

    init(width w: Double, height h: Double, progress: Double, compactRow: CompactBarContent = .search) {
        let p = min(max(progress, 0), 2)
        let q = max(0, p - 1)
        let lower = min(p, 1)
        let s = AirbnbBarLayout.self
        let keepsTabs = compactRow == .tabs

        // Keeping the tabs, below normal the pill rides above the row on the bar's bottom edge.
        let pillHeight = 48 + 4 * lower
        let pillY = keepsTabs && p < 1 ? h - 56 - 8 - pillHeight : 8 + 4 * lower
        let pillFrame = Rect(x: 16, y: pillY, width: w - 32, height: pillHeight)
        let cardFrame = Rect(x: 12, y: 62, width: w - 24, height: 98)
        search = Element(frame: s.mix(pillFrame, cardFrame, s.ramp(q, s.grow)),
                         alpha: keepsTabs && p < 1 ? s.ramp(lower, s.pillIn) : 1)
        pillTextAlpha = 1 - s.ramp(q, s.pillTextOut)
        cardTextAlpha = s.ramp(q, s.cardTextIn)

        // The bottom row (normal) rides on the bar's bottom edge; the top row (expanded) stands at 12.
        let bottomAlpha = q > 0 ? 1 - s.ramp(q, s.bottomTabsOut) : keepsTabs ? 1 : s.ramp(lower, s.tabsIn)
        let topAlpha = s.ramp(q, s.topRowIn)
        let onTop = topAlpha > 0
        let tabsY = onTop ? 12.0 : h - 56
        let tabsAlpha = onTop ? topAlpha : bottomAlpha
        let centers = [w / 2 - 62, w / 2 + 56]
        tabs = centers.map { Element(frame: Rect(x: $0 - s.tabWidth / 2, y: tabsY, width: s.tabWidth, height: s.tabHeight),
                                     alpha: tabsAlpha) }
        underline = Element(frame: .zero, alpha: tabsAlpha)
        close = Element(frame: Rect(x: 14, y: tabsY + 5, width: 34, height: 34), alpha: topAlpha)

        let cards = s.ramp(q, s.cardsIn)
        let whoY = h - s.cardBottomGap - s.cardHeight
        who = Element(frame: Rect(x: 12, y: whoY, width: w - 24, height: s.cardHeight), alpha: cards)
        when = Element(frame: Rect(x: 12, y: whoY - s.cardSpacing - s.cardHeight, width: w - 24, height: s.cardHeight),
                       alpha: cards)
    }

    /// The underline under tab `selected` (its width: the title's, 42 or 92 pt).
    func underlineFrame(selected: Int) -> Rect {
        let tab = tabs[selected].frame
        let width = selected == 0 ? 42.0 : 92.0
        return Rect(x: tab.midX - width / 2, y: tab.minY + 38, width: width, height: 2)
    }

    /// The visible elements other than the underline (which lies inside its tab), named for tests.
    var visibleElements: [(name: String, element: Element)] {
        let all: [(String, Element)] = [("search", search), ("tab 0", tabs[0]), ("tab 1", tabs[1]), ("close", close),
                                        ("when", when), ("who", who)]
        return all.filter { $0.1.alpha > 0 }
    }

    /// 0 before `range`, 1 after, smoothstep between.
    static func ramp(_ x: Double, _ range: (start: Double, end: Double)) -> Double {
        let t = min(max((x - range.start) / (range.end - range.start), 0), 1)
        return t * t * (3 - 2 * t)
    }

    static func mix(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
             width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
    }
}
