/// A uniform scale followed by a translation: `p' = p * scale + translation`.
/// Views draw in their own coordinates; the drawing context maps them to viewport points, and the
/// rasterizer maps viewport points to device pixels with `scale` (2 on HiDPI).
public struct Transform: Hashable, Sendable {
    public var scale: Double
    public var translation: Point

    public static let identity = Transform(scale: 1, translation: .zero)

    public init(scale: Double = 1, translation: Point = .zero) {
        self.scale = scale
        self.translation = translation
    }

    public func apply(to point: Point) -> Point {
        Point(x: point.x * scale + translation.x, y: point.y * scale + translation.y)
    }

    public func apply(to rect: Rect) -> Rect {
        Rect(origin: apply(to: rect.origin),
             size: Size(width: rect.width * scale, height: rect.height * scale))
    }

    /// This transform followed by a translation of `dx`, `dy` in its own (pre-scale) units.
    public func translatedBy(dx: Double, dy: Double) -> Transform {
        Transform(scale: scale, translation: Point(x: translation.x + dx * scale, y: translation.y + dy * scale))
    }
}
