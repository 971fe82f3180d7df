import Graphics

/// A rectangle in the view tree: UIKit's `UIView`, drawn into a display list instead of a layer.
///
///     superview coordinates
///     +-------------------------------------+
///     |  frame.origin                       |
///     |     +-----------------+             |
///     |     | bounds.origin   |  children are placed in bounds coordinates:
///     |     |  (scroll offset)|  a child at y = 100 shows at frame.minY + 100 - bounds.minY
///     |     +-----------------+             |
///     +-------------------------------------+
open class View {
    // The properties every frame's drawing reads (`ViewRenderer`) skip the run-time exclusivity
    // checks: the view tree is used from one thread, and the checks cost about 3 % of a frame.
    /// Position in the superview's coordinates and size, in points.
    @exclusivity(unchecked) public var frame: Rect {
        didSet {
            guard frame != oldValue else { return }
            if frame.size != oldValue.size { setNeedsLayout() }
            setNeedsDisplay()
        }
    }
    /// The origin of the view's own coordinate system (a scroll view's `contentOffset`).
    @exclusivity(unchecked) public var boundsOrigin: Point = .zero {
        didSet { if boundsOrigin != oldValue { setNeedsDisplay() } }
    }
    /// The view's own coordinate system: `boundsOrigin` and the frame's size.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    /// The window the view is shown in, set when it joins a window's tree.
    public internal(set) weak var window: Window? {
        didSet {
            if window !== oldValue {
                for subview in subviews { subview.window = window }
                didMoveToWindow()
            }
        }
    }

    @exclusivity(unchecked) public var backgroundColor: Color? { didSet { if backgroundColor != oldValue { setNeedsDisplay() } } }
    /// 0 transparent ... 1 opaque; multiplies into every command of the view and its subviews.
    @exclusivity(unchecked) public var alpha: Double = 1 { didSet { if alpha != oldValue { setNeedsDisplay() } } }
    @exclusivity(unchecked) public var cornerRadii: CornerRadii = .zero { didSet { if cornerRadii != oldValue { setNeedsDisplay() } } }
    @exclusivity(unchecked) public var shadow: Shadow? { didSet { if shadow != oldValue { setNeedsDisplay() } } }
    /// Subviews are clipped to the bounds (with the corner radii).
    @exclusivity(unchecked) public var clipsToBounds = false { didSet { if clipsToBounds != oldValue { setNeedsDisplay() } } }
    @exclusivity(unchecked) public var isHidden = false { didSet { if isHidden != oldValue { setNeedsDisplay() } } }
    /// When false, hit testing skips the view and its subviews.
    public var isUserInteractionEnabled = true
    /// Recognizers attached to this view, tried innermost view first.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    /// A name for state dumps and debugging.
    public var name: String = ""

    private(set) var needsLayout = true

    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    /// Same radius at all four corners.
    public var cornerRadius: Double {
        get { cornerRadii.topLeft }
        set { cornerRadii = CornerRadii(newValue) }
    }

    // MARK: Hierarchy

    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.window = window
        setNeedsDisplay()
    }

    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        window = nil
        parent.setNeedsDisplay()
    }

    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
        setNeedsDisplay()
    }

    /// True when `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Called after the view joined or left a window.
    open func didMoveToWindow() {}

    // MARK: Gestures

    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    // MARK: Layout and display

    /// Marks the view for `layoutSubviews` before the next frame.
    public func setNeedsLayout() {
        needsLayout = true
        setNeedsDisplay()
    }

    /// Runs `layoutSubviews` now if the view needs it, then lays out the subviews.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews where !subview.isHidden { subview.layoutIfNeeded() }
    }

    /// Positions the subviews; override. Called when the size changed or `setNeedsLayout` was called.
    open func layoutSubviews() {}

    /// Asks the window for a new frame.
    public func setNeedsDisplay() {
        window?.setNeedsDisplay()
    }

    /// Draws the view's own content in its bounds coordinates, above its background and below its
    /// subviews; override.
    open func draw(in context: inout DrawingContext) {}

    /// Draws above the subviews (a scroll view's indicator); override.
    open func drawOverlay(in context: inout DrawingContext) {}

    // MARK: Geometry

    /// Converts a point from this view's bounds coordinates to `view`'s (the window's viewport when nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inViewport = convertToViewport(point)
        guard let view else { return inViewport }
        return view.convertFromViewport(inViewport)
    }

    /// Converts a point from `view`'s bounds coordinates (the viewport when nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inViewport = view?.convertToViewport(point) ?? point
        return convertFromViewport(inViewport)
    }

    func convertToViewport(_ point: Point) -> Point {
        var result = point
        var current: View? = self
        while let view = current {
            result = result - view.boundsOrigin + view.frame.origin
            current = view.superview
        }
        return result
    }

    func convertFromViewport(_ point: Point) -> Point {
        var chain: [View] = []
        var current: View? = self
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        var result = point
        for view in chain.reversed() { result = result - view.frame.origin + view.boundsOrigin }
        return result
    }

    // MARK: Hit testing

    /// The deepest visible, interactive descendant (or self) that contains `point`, given in this
    /// view's bounds coordinates; nil when the point is outside.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            let local = point - subview.frame.origin + subview.boundsOrigin
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }

    /// True when `point` (bounds coordinates) is inside the view; override for custom shapes.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }
}
