import Graphics
import ScrollUI

/// A round translucent button with a white ×, closing the promotion when tapped.
final class CloseButtonView: View {
    /// Diameter, points (Taobao's second-floor close button, about 30 pt).
    static let size = 32.0

    init(action: @escaping () -> Void) {
        super.init(frame: Rect(x: 0, y: 0, width: CloseButtonView.size, height: CloseButtonView.size))
        cornerRadius = CloseButtonView.size / 2
        backgroundColor = Color.black.multipliedAlpha(0.3)
        addGestureRecognizer(TapGestureRecognizer { _ in action() })
    }

    override func draw(in context: inout DrawingContext) {
        let c = Point(x: bounds.midX, y: bounds.midY), r = 6.5
        context.drawLine(from: Point(x: c.x - r, y: c.y - r), to: Point(x: c.x + r, y: c.y + r), width: 2, .white)
        context.drawLine(from: Point(x: c.x - r, y: c.y + r), to: Point(x: c.x + r, y: c.y - r), width: 2, .white)
    }
}
