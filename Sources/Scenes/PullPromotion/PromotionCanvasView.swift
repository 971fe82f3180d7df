import Graphics
import ScrollUI

/// The promotion's background: a vertical red gradient through `PromotionPalette.backgroundStops`,
/// drawn at any size (the parts of the composition are its subviews).
final class PromotionCanvasView: View {
    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(in context: inout DrawingContext) {
        // Each band reaches 1 pt under the next, which covers it: no anti-aliased seam between them
        // at fractional positions (the parallax moves the canvas by fractions of a point).
        let box = bounds, stops = PromotionPalette.backgroundStops
        for (upper, lower) in zip(stops, stops.dropFirst()) {
            let top = (box.minY + box.height * upper.position).rounded()
            let bottom = (box.minY + box.height * lower.position).rounded()
            let overlap = lower.position < 1 ? 1.0 : 0
            context.fillGradient(Rect(x: box.minX, y: top, width: box.width, height: bottom - top + overlap),
                                 start: Point(x: box.midX, y: top), end: Point(x: box.midX, y: bottom),
                                 from: upper.color, to: lower.color)
        }
    }
}
