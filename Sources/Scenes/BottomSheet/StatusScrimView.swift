import Graphics
import ScrollUI

/// A soft white fade under the status bar so it reads over the map (Apple Maps' top blur, approximated
/// by a gradient). Takes no touches.
final class StatusScrimView: View {
    /// Opacity of the white at the very top (Apple Maps' material is nearly opaque under the clock).
    static let topOpacity = 0.92

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(in context: inout DrawingContext) {
        let box = bounds
        context.fillGradient(box, start: Point(x: box.midX, y: box.minY), end: Point(x: box.midX, y: box.maxY),
                             from: Color(hex: 0xFFFFFF, opacity: Self.topOpacity), to: Color(hex: 0xFFFFFF, opacity: 0))
    }
}
