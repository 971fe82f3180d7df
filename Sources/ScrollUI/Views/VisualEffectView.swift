import Graphics

/// A view whose background is a system material (UIKit's `UIVisualEffectView` with a blur effect):
/// what is drawn under it, blurred and tinted (`Material`), in its bounds and corners, at its alpha.
/// Takes no touches.
public final class VisualEffectView: View {
    public var material: Material { didSet { if material != oldValue { setNeedsDisplay() } } }

    public init(material: Material, frame: Rect = .zero) {
        self.material = material
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public override func draw(in context: inout DrawingContext) {
        context.fillMaterial(bounds, radii: cornerRadii, material)
    }
}
