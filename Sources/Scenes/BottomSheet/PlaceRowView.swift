import Graphics
import ScrollUI

/// A place in the sheet's list, as Apple Maps lists search results: a coloured disc with the category
/// glyph, the name, and the category with the distance; the selected place is tinted.
final class PlaceRowView: View {
    /// Row height, points (Apple Maps' result rows).
    static let height = 64.0
    /// Where the texts (and the separators) start, points.
    static let textLeft = 68.0
    /// Diameter of the category disc, points.
    static let iconDiameter = 40.0
    /// Tint of the selected row (iOS's system gray 6 with a touch of blue).
    static let selectedColor = Color(hex: 0xEAF1FD)

    let nameLabel = Label(font: Font(size: 17, weight: .semibold), color: Palette.label)
    let detailLabel = Label(font: .subheadline, color: Palette.secondaryLabel)
    private var category = PlaceCategory.restaurant
    private var isSelected = false

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        for label in [nameLabel, detailLabel] {
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
    }

    func configure(with place: Place, selected: Bool) {
        nameLabel.text = place.name
        detailLabel.text = place.detail
        category = place.category
        isSelected = selected
        setNeedsDisplay()
    }

    override func layoutSubviews() {
        let width = bounds.width - Self.textLeft - 16
        nameLabel.frame = Rect(x: Self.textLeft, y: 11, width: width, height: 22)
        detailLabel.frame = Rect(x: Self.textLeft, y: 33, width: width, height: 20)
    }

    override func draw(in context: inout DrawingContext) {
        if isSelected { context.fill(bounds, Self.selectedColor) }
        let d = Self.iconDiameter
        let disc = Rect(x: 16, y: (bounds.height - d) / 2, width: d, height: d)
        context.fillRoundedRect(disc, radii: CornerRadii(d / 2), category.color)
        PlaceGlyph.draw(category, in: disc.insetBy(dx: 9, dy: 9), color: .white, context: &context)
    }
}
