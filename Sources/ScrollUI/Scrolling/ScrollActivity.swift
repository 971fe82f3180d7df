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
/// `BallisticActivity` and `DrivenActivity` (`MotionActivity`). A new kind of input is a new activity.
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
}

extension ScrollActivity {
    var velocity: Point { .zero }
    var motion: ScrollMotion? { nil }
    func advance(_ view: ScrollView, to time: Double, inputTime: Double) {}
    func rangeDidChange(_ view: ScrollView) { view.limitOverscroll() }
    func contentWasMoved(_ view: ScrollView) {}
}
