import Graphics
import ScrollUI

/// The feed's list: clear above its content so the promotion behind it shows through the pull,
/// white under its rows, and able to fade its content as the promotion opens.
final class FeedListView: ListView {
    /// Opacity of the rows, the header and the white under them (the list itself stays hit-testable).
    var contentAlpha: Double = 1 {
        didSet { if contentAlpha != oldValue { applyContentAlpha(); setNeedsDisplay() } }
    }
    /// Subviews that keep their own opacity (the refresh header).
    var unfadedViews: [View] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        applyContentAlpha()
    }

    private func applyContentAlpha() {
        for view in subviews where !unfadedViews.contains(where: { $0 === view }) { view.alpha = contentAlpha }
    }

    override func draw(in context: inout DrawingContext) {
        let bottom = max(contentSize.height, contentOffset.y + frame.height)
        let saved = context.opacity
        context.opacity *= contentAlpha
        context.fill(Rect(x: 0, y: 0, width: frame.width, height: bottom), Palette.systemBackground)
        super.draw(in: &context)
        context.opacity = saved
    }
}
