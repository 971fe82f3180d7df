import Graphics
import ScrollPhysics

/// The viewport: holds the view tree, dispatches input, advances every motion to a time, and turns
/// the tree into a display list. The same object runs under the SDL window and headless (replay),
/// where time is virtual.
public final class Window {
    /// The top of the view tree; it always fills the viewport, and so do its direct subviews.
    public let rootView: View
    /// Measures text for views.
    public let textMeasurer: TextMeasuring
    /// The viewport's size in points.
    public var size: Size {
        didSet { if size != oldValue { rootView.frame = Rect(origin: .zero, size: size) } }
    }
    /// Seconds on the window's clock (virtual in a replay): the time of input events.
    public private(set) var now: Double
    /// Seconds on the animation clock, which every motion is a function of. It runs with `now` at
    /// `timeScale` (1 normally, 0.1 in slow motion, 0 when paused), so slowing it never slows the
    /// pointer tracking.
    public private(set) var animationTime: Double
    /// How fast the animation clock runs relative to `now` (0 pauses it).
    public var timeScale: Double = 1 {
        didSet { if !(timeScale.isFinite && timeScale >= 0) { timeScale = oldValue } }
    }
    /// True when something changed since the last display list.
    public private(set) var needsDisplay = true
    /// Receives key presses first; returns true when it handled one.
    public var keyHandler: ((KeyEvent) -> Bool)?
    /// The scroll view that the keyboard scrolls.
    public weak var keyScrollView: ScrollView?
    /// Height of the status bar strip at the top, points: a tap there scrolls `keyScrollView` to its
    /// top (UIKit's `scrollsToTop`) and presses there never reach the views. 0 turns it off.
    public var statusBarHeight: Double = 0
    /// What the device's status bar, sensor housing and home indicator take from the viewport's edges,
    /// points (UIKit's `safeAreaInsets`): views keep their content inside.
    public var safeAreaInsets: EdgeInsets = .zero
    /// Called with the view a pointer down hits (after hit testing, before the recognizers): what
    /// the press landed on, fixed at the press (views may leave the tree later, as recycled rows do).
    public var pressObserver: ((View) -> Void)?
    /// Where the pointer was last seen, viewport points.
    public private(set) var pointerLocation: Point = .zero
    /// True while the primary pointer is down.
    public var isPointerDown: Bool { session != nil }

    private var animators: [Animating] = []
    /// The animation time the motions were last advanced to: advanced to it again (the clock paused),
    /// a motion that changes nothing asks for no frame (its views ask when they change).
    private var animatorsTime: Double?
    private var session: PointerSession?
    private weak var wheelTarget: ScrollView?
    private var context: DrawingContext

    public init(size: Size, textMeasurer: TextMeasuring, startTime: Double = 0) {
        self.size = size
        self.textMeasurer = textMeasurer
        self.now = startTime
        self.animationTime = startTime
        self.rootView = ContainerView(frame: Rect(origin: .zero, size: size)) { root in
            for subview in root.subviews { subview.frame = root.bounds }
        }
        self.context = DrawingContext(list: DisplayList(), visibleRect: Rect(origin: .zero, size: size),
                                      textMeasurer: textMeasurer)
        rootView.window = self
    }

    /// Replaces what the window shows with `view`, which fills the viewport.
    public func setContent(_ view: View) {
        for subview in rootView.subviews { subview.removeFromSuperview() }
        rootView.addSubview(view)
        rootView.setNeedsLayout()
    }

    // MARK: Time

    /// Asks for a new frame.
    public func setNeedsDisplay() { needsDisplay = true }

    /// Registers something that moves by itself; it is advanced every frame until it says it is done.
    public func startAnimating(_ animator: Animating) {
        if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
        needsDisplay = true
    }

    /// Forgets everything registered to move by itself: the content is about to be replaced, and
    /// what the old content started must not run on.
    public func removeAllAnimators() {
        animators.removeAll()
    }

    /// True while anything moves by itself (the host keeps drawing frames).
    public var isAnimating: Bool { !animators.isEmpty }

    /// The animation-clock time of an input time (events are dispatched at their input time; motions
    /// they start begin at this animation time).
    public func animationTime(at inputTime: Double) -> Double {
        animationTime + (inputTime - now) * timeScale
    }

    /// Moves the input clock to `time` (it never goes back) and the animation clock with it at
    /// `timeScale`, then evaluates every running motion.
    public func advance(to time: Double) {
        guard time.isFinite, time >= now else { return }
        animationTime += (time - now) * timeScale
        now = time
        advanceAnimators()
    }

    /// Moves only the animation clock by `seconds` (single-stepping a paused window).
    public func step(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        animationTime += seconds
        advanceAnimators()
    }

    private func advanceAnimators() {
        let time = animationTime
        let moved = time != animatorsTime
        animatorsTime = time
        var index = 0
        while index < animators.count {
            if animators[index].advance(to: time) {
                index += 1
            } else {
                animators.remove(at: index)
                needsDisplay = true
            }
            if moved { needsDisplay = true }
        }
    }

    // MARK: Input

