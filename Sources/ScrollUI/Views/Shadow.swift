import Graphics

/// A drop shadow under a view's background shape (CALayer's shadowColor/Radius/Offset).
public struct Shadow: Hashable, Sendable {
    public var color: Color
    /// Blur radius in points.
    public var blur: Double
    public var offset: Point

    public init(color: Color, blur: Double, offset: Point = .zero) {
        self.color = color
        self.blur = blur
        self.offset = offset
    }
}
