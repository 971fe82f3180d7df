import Graphics
import ScrollUI

/// A lantern hanging from the top edge: its image (whose own string is `stringLength` long at the
/// image's natural size) hung low enough that the body clears the status bar (the safe area's top),
/// with the string drawn up to the edge.
///
///     y = 0  ┃   string (drawn)
///            ┃   string (image)
///          ┌───┐ cap, under the status bar's bottom
///          │ 福 │
final class LanternView: View {
    /// The string's length in the lantern image, points at its natural size (the art script's `string_end`).
    static let stringLength = 40.0
    static let stringColor = Color(red: 222, green: 142, blue: 30)
    /// Gap between the safe area's top and the lantern's cap, points.
    static let statusBarClearance = 4.0

    /// The string's width in the image, points at its natural size.
    static let stringWidth = 1.5

    var image: Image? { didSet { setNeedsDisplay() } }
    /// The lantern's size as a share of its natural size.
    var scale = 1.0 { didSet { if scale != oldValue { setNeedsDisplay() } } }
    /// The line the cap hangs under: the safe area's top, points.
    var safeAreaTop = 0.0 { didSet { if safeAreaTop != oldValue { setNeedsDisplay() } } }
    /// Where the image starts, points from the top (the string above it is drawn).
    var imageTop: Double { LanternView.drop(scale: scale, safeAreaTop: safeAreaTop) }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The drop that puts the cap of a lantern drawn at `scale` of its natural size under the safe
    /// area's top.
    static func drop(scale: Double, safeAreaTop: Double) -> Double {
        max(0, safeAreaTop + statusBarClearance - stringLength * scale)
    }

    override func draw(in context: inout DrawingContext) {
        guard let image else { return }
        let box = bounds
        context.drawLine(from: Point(x: box.midX, y: 0), to: Point(x: box.midX, y: imageTop + 1), width: LanternView.stringWidth * scale,
                         LanternView.stringColor)
        context.drawImage(image, in: Rect(x: 0, y: imageTop, width: box.width, height: box.height - imageTop))
    }
}