    /// Applies one input at its time (the clocks first advance to it): the pointer to the views
    /// under it (hit test on down, capture by a pan past the touch slop, a tap on a release within
    /// the slop: `PHYSICS.md` §5, §6), a wheel or touchpad delta, the touchpad's fingers, a key, a
    /// new size, the animation clock's speed or a single step. A scene option and a wait are not the
    /// window's. Returns false for a wheel delta or a key that nothing took.
    @discardableResult
    public func apply(_ input: Input) -> Bool {
        let time = input.time
        advance(to: time)
        switch input.kind {
        case .down(let point): pointer(at: point) { press(at: point, time: time) }
        case .move(let point): pointer(at: point) { move(to: point, time: time) }
        case .up(let point): pointer(at: point) { release(at: point, time: time, cancelled: false) }
        case .cancel(let point): pointer(at: point) { release(at: point, time: time, cancelled: true) }
        case .wheel(let point, let delta, let precise): return wheel(at: point, delta: delta, isPrecise: precise, time: time)
        case .key: return input.keyEvent.map(key) ?? false
        case .fingers(let down): trackpadFingers(down: down, time: time)
        case .resize(let size): self.size = size
        case .speed(let scale): timeScale = scale
        case .step(let seconds): step(by: seconds)
        case .option, .wait: break
        }
        return true
    }

    private func pointer(at location: Point, _ handle: () -> Void) {
        pointerLocation = location
        handle()
        needsDisplay = true
    }

    private func press(at location: Point, time: Double) {
        if session != nil { release(at: location, time: time, cancelled: true) }
        layoutIfNeeded()
        if location.y < statusBarHeight {
            session = PointerSession(downLocation: location, recognizers: [], suppressesTap: false, isOnStatusBar: true)
            return
        }
        let hit = rootView.hitTest(location) ?? rootView
        var recognizers: [GestureRecognizer] = []
        var view: View? = hit
        while let current = view {
            recognizers.append(contentsOf: current.gestureRecognizers.filter { $0.isEnabled })
            view = current.superview
        }
        for recognizer in recognizers { recognizer.pointerDown(at: location, time: time) }
        session = PointerSession(downLocation: location, recognizers: recognizers,
                                 suppressesTap: recognizers.contains { $0.suppressesTap })
        pressObserver?(hit)
    }

    private func move(to location: Point, time: Double) {
        guard var current = session else { return }
        if let pan = current.captured {
            pan.change(at: location, time: time)
            return
        }
        for case let pan as PanGestureRecognizer in current.recognizers { pan.track(location, time: time) }
        let translation = location - current.downLocation
        guard !current.leftSlop, current.downLocation.distance(to: location) >= Tolerance.touchSlop else { return }
        let candidate = current.recognizers.lazy.compactMap { $0 as? PanGestureRecognizer }
            .first { $0.wantsToBegin(translation: translation) }
        if let pan = candidate {
            current.captured = pan
            session = current
            for other in current.recognizers where other !== pan {
                other.pointerEnded(at: location, time: time, cancelled: true)
            }
            pan.begin(at: location, time: time)
        } else {
            current.leftSlop = true
            session = current
        }
    }

    private func release(at location: Point, time: Double, cancelled: Bool) {
        guard let current = session else { return }
        session = nil
        if let pan = current.captured {
            pan.end(at: location, time: time, cancelled: cancelled)
            return
        }
        let isTap = !cancelled && !current.suppressesTap && !current.leftSlop
            && current.downLocation.distance(to: location) < Tolerance.touchSlop
        if current.isOnStatusBar {
            if isTap { keyScrollView?.scrollToTop() }
            return
        }
        if isTap, let tap = current.recognizers.lazy.compactMap({ $0 as? TapGestureRecognizer }).first {
            tap.recognize(at: location)
        }
        for recognizer in current.recognizers {
            recognizer.pointerEnded(at: location, time: time, cancelled: cancelled)
        }
    }

    /// Sends a wheel or touchpad delta to the scroll view under the pointer (or the one already
    /// following a touchpad gesture); returns true when one scrolled.
    private func wheel(at location: Point, delta: Point, isPrecise: Bool, time: Double) -> Bool {
        pointerLocation = location
        needsDisplay = true
        if isPrecise, let target = wheelTarget, target.activity.isTouchpadGesture, target.window === self {
            return target.scroll(by: delta, isPrecise: true, time: time)
        }
        layoutIfNeeded()
        var view: View? = rootView.hitTest(location)
        while let current = view {
            if let scrollView = current as? ScrollView, scrollView.scroll(by: delta, isPrecise: isPrecise, time: time) {
                wheelTarget = scrollView
                return true
            }
            view = current.superview
        }
        return false
    }

    /// macOS touchpad fingers (`PHYSICS.md` §8): down catches a coasting view, the last up ends the gesture.
    private func trackpadFingers(down: Bool, time: Double) {
        let target = wheelTarget ?? scrollView(at: pointerLocation)
        target?.trackpadFingers(down: down, time: time)
        if down { wheelTarget = target }
        needsDisplay = true
    }

    /// Offers a key to `keyHandler`, then to `keyScrollView`; returns true when handled.
    private func key(_ event: KeyEvent) -> Bool {
        needsDisplay = true
        if keyHandler?(event) == true { return true }
        return keyScrollView?.scroll(forKey: event.key, modifiers: event.modifiers) ?? false
    }

    /// The innermost scroll view under `point`.
    public func scrollView(at point: Point) -> ScrollView? {
        var view: View? = rootView.hitTest(point)
        while let current = view {
            if let scrollView = current as? ScrollView { return scrollView }
            view = current.superview
        }
        return nil
    }

    // MARK: Drawing

    /// Lays out whatever needs it.
    public func layoutIfNeeded() {
        rootView.layoutIfNeeded()
    }

    /// Lays out and draws the tree into the window's display list (reused, so steady frames allocate
    /// nothing) for a frame of `scale` device pixels per point (views and scrolled content are drawn
    /// at whole pixels of it), and clears `needsDisplay`.
    public func makeDisplayList(scale: Double) -> DisplayList {
        layoutIfNeeded()
        context.restart(visibleRect: Rect(origin: .zero, size: size), scale: scale)
        ViewRenderer.draw(rootView, in: &context)
        needsDisplay = false
        return context.list
    }
}
