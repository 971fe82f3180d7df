import Graphics
import LabDrawing

/// How a screenshot (S) or a video (V) is made: at the simulated phone's pixel scale whatever the
/// display's (3 for the iPhone 14, a device profile's or `run --capture-scale`), and with the overlays
/// the window shows (guides, touches) only when asked (Shift+S, Shift+V).
public struct CaptureStyle: Equatable, Sendable {
    /// Pixels per point.
    public var scale: Double
    /// Draw the scene's guides (G) over it.
    public var guides: Bool
    /// Draw the touch indicator (K, or while recording).
    public var touches: Bool

    public init(scale: Double, guides: Bool = false, touches: Bool = false) {
        self.scale = scale
        self.guides = guides
        self.touches = touches
    }

    /// The overlays a screenshot draws over the viewport; nil for the scene alone.
    public var overlay: ViewportOverlay? {
        guides || touches ? ViewportOverlay(guides: guides, touches: touches) : nil
    }

    /// The same overlays for a video made by replay.
    var overlayKinds: FrameOverlays.Kinds {
        var kinds: FrameOverlays.Kinds = []
        if guides { kinds.insert(.guides) }
        if touches { kinds.insert(.touches) }
        return kinds
    }
}
