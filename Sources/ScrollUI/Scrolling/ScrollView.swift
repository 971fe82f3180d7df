import Graphics
import ScrollPhysics

/// UIKit's `UIScrollView`, drawn by us: drag with touch slop and rubber band, momentum, edge bounce,
/// touchpad and wheel scrolling, keyboard scrolling, and the same contentOffset / contentInset /
/// contentSize conventions. It holds its position and metrics, its behaviour and exactly one activity
/// (`ScrollActivity`), which owns the state of what the view is doing.
///
///          contentOffset.y = -contentInset.top  (resting top)
///     ┌───────────────┐ ◄─ top inset (scrollable space above the content)
///     │ ┌───────────┐ │ ◄─ content y = 0
///     │ │  visible  │ │    bounds.origin = contentOffset
///     │ │  bounds   │ │
///     │ └───────────┘ │
///     │   content     │ ◄─ content y = contentSize.height
///     └───────────────┘ ◄─ bottom inset
///          maximum offset = contentSize.height + contentInset.bottom - bounds.height
open class ScrollView: View, Animating {
    /// The point of the content shown at the view's top-left corner. Setting it moves the content at
    /// once and does not stop a running motion (as in UIKit); during a drag the drag continues from it.
    public var contentOffset: Point {
        get { boundsOrigin }
        set {
            moveContent(to: newValue)
            activity.contentWasMoved(self)
        }
    }
    public var contentSize: Size = .zero {
        didSet { if contentSize != oldValue { rangeDidChange(); notify(.contentSize) } }
    }
    public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { rangeDidChange(); notify(.contentInset) } }
    }
    /// Inset of the scroll indicator from the view's edges.
    public var scrollIndicatorInsets: EdgeInsets = .zero
    public var showsVerticalScrollIndicator = true
    /// UIKit's `indicatorStyle`: `.default` is dark on a light background and light on a dark one.
    public var indicatorStyle: ScrollIndicatorStyle = .default
    public var showsHorizontalScrollIndicator = true
    /// The physics: deceleration, rubber band, bounce and snap springs. A change applies at once without
    /// moving the content: a drag continues from where it is drawn, a motion restarts from there with its
    /// velocity (as for a range change).
    public var configuration: ScrollConfiguration = .standard {
        didSet { if configuration != oldValue { rangeDidChange() } }
    }
    /// UIKit's `decelerationRate`: the configuration's.
    public var decelerationRate: DecelerationRate {
        get { configuration.decelerationRate }
        set { configuration.decelerationRate = newValue }
    }
    /// When false, the offset is clamped to the content range instead of rubber-banding.
    public var bounces = true
    /// Bounce vertically even when the content is shorter than the view.
    public var alwaysBounceVertical = false
    /// Bounce horizontally even when the content is narrower than the view.
    public var alwaysBounceHorizontal = false
    public var isScrollEnabled = true
    /// UIKit's `scrollsToTop`: a tap on the status bar scrolls this view to its top.
    public var scrollsToTop = true
    /// The built-in drag recognizer; observe its state as UIKit code does.
    public var panGestureRecognizer: PanGestureRecognizer { pan }

    /// The component's resting policy: asked whenever an activity ends and for every discrete
    /// scroll's target, and told of every change (see `ScrollBehavior`). Installing one checks the
    /// current rest.
    public weak var behavior: ScrollBehavior? {
        didSet { requestRestCheck() }
    }

    /// What the view is doing now: its activity's phase.
    public internal(set) var phase: ScrollPhase = .idle {
        didSet { if phase != oldValue { notify(.phase) } }
    }
    /// The content's velocity, points per second (positive toward the end of the content).
    public var velocity: Point { activity.velocity }

    /// The one activity (see ScrollActivity.swift and ScrollView+Lifecycle.swift).
    var activity: ScrollActivity = IdleActivity()
    /// Programmatic moves asked for while a pointer or touchpad held the content: they run at the next
    /// settle (the release) instead of its resting motion.
    var pendingMoves: [() -> Void] = []
    /// True while the touchpad reports fingers on it (macOS): a touchpad gesture does not end by itself.
    var trackpadFingersDown = false
    /// The scroll key taken to be held, while its repeats come (`KeyHold`).
    var keyHold: KeyHold?
    /// A check, at the next layout, that a view at rest is inside its range and on a legal rest.
    var needsRestCheck = false
    var indicator = ScrollIndicator()
    let pan = ScrollPanGestureRecognizer()
    var observers = ScrollObservers()

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        pan.attach(to: self)
    }

    public override var frame: Rect {
        didSet {
            guard frame.size != oldValue.size else { return }
            limitOverscroll()
            rangeDidChange()
            requestRestCheck()
        }
    }

    /// After a resize or new insets, at layout time (when whoever owns the view has set its insets for
    /// the new size), a view at rest is brought back inside its range and onto a legal rest.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsRestCheck {
            needsRestCheck = false
            activity.checkRest(self)
        }
    }

    /// How far one wheel notch scrolls, points: `DiscreteScroll.notchStep`; a list scrolls three of its
    /// own rows.
    open var wheelStep: Double { DiscreteScroll.notchStep }

    /// True while the view needs frames for something besides motion (a pending highlight).
    open var needsFrames: Bool { false }

    /// The height a page key scrolls by before `DiscreteScroll.pageFraction`: the part of the view the
    /// content shows in (the view less its insets). A view whose content shows in less (a sheet)
    /// overrides it.
    open var pageLength: Double { max(frame.height - contentInset.top - contentInset.bottom, 1) }

    // MARK: Metrics

    /// The view as its behaviour sees it: a snapshot of the offset, the range and the physics.
    public var metrics: ScrollMetrics {
        ScrollMetrics(contentOffset: contentOffset, contentSize: contentSize, contentInset: contentInset, size: frame.size,
                      velocity: velocity, phase: phase, configuration: configuration, bounces: bounces,
                      scrollsHorizontally: scrollsHorizontally, scrollsVertically: scrollsVertically)
    }

    /// The smallest resting offset: `-contentInset` on both axes.
    public var minimumContentOffset: Point { metrics.minimumContentOffset }
    /// The largest resting offset: the end of the content plus the insets, minus the view's size.
    public var maximumContentOffset: Point { metrics.maximumContentOffset }

    /// True when a vertical drag moves the content.
    public var scrollsVertically: Bool {
        isScrollEnabled && (alwaysBounceVertical
            || contentSize.height + contentInset.top + contentInset.bottom > frame.height + 0.001)
    }

    /// True when a horizontal drag moves the content.
    public var scrollsHorizontally: Bool {
        isScrollEnabled && (alwaysBounceHorizontal
            || contentSize.width + contentInset.left + contentInset.right > frame.width + 0.001)
    }

    public var isTracking: Bool { phase == .tracking || phase == .dragging }
    public var isDragging: Bool { phase == .dragging }

    // MARK: Offset

    /// The single place the offset changes: non-finite values are ignored per axis.
    func moveContent(to offset: Point) {
        let before = boundsOrigin
        let safe = Point(x: offset.x.isFinite ? offset.x : before.x, y: offset.y.isFinite ? offset.y : before.y)
        guard safe != before else { return }
        boundsOrigin = safe
        indicator.lastMovementTime = window?.now ?? indicator.lastMovementTime
        setNeedsLayout()
        notify(.contentOffset)
    }

    /// A view that shrank while overscrolled, or whose range moved, keeps at most what the rubber band
    /// can show at its size (the band never shows more than the view's own size past an edge).
    func limitOverscroll() {
        let offset = contentOffset, limited = metrics.withinBandLimit(offset)
        if limited != offset { moveContent(to: limited) }
    }

    // MARK: Observation

    /// Calls `handler` after every change of offset, content size, inset, pan state or phase.
    public func observe(_ handler: @escaping (ScrollView, ScrollChange) -> Void) -> ScrollObservation {
        ScrollObservation(scrollView: self, identifier: observers.add(handler))
    }

    /// Tells the behaviour (its answer applied at once), then the observers in the order they came.
    func notify(_ change: ScrollChange) {
        if let behavior { apply(behavior.didChange(change, in: metrics)) }
        ScrollObservers.notify(self, of: change)
    }

    open override func drawOverlay(in context: inout DrawingContext) {
        indicator.draw(self, in: &context)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if phase != .idle { window?.startAnimating(self) }
        requestRestCheck()
    }
}
