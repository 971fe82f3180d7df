import Graphics
import ScrollUI

/// A cream coupon with a gold rim: the amount in big red figures over its condition on the left, a
/// perforated line, and a red "claim" button on the stub. Everything scales with the coupon's height
/// (66 pt natural) and the texts shrink to fit narrow screens.
///
///     ┌──────────────────────┬┬─────────────┐
///     │       ¥30            ┆ ( 立即领取 ) │
///     │   满200元可用 · 全品类   ┆             │
///     └──────────────────────┴┴─────────────┘
final class CouponView: View {
    /// The perforation's position as a share of the width.
    static let stubShare = 0.64
    /// Sizes as shares of the height: amount, currency sign, condition, claim text, claim button.
    static let amountFontShare = 0.42
    static let currencyFontShare = 0.2
    static let conditionFontShare = 0.16
    static let claimFontShare = 0.19
    static let buttonHeightShare = 0.36
    /// Corner radius, rim width and perforation dot spacing, points at the natural height.
    static let cornerRadius = 8.0
    static let rimWidth = 1.5
    static let dotSpacing = 6.0

    private let currency = Label(text: "¥", color: PromotionPalette.couponRed)
    private let amount = Label(color: PromotionPalette.couponRed)
    private let condition = Label(color: PromotionPalette.couponCondition, alignment: .center)
    private let button = View()
    private let claim = Label(color: PromotionPalette.claimText, alignment: .center)

    init(amount value: Int, condition text: String, claim title: String) {
        super.init()
        isUserInteractionEnabled = false
        backgroundColor = PromotionPalette.cream
        amount.text = "\(value)"
        condition.text = text
        claim.text = title
        for label in [condition, claim] {
            label.adjustsFontSizeToFitWidth = true
        }
        button.backgroundColor = PromotionPalette.claimButton
        button.addSubview(claim)
        for view in [currency, amount, condition, button] { addSubview(view) }
    }

    /// Points per point of the natural 66 pt height.
    private var unit: Double { bounds.height / PromotionLayout.coupon.natural }

    override func layoutSubviews() {
        let box = bounds, h = box.height, u = unit
        cornerRadii = CornerRadii(CouponView.cornerRadius * u)
        shadow = Shadow(color: PromotionPalette.couponShadow, blur: 8 * u, offset: Point(x: 0, y: 3 * u))
        let stub = box.width * CouponView.stubShare
        let inset = 8 * u

        currency.font = Font(size: h * CouponView.currencyFontShare, weight: .bold)
        amount.font = Font(size: h * CouponView.amountFontShare, weight: .bold)
        condition.font = Font(size: h * CouponView.conditionFontShare)
        claim.font = Font(size: h * CouponView.claimFontShare, weight: .bold)
        condition.frame = Rect(x: inset, y: h * 0.64, width: stub - 2 * inset, height: h * 0.24)

        let buttonHeight = h * CouponView.buttonHeightShare
        button.frame = Rect(x: stub + inset, y: (h - buttonHeight) / 2, width: box.width - stub - 2 * inset, height: buttonHeight)
        button.cornerRadius = buttonHeight / 2
        claim.frame = Rect(x: buttonHeight / 3, y: 0, width: max(0, button.frame.width - buttonHeight * 2 / 3), height: buttonHeight)

        // "¥" and the figures share a baseline, centred as a group over the condition.
        guard let measurer = window?.textMeasurer else { return }
        let currencySize = currency.intrinsicSize(using: measurer), amountSize = amount.intrinsicSize(using: measurer)
        let baseline = h * 0.5
        let groupWidth = currencySize.width + 2 * u + amountSize.width
        let x = max(inset, (stub - groupWidth) / 2)
        currency.frame = Rect(x: x, y: baseline - measurer.ascent(of: currency.font), width: currencySize.width,
                              height: currencySize.height)
        amount.frame = Rect(x: currency.frame.maxX + 2 * u, y: baseline - measurer.ascent(of: amount.font),
                            width: amountSize.width, height: amountSize.height)
    }

    override func didMoveToWindow() { setNeedsLayout() }

    override func draw(in context: inout DrawingContext) {
        let box = bounds, u = unit
        context.strokeRoundedRect(box, radii: cornerRadii, width: CouponView.rimWidth * u, PromotionPalette.gold)
        let x = box.width * CouponView.stubShare, r = 1.25 * u
        var y = 7 * u
        while y < box.height - 5 * u {
            context.fillRoundedRect(Rect(x: x - r, y: y, width: 2 * r, height: 2 * r), radii: CornerRadii(r), PromotionPalette.perforation)
            y += CouponView.dotSpacing * u
        }
    }
}
