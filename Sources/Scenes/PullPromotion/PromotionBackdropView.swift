import Graphics
import ScrollUI

/// The full-screen promotion behind the feed: the image at the parallax position the controller's
/// geometry gives, darkened for refresh-sized pulls, and, once open, a "swipe up to go back" hint
/// above the home indicator (Taobao's second floor).
final class PromotionBackdropView: View {
    /// Distance of the hint's centre from the bottom edge, points (above the 34 pt home indicator).
    static let hintBottom = 22.0

    /// The image's bottom colour, shown where the image has slid up during the parallax so the seam
    /// does not show (about `RED_BOTTOM` of the generator script, measured on its last row).
    static let imageBottomColor = Color(red: 126, green: 5, blue: 21)

    var image: Image? { didSet { setNeedsDisplay() } }
    /// The image's top edge, points (≤ 0; 0 when it fills the screen).
    var imageTop = 0.0 { didSet { if imageTop != oldValue { setNeedsDisplay() } } }
    /// Opacity of the darkening, 0...1.
    var dimAlpha = 0.0 { didSet { if dimAlpha != oldValue { setNeedsDisplay() } } }
    /// Opacity of the "swipe up" hint, 0...1.
    var hintAlpha = 0.0 { didSet { if hintAlpha != oldValue { setNeedsDisplay() } } }
    var hintText = "" { didSet { setNeedsDisplay() } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = PromotionBackdropView.imageBottomColor
        isUserInteractionEnabled = false
    }

    override func draw(in context: inout DrawingContext) {
        let box = bounds
        if let image {
            let size = image.pixelSize
            // Fill the width; the image's height follows its aspect ratio (at least the screen's).
            let height = max(box.height, box.width * size.height / max(size.width, 1))
            context.drawImage(image, in: Rect(x: 0, y: imageTop, width: box.width, height: height))
        }
        if dimAlpha > 0 { context.fill(box, Color.black.multipliedAlpha(dimAlpha)) }
        guard hintAlpha > 0.01, !hintText.isEmpty else { return }
        let saved = context.opacity
        context.opacity *= hintAlpha
        let run = TextRun(hintText, font: Font(size: 12, weight: .medium))
        let size = context.textMeasurer.size(of: run)
        let midY = box.maxY - PromotionBackdropView.hintBottom
        let pill = Rect(x: box.midX - size.width / 2 - 26, y: midY - 12, width: size.width + 46, height: 24)
        context.fillRoundedRect(pill, radii: CornerRadii(12), Color.black.multipliedAlpha(0.28))
        let chevron = Point(x: pill.minX + 15, y: midY)
        context.drawLine(from: Point(x: chevron.x - 4, y: chevron.y + 2), to: Point(x: chevron.x, y: chevron.y - 2), width: 1.6, .white)
        context.drawLine(from: Point(x: chevron.x + 4, y: chevron.y + 2), to: Point(x: chevron.x, y: chevron.y - 2), width: 1.6, .white)
        context.drawText(run, at: Point(x: pill.minX + 26, y: midY - size.height / 2), .white)
        context.opacity = saved
    }
}
