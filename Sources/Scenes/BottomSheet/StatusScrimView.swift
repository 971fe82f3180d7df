import Graphics
import ScrollUI

/// A white band behind the status bar so it reads over the map, fading out below the safe area's top
/// (Apple Maps' top blur, approximated). Takes no touches.
final class StatusScrimView: View {
    /// Opacity of the white behind the status bar (Apple Maps' material is nearly opaque under the clock).
    static let topOpacity = 0.92
    /// How far below the safe area's top the band fades out, points.
    static let fadeHeight = 20.0

    let safeAreaTop: Double

    init(safeAreaTop: Double) {
        self.safeAreaTop = safeAreaTop
        super.init()
        isUserInteractionEnabled = false
    }

    override func draw(in context: inout DrawingContext) {
        let box = bounds, white = Color(hex: 0xFFFFFF, opacity: Self.topOpacity)
        context.fill(Rect(x: box.minX, y: box.minY, width: box.width, height: safeAreaTop), white)
        let fade = Rect(x: box.minX, y: safeAreaTop, width: box.width, height: max(0, box.height - safeAreaTop))
        context.fillGradient(fade, start: Point(x: fade.midX, y: fade.minY), end: Point(x: fade.midX, y: fade.maxY),
                             from: white, to: Color(hex: 0xFFFFFF, opacity: 0))
    }
}
