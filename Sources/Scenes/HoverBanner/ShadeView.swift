import Graphics
import ScrollUI

/// A vertical gradient from clear to dark over the lower part of a photo, so white text on it stays legible.
final class ShadeView: View {
    /// Where the shade starts, as a fraction of the height.
    static let start = 0.3
    /// Darkness at the bottom (black's opacity).
    static let bottomOpacity = 0.6

    override func draw(in context: inout DrawingContext) {
        let h = bounds.height, top = h * ShadeView.start
        context.fillGradient(Rect(x: 0, y: top, width: bounds.width, height: h - top),
                             start: Point(x: 0, y: top), end: Point(x: 0, y: h),
                             from: Color(hex: 0x000000, opacity: 0), to: Color(hex: 0x000000, opacity: ShadeView.bottomOpacity))
    }
}
