import Devices
import Graphics

/// Where each part of the Double 11 promotion goes in a viewport of any size. Portrait stacks one
/// column; a viewport wider than tall puts the title beside the coupons:
///
///     portrait              landscape
///     ┌──────────────┐      ┌──────────────────────────────┐
///     │ 🏮   双11  🏮 ×│      │ 🏮   双11        [ ¥30  领取 ]  ×│
///     │    11.11     │      │     11.11        [ ¥11  领取 ] │
///     │  (ribbon)    │      │   (ribbon)       [ ¥5   领取 ] │
///     │  dates       │      │    dates          ( enter › )  │
///     │ [ ¥30  领取 ] │      │                    tagline    │
///     │ [ ¥11  领取 ] │      │         ^ swipe up            │
///     │ [ ¥5   领取 ] │      └──────────────────────────────┘
///     │  ( enter › ) │
///     │   tagline    │
///     │  ^ swipe up  │
///     └──────────────┘
///
/// Everything stays between `contentTop` (under the close button) and `contentBottom` (above the
/// "swipe up" hint); `PromotionStack` shrinks what must shrink on small screens.
struct PromotionLayout {
    /// Side margin of a column, points (the coupons' inset in Ele.me's promotion pages).
    static let margin = 24.0
    /// Widest column, points: on an iPad the promotion keeps a phone's proportions, centred.
    static let maximumColumnWidth = 400.0
    /// The ribbon's and the call to action's widths as a share of the column.
    static let ribbonWidthShare = 0.8
    static let callToActionWidthShare = 0.7
    /// The lanterns' largest size as a share of their image's, and the smallest worth showing.
    static let largestLanternScale = 0.7
    static let smallestLanternScale = 0.35
    /// The glow's side as a multiple of the viewport's longer side.
    static let glowScale = 1.0

    // Natural and smallest heights, points.
    static let ribbon = PromotionStack.Length(natural: 34, minimum: 26)
    static let saleDates = PromotionStack.Length(natural: 20, minimum: 15)
    static let coupon = PromotionStack.Length(natural: 66, minimum: 46)
    static let callToAction = PromotionStack.Length(natural: 48, minimum: 36)
    static let tagline = PromotionStack.Length(natural: 18, minimum: 14)
    static let titleGap = PromotionStack.Length(natural: 4, minimum: 0)
    static let smallGap = PromotionStack.Length(natural: 10, minimum: 4)
    static let largeGap = PromotionStack.Length(natural: 20, minimum: 8)

    var headline = Rect.zero
    var wordmark = Rect.zero
    var ribbon = Rect.zero
    var saleDates = Rect.zero
    var coupons: [Rect] = []
    var callToAction = Rect.zero
    var tagline = Rect.zero
    /// Left and right lanterns (their strings from the top edge included); empty rectangles when
    /// there is no room above the title.
    var lanterns: [Rect] = []
    /// The lanterns' size as a share of their image's natural size.
    var lanternScale = 0.0
    /// The glow behind the title, centred on the wordmark.
    var glow = Rect.zero

    /// Every content frame (not the lanterns or the glow), for checks.
    var contentFrames: [Rect] { [headline, wordmark, ribbon, saleDates] + coupons + [callToAction, tagline] }

