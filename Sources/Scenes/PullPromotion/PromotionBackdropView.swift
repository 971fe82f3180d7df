import Devices
import Graphics
import ScrollUI

/// The full-screen Double 11 promotion behind the feed (Taobao's second floor), laid out for the
/// viewport by `PromotionLayout`: a red gradient with a glow and confetti, lanterns, the gold titles,
/// the festival ribbon, three coupons and the call to action. It slides with the parallax position
/// the controller's geometry gives, is darkened for refresh-sized pulls, and once open shows a
/// "swipe up to go back" hint above the home indicator. Its own status bar stays at the top: the feed's
/// goes down with the page.
final class PromotionBackdropView: View {
    /// Gap between the hint and the home indicator (or the screen's bottom edge without one), points.
    static let hintBottom = 6.0
    /// The hint pill's height, points.
    static let hintHeight = 24.0
    static let hintFont = Font(size: 12, weight: .medium)
    /// Space kept between the content and the hint, and under the close button, points.
    static let contentSpacing = 14.0

    /// The images the promotion is composed of (`Assets/Images/`, made by `make-double11-promotion.py`).
    struct Artwork {
        /// The images' resolution, pixels per point (drawn for a 2x screen).
        static let pixelsPerPoint = 2.0

        var lantern: Image
        var headline: Image
        var wordmark: Image

        static func size(of image: Image?) -> Size {
            guard let image else { return .zero }
            return Size(width: Double(image.width) / pixelsPerPoint, height: Double(image.height) / pixelsPerPoint)
        }
    }

    /// The whole composition, moved by `imageTop`; below it the gradient's last colour shows.
    private let canvas = PromotionCanvasView()
    /// The glow, confetti, lanterns, titles, coupons and buttons, over the gradient: a pull that reveals only
    /// the bottom strip shows the calm gradient under the refresh header's hints.
    private let content = View()
    private let glow = TitleGlowView()
    private let confetti = ConfettiView()
    private let lanterns = [LanternView(), LanternView()]
    private let headline = ImageView()
    private let wordmark = ImageView()
    private let ribbon: PromotionPillView
    private let saleDates: Label
    private let coupons: [CouponView]
    private let callToAction: PromotionPillView
    private let tagline: Label

    /// Where the close button sits, so the content and the lanterns keep clear of it.
    var closeButtonFrame = Rect.zero { didSet { if closeButtonFrame != oldValue { setNeedsLayout() } } }
    /// The composition's top edge, points (≤ 0; 0 when it fills the screen).
    var imageTop = 0.0 { didSet { if imageTop != oldValue { canvas.frame.origin.y = imageTop } } }
    /// Opacity of everything over the gradient, 0...1 (hidden while a pull shows only the bottom).
    var contentAlpha: Double {
        get { content.alpha }
        set { content.alpha = newValue }
    }
    /// Opacity of the darkening, 0...1.
    var dimAlpha = 0.0 { didSet { if dimAlpha != oldValue { setNeedsDisplay() } } }
    /// Opacity of the "swipe up" hint, 0...1.
    var hintAlpha = 0.0 { didSet { if hintAlpha != oldValue { setNeedsDisplay() } } }
    let hintText: String
    /// The layout last applied (for checks).
    private(set) var layout: PromotionLayout?
    /// The device the floor lays out for (its safe area); the status bar over it is the scene's.
    let device: DeviceProfile

    init(artwork: Artwork, texts: PullPromotionTexts, device: DeviceProfile) {
        self.device = device
        ribbon = PromotionPillView(style: .ribbon, text: texts.festival)
        saleDates = Label(text: texts.saleDates, color: PromotionPalette.saleDates, alignment: .center)
        coupons = texts.coupons.map { CouponView(amount: $0.amount, condition: $0.condition, claim: texts.claimCoupon) }
        callToAction = PromotionPillView(style: .callToAction, text: texts.enterSale)
        tagline = Label(text: texts.saleTagline, color: PromotionPalette.tagline, alignment: .center)
        hintText = texts.swipeUpToGoBack
        super.init()
        backgroundColor = PromotionPalette.backgroundBottom
        isUserInteractionEnabled = false
        headline.image = artwork.headline
        wordmark.image = artwork.wordmark
        for view in [headline, wordmark] { view.contentMode = .scaleAspectFit }
        for lantern in lanterns { lantern.image = artwork.lantern }
        for label in [saleDates, tagline] { label.adjustsFontSizeToFitWidth = true }
        addSubview(canvas)
        content.isUserInteractionEnabled = false
        canvas.addSubview(content)
        let parts: [View] = [glow, confetti] + lanterns + [headline, wordmark, ribbon, saleDates] + coupons + [callToAction, tagline]
        for view in parts { content.addSubview(view) }
    }

