import Graphics

/// The primary pointer (mouse button or finger), in viewport points.
public struct PointerEvent: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        /// The pointer pressed.
        case down
        /// The pointer moved, pressed or not (a move while up is a hover).
        case move
        /// The pointer released.
        case up
        /// The gesture was taken away (window lost focus); treated as an up with no fling.
        case cancel
    }

    public var kind: Kind
    public var location: Point
    /// Seconds on the window's clock.
    public var time: Double

    public init(_ kind: Kind, at location: Point, time: Double) {
        self.kind = kind
        self.location = location
        self.time = time
    }
}
