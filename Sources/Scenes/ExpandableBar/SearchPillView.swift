import Graphics
import ScrollUI

/// Airbnb's floating search pill: a magnifier, "Where to?" and a summary line.
final class SearchPillView: View {
    let icon = GlyphIconView(.magnifier)
    let titleLabel = Label(text: "Where to?", font: Font(size: 15, weight: .semibold), color: Palette.label)
    let detailLabel = Label(text: "Anywhere · Any week · Add guests", font: Font(size: 12), color: Palette.secondaryLabel)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        shadow = Shadow(color: Color(hex: 0x000000, opacity: 0.16), blur: 10, offset: Point(x: 0, y: 3))
        for view in [icon, titleLabel, detailLabel] as [View] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    override func layoutSubviews() {
        let h = bounds.height
        cornerRadius = h / 2
        icon.frame = Rect(x: 18, y: h / 2 - 10, width: 20, height: 20)
        titleLabel.frame = Rect(x: 52, y: h / 2 - 19, width: bounds.width - 70, height: 20)
        detailLabel.frame = Rect(x: 52, y: h / 2 + 1, width: bounds.width - 70, height: 17)
    }

    /// The pill keeps the touches on its visible shadow too (half the blur around it), points.
    static let shadowHitMargin = 5.0

    override func point(inside point: Point) -> Bool {
        bounds.insetBy(dx: -SearchPillView.shadowHitMargin, dy: -SearchPillView.shadowHitMargin).contains(point)
    }

    override func draw(in context: inout DrawingContext) {
        context.strokeRoundedRect(bounds, radii: cornerRadii, width: 0.5, Color(hex: 0x000000, opacity: 0.08))
    }
}
