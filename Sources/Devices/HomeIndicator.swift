import Graphics

/// The home indicator of a phone or tablet without a Home button: a capsule above the bottom edge,
/// inside the bottom safe area (which keeps content clear of it).
public struct HomeIndicator: Hashable, Sendable {
    /// The capsule's width and height in portrait, points.
    public let width: Double
    public let height: Double
    /// The gap between the capsule and the screen's bottom edge, points.
    public let bottomGap: Double

    public init(width: Double, height: Double, bottomGap: Double) {
        self.width = width
        self.height = height
        self.bottomGap = bottomGap
    }

    /// The capsule in a screen of `size` points: centred, `bottomGap` above the bottom edge.
    public func frame(in size: Size) -> Rect {
        Rect(x: (size.width - width) / 2, y: size.height - bottomGap - height, width: width, height: height)
    }
}
