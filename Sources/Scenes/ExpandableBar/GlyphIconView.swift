import Graphics
import ScrollUI

/// Small line icons drawn with our primitives: a magnifier and a close cross.
final class GlyphIconView: View {
    enum Glyph { case magnifier, close }

    let glyph: Glyph
    var tint: Color = Palette.label { didSet { setNeedsDisplay() } }

    init(_ glyph: Glyph) {
        self.glyph = glyph
        super.init()
        isUserInteractionEnabled = false
    }

    override func draw(in context: inout DrawingContext) {
        let box = bounds
        let s = min(box.width, box.height)
        let c = box.center
        switch glyph {
        case .magnifier:
            let r = s * 0.3
            let ring = Rect(x: c.x - r - s * 0.08, y: c.y - r - s * 0.08, width: 2 * r, height: 2 * r)
            context.strokeRoundedRect(ring, radii: CornerRadii(r), width: s * 0.11, tint)
            context.drawLine(from: Point(x: ring.maxX - r * 0.3, y: ring.maxY - r * 0.3),
                             to: Point(x: c.x + s * 0.38, y: c.y + s * 0.38), width: s * 0.12, tint)
        case .close:
            let d = s * 0.22
            context.drawLine(from: Point(x: c.x - d, y: c.y - d), to: Point(x: c.x + d, y: c.y + d), width: 1.8, tint)
            context.drawLine(from: Point(x: c.x - d, y: c.y + d), to: Point(x: c.x + d, y: c.y - d), width: 1.8, tint)
        }
    }
}
