import Graphics
import ScrollPhysics

/// UIKit's `UIScrollView`, drawn by us: drag with touch slop and rubber band, momentum, edge bounce,
/// touchpad and wheel scrolling, keyboard scrolling, and the same contentOffset / contentInset /
/// contentSize conventions.
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
    /// once and does not stop a running motion (as in UIKit).
    public var contentOffset: Point {
        get { boundsOrigin }
        set { applyOffset(newValue) }
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
    /// The built-in drag recognizer; observe its state as UIKit code does.
    public let panGestureRecognizer: PanGestureRecognizer = ScrollPanGestureRecognizer()

    /// The component's resting policy: asked whenever an activity ends and for every discrete
    /// scroll's target (see `ScrollBehavior`). Installing one checks the current rest.
    public weak var behavior: ScrollBehavior? {
        didSet { requestRestCheck() }
    }

    /// What the view is doing now, derived from its activity (bouncing is decided per frame).
    public internal(set) var phase: ScrollPhase = .idle {
        didSet { if phase != oldValue { notify(.phase) } }
    }
    /// The content's velocity, points per second (positive toward the end of the content).
    public internal(set) var velocity: Point = .zero

    // The one activity, see ScrollActivity.swift and ScrollView+Motion.swift.
    var activity: ScrollActivity = .idle
    /// Programmatic moves asked for while a pointer held the content: they run at its release.
    var pendingMoves: [() -> Void] = []
    /// True while the view asks its behaviour how to come to rest (range changes then wait).
    var isSettling = false
    // Drag state, see ScrollView+Dragging.swift: the unbanded position that the pointer moves.
    var dragLogical: Point = .zero
    var lastDragLocation: Point = .zero
    /// The momentum a drag that caught a coast may add to its release (`CarriedMomentum`).
    var carriedVelocity: Point = .zero
    /// When the pointer last moved during the drag (input clock).
    var lastDragMovementTime = 0.0
    // Touchpad state, see ScrollView+Wheel.swift.
    var wheelTracker = VelocityTracker()
    var lastWheelTime = 0.0
    var trackpadFingersDown = false
    /// Momentum from the last touchpad delta, shown until the next delta or the gesture's end (which
    /// then keeps it): the content never stands still waiting for the gesture to end.
    var touchpadCoast: ScrollMotion?
    // Scroll indicator, see ScrollView+Indicator.swift.
    var lastMovementTime = -Double.infinity

    /// A check, at the next layout, that a view at rest is inside its range and on a legal rest.
    var needsRestCheck = false
    private var observers: [(identifier: Int, handler: (ScrollView, ScrollChange) -> Void)] = []
    private var nextObserverIdentifier = 0

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        configurePanGesture()
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
            checkRest()
        }
    }

    /// Asks for a rest check at the next layout.
    func requestRestCheck() {
        needsRestCheck = true
        setNeedsLayout()
    }

    /// A view that shrank while overscrolled, or whose range moved, keeps at most what the rubber band
    /// can show at its size (the band never shows more than the view's own size past an edge).
    func limitOverscroll() {
        let offset = contentOffset, limited = withinBandLimit(offset)
        if limited != offset { moveContent(to: limited) }
    }

    /// How far one wheel notch scrolls, points: `notchStep` (three of UIKit's 44 pt rows); a list
    /// scrolls three of its own rows.
    open var wheelStep: Double { ScrollView.notchStep }

    /// True while the view needs frames for something besides motion (a pending highlight).
    open var needsFrames: Bool { false }

    /// UIKit's `scrollsToTop`: a tap on the status bar scrolls this view to its top.
    public var scrollsToTop = true

    /// The height a page key scrolls by before `pageFraction`: the part of the view the content shows
    /// in (the view less its insets). A view whose content shows in less (a sheet) overrides it.
    open var pageLength: Double { max(frame.height - contentInset.top - contentInset.bottom, 1) }

    // MARK: Range

    /// The smallest resting offset: `-contentInset` on both axes.
    public var minimumContentOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

    /// The largest resting offset: the end of the content plus the insets, minus the view's size.
    public var maximumContentOffset: Point {
        let minimum = minimumContentOffset
        return Point(x: max(minimum.x, contentSize.width + contentInset.right - frame.width),
                     y: max(minimum.y, contentSize.height + contentInset.bottom - frame.height))
    }

    var verticalRange: ClosedRange<Double> { minimumContentOffset.y...maximumContentOffset.y }
    var horizontalRange: ClosedRange<Double> { minimumContentOffset.x...maximumContentOffset.x }

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

    /// True when the displayed offset lies outside the resting range on either axis.
    public var isOverscrolled: Bool {
        let offset = contentOffset
        return !verticalRange.contains(offset.y) || !horizontalRange.contains(offset.x)
    }

    public var isTracking: Bool { phase == .tracking || phase == .dragging }
    public var isDragging: Bool { phase == .dragging }

    // MARK: Offset

    /// Sets the offset and tells observers. A change from outside during a drag rebases the drag so
    /// it continues from the new offset with no jump.
    func applyOffset(_ offset: Point) {
        moveContent(to: offset)
        if isDragging { rebaseDrag() }
    }

    /// The single place the offset changes: non-finite values are ignored per axis.
    func moveContent(to offset: Point) {
        let before = boundsOrigin
        let safe = Point(x: offset.x.isFinite ? offset.x : before.x, y: offset.y.isFinite ? offset.y : before.y)
        guard safe != before else { return }
        boundsOrigin = safe
        lastMovementTime = window?.now ?? lastMovementTime
        setNeedsLayout()
        notify(.contentOffset)
    }

    /// An observer changed the offset during a drag: continue the drag from there with no jump.
    private func rebaseDrag() {
        dragLogical = logicalOffset(forDisplayed: boundsOrigin)
    }

    // MARK: Observation

    /// Calls `handler` after every change of offset, content size, inset, pan state or phase.
    public func observe(_ handler: @escaping (ScrollView, ScrollChange) -> Void) -> ScrollObservation {
        let identifier = nextObserverIdentifier
        nextObserverIdentifier += 1
        observers.append((identifier, handler))
        return ScrollObservation(scrollView: self, identifier: identifier)
    }

    func removeObserver(_ identifier: Int) {
        observers.removeAll { $0.identifier == identifier }
    }

    func notify(_ change: ScrollChange) {
        guard !observers.isEmpty else { return }
        var index = 0
        while index < observers.count {
            observers[index].handler(self, change)
            index += 1
        }
    }

    open override func drawOverlay(in context: inout DrawingContext) {
        drawIndicator(in: &context)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if phase != .idle { window?.startAnimating(self) }
        requestRestCheck()
    }
}
