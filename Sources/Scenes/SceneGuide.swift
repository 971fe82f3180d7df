import Graphics

/// A labelled horizontal line over the viewport (guides, key G), in viewport points.
public struct SceneGuide {
    public let label: String
    public let y: Double
    public let color: Color

    /// An inset or resting edge: it marks where content starts under a bar, so its label goes under
    /// the line, off the bar's title.
    public var marksContentEdge: Bool { color == SceneGuide.insetColor }

    /// Insets and resting edges.
    static let insetColor = Color(hex: 0x007AFF)
    /// Thresholds a gesture crosses.
    static let thresholdColor = Color(hex: 0xFF3B30)
    /// Detents and states a component rests at.
    static let detentColor = Color(hex: 0x34C759)
}
