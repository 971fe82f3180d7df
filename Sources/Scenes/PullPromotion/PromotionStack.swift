/// A column of items between `top` and `bottom`: each item and each gap has a natural and a
/// smallest height. When the natural column fits, the gaps grow (up to twice their size) and the
/// rest is shared above and below; when it does not, every item and gap gives up the same fraction of
/// what it can spare; below the minimums everything scales down alike.
///
///     top ─────────────┐  lead
///        item 0        │
///        gap 0         │  grows or shrinks
///        item 1        │
///        ...           │
///     bottom ──────────┘  trail
struct PromotionStack {
    struct Length {
        var natural: Double
        var minimum: Double
    }

    /// Share of the spare height that goes into the gaps (the rest stays around the column).
    static let gapShareOfSpareHeight = 0.4
    /// Share of the height left around the column that goes above it (a little above the centre).
    static let leadShare = 0.4

    /// The items' tops and heights, in the column's coordinates.
    private(set) var frames: [(y: Double, height: Double)] = []
    /// How much the items kept of their natural heights (1 at natural size or more).
    private(set) var scale = 1.0

    init(items: [Length], gaps: [Length], top: Double, bottom: Double) {
        precondition(gaps.count == max(0, items.count - 1), "one gap between each pair of items")
        let available = max(0, bottom - top)
        let natural = PromotionStack.total(items, gaps, \.natural)
        var heights = items.map(\.natural), spaces = gaps.map(\.natural)
        var lead = 0.0
        if natural <= available {
            let spare = available - natural
            let gapNatural = gaps.reduce(0) { $0 + $1.natural }
            let growth = gapNatural > 0 ? min(1, spare * PromotionStack.gapShareOfSpareHeight / gapNatural) : 0
            spaces = spaces.map { $0 * (1 + growth) }
            lead = (spare - gapNatural * growth) * PromotionStack.leadShare
        } else {
            let minimum = PromotionStack.total(items, gaps, \.minimum)
            if minimum <= available {
                let fraction = (natural - available) / max(natural - minimum, 1e-9)
                heights = items.map { $0.natural - ($0.natural - $0.minimum) * fraction }
                spaces = gaps.map { $0.natural - ($0.natural - $0.minimum) * fraction }
            } else {
                let shrink = available / minimum
                heights = items.map { $0.minimum * shrink }
                spaces = gaps.map { $0.minimum * shrink }
            }
        }
        var y = top + lead
        for (index, height) in heights.enumerated() {
            frames.append((y, height))
            y += height + (index < spaces.count ? spaces[index] : 0)
        }
        scale = zip(heights, items).map { $0 / max($1.natural, 1e-9) }.min() ?? 1
    }

    private static func total(_ items: [Length], _ gaps: [Length], _ part: KeyPath<Length, Double>) -> Double {
        (items + gaps).reduce(0) { $0 + $1[keyPath: part] }
    }
}
