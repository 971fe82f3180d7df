import Graphics
import ScrollUI

/// A generated landscape standing in for a listing photo: a sky gradient, a glowing sun, two rows of
/// round hills and a strip of water or field, clipped to the view's rounded corners.
final class LandscapeView: View {
    var palette = LandscapePalette.all[0] { didSet { setNeedsDisplay() } }
    /// The sun's glow: halo radius (in sun radii) and opacity, widest first.
    static let halos: [(scale: Double, opacity: Double)] = [(1.75, 0.12), (1.35, 0.22)]
    /// Moves the sun and hills so neighbouring photos differ (0...1).
    var variation = 0.0 { didSet { setNeedsDisplay() } }

    override func draw(in context: inout DrawingContext) {
        let box = bounds
        let w = box.width, h = box.height
        context.pushClip(box, radii: cornerRadii)
        context.fillGradient(box, start: Point(x: 0, y: box.minY), end: Point(x: 0, y: box.minY + h * 0.7),
                             from: palette.skyTop, to: palette.skyBottom)
        let sun = h * 0.16
        let sunCenter = Point(x: box.minX + w * (0.2 + 0.6 * variation), y: box.minY + h * 0.3)
        let sunRect = Rect(x: sunCenter.x - sun, y: sunCenter.y - sun, width: sun * 2, height: sun * 2)
        // The glow: two translucent halos (flat discs cost far less than a blurred shadow).
        for (scale, opacity) in LandscapeView.halos {
            let r = sun * scale
            context.fillRoundedRect(Rect(x: sunCenter.x - r, y: sunCenter.y - r, width: 2 * r, height: 2 * r),
                                    radii: CornerRadii(r), palette.sun.withOpacity(opacity))
        }
        context.fillRoundedRect(sunRect, radii: CornerRadii(sun), palette.sun)
        // Far hills: wide circles whose tops rise above the horizon.
        for k in 0..<3 {
            let radius = w * (0.45 + 0.1 * Double(k))
            let cx = box.minX + w * (Double(k) * 0.5 - 0.1 + 0.2 * variation)
            let top = box.minY + h * (0.42 + 0.05 * Double(k % 2))
            context.fillRoundedRect(Rect(x: cx - radius, y: top, width: radius * 2, height: radius * 2),
                                    radii: CornerRadii(radius), palette.far)
        }
        for k in 0..<2 {
            let radius = w * 0.6
            let cx = box.minX + w * (Double(k) * 1.1 - 0.05 + 0.15 * (1 - variation))
            let top = box.minY + h * (0.58 + 0.04 * Double(k))
            context.fillRoundedRect(Rect(x: cx - radius, y: top, width: radius * 2, height: radius * 2),
                                    radii: CornerRadii(radius), palette.near)
        }
        context.fillGradient(Rect(x: box.minX, y: box.minY + h * 0.82, width: w, height: h * 0.18),
                             start: Point(x: 0, y: box.minY + h * 0.82), end: Point(x: 0, y: box.maxY),
                             from: palette.ground, to: palette.ground.mixed(with: .black, fraction: 0.25))
        context.popClip()
    }
}
