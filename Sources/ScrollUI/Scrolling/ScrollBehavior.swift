import Graphics
import ScrollPhysics

/// A component's resting policy for a scroll view: UIKit's
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` generalised to every input
/// (FloatingPanel's `Behavior`, Flutter's `ScrollPhysics`). The view asks it whenever an activity
/// ends, and for the target of every discrete scroll, so that whenever the view is idle its offset
/// is one of the behaviour's legal rests.
public protocol ScrollBehavior: AnyObject {
    /// How the view comes to rest after `request` (an activity ended at `request.offset` with
    /// `request.velocity`; momentum alone would rest at `request.naturalTarget`).
    func restingMotion(for scrollView: ScrollView, _ request: ScrollRestRequest) -> ScrollRestingMotion

    /// The resting point a discrete scroll (a wheel notch, a key) goes to: `proposed` is the view's
    /// own target (`from` plus the step, inside the range). Nil ignores the scroll.
    func discreteTarget(for scrollView: ScrollView, from offset: Point, proposed: Point) -> Point?

    /// True when the view may rest at `offset`.
    func isLegalRest(_ scrollView: ScrollView, offset: Point) -> Bool

    /// Where a tap on the status bar scrolls to (UIKit's `scrollViewShouldScrollToTop`): the content's
    /// top by default; nil does nothing.
    func scrollToTopTarget(for scrollView: ScrollView) -> Point?

    /// An activity began (a hold, a drag, a motion): rules that depend on how it began are decided here.
    func scrollView(_ scrollView: ScrollView, didBegin phase: ScrollPhase)

    /// The view came to rest (idle at a legal rest): rules tied to the activity that ended are reset here.
    func scrollViewDidComeToRest(_ scrollView: ScrollView)
}

extension ScrollBehavior {
    public func restingMotion(for scrollView: ScrollView, _ request: ScrollRestRequest) -> ScrollRestingMotion { .natural }
    public func discreteTarget(for scrollView: ScrollView, from offset: Point, proposed: Point) -> Point? { proposed }
    public func isLegalRest(_ scrollView: ScrollView, offset: Point) -> Bool { true }
    public func scrollToTopTarget(for scrollView: ScrollView) -> Point? {
        Point(x: scrollView.contentOffset.x, y: scrollView.minimumContentOffset.y)
    }
    public func scrollView(_ scrollView: ScrollView, didBegin phase: ScrollPhase) {}
    public func scrollViewDidComeToRest(_ scrollView: ScrollView) {}
}

/// Why the view asks its behaviour how to come to rest.
public enum ScrollRestCause: Equatable, Sendable {
    /// A finger lifted (after a drag, a tap or a catch) or a touchpad gesture ended.
    case release
    /// A motion (momentum, spring, animation) reached its end.
    case motionEnded
    /// The range changed under a motion or at rest (a resize, new insets), or a view at rest is off a
    /// legal rest (a behaviour installed, a view swapped in).
    case rangeChanged
}

/// What the view knows when an activity ends.
public struct ScrollRestRequest: Equatable, Sendable {
    public var cause: ScrollRestCause
    /// The displayed offset, points.
    public var offset: Point
    /// The content's velocity, points per second (zero below the fling threshold).
    public var velocity: Point
    /// Where momentum with the view's deceleration rate would rest, inside the range.
    public var naturalTarget: Point

    public init(cause: ScrollRestCause, offset: Point, velocity: Point, naturalTarget: Point) {
        self.cause = cause
        self.offset = offset
        self.velocity = velocity
        self.naturalTarget = naturalTarget
    }
}

/// How the view comes to rest.
public enum ScrollRestingMotion: Equatable, Sendable {
    /// Physics decides: momentum with the edge bounce, the spring back, or rest where it is.
    case natural
    /// A spring to `to` that starts at the release velocity (a ballistic motion): `parameters`, or the
    /// view's snap spring (`ScrollConfiguration.snapSpring`) when nil.
    case spring(to: Point, parameters: SpringParameters? = nil)
    /// A timed curve to `to` (a driven motion).
    case curve(to: Point, duration: Double, curve: TimingCurve)
    /// Momentum with the view's deceleration rate that stops dead at `stoppingAt` if it gets there
    /// (ballistic, no bounce): a sheet's list stopping at its top.
    case decelerate(stoppingAt: Point)
}
