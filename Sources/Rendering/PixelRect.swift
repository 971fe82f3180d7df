import Graphics

/// An axis-aligned rectangle of whole device pixels, `[minX, maxX) × [minY, maxY)`.
struct PixelRect: Equatable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    static let empty = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The smallest pixel rectangle that touches every pixel `rect` (device pixels) overlaps.
    init(covering rect: Rect) {
        self.init(minX: PixelMath.floorInt(rect.minX), minY: PixelMath.floorInt(rect.minY),
                  maxX: PixelMath.ceilInt(rect.maxX), maxY: PixelMath.ceilInt(rect.maxY))
    }

    /// `rect` (device pixels) with each edge rounded to the nearest pixel boundary.
    init(rounding rect: Rect) {
        self.init(minX: PixelMath.roundInt(rect.minX), minY: PixelMath.roundInt(rect.minY),
                  maxX: PixelMath.roundInt(rect.maxX), maxY: PixelMath.roundInt(rect.maxY))
    }

    var isEmpty: Bool { minX >= maxX || minY >= maxY }
    var width: Int { max(0, maxX - minX) }
    var height: Int { max(0, maxY - minY) }

    /// Moved by whole pixels.
    func offsetBy(_ offset: PixelOffset) -> PixelRect {
        PixelRect(minX: minX + offset.x, minY: minY + offset.y, maxX: maxX + offset.x, maxY: maxY + offset.y)
    }

    /// The common part; may be empty (then `isEmpty` is true).
    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(minX: max(minX, other.minX), minY: max(minY, other.minY),
                  maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }

    /// True when `other` lies inside (an empty `other` is inside anything).
    func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY)
    }

    /// Pixels covered (0 when empty).
    var area: Int { width * height }

    /// The union when it is exactly a rectangle (one holds the other, or they share both edges of
    /// one axis and overlap or touch along the other); nil otherwise.
    func exactUnion(_ other: PixelRect) -> PixelRect? {
        if contains(other) { return self }
        if other.contains(self) { return other }
        if minX == other.minX && maxX == other.maxX && minY <= other.maxY && other.minY <= maxY {
            return PixelRect(minX: minX, minY: Swift.min(minY, other.minY), maxX: maxX, maxY: Swift.max(maxY, other.maxY))
        }
        if minY == other.minY && maxY == other.maxY && minX <= other.maxX && other.minX <= maxX {
            return PixelRect(minX: Swift.min(minX, other.minX), minY: minY, maxX: Swift.max(maxX, other.maxX), maxY: maxY)
        }
        return nil
    }
}
