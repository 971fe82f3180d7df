import Graphics
import ScrollUI

/// A rounded square with a diagonal gradient of an accent colour and white initials, standing in
/// for a photo.
final class ThumbnailView: View {
    var accent: Color = Palette.blue { didSet { if accent != oldValue { setNeedsDisplay() } } }
    var initials: String = "" { didSet { if initials != oldValue { setNeedsDisplay() } } }
    /// How much lighter the gradient's top-left corner is (0...1).
    static let highlight = 0.35

    override func draw(in context: inout DrawingContext) {
        let box = bounds
        context.fillGradient(box, radii: cornerRadii, start: Point(x: box.minX, y: box.minY),
                             end: Point(x: box.maxX, y: box.maxY),
                             from: accent.mixed(with: .white, fraction: ThumbnailView.highlight), to: accent)
        let run = TextRun(initials, font: Font(size: box.height * 0.38, weight: .semibold))
        let size = context.textMeasurer.size(of: run)
        context.drawText(run, at: Point(x: box.midX - size.width / 2, y: box.midY - size.height / 2), .white)
    }
}
