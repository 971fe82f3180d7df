import Graphics
import ScrollUI

/// The small line glyph of each place category (fork and knife, cup, tree, columns, bag, bed, star),
/// drawn with our primitives inside a square.
enum PlaceGlyph {
    /// Draws the glyph of `category` centred in `box` with `color`.
    static func draw(_ category: PlaceCategory, in box: Rect, color: Color, context: inout DrawingContext) {
        let s = min(box.width, box.height)
        let c = box.center
        let w = max(1, s * 0.1)
        func p(_ dx: Double, _ dy: Double) -> Point { Point(x: c.x + dx * s, y: c.y + dy * s) }
        func line(_ a: Point, _ b: Point, _ width: Double = w) { context.drawLine(from: a, to: b, width: width, color) }
        switch category {
        case .restaurant:
            line(p(-0.16, -0.32), p(-0.16, 0.32))
            line(p(-0.26, -0.32), p(-0.26, -0.08), w * 0.7)
            line(p(-0.06, -0.32), p(-0.06, -0.08), w * 0.7)
            line(p(-0.26, -0.06), p(-0.06, -0.06), w * 0.8)
            context.fillRoundedRect(Rect(x: c.x + 0.1 * s, y: c.y - 0.32 * s, width: 0.14 * s, height: 0.34 * s),
                                    radii: CornerRadii(topLeft: 0.1 * s, topRight: 0, bottomRight: 0, bottomLeft: 0.02 * s), color)
            line(p(0.2, 0), p(0.2, 0.32))
        case .cafe:
            context.fillRoundedRect(Rect(x: c.x - 0.26 * s, y: c.y - 0.18 * s, width: 0.38 * s, height: 0.36 * s),
                                    radii: CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0.12 * s, bottomLeft: 0.12 * s), color)
            context.strokeRoundedRect(Rect(x: c.x + 0.06 * s, y: c.y - 0.1 * s, width: 0.2 * s, height: 0.18 * s),
                                      radii: CornerRadii(0.09 * s), width: w * 0.8, color)
            line(p(-0.3, 0.3), p(0.24, 0.3), w * 0.8)
        case .park:
            context.fillRoundedRect(Rect(x: c.x - 0.24 * s, y: c.y - 0.36 * s, width: 0.48 * s, height: 0.48 * s),
                                    radii: CornerRadii(0.24 * s), color)
            line(p(0, 0.05), p(0, 0.36), w * 1.3)
        case .museum:
            for step in 0..<4 {
                let half = 0.08 * s + Double(step) * 0.07 * s
                context.fill(Rect(x: c.x - half, y: c.y - 0.34 * s + Double(step) * 0.045 * s, width: 2 * half, height: 0.05 * s), color)
            }
            for dx in [-0.2, -0.07, 0.07, 0.2] { line(p(dx, -0.1), p(dx, 0.22), w * 0.8) }
            line(p(-0.32, 0.3), p(0.32, 0.3), w)
        case .shopping:
            context.fillRoundedRect(Rect(x: c.x - 0.26 * s, y: c.y - 0.12 * s, width: 0.52 * s, height: 0.44 * s),
                                    radii: CornerRadii(0.05 * s), color)
            context.strokeRoundedRect(Rect(x: c.x - 0.13 * s, y: c.y - 0.34 * s, width: 0.26 * s, height: 0.36 * s),
                                      radii: CornerRadii(0.13 * s), width: w * 0.8, color)
        case .hotel:
            line(p(-0.32, -0.24), p(-0.32, 0.3))
            line(p(-0.32, 0.14), p(0.32, 0.14))
            line(p(0.32, 0.0), p(0.32, 0.3))
            context.fillRoundedRect(Rect(x: c.x - 0.26 * s, y: c.y - 0.1 * s, width: 0.18 * s, height: 0.14 * s),
                                    radii: CornerRadii(0.05 * s), color)
            context.fillRoundedRect(Rect(x: c.x - 0.04 * s, y: c.y - 0.12 * s, width: 0.36 * s, height: 0.16 * s),
                                    radii: CornerRadii(0.06 * s), color)
        case .landmark:
            line(p(-0.2, -0.34), p(-0.2, 0.34), w * 1.1)
            context.fillRoundedRect(Rect(x: c.x - 0.2 * s, y: c.y - 0.34 * s, width: 0.46 * s, height: 0.32 * s),
                                    radii: CornerRadii(topLeft: 0, topRight: 0.04 * s, bottomRight: 0.04 * s, bottomLeft: 0), color)
        }
    }
}
