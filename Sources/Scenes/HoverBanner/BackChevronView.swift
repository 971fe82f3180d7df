import Graphics
import ScrollUI

/// A navigation bar's back button: the "‹" chevron (SF Symbols' chevron.backward at 17 pt semibold,
/// about 11 × 19 pt), white, centred in a square.
final class BackChevronView: View {
    /// Side of the square, points.
    static let side = 30.0
    /// The chevron's half height and width, and its stroke, points.
    static let halfHeight = 9.5
    static let width = 10.0
    static let stroke = 2.6

    var tint: Color = .white { didSet { setNeedsDisplay() } }

    override func draw(in context: inout DrawingContext) {
        let c = bounds.center, h = Self.halfHeight, w = Self.width
        let tip = Point(x: c.x - w / 2, y: c.y)
        context.drawLine(from: Point(x: c.x + w / 2, y: c.y - h), to: tip, width: Self.stroke, tint)
        context.drawLine(from: tip, to: Point(x: c.x + w / 2, y: c.y + h), width: Self.stroke, tint)
    }
}
