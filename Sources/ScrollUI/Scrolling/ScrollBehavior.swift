import Graphics
import ScrollPhysics

/// A component's resting policy for a scroll view: UIKit's
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` generalised to every input
/// (FloatingPanel's `Behavior`, Flutter's `ScrollPhysics`). The view asks it whenever an activity
/// ends, and for the target of every discrete scroll, so that whenever the view is idle its offset
/// is one of the behaviour's legal rests. It also hears every change of the view (the component
/// follows the offset there).
///
/// Every question comes with an immutable snapshot of the view (`ScrollMetrics`), and every answer is
/// a value (`ScrollAnswer`: the insets it wants, then the motion) that the view applies once the call
/// has returned, in the order the answers came: a behaviour never changes the view while it is asked.
public protocol ScrollBehavior: AnyObject {
    /// How the view comes to rest after `request` (an activity ended at `request.offset` with
    /// `request.velocity`; momentum alone would rest at `request.naturalTarget`).
    func restingMotion(for request: ScrollRestRequest) -> ScrollAnswer

    /// Where a discrete scroll (a wheel notch, a key) from `offset` goes: `proposed` is the view's own
    /// target (`offset` plus the step, inside the range).
    func discreteTarget(from offset: Point, proposed: Point, in metrics: ScrollMetrics) -> DiscreteScrollAnswer

    /// True when the view may rest at `offset`.
    func isLegalRest(_ offset: Point, in metrics: ScrollMetrics) -> Bool

    /// Where a tap on the status bar scrolls to (UIKit's `scrollViewShouldScrollToTop`): the content's
    /// top by default; nil does nothing.
    func scrollToTopTarget(in metrics: ScrollMetrics) -> Point?

    /// An activity began (a hold, a drag, a motion): rules that depend on how it began are decided here.
    func didBegin(_ phase: ScrollPhase, in metrics: ScrollMetrics) -> ScrollAnswer

    /// The view came to rest (idle at a legal rest): rules tied to the activity that ended are reset here.
    func didComeToRest(in metrics: ScrollMetrics) -> ScrollAnswer

    /// The offset, content size, insets, pan state or phase changed (before the view's observers hear it).
    func didChange(_ change: ScrollChange, in metrics: ScrollMetrics) -> ScrollAnswer
}

extension ScrollBehavior {
    public func restingMotion(for request: ScrollRestRequest) -> ScrollAnswer { .none }
    public func discreteTarget(from offset: Point, proposed: Point, in metrics: ScrollMetrics) -> DiscreteScrollAnswer {
        .scroll(to: proposed)
    }
    public func isLegalRest(_ offset: Point, in metrics: ScrollMetrics) -> Bool { true }
    public func scrollToTopTarget(in metrics: ScrollMetrics) -> Point? {
        Point(x: metrics.contentOffset.x, y: metrics.minimumContentOffset.y)
    }
    public func didBegin(_ phase: ScrollPhase, in metrics: ScrollMetrics) -> ScrollAnswer { .none }
    public func didComeToRest(in metrics: ScrollMetrics) -> ScrollAnswer { .none }
    public func didChange(_ change: ScrollChange, in metrics: ScrollMetrics) -> ScrollAnswer { .none }
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
    /// The view as the activity left it, with the velocity it leaves with (zero below the fling
    /// threshold).
    public var metrics: ScrollMetrics

    public init(cause: ScrollRestCause, metrics: ScrollMetrics) {
        self.cause = cause
        self.metrics = metrics
    }

    /// The displayed offset, points.
    public var offset: Point { metrics.contentOffset }
    /// The content's velocity, points per second.
    public var velocity: Point { metrics.velocity }
    /// Where momentum with the view's deceleration rate would rest, inside the range.
    public var naturalTarget: Point { metrics.naturalTarget(from: offset, velocity: velocity) }
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

/// What a behaviour asks of its view, as a value: the view sets the insets, then starts the motion,
/// once the call that returned it is over (`ScrollView.apply(_:)`).
public struct ScrollAnswer: Equatable, Sendable {
    /// The insets the behaviour wants; nil keeps them.
    public var contentInset: EdgeInsets?
    /// Answering a rest: how the view comes to rest (nil: `.natural`). Anywhere else: a motion the view
    /// starts from where the content is, at rest, once no finger holds it (nil: none).
    public var motion: ScrollRestingMotion?

    public init(contentInset: EdgeInsets? = nil, motion: ScrollRestingMotion? = nil) {
        self.contentInset = contentInset
        self.motion = motion
    }

    /// Nothing to change.
    public static let none = ScrollAnswer()

    /// `metrics`' insets with `top` and `bottom` where given, or nothing when they are so already.
    public static func insets(of metrics: ScrollMetrics, top: Double? = nil, bottom: Double? = nil) -> ScrollAnswer {
        var inset = metrics.contentInset
        inset.top = top ?? inset.top
        inset.bottom = bottom ?? inset.bottom
        return inset == metrics.contentInset ? .none : ScrollAnswer(contentInset: inset)
    }
}

/// A behaviour's answer to a discrete scroll.
public enum DiscreteScrollAnswer: Equatable, Sendable {
    /// The step's own animation to this resting point.
    case scroll(to: Point)
    /// The scroll does nothing.
    case ignore
    /// Something else instead (the open promotion closes): applied as a programmatic move, at the
    /// release while a finger holds the content.
    case instead(ScrollAnswer)
}