    /// - Parameters: the images' natural sizes in points (`headlineSize`, `wordmarkSize`, `lanternSize`);
    ///   `closeButton`, the frame the right lantern keeps clear of; `safeAreaTop`, the line the lanterns'
    ///   caps hang under.
    init(size: Size, contentTop: Double, contentBottom: Double, closeButton: Rect, headlineSize: Size, wordmarkSize: Size,
         lanternSize: Size, couponCount: Int = 3, safeAreaTop: Double = DeviceCatalog.standard.safeAreaInsets.top) {
        let m = PromotionLayout.margin
        let twoColumns = size.width > size.height
        let columns = twoColumns ? 2.0 : 1.0
        let width = max(0, min((size.width - m * (columns + 1)) / columns, PromotionLayout.maximumColumnWidth))
        let pairWidth = width * columns + m * (columns - 1)
        let left = (size.width - pairWidth) / 2
        let titleX = left, offersX = twoColumns ? left + width + m : left

        // Images keep their aspect ratio and never grow past their natural size or the column.
        func imageLength(_ image: Size) -> PromotionStack.Length {
            let natural = min(image.height, image.height * width / max(image.width, 1))
            return .init(natural: natural, minimum: natural * 0.5)
        }
        let title: [PromotionStack.Length] = [imageLength(headlineSize), imageLength(wordmarkSize), PromotionLayout.ribbon,
                                              PromotionLayout.saleDates]
        let titleGaps = [PromotionLayout.titleGap, PromotionLayout.largeGap, PromotionLayout.smallGap]
        let count = max(0, couponCount)
        let offers = Array(repeating: PromotionLayout.coupon, count: count) + [PromotionLayout.callToAction, PromotionLayout.tagline]
        let offerGaps = Array(repeating: PromotionLayout.smallGap, count: max(0, count - 1))
            + (count > 0 ? [PromotionLayout.largeGap] : []) + [PromotionLayout.smallGap]

        var frames: [(y: Double, height: Double)]
        if twoColumns {
            frames = PromotionStack(items: title, gaps: titleGaps, top: contentTop, bottom: contentBottom).frames
                + PromotionStack(items: offers, gaps: offerGaps, top: contentTop, bottom: contentBottom).frames
        } else {
            frames = PromotionStack(items: title + offers, gaps: titleGaps + [PromotionLayout.largeGap] + offerGaps,
                                    top: contentTop, bottom: contentBottom).frames
        }
        func centred(_ index: Int, x: Double, width itemWidth: Double) -> Rect {
            Rect(x: x + (width - itemWidth) / 2, y: frames[index].y, width: itemWidth, height: frames[index].height)
        }
        func image(_ index: Int, _ natural: Size) -> Rect {
            centred(index, x: titleX, width: frames[index].height * natural.width / max(natural.height, 1))
        }
        headline = image(0, headlineSize)
        wordmark = image(1, wordmarkSize)
        ribbon = centred(2, x: titleX, width: width * PromotionLayout.ribbonWidthShare)
        saleDates = centred(3, x: titleX, width: width)
        coupons = (0..<count).map { centred(4 + $0, x: offersX, width: width) }
        callToAction = centred(4 + count, x: offersX, width: width * PromotionLayout.callToActionWidthShare)
        tagline = centred(5 + count, x: offersX, width: width)

        let side = max(size.width, size.height) * PromotionLayout.glowScale
        glow = Rect(x: wordmark.midX - side / 2, y: wordmark.midY - side / 2, width: side, height: side)
        (lanterns, lanternScale) = PromotionLayout.lanterns(in: size, natural: lanternSize, avoiding: contentFrames,
                                                            closeButton: closeButton, safeAreaTop: safeAreaTop)
    }

    /// Two lanterns hanging from the top edge with their caps under the status bar, one near each side
    /// (the right one clear of the close button), as large as the content under them allows, both the
    /// same size; none when too small to read.
    private static func lanterns(in size: Size, natural: Size, avoiding content: [Rect], closeButton: Rect,
                                 safeAreaTop: Double) -> ([Rect], Double) {
        let widest = natural.width * largestLanternScale
        let centres = [max(size.width * 0.12, widest / 2 + 8), min(size.width * 0.8, closeButton.minX - 8 - widest / 2)]
        // The frame's height at scale s is drop(s) + natural.height * s; keep it 6 pt above what lies below.
        let scales = centres.map { centre -> Double in
            let column = Rect(x: centre - widest / 2, y: 0, width: widest, height: size.height)
            let limit = (content.filter { $0.intersects(column) }.map(\.minY).min() ?? size.height) - 6
            var scale = largestLanternScale
            while scale >= smallestLanternScale, LanternView.drop(scale: scale, safeAreaTop: safeAreaTop) + natural.height * scale > limit { scale -= 0.01 }
            return scale
        }
        let scale = scales.min() ?? 0
        guard scale >= smallestLanternScale, natural.height > 0 else { return ([.zero, .zero], 0) }
        let frames = centres.map { centre in
            Rect(x: centre - natural.width * scale / 2, y: 0, width: natural.width * scale,
                 height: LanternView.drop(scale: scale, safeAreaTop: safeAreaTop) + natural.height * scale)
        }
        return (frames, scale)
    }
}
