import Graphics
import ScrollUI

/// A capsule with one line of text: the gold-rimmed red festival ribbon, or the glowing gold call to
/// action. Sizes follow the capsule's height so the pill shrinks as a whole on small screens.
final class PromotionPillView: View {
    enum Style {
        case ribbon
        case callToAction
    }

    /// The text's size as a share of the capsule's height.
    static let fontShare: [Style: Double] = [.ribbon: 0.5, .callToAction: 0.4]
    /// The ribbon's gold rim, points at its natural 34 pt height.
    static let rimShare = 3.0 / 34
    /// The call to action's glow radius as a share of its height.
    static let glowShare = 0.3

    let style: Style
    private let label = Label()

    init(style: Style, text: String) {
        self.style = style
        super.init()
        isUserInteractionEnabled = false
        label.text = text
        label.alignment = .center
        label.adjustsFontSizeToFitWidth = true
        label.textColor = style == .ribbon ? PromotionPalette.lightGold : PromotionPalette.callToActionText
        addSubview(label)
    }

    override func layoutSubviews() {
        let h = bounds.height
        cornerRadius = h / 2
        label.font = Font(size: h * (PromotionPillView.fontShare[style] ?? 0.5), weight: .bold)
        label.frame = bounds.insetBy(dx: h * 0.5, dy: 0)
        shadow = style == .callToAction ? Shadow(color: PromotionPalette.callToActionGlow, blur: h * PromotionPillView.glowShare) : nil
    }

    override func draw(in context: inout DrawingContext) {
        let box = bounds, radii = CornerRadii(box.height / 2)
        switch style {
        case .ribbon:
            context.fillRoundedRect(box, radii: radii, PromotionPalette.ribbonRim)
            let rim = box.height * PromotionPillView.rimShare
            let inner = box.insetBy(dx: rim, dy: rim)
            context.fillRoundedRect(inner, radii: CornerRadii(inner.height / 2), PromotionPalette.ribbonFill)
        case .callToAction:
            context.fillGradient(box, radii: radii, start: Point(x: box.midX, y: box.minY), end: Point(x: box.midX, y: box.maxY),
                                 from: PromotionPalette.lightGold, to: PromotionPalette.gold)
        }
    }
}
