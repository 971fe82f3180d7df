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
}
