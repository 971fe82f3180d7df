import Graphics
import ScrollUI

/// Apple Maps' floating buttons at the top right of the map: map modes and "my location", on a white
/// rounded card with a shadow. Decorative here: touches pass through to the map.
final class MapControlsView: View {
    /// The card's size, points (Apple Maps: two 44 pt buttons stacked).
    static let size = Size(width: 44, height: 88)
    /// Gap to the right edge and below the status bar, points.
    static let margin = 10.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        cornerRadius = 10
        shadow = Shadow(color: Color(hex: 0x000000, opacity: 0.15), blur: 8, offset: Point(x: 0, y: 2))
        isUserInteractionEnabled = false
    }

    override func draw(in context: inout DrawingContext) {
        let blue = Palette.blue
        let w = bounds.width
        // Map modes: a folded map.
        let top = Point(x: w / 2, y: 22)
        let xs = [top.x - 10, top.x - 3.5, top.x + 3.5, top.x + 10]
        for index in 0..<3 {
            let up = index % 2 == 0
            context.drawLine(from: Point(x: xs[index], y: top.y + (up ? -6 : -8)), to: Point(x: xs[index + 1], y: top.y + (up ? -8 : -6)),
                             width: 1.6, blue)
            context.drawLine(from: Point(x: xs[index], y: top.y + (up ? 8 : 6)), to: Point(x: xs[index + 1], y: top.y + (up ? 6 : 8)),
                             width: 1.6, blue)
        }
        for (index, x) in xs.enumerated() {
            let up = index % 2 == 0
            context.drawLine(from: Point(x: x, y: top.y + (up ? -6 : -8)), to: Point(x: x, y: top.y + (up ? 8 : 6)), width: 1.6, blue)
        }
        context.fill(Rect(x: 0, y: bounds.height / 2 - 0.25, width: w, height: 0.5), Palette.separator)
        // My location: the arrow.
        let c = Point(x: w / 2, y: 66)
        let tip = Point(x: c.x + 8, y: c.y - 8), tail = Point(x: c.x - 9, y: c.y + 1), notch = Point(x: c.x - 0.5, y: c.y + 0.5)
        let bottom = Point(x: c.x - 1, y: c.y + 9)
        for (a, b) in [(tip, tail), (tail, notch), (notch, bottom), (bottom, tip)] {
            context.drawLine(from: a, to: b, width: 1.8, blue)
        }
    }
}
