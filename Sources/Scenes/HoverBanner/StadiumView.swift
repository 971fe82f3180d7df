import Graphics
import ScrollUI

/// A generated night-match photo for the banner: sky, floodlights, stands and a striped pitch. Drawn to
/// fill its bounds (aspect-fill of a 390 x 280 design), so a taller view zooms it.
final class StadiumView: View {
    /// The design size the drawing is composed for, points.
    static let designSize = Size(width: 390, height: 280)
    /// The floodlights' heads never sit above this line (the status bar's items are above it), view
    /// points; their poles then run down to the stands.
    var lightsTop = 0.0 { didSet { if lightsTop != oldValue { setNeedsDisplay() } } }
    /// The floodlights' heads never start left of this line, view points (the back chevron's column
    /// with room for the glow): a zoom that moves the left one outward stops it there.
    var lightsLeft = 0.0 { didSet { if lightsLeft != oldValue { setNeedsDisplay() } } }

    override func draw(in context: inout DrawingContext) {
        let box = bounds
        // Aspect-fill the design box into the bounds, anchored at the centre.
        let scale = max(box.width / StadiumView.designSize.width, box.height / StadiumView.designSize.height)
        let w = StadiumView.designSize.width * scale, h = StadiumView.designSize.height * scale
        let x0 = box.midX - w / 2, y0 = box.midY - h / 2
        func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
            Rect(x: x0 + x * scale, y: y0 + y * scale, width: width * scale, height: height * scale)
        }
        context.fillGradient(box, start: Point(x: 0, y: box.minY), end: Point(x: 0, y: box.maxY),
                             from: Color(hex: 0x0B1A3A), to: Color(hex: 0x12355B))
        // Floodlights with their glow, below the status bar, on poles down to the stands.
        let standsTop = r(0, 100, 0, 0).minY
        for x in [70.0, 300.0] {
            let head = r(x, 34, 20, 6)
            let y = min(max(head.minY, lightsTop), standsTop - head.height - 12 * scale)
            let lamp = Rect(x: max(head.minX, lightsLeft), y: y, width: head.width, height: head.height)
            context.drawShadow(lamp.insetBy(dx: -6 * scale, dy: -4 * scale), radii: CornerRadii(7 * scale), blur: 40 * scale,
                               Color(hex: 0xFFF6D5, opacity: 0.55))
            context.fillRoundedRect(lamp, radii: CornerRadii(2 * scale), Color(hex: 0xFFFBEA))
            context.fill(Rect(x: lamp.minX + 9 * scale, y: lamp.maxY, width: 2 * scale, height: max(0, standsTop - lamp.maxY)),
                         Color(hex: 0x0A1426))
        }
        // Stands: two tiers.
        context.fillRoundedRect(r(-20, 95, 430, 60), radii: CornerRadii(30 * scale), Color(hex: 0x1B2A44))
        context.fillRoundedRect(r(-20, 125, 430, 50), radii: CornerRadii(24 * scale), Color(hex: 0x24385A))
        for k in 0..<26 {
            let px = Double(k) * 16 + Double(k % 3) * 3
            context.fillRoundedRect(r(px, 112 + Double(k % 4) * 5, 3, 3), radii: CornerRadii(1.5 * scale),
                                    Color(hex: k % 2 == 0 ? 0xE53935 : 0xFFFFFF, opacity: 0.55))
        }
        // Pitch with mowing stripes and the centre circle.
        context.fill(r(-20, 160, 430, 140), Color(hex: 0x2E7D32))
        for k in stride(from: 0, to: 10, by: 2) {
            context.fill(r(-20 + Double(k) * 43, 160, 43, 140), Color(hex: 0x388E3C))
        }
        let line = Color(hex: 0xFFFFFF, opacity: 0.55)
        context.fill(r(-20, 214, 430, 1.5), line)
        context.strokeRoundedRect(r(160, 190, 70, 50), radii: CornerRadii(25 * scale), width: 1.5 * scale, line)
    }
}
