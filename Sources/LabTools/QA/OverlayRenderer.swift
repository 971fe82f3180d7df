import Graphics
import Scenes
import ScrollUI

/// What the QA tools draw over the viewport: guides (key G), touches (key K), the slow-motion and
/// pause badge, and the help card (? or F1).
struct OverlayRenderer {
    /// Diameter of a shown touch, points (iOS's show-touches circle).
    static let touchDiameter = 44.0
    static let touchColor = Color(hex: 0x8E8E93, opacity: 0.45)

    /// Every key of the window and what it does, for the help card and the README.
    static let keys: [(key: String, action: String)] = [
        ("H", "HUD: fps, frame times, state, live plot"),
        ("G", "guides: thresholds, detents, insets"),
        ("T", "slow motion (animations × 0.1)"),
        ("P", "pause animations; shows the timeline"),
        ("← →", "one frame back / on (when paused)"),
        (".", "step one 1/60 s frame (when paused)"),
        ("K", "show touches"),
        ("S", "screenshot of the viewport to captures/"),
        ("R", "record a trace (from the scene's load)"),
        ("L", "save the last 30 s as a trace"),
        ("V", "video (MP4) of the recording or last 30 s"),
        ("1 … 9", "switch scene"),
        ("? or F1", "this help"),
        ("Ctrl+Q", "quit"),
    ]

    func drawGuides(_ guides: [SceneGuide], width: Double, context: inout DrawingContext) {
        for guide in guides {
            var x = 0.0
            while x < width {
                context.fill(Rect(x: x, y: guide.y - 0.5, width: min(8, width - x), height: 1), guide.color)
                x += 12
            }
            let run = TextRun(guide.label, font: Font(size: 11, weight: .semibold))
            let size = context.textMeasurer.size(of: run)
            let pill = Rect(x: 6, y: guide.y - size.height - 4, width: size.width + 12, height: size.height + 2)
            context.fillRoundedRect(pill, radii: CornerRadii(pill.height / 2), guide.color.withOpacity(0.9))
            context.drawText(run, at: Point(x: pill.minX + 6, y: pill.minY + 1), .white)
        }
    }

    func drawTouch(at point: Point, context: inout DrawingContext) {
        let r = OverlayRenderer.touchDiameter / 2
        let circle = Rect(x: point.x - r, y: point.y - r, width: 2 * r, height: 2 * r)
        context.fillRoundedRect(circle, radii: CornerRadii(r), OverlayRenderer.touchColor)
        context.strokeRoundedRect(circle, radii: CornerRadii(r), width: 1.5, Color(hex: 0xFFFFFF, opacity: 0.8))
    }

    func drawBadge(_ text: String, width: Double, context: inout DrawingContext) {
        let run = TextRun(text, font: Font(size: 12, weight: .bold))
        let size = context.textMeasurer.size(of: run)
        let pill = Rect(x: (width - size.width) / 2 - 10, y: 52, width: size.width + 20, height: size.height + 6)
        context.fillRoundedRect(pill, radii: CornerRadii(pill.height / 2), Color(hex: 0xFF453A, opacity: 0.92))
        context.drawText(run, at: Point(x: pill.minX + 10, y: pill.minY + 3), .white)
    }

    func drawHelp(in viewport: Size, context: inout DrawingContext) {
        let width = min(366, viewport.width - 16)
        let height = 52 + Double(OverlayRenderer.keys.count) * 24
        let card = Rect(x: (viewport.width - width) / 2, y: max(12, (viewport.height - height) / 2), width: width, height: height)
        context.fill(Rect(origin: .zero, size: viewport), Color(hex: 0x000000, opacity: 0.35))
        context.drawShadow(card, radii: CornerRadii(16), blur: 18, Color(hex: 0x000000, opacity: 0.3))
        context.fillRoundedRect(card, radii: CornerRadii(16), Color(hex: 0xFFFFFF, opacity: 0.97))
        context.drawText(TextRun("Keys", font: Font(size: 17, weight: .semibold)),
                         at: Point(x: card.minX + 18, y: card.minY + 14), Palette.label)
        for (index, entry) in OverlayRenderer.keys.enumerated() {
            let y = card.minY + 46 + Double(index) * 24
            let key = TextRun(entry.key, font: Font(size: 13, weight: .semibold))
            let keySize = context.textMeasurer.size(of: key)
            let cap = Rect(x: card.minX + 18, y: y, width: max(28, keySize.width + 12), height: 20)
            context.fillRoundedRect(cap, radii: CornerRadii(5), Color(hex: 0xE5E5EA))
            context.drawText(key, at: Point(x: cap.midX - keySize.width / 2, y: cap.midY - keySize.height / 2), Palette.label)
            context.drawText(TextRun(entry.action, font: Font(size: 12.5)), at: Point(x: card.minX + 92, y: y + 2),
                             Palette.secondaryLabel)
        }
    }
}
