import Graphics
import ScrollUI

/// A warm glow behind the promotion's title: discs of light, each a little larger and fainter, so the
/// light falls off smoothly from the middle. Drawn as filled circles because they stay cheap at any
/// size: light rays as a full-screen scaled image cost up to 27 ms a frame on an iPad at 2x, as fine
/// beams or a blurred shadow 9–18 ms at 430 × 932 @3 (release `bench`), and the frame budget at 120 Hz
/// is 8.3 ms.
final class TitleGlowView: View {
    /// The discs' radii as shares of the view's half size, inside out; each adds `discOpacity`.
    static let discRadii = [0.07, 0.11, 0.16, 0.22, 0.29, 0.37, 0.46]
    static let discOpacity = 0.06
    static let glowColor = Color(red: 255, green: 180, blue: 80)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(in context: inout DrawingContext) {
        let box = bounds, centre = box.center, radius = min(box.width, box.height) / 2
        let color = TitleGlowView.glowColor.multipliedAlpha(TitleGlowView.discOpacity)
        for share in TitleGlowView.discRadii.reversed() {
            let r = radius * share
            context.fillRoundedRect(Rect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r), radii: CornerRadii(r), color)
        }
    }
}
