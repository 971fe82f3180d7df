import Graphics
import ScrollUI

/// The large "Where to?" card of the expanded bar, with its search field.
final class WhereCardView: View {
    let titleLabel = Label(text: "Where to?", font: Font(size: 22, weight: .bold), color: Palette.label)
    let field = View()
    let icon = GlyphIconView(.magnifier)
    let placeholder = Label(text: "Search destinations", font: Font(size: 15), color: Palette.secondaryLabel)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        cornerRadius = 20
        shadow = Shadow(color: Color(hex: 0x000000, opacity: 0.12), blur: 10, offset: Point(x: 0, y: 3))
        field.backgroundColor = .white
        field.cornerRadius = 12
        addSubview(titleLabel)
        addSubview(field)
        field.addSubview(icon)
        field.addSubview(placeholder)
    }

    /// The opacity of the title and the field (the card itself stays): 0 while it grows out of the
    /// search pill, 1 once it is the card.
    var contentAlpha = 1.0 {
        didSet {
            titleLabel.alpha = contentAlpha
            field.alpha = contentAlpha
            setNeedsDisplay()
        }
    }

    override func layoutSubviews() {
        titleLabel.frame = Rect(x: 20, y: 12, width: bounds.width - 40, height: 28)
        field.frame = Rect(x: 16, y: 46, width: bounds.width - 32, height: 40)
        icon.frame = Rect(x: 12, y: 11, width: 18, height: 18)
        placeholder.frame = Rect(x: 40, y: 0, width: field.bounds.width - 50, height: 40)
    }

    override func draw(in context: inout DrawingContext) {
        context.strokeRoundedRect(field.frame, radii: CornerRadii(12), width: 1, Color(hex: 0xDDDDDD).multipliedAlpha(contentAlpha))
    }
}
