import Graphics
import ScrollUI

/// Ele.me's blue home header under the safe area's top (the scene keeps a blue strip behind the
/// status bar, which moves with it): the delivery address with a pin, then a white search field with
/// a blue search button.
///
///     ┌──────────────────────────────────┐
///     │ ⌖ Wangjing SOHO T1 ▾             │ address row (40)
///     │ ┌ 🔍 Search restaurants ─[Search]┐│ search row (48)
///     └──────────────────────────────────┘
final class FeedTopBarView: View {
    /// Heights of the address and search rows, points (Ele.me's header is about 88 pt under the
    /// status bar).
    static let addressHeight = 40.0
    static let searchHeight = 48.0
    static let height = addressHeight + searchHeight
    /// Ele.me's brand blues, top to bottom of the gradient.
    static let blueTop = Color(hex: 0x0A8CFF)
    static let blueBottom = Color(hex: 0x1FA5FF)

    private let addressLabel = Label(font: Font(size: 17, weight: .bold), color: .white)
    private let placeholderLabel = Label(font: Font(size: 14), color: Color(hex: 0x9E9E9E))
    private let buttonLabel = Label(font: Font(size: 14, weight: .semibold), color: .white, alignment: .center)

    init(texts: PullPromotionTexts) {
        super.init()
        addressLabel.text = texts.address
        placeholderLabel.text = texts.searchPlaceholder
        buttonLabel.text = texts.searchButton
        for view in [addressLabel, placeholderLabel, buttonLabel] as [View] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    /// The search field's frame, bar coordinates.
    private var fieldRect: Rect {
        Rect(x: 12, y: FeedTopBarView.addressHeight + 4, width: bounds.width - 24, height: 36)
    }

    override func layoutSubviews() {
        let measurer = window?.textMeasurer
        let addressWidth = measurer.map { addressLabel.intrinsicSize(using: $0).width.rounded(.up) + 2 } ?? 200
        addressLabel.frame = Rect(x: 36, y: 6, width: min(addressWidth, bounds.width - 80), height: 28)
        let field = fieldRect
        placeholderLabel.frame = Rect(x: field.minX + 34, y: field.minY, width: field.width - 110, height: field.height)
        buttonLabel.frame = Rect(x: field.maxX - 64, y: field.minY + 4, width: 60, height: field.height - 8)
    }

    override func draw(in context: inout DrawingContext) {
        let box = bounds
        context.fillGradient(box, start: Point(x: 0, y: 0), end: Point(x: 0, y: box.height),
                             from: FeedTopBarView.blueTop, to: FeedTopBarView.blueBottom)
        // Location pin: a ring on a short stem.
        let pin = Point(x: 22, y: 18)
        context.strokeRoundedRect(Rect(x: pin.x - 6, y: pin.y - 7, width: 12, height: 12), radii: CornerRadii(6), width: 2, .white)
        context.drawLine(from: Point(x: pin.x - 4, y: pin.y + 3), to: Point(x: pin.x, y: pin.y + 9), width: 2, .white)
        context.drawLine(from: Point(x: pin.x + 4, y: pin.y + 3), to: Point(x: pin.x, y: pin.y + 9), width: 2, .white)
        // The address's disclosure chevron.
        let chevron = Point(x: addressLabel.frame.maxX + 8, y: addressLabel.frame.midY)
        context.drawLine(from: Point(x: chevron.x - 4, y: chevron.y - 2), to: Point(x: chevron.x, y: chevron.y + 2), width: 1.8, .white)
        context.drawLine(from: Point(x: chevron.x + 4, y: chevron.y - 2), to: Point(x: chevron.x, y: chevron.y + 2), width: 1.8, .white)
        // Search field: white capsule, magnifier, blue button.
        let field = fieldRect
        context.fillRoundedRect(field, radii: CornerRadii(field.height / 2), .white)
        let lens = Point(x: field.minX + 18, y: field.midY - 1)
        context.strokeRoundedRect(Rect(x: lens.x - 6, y: lens.y - 6, width: 12, height: 12), radii: CornerRadii(6), width: 1.8,
                                  Color(hex: 0x9E9E9E))
        context.drawLine(from: Point(x: lens.x + 4.5, y: lens.y + 4.5), to: Point(x: lens.x + 8, y: lens.y + 8), width: 2,
                         Color(hex: 0x9E9E9E))
        context.fillGradient(buttonLabel.frame, radii: CornerRadii(buttonLabel.frame.height / 2),
                             start: Point(x: buttonLabel.frame.minX, y: 0), end: Point(x: buttonLabel.frame.maxX, y: 0),
                             from: Color(hex: 0x2EA7FF), to: Color(hex: 0x0A84FF))
    }
}
