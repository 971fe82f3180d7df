import Graphics
import ScrollUI

/// A white card of the expanded bar: "When · Any week" style, label left, value right.
final class ExpandedRowView: View {
    let titleLabel: Label
    let valueLabel: Label

    init(title: String, value: String) {
        titleLabel = Label(text: title, font: Font(size: 15), color: Palette.secondaryLabel)
        valueLabel = Label(text: value, font: Font(size: 15, weight: .semibold), color: Palette.label, alignment: .right)
        super.init()
        backgroundColor = .white
        cornerRadius = 16
        shadow = Shadow(color: Color(hex: 0x000000, opacity: 0.10), blur: 8, offset: Point(x: 0, y: 2))
        addSubview(titleLabel)
        addSubview(valueLabel)
    }

    override func layoutSubviews() {
        titleLabel.frame = Rect(x: 20, y: 0, width: bounds.width / 2 - 20, height: bounds.height)
        valueLabel.frame = Rect(x: bounds.width / 2, y: 0, width: bounds.width / 2 - 20, height: bounds.height)
    }
}
