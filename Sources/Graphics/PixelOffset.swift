/// A move by whole device pixels (x right, y down): how far a group of drawing commands is drawn
/// from its coordinates' origin (`DrawCommand.pushTranslation`). Whole pixels move every pixel of
/// the group unchanged, so a frame in which only such a move happened is the previous frame's
/// pixels moved (see `IncrementalRasterizer`).
public struct PixelOffset: Hashable, Sendable {
    public var x: Int
    public var y: Int

    public static let zero = PixelOffset(x: 0, y: 0)

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The nearest device pixels to `point` (points) at `scale` pixels per point: each coordinate
    /// times the scale, rounded half up (`⌊v + ½⌋`), so that `snapped(a + b)` is `a + snapped(b)`
    /// for every whole-pixel `a` and positions derived from one offset round alike. Non-finite and
    /// huge values are clamped to ±2²⁴ pixels first.
    public init(snapping point: Point, scale: Double) {
        self.init(x: Self.nearestPixel(point.x * scale), y: Self.nearestPixel(point.y * scale))
    }

    /// In points at `scale` pixels per point.
    public func points(scale: Double) -> Point { Point(x: Double(x) / scale, y: Double(y) / scale) }

    public static func + (lhs: PixelOffset, rhs: PixelOffset) -> PixelOffset { PixelOffset(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    public static func - (lhs: PixelOffset, rhs: PixelOffset) -> PixelOffset { PixelOffset(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

    /// The largest coordinate a pixel offset holds (as the rasterizer's coordinates: 2²⁴).
    static let limit = 16_777_216.0

    /// `⌊value + ½⌋`, clamped to ±`limit`; NaN is 0.
    static func nearestPixel(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        let v = min(max(value, -limit), limit) + 0.5
        let i = Int(v)
        return Double(i) > v ? i - 1 : i
    }
}
