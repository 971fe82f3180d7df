import Graphics

/// What the screen gives up at its top edge for the cameras and sensors, drawn black over the scene:
/// nothing (a bezel above the screen), the notch, or the Dynamic Island.
///
///     notch (iPhone 14)                     Dynamic Island (iPhone 15)
///     ┌────╲________________╱────┐ y = 0    ┌──────────────────────────┐ y = 0
///     │     ╲______________╱     │ 34       │      (══════════)        │ 11 … 48.33
///     │ 9:41   160 wide    ▮▮ ▭ │          │ 9:41   126 wide     ▮▮ ▭ │
public enum SensorHousing: Hashable, Sendable {
    /// The cameras sit in a bezel above the screen (iPhone SE, iPad).
    case none
    /// A cut-out from the top edge, with rounded bottom corners.
    case notch(width: Double, height: Double, bottomCornerRadius: Double)
    /// A capsule floating below the top edge.
    case dynamicIsland(width: Double, height: Double, top: Double)

    /// The housing's rectangle on a screen `width` points wide (centred), or nil for none.
    public func frame(screenWidth width: Double) -> Rect? {
        switch self {
        case .none: return nil
        case .notch(let w, let h, _): return Rect(x: (width - w) / 2, y: 0, width: w, height: h)
        case .dynamicIsland(let w, let h, let top): return Rect(x: (width - w) / 2, y: top, width: w, height: h)
        }
    }

    /// The corners of the housing's shape: the notch's bottom two, or the island's capsule.
    public var cornerRadii: CornerRadii {
        switch self {
        case .none: return .zero
        case .notch(_, _, let radius):
            return CornerRadii(topLeft: 0, topRight: 0, bottomRight: radius, bottomLeft: radius)
        case .dynamicIsland(_, let height, _): return CornerRadii(height / 2)
        }
    }

    /// The word `scroll-lab devices` shows.
    public var kind: String {
        switch self {
        case .none: return "none"
        case .notch: return "notch"
        case .dynamicIsland: return "Dynamic Island"
        }
    }
}