    /// The safe area the floor lays out in: under the status bar, above the home indicator.
    private var safeArea: EdgeInsets { device.safeAreaInsets }

    override func didMoveToWindow() { setNeedsLayout() }

    override func layoutSubviews() {
        let box = bounds
        canvas.frame = Rect(x: 0, y: imageTop, width: box.width, height: box.height)
        confetti.frame = Rect(origin: .zero, size: box.size)
        content.frame = confetti.frame
        // No confetti under the close button or the hint, which must stay easy to read.
        confetti.keepClear = [closeButtonFrame, hintPillFrame ?? .zero].map { $0.insetBy(dx: -8, dy: -8) }
        let top = max(closeButtonFrame.maxY, safeArea.top) + PromotionBackdropView.contentSpacing
        let bottom = hintMidY - PromotionBackdropView.hintHeight / 2 - PromotionBackdropView.contentSpacing
        let layout = PromotionLayout(size: box.size, contentTop: top, contentBottom: bottom, closeButton: closeButtonFrame,
                                     headlineSize: Artwork.size(of: headline.image), wordmarkSize: Artwork.size(of: wordmark.image),
                                     lanternSize: Artwork.size(of: lanterns[0].image), couponCount: coupons.count,
                                     safeAreaTop: safeArea.top)
        self.layout = layout
        glow.frame = layout.glow
        for (view, frame) in zip(lanterns, layout.lanterns) {
            view.frame = frame
            view.safeAreaTop = safeArea.top
            view.scale = layout.lanternScale
            view.isHidden = frame.isEmpty
        }
        headline.frame = layout.headline
        wordmark.frame = layout.wordmark
        ribbon.frame = layout.ribbon
        for (coupon, frame) in zip(coupons, layout.coupons) { coupon.frame = frame }
        callToAction.frame = layout.callToAction
        // The two lines of small text scale with the column's coupons (their natural size at 66 pt).
        let unit = (layout.coupons.first?.height ?? PromotionLayout.coupon.natural) / PromotionLayout.coupon.natural
        saleDates.frame = layout.saleDates
        saleDates.font = Font(size: min(13, layout.saleDates.height * 0.65))
        tagline.frame = layout.tagline
        tagline.font = Font(size: min(12, 12 * unit, layout.tagline.height * 0.7))
    }

    /// The "swipe up" pill as drawn, in the backdrop's coordinates (nil before it is in a window).
    var hintPillFrame: Rect? {
        window.map { hintFrame(textWidth: $0.textMeasurer.size(of: TextRun(hintText, font: PromotionBackdropView.hintFont)).width) }
    }

    /// The middle of the "swipe up" pill: just above the home indicator (the gesture it names starts
    /// there), or the screen's bottom edge where there is none.
    private var hintMidY: Double {
        let indicator = device.homeIndicator.map { $0.bottomGap + $0.height } ?? 0
        return bounds.maxY - indicator - PromotionBackdropView.hintBottom - PromotionBackdropView.hintHeight / 2
    }

    /// The "swipe up" pill for a hint `textWidth` wide: chevron, gap and text, centred above the
    /// home indicator.
    private func hintFrame(textWidth: Double) -> Rect {
        let h = PromotionBackdropView.hintHeight, midY = hintMidY
        return Rect(x: bounds.midX - textWidth / 2 - 26, y: midY - h / 2, width: textWidth + 46, height: h)
    }

    override func drawOverlay(in context: inout DrawingContext) {
        let box = bounds
        if dimAlpha > 0 { context.fill(box, Color.black.multipliedAlpha(dimAlpha)) }
        guard hintAlpha > 0.01, !hintText.isEmpty else { return }
        let saved = context.opacity
        context.opacity *= hintAlpha
        let run = TextRun(hintText, font: PromotionBackdropView.hintFont)
        let size = context.textMeasurer.size(of: run)
        let pill = hintFrame(textWidth: size.width), midY = pill.midY
        context.fillRoundedRect(pill, radii: CornerRadii(pill.height / 2), Color.black.multipliedAlpha(0.28))
        let chevron = Point(x: pill.minX + 15, y: midY)
        context.drawLine(from: Point(x: chevron.x - 4, y: chevron.y + 2), to: Point(x: chevron.x, y: chevron.y - 2), width: 1.6, .white)
        context.drawLine(from: Point(x: chevron.x + 4, y: chevron.y + 2), to: Point(x: chevron.x, y: chevron.y - 2), width: 1.6, .white)
        context.drawText(run, at: Point(x: pill.minX + 26, y: midY - size.height / 2), .white)
        context.opacity = saved
    }
}
