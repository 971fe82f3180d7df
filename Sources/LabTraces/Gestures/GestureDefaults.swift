import Graphics
import ScrollPhysics

/// What the written gestures share: how often a finger or a touchpad reports, and the durations and
/// places a gesture takes when none are given.
public enum GestureDefaults {
    /// Seconds between two pointer or touchpad samples: 1/120 s, the window's frame interval (a 120 Hz
    /// display, as ProMotion iPhones report touches).
    public static let sampleInterval = 1.0 / 120
    /// The constant-speed end of a fling, seconds: the velocity tracker's horizon (0.1 s) and one sample
    /// more, so every sample the tracker weighs moves at the release speed.
    public static let flingTail = VelocityTracker.horizon + sampleInterval
    /// A fling's ramp when neither distance nor duration is given, seconds.
    public static let flingRamp = 0.15
    /// A drag's duration when none is given, seconds.
    public static let drag = 0.5
    /// How long a tap holds, seconds (a quick press, well under the 150 ms row highlight delay).
    public static let tap = 0.05
    /// How long a hold lasts when no duration is given, seconds.
    public static let hold = 1.0
    /// A pull's finger speed when none is given, pt/s (slow: no fling, 0 after the still hold).
    public static let pullSpeed = 300.0
    /// How long a pull holds still before the lift, seconds: past the tracker's 50 ms stillness limit, so
    /// the release has no velocity.
    public static let pullHold = 0.2
    /// A touchpad swipe's duration when none is given, seconds.
    public static let swipe = 0.2
    /// Seconds between wheel notches or keys when no interval is given.
    public static let repeatInterval = 0.1
    /// Where a pull presses when no point is given, as a fraction of the viewport's height (below the
    /// bars of every scene), at the middle of its width.
    public static let pullStartFraction = 0.25
    /// How near a fling's default press comes to the edge behind it, as a fraction of the viewport's
    /// height (width): below the bars of every scene at the top, as a pull's press, and as far from
    /// the bottom (the home indicator, a tab bar or a sheet's tip).
    public static let flingEdgeFraction = 0.25

    /// Where a fling presses when no point is given: on the viewport's middle column (row for left and
    /// right), its travel of `travel` pt along `direction` (a unit vector) centred on the middle, but no
    /// nearer the edge behind it than `flingEdgeFraction`: low enough for a fling up, high enough for one
    /// down. A travel longer than that room ends beyond the viewport's far edge.
    public static func flingPress(in size: Size, direction: Point, travel: Double) -> Point {
        func along(_ extent: Double, _ way: Double) -> Double {
            let edge = extent * flingEdgeFraction
            return min(max(extent / 2 - way * travel / 2, edge), extent - edge)
        }
        return Point(x: along(size.width, direction.x), y: along(size.height, direction.y))
    }
}
