import Graphics
import ScrollUI

/// The feed's list: clear above its content so the promotion behind it shows through the pull,
/// white under its rows.
final class FeedListView: ListView {
    override func draw(in context: inout DrawingContext) {
        let bottom = max(contentSize.height, contentOffset.y + frame.height)
        context.fill(Rect(x: 0, y: 0, width: frame.width, height: bottom), Palette.systemBackground)
        super.draw(in: &context)
    }
}
