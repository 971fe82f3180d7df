import Graphics

/// A scroll wheel or touchpad delta, in viewport points.
public struct WheelEvent: Equatable, Sendable {
    /// Where the pointer is; the scroll view under it receives the delta.
    public var location: Point
    /// How far the content should move; positive `y` moves toward the end of the content
    /// (the same sign as `contentOffset.y` growing).
    public var delta: Point
    /// True for a touchpad's fractional deltas (followed directly); false for a mouse-wheel notch
    /// (`delta` is then ±1 per notch and scrolls a fixed step with an animation).
    public var isPrecise: Bool
    /// Seconds on the window's clock.
    public var time: Double

    public init(location: Point, delta: Point, isPrecise: Bool, time: Double) {
        self.location = location
        self.delta = delta
        self.isPrecise = isPrecise
        self.time = time
    }
}
