import Graphics

/// What a scroll view is doing: always exactly one activity (Flutter's `ScrollActivity`), which owns
/// its state and acts on the view through a few of its methods (`moveContent`, `settle`). The view's
/// `phase` is the activity's. When an activity ends, the view's `ScrollBehavior` says how it comes to
/// rest (`ScrollView.settle`).
///
///     hold ──drag past slop──► drag ──release──┐
///       │ release (a tap, a catch)             ▼
///       └──────────────────────────────► behaviour ──► ballistic │ driven ──done──► behaviour ──► idle
///     discrete scroll (notch, key) ── behaviour's next rest ──► driven ┘            (a legal rest)
///
/// `IdleActivity`, `HoldActivity`, `PointerDragActivity` and `TouchpadDragActivity` (`DragActivity`),
/// `BallisticActivity` and `DrivenActivity` (`MotionActivity`). A new kind of input is a new activity:
/// the view, its pan and the window ask the activity the questions below and never ask for its type.
protocol ScrollActivity: AnyObject {
    /// The phase the state lines report (a ballistic motion decides bouncing per frame).
    var phase: ScrollPhase { get }
    /// The content's velocity, points per second.
    var velocity: Point { get }
    /// The running simulations, for a ballistic or driven activity.
    var motion: ScrollMotion? { get }
    /// A frame: the activity at `time` on the animation clock (`inputTime` on the window's).
    func advance(_ view: ScrollView, to time: Double, inputTime: Double)
    /// The range changed (content size, insets, frame, physics).
    func rangeDidChange(_ view: ScrollView)
    /// Someone else set the offset (an observer during a drag).
    func contentWasMoved(_ view: ScrollView)

    /// True while a pointer holds the content (pressed or dragging): discrete steps are ignored.
    var isHeldByPointer: Bool { get }
    /// True while a press that stopped a motion holds the content: its release is not a tap.
    var caughtMotion: Bool { get }
    /// True while a touchpad gesture is open: its deltas stay with this view, a press catches it and a
    /// discrete step ends it without momentum.
    var isTouchpadGesture: Bool { get }
    /// True while a timed animation runs (a notch, a key, a programmatic move): a discrete step starts
    /// from where it is heading, so quick steps accumulate.
    var stepsFromTarget: Bool { get }
    /// True when a held key's repeat may run WebKit's held-key motion from here: at rest, or while a
    /// timed animation (the key's own last step) runs; never while a finger or a coast moves it.
    var takesHeldKeyMotion: Bool { get }
    /// The velocity a press catching this activity lends to the next flick, pt/s (a coast's; zero
    /// for anything else).
    var coastVelocity: Point { get }

    /// The pointer dragging the content moved to `location` at `time`.
    func pointerMoved(_ view: ScrollView, to location: Point, time: Double)
    /// The pointer dragging the content lifted at `location` moving at `pointerVelocity` (zero for a cancel).
    func pointerLifted(_ view: ScrollView, at location: Point, pointerVelocity: Point, time: Double)
    /// The pointer's press lifted without a drag (a tap, or a catch let go) at `time`.
    func pressEnded(_ view: ScrollView, time: Double)
    /// The last finger lifted from the touchpad at `time`.
    func touchpadFingersLifted(_ view: ScrollView, time: Double)
    /// At layout after a range change: at rest, the view is brought inside its range and onto a legal rest.
    func checkRest(_ view: ScrollView)
}

extension ScrollActivity {
    var velocity: Point { .zero }
    var motion: ScrollMotion? { nil }
    func advance(_ view: ScrollView, to time: Double, inputTime: Double) {}
    func rangeDidChange(_ view: ScrollView) { view.limitOverscroll() }
    func contentWasMoved(_ view: ScrollView) {}
    var isHeldByPointer: Bool { false }
    var caughtMotion: Bool { false }
    var isTouchpadGesture: Bool { false }
    var stepsFromTarget: Bool { false }
    var takesHeldKeyMotion: Bool { false }
    var coastVelocity: Point { .zero }
    func pointerMoved(_ view: ScrollView, to location: Point, time: Double) {}
    func pointerLifted(_ view: ScrollView, at location: Point, pointerVelocity: Point, time: Double) {}
    func pressEnded(_ view: ScrollView, time: Double) {}
    func touchpadFingersLifted(_ view: ScrollView, time: Double) {}
    func checkRest(_ view: ScrollView) {}
}
