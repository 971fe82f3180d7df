import Graphics
import ScrollUI

/// A top-down "photo" of a shop's dish drawn from circles, capsules, gradients and lines: a bowl of
/// noodles, a pizza, bubble tea... Coordinates below are fractions of the thumbnail's side.
final class FoodThumbnailView: View {
    var dish: Shop.Dish = .noodles { didSet { if dish != oldValue { setNeedsDisplay() } } }

    override func draw(in context: inout DrawingContext) {
        let box = bounds
        let side = min(box.width, box.height)
        func point(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * side, y: box.minY + y * side) }
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
            Rect(x: box.minX + x * side, y: box.minY + y * side, width: w * side, height: h * side)
        }
        func circle(_ x: Double, _ y: Double, _ r: Double, _ color: Color) {
            context.fillRoundedRect(rect(x - r, y - r, 2 * r, 2 * r), radii: CornerRadii(r * side), color)
        }
        func shaded(_ x: Double, _ y: Double, _ r: Double, _ light: UInt32, _ dark: UInt32) {
            context.fillGradient(rect(x - r, y - r, 2 * r, 2 * r), radii: CornerRadii(r * side), start: point(x - r, y - r),
                                 end: point(x + r, y + r), from: Color(hex: light), to: Color(hex: dark))
        }
        func capsule(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: Color) {
            context.fillRoundedRect(rect(x, y, w, h), radii: CornerRadii(min(w, h) / 2 * side), color)
        }
        func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ width: Double, _ color: Color) {
            context.drawLine(from: point(x0, y0), to: point(x1, y1), width: width * side, color)
        }
        func background(_ light: UInt32, _ dark: UInt32) {
            context.fillGradient(box, radii: cornerRadii, start: point(0, 0), end: point(1, 1),
                                 from: Color(hex: light), to: Color(hex: dark))
            context.pushClip(box, radii: cornerRadii)
        }
        func plate(_ r: Double = 0.4, rim: UInt32 = 0xFFFFFF, inner: UInt32 = 0xF4F1EC) {
            circle(0.52, 0.54, r, Color(hex: 0x000000, opacity: 0.18))
            circle(0.5, 0.5, r, Color(hex: rim))
            circle(0.5, 0.5, r * 0.82, Color(hex: inner))
        }
        let white = Color.white, green = Color(hex: 0x4CAF50), red = Color(hex: 0xD93A2B)
        switch dish {
        case .noodles:
            background(0xF6DDB6, 0xDDB17E)
            plate(0.42)
            shaded(0.5, 0.5, 0.32, 0xE59A4A, 0xB8621F)
            for k in 0..<6 {
                let y = 0.36 + Double(k) * 0.05
                line(0.28 + Double(k % 2) * 0.04, y, 0.7 - Double(k % 3) * 0.03, y + 0.03, 0.025, Color(hex: 0xFBE7B5))
            }
            capsule(0.3, 0.34, 0.16, 0.09, Color(hex: 0x8A4B2A)); capsule(0.52, 0.58, 0.17, 0.09, Color(hex: 0x7A3F22))
            for (x, y) in [(0.42, 0.3), (0.62, 0.4), (0.38, 0.62), (0.66, 0.6), (0.5, 0.47)] { circle(x, y, 0.025, green) }
            line(0.6, 0.04, 0.98, 0.5, 0.035, Color(hex: 0x5D3A1A)); line(0.68, 0.02, 0.99, 0.4, 0.035, Color(hex: 0x6E4522))
        case .hotPot:
            background(0x4A3030, 0x1F1414)
            plate(0.44, rim: 0x9E9E9E, inner: 0x5B5B5B)
            shaded(0.5, 0.5, 0.35, 0xE0402A, 0x8E1410)
            for (x, y) in [(0.35, 0.38), (0.6, 0.33), (0.5, 0.62), (0.68, 0.58), (0.3, 0.58)] {
                capsule(x - 0.05, y - 0.02, 0.11, 0.045, Color(hex: 0xB71C1C))
            }
            for (x, y) in [(0.45, 0.42), (0.58, 0.48)] { context.fill(rect(x, y, 0.09, 0.09), Color(hex: 0xFFF5E1)) }
            for (x, y) in [(0.4, 0.5), (0.62, 0.68), (0.72, 0.42), (0.28, 0.45)] { circle(x, y, 0.018, Color(hex: 0x3E2723)) }
        case .bubbleTea:
            background(0xFFE3EA, 0xF8C8D8)
            context.fillGradient(rect(0.3, 0.24, 0.4, 0.62), radii: CornerRadii(0.08 * side), start: point(0, 0.24),
                                 end: point(0, 0.86), from: Color(hex: 0xE8C39E), to: Color(hex: 0xB9875A))
            for k in 0..<7 { circle(0.36 + Double(k % 4) * 0.09, 0.74 + Double(k / 4) * 0.06, 0.035, Color(hex: 0x3B2314)) }
            capsule(0.27, 0.2, 0.46, 0.08, white.multipliedAlpha(0.95))
            line(0.56, 0.04, 0.52, 0.24, 0.05, Color(hex: 0xEC407A))
        case .burger:
            background(0xFFE08A, 0xFFB547)
            context.fillGradient(rect(0.2, 0.2, 0.6, 0.28), radii: .top(0.28 * side), start: point(0, 0.2),
                                 end: point(0, 0.48), from: Color(hex: 0xE9A955), to: Color(hex: 0xC4782C))
            for (x, y) in [(0.35, 0.3), (0.5, 0.26), (0.62, 0.32), (0.45, 0.37)] { capsule(x, y, 0.05, 0.022, Color(hex: 0xFFF3D6)) }
            capsule(0.16, 0.47, 0.68, 0.07, Color(hex: 0x7CB342))
            context.fill(rect(0.2, 0.52, 0.6, 0.05), Color(hex: 0xFFC928))
            capsule(0.18, 0.55, 0.64, 0.1, Color(hex: 0x6D3B1E))
            context.fillRoundedRect(rect(0.2, 0.65, 0.6, 0.13), radii: CornerRadii(0.06 * side), Color(hex: 0xD89444))
        case .pizza:
            background(0xC98B55, 0x9C6235)
            shaded(0.5, 0.5, 0.42, 0xF0C274, 0xC98C3F)
            circle(0.5, 0.5, 0.35, Color(hex: 0xD9412B))
            for (x, y, r) in [(0.42, 0.4, 0.12), (0.6, 0.55, 0.13), (0.4, 0.62, 0.1), (0.62, 0.36, 0.08)] {
                circle(x, y, r, Color(hex: 0xFFD65C))
            }
            for (x, y) in [(0.35, 0.48), (0.55, 0.3), (0.68, 0.47), (0.5, 0.68), (0.48, 0.5)] { circle(x, y, 0.05, Color(hex: 0xA8231B)) }
            for (x, y) in [(0.58, 0.62), (0.3, 0.38)] { circle(x, y, 0.03, Color(hex: 0x2E7D32)) }
        case .sushi:
            background(0x34464F, 0x1C262B)
            context.fillRoundedRect(rect(0.08, 0.3, 0.84, 0.42), radii: CornerRadii(0.05 * side), Color(hex: 0x8D6E4C))
            for k in 0..<3 {
                let x = 0.14 + Double(k) * 0.26
                capsule(x, 0.42, 0.2, 0.16, Color(hex: 0xFAFAF5))
                capsule(x - 0.01, 0.37, 0.22, 0.12, Color(hex: k == 1 ? 0xE53935 : 0xFF8A50))
                line(x + 0.05, 0.39, x + 0.09, 0.47, 0.012, white.multipliedAlpha(0.7))
                line(x + 0.12, 0.39, x + 0.16, 0.47, 0.012, white.multipliedAlpha(0.7))
            }
            circle(0.8, 0.64, 0.05, Color(hex: 0x9CCC65))
        case .dumplings:
            background(0xEAD9A8, 0xC9A96E)
            plate(0.44, rim: 0xB08850, inner: 0xD7B97F)
            for (x, y) in [(0.36, 0.36), (0.62, 0.36), (0.3, 0.58), (0.5, 0.5), (0.7, 0.6), (0.5, 0.72)] {
                shaded(x, y, 0.11, 0xFFFDF5, 0xE9DCC0)
                line(x - 0.04, y - 0.03, x + 0.04, y - 0.03, 0.012, Color(hex: 0xD6C39A))
            }
        case .salad:
            background(0xDDF5E3, 0xB2E2C2)
            plate(0.42)
            for (x, y, r) in [(0.4, 0.4, 0.12), (0.6, 0.42, 0.11), (0.45, 0.6, 0.12), (0.62, 0.6, 0.1), (0.5, 0.5, 0.1)] {
                circle(x, y, r, Color(hex: r > 0.11 ? 0x66BB6A : 0x43A047))
            }
            for (x, y) in [(0.36, 0.52), (0.6, 0.3), (0.68, 0.52)] { circle(x, y, 0.05, red) }
            for (x, y) in [(0.5, 0.36), (0.55, 0.66), (0.42, 0.46)] { circle(x, y, 0.025, Color(hex: 0xFFD54F)) }
            circle(0.55, 0.5, 0.07, white); circle(0.55, 0.5, 0.035, Color(hex: 0xFFB300))
        case .cake:
            background(0xFFDCE6, 0xFFB0C4)
            context.fillRoundedRect(rect(0.18, 0.4, 0.64, 0.4), radii: CornerRadii(0.04 * side), Color(hex: 0xFFF4E6))
            context.fill(rect(0.18, 0.52, 0.64, 0.06), Color(hex: 0xF48FB1))
            context.fill(rect(0.18, 0.66, 0.64, 0.06), Color(hex: 0xF48FB1))
            capsule(0.16, 0.33, 0.68, 0.12, Color(hex: 0xFFFFFF))
            for x in [0.3, 0.5, 0.7] { circle(x, 0.3, 0.07, Color(hex: 0xE53935)); circle(x, 0.24, 0.025, green) }
        case .friedChicken:
            background(0xFFB74D, 0xFB8C00)
            context.fillRoundedRect(rect(0.14, 0.34, 0.72, 0.52), radii: CornerRadii(0.05 * side), white)
            for k in 0..<4 { context.fill(rect(0.18 + Double(k) * 0.18, 0.34, 0.08, 0.52), Color(hex: 0xE53935)) }
            for (x, y, r) in [(0.34, 0.34, 0.14), (0.56, 0.3, 0.15), (0.72, 0.4, 0.12), (0.45, 0.46, 0.13)] {
                shaded(x, y, r, 0xE9A23B, 0xA55A17)
            }
        case .riceBowl:
            background(0xF7E9D7, 0xE3C9A8)
            plate(0.42, rim: 0x37474F, inner: 0x455A64)
            circle(0.5, 0.5, 0.32, Color(hex: 0xFBFBF7))
            capsule(0.3, 0.34, 0.22, 0.14, Color(hex: 0x8D4E2A)); capsule(0.5, 0.4, 0.2, 0.12, Color(hex: 0x9C5B33))
            circle(0.38, 0.64, 0.09, Color(hex: 0xFFF8E1)); circle(0.38, 0.64, 0.045, Color(hex: 0xFFB300))
            for (x, y) in [(0.6, 0.6), (0.66, 0.52), (0.56, 0.7)] { circle(x, y, 0.05, Color(hex: 0x43A047)) }
        case .coffee:
            background(0xE8D7C4, 0xC5A383)
            circle(0.5, 0.5, 0.42, Color(hex: 0xFAFAFA).multipliedAlpha(0.9))
            circle(0.5, 0.5, 0.3, white)
            shaded(0.5, 0.5, 0.25, 0x8D6748, 0x5A3D26)
            circle(0.45, 0.47, 0.07, Color(hex: 0xF3E2C7)); circle(0.55, 0.47, 0.07, Color(hex: 0xF3E2C7))
            circle(0.5, 0.55, 0.06, Color(hex: 0xF3E2C7))
            capsule(0.78, 0.44, 0.16, 0.1, white)
        case .fruit:
            background(0xFFF3B0, 0xFFD54F)
            plate(0.42)
            circle(0.38, 0.4, 0.12, Color(hex: 0xFF9800)); circle(0.62, 0.4, 0.11, Color(hex: 0x8BC34A))
            circle(0.62, 0.4, 0.05, Color(hex: 0xF1F8E9))
            circle(0.4, 0.63, 0.1, Color(hex: 0xE53935)); circle(0.6, 0.62, 0.1, Color(hex: 0x7E57C2))
            circle(0.5, 0.51, 0.07, Color(hex: 0xFFEB3B))
        }
        context.popClip()
    }
}
