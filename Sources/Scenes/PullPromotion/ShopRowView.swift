import Graphics
import ScrollUI

/// One shop of the feed, laid out like an Ele.me list cell:
///
///     ┌────────┐  Shop name (16 bold)
///     │ dish   │  ★4.8  Monthly sales              30 min  1.2 km
///     │        │  Min ¥20 · Delivery ¥3
///     └────────┘  [¥5 off ¥25] [New user deal]
final class ShopRowView: View {
    /// Row height, points (Ele.me's shop cell is about 120 pt).
    static let height = 120.0
    /// Thumbnail side and margins, points.
    static let thumbnailSize = 88.0
    static let margin = 14.0
    static let textLeft = margin + thumbnailSize + 12
    /// Ele.me's rating orange and deal red.
    static let ratingColor = Color(hex: 0xFF7A00)
    static let dealColor = Color(hex: 0xF0412A)
    /// The background of a shop a refresh just added: a pale version of Ele.me's blue.
    static let newBackground = Color(hex: 0xEAF4FF)
    /// The least the monthly sales shrink to in a narrow row, of their font's size.
    static let smallestSalesScale = 0.75
    /// Space after the rating, and between the sales and the delivery time, points.
    static let ratingGap = 6.0
    static let salesGap = 8.0

    let thumbnail = FoodThumbnailView()
    let nameLabel = Label(font: Font(size: 16, weight: .bold), color: Palette.label)
    let ratingLabel = Label(font: Font(size: 13, weight: .semibold), color: ShopRowView.ratingColor)
    let salesLabel = Label(font: .caption, color: Palette.secondaryLabel)
    let deliveryLabel = Label(font: .caption, color: Palette.secondaryLabel, alignment: .right)
    let feesLabel = Label(font: .caption, color: Palette.secondaryLabel)
    private var deals: [String] = []

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Palette.systemBackground
        thumbnail.cornerRadius = 8
        // In a narrow window the sales shrink, then are cut, before they reach the delivery time.
        salesLabel.adjustsFontSizeToFitWidth = true
        salesLabel.minimumScaleFactor = ShopRowView.smallestSalesScale
        for view in [thumbnail, nameLabel, ratingLabel, salesLabel, deliveryLabel, feesLabel] as [View] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    func configure(with shop: Shop, texts: PullPromotionTexts, isNew: Bool = false) {
        backgroundColor = isNew ? ShopRowView.newBackground : Palette.systemBackground
        thumbnail.dish = shop.dish
        nameLabel.text = shop.name
        ratingLabel.text = "★" + String(format: "%.1f", shop.rating)
        salesLabel.text = texts.monthlySales(shop.monthlySales)
        deliveryLabel.text = texts.delivery(minutes: shop.minutes, distance: shop.distance)
        feesLabel.text = texts.fees(minimum: shop.minimumOrder, delivery: shop.deliveryFee)
        deals = [texts.discount(over: shop.discount.over, off: shop.discount.off)]
            + (shop.hasNewCustomerDeal ? [texts.newCustomer] : [])
        setNeedsLayout()
        setNeedsDisplay()
    }

    override func layoutSubviews() {
        let width = bounds.width, margin = ShopRowView.margin, left = ShopRowView.textLeft
        let size = ShopRowView.thumbnailSize
        thumbnail.frame = Rect(x: margin, y: (bounds.height - size) / 2, width: size, height: size)
        nameLabel.frame = Rect(x: left, y: 14, width: width - left - margin, height: 22)
        // The rating and the delivery time keep their whole widths; the sales get what is left between.
        let measurer = window?.textMeasurer
        let ratingWidth = measurer.map { ratingLabel.intrinsicSize(using: $0).width.rounded(.up) + 1 } ?? 40
        let deliveryWidth = measurer.map { deliveryLabel.intrinsicSize(using: $0).width.rounded(.up) + 1 } ?? 110
        ratingLabel.frame = Rect(x: left, y: 40, width: ratingWidth, height: 18)
        deliveryLabel.frame = Rect(x: width - margin - deliveryWidth, y: 40, width: deliveryWidth, height: 18)
        let salesLeft = left + ratingWidth + ShopRowView.ratingGap
        salesLabel.frame = Rect(x: salesLeft, y: 40, width: max(0, min(110, deliveryLabel.frame.minX - ShopRowView.salesGap - salesLeft)),
                                height: 18)
        feesLabel.frame = Rect(x: left, y: 61, width: width - left - margin, height: 18)
    }

    /// The deal chips: red outlined capsules with red text.
    override func draw(in context: inout DrawingContext) {
        var x = ShopRowView.textLeft
        let font = Font(size: 11)
        for deal in deals {
            let run = TextRun(deal, font: font)
            let size = context.textMeasurer.size(of: run)
            let chip = Rect(x: x, y: 85, width: size.width + 10, height: 18)
            context.strokeRoundedRect(chip, radii: CornerRadii(3), width: 0.75, ShopRowView.dealColor.multipliedAlpha(0.7))
            context.drawText(run, at: Point(x: x + 5, y: chip.midY - size.height / 2), ShopRowView.dealColor)
            x = chip.maxX + 6
        }
    }
}
