import Graphics
import ScrollUI

/// A section title above the sheet's rows, as Apple Maps' "Nearby": bold title, "See All" in blue.
final class SectionHeaderView: View {
    let titleLabel: Label
    let actionLabel = Label(text: "See All", font: .subheadline, color: Palette.blue, alignment: .right)

    init(title: String) {
        titleLabel = Label(text: title, font: Font(size: 20, weight: .bold), color: Palette.label)
        super.init()
        for label in [titleLabel, actionLabel] {
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
    }

    override func layoutSubviews() {
        titleLabel.frame = Rect(x: 16, y: 10, width: bounds.width - 120, height: 26)
        actionLabel.frame = Rect(x: bounds.width - 116, y: 12, width: 100, height: 22)
    }
}
