import Graphics
import ScrollPhysics
import ScrollUI

/// Drives the pull from a scroll view, as the seed's `PullPromotionView` does with KVO: every change
/// of offset, drag or phase goes through `PullPromotionMachine`, and each transition sets the insets
/// and moves the content (refreshing: inset B + 70, content at −(B + 70) in 0.2 s; promotion: inset =
/// viewport height, content at −H; stopping: back to B and −B), runs the refresh or promotion action
/// once, and counts threshold crossings. `B` is the list's resting top inset (bars above it).
public final class PullPromotionController {
    public private(set) var state: PullPromotionState = .stopped
    /// Times the refresh action ran.
    public private(set) var refreshCount = 0
    /// Times the promotion action ran.
    public private(set) var promotionCount = 0
    /// Thresholds crossed upward while pulling (where a phone gives a haptic tick).
    public private(set) var crossingCount = 0
    public let configuration: PullPromotionConfiguration
    /// The list's top inset at rest, points.
    public let restingInsetTop: Double

    /// Runs when a release starts refreshing; call `endRefreshing` when the work is done.
    public var refreshAction: (() -> Void)?
    /// Runs when a release opens the promotion.
    public var promotionAction: (() -> Void)?
    /// Called after every change of state, after the insets and motion were set.
    public var transitionObserver: ((PullPromotionTransition) -> Void)?
    /// Called after every change the views may follow (offset, state, phase).
    public var changeObserver: (() -> Void)?
    public private(set) weak var scrollView: ScrollView?

    private var observation: ScrollObservation?
    private var wasDragging = false
    /// Runs when the list is back at rest after stopping.
    private var restoreCompletion: (() -> Void)?

    public init(configuration: PullPromotionConfiguration = .init(), restingInsetTop: Double) {
        self.configuration = configuration
        self.restingInsetTop = restingInsetTop
    }

    /// The geometry for the scroll view's current size.
    public var geometry: PullPromotionGeometry {
        PullPromotionGeometry(configuration: configuration, restingInsetTop: restingInsetTop,
                              viewportHeight: scrollView?.frame.height ?? 0)
    }

    /// How far the content sits below its resting top, points.
    public var pull: Double { geometry.pull(forOffset: scrollView?.contentOffset.y ?? -restingInsetTop) }

    /// Observes `scrollView` (its top inset becomes the resting one).
    public func attach(to scrollView: ScrollView) {
        observation = nil
        self.scrollView = scrollView
        scrollView.contentInset.top = restingInsetTop
        wasDragging = scrollView.isDragging
        observation = scrollView.observe { [unowned self] view, change in self.handle(change, of: view) }
    }

    // MARK: Requests

    /// The refresh finished: the list goes back to its resting top; `completion` runs once it is
    /// there (or at once when nothing has to move). Ignored unless refreshing.
    public func endRefreshing(completion: (() -> Void)? = nil) {
        guard state == .refreshing else { return }
        restoreCompletion = completion
        apply(.endRefreshing)
    }

    /// Closes the promotion (close button, Escape); returns false when it is not showing or a finger
    /// holds it (the drag decides then).
    @discardableResult
    public func closePromotion() -> Bool {
        guard state == .promotionShowing, scrollView?.isDragging != true else { return false }
        apply(.closePromotion)
        return true
    }

    /// Call after the scroll view's size changed: the open promotion keeps filling the screen.
    public func layoutDidChange() {
        guard let scrollView, state == .promotionShowing else { return }
        let g = geometry
        scrollView.contentInset.top = g.openInsetTop
        if !scrollView.isDragging {
            scrollView.stopMotion()
            scrollView.contentOffset = Point(x: scrollView.contentOffset.x, y: g.openOffset)
        }
    }

    // MARK: Observation

    private func handle(_ change: ScrollChange, of scrollView: ScrollView) {
        switch change {
        case .contentOffset, .phase, .panState:
            let dragging = scrollView.isDragging
            let input = PullPromotionInput(pull: pull, isDragging: dragging, didEndDragging: wasDragging && !dragging,
                                           velocity: scrollView.velocity.y, openPull: geometry.openPull)
            wasDragging = dragging
            let before = state
            apply(.scrolled(input))
            if change == .phase {
                phaseChanged(scrollView, released: input.didEndDragging && before == .promotionShowing)
            }
            changeObserver?()
        case .contentInset, .contentSize:
            break
        }
    }

    /// `released`: a drag of the open promotion just ended.
    private func phaseChanged(_ scrollView: ScrollView, released: Bool) {
        if restoreCompletion != nil && scrollView.phase != .animating {
            finishRestore()
        }
        // The open promotion came to rest off its position (dragged up a little, or caught while
        // opening): it goes back to filling the screen.
        guard state == .promotionShowing, !scrollView.isTracking, scrollView.window?.isPointerDown != true else { return }
        let open = geometry.openOffset
        let offset = scrollView.contentOffset.y
        let moving = scrollView.phase == .animating || scrollView.phase == .bouncing
        if offset > open + Tolerance.distance && (released || !moving) {
            scrollView.animateContentOffset(to: Point(x: scrollView.contentOffset.x, y: open), spring: .snap,
                                            initialVelocity: Point(x: 0, y: released ? scrollView.velocity.y : 0))
        }
    }

    private func finishRestore() {
        let completion = restoreCompletion
        restoreCompletion = nil
        completion?()
    }

    // MARK: Transitions

    private func apply(_ event: PullPromotionEvent) {
        let next = PullPromotionMachine.next(state, on: event, configuration: configuration)
        guard next != state else { return }
        let transition = PullPromotionTransition(from: state, to: next)
        state = next
        crossingCount += transition.crossedThresholds
        perform(transition, releasedByDrag: { if case .scrolled = event { return true } else { return false } }())
        transitionObserver?(transition)
        if transition.startsRefreshing {
            refreshCount += 1
            refreshAction?()
        }
        if transition.opensPromotion {
            promotionCount += 1
            promotionAction?()
        }
        changeObserver?()
    }

    private func perform(_ transition: PullPromotionTransition, releasedByDrag: Bool) {
        guard let scrollView else { finishRestore(); return }
        let g = geometry
        let x = scrollView.contentOffset.x
        if transition.startsRefreshing {
            scrollView.contentInset.top = g.refreshingInsetTop
            scrollView.animateContentOffset(to: Point(x: x, y: g.refreshingOffset), duration: configuration.settleDuration,
                                            curve: .easeInOut)
        } else if transition.opensPromotion {
            scrollView.contentInset.top = g.openInsetTop
            scrollView.animateContentOffset(to: Point(x: x, y: g.openOffset), duration: configuration.openDuration,
                                            curve: .easeInOut)
        } else if transition.restoresList {
            scrollView.contentInset.top = restingInsetTop
            let offset = scrollView.contentOffset.y
            guard offset < g.restingOffset - Tolerance.distance, !scrollView.isDragging else {
                finishRestore()
                return
            }
            let target = Point(x: x, y: g.restingOffset)
            if transition.from == .promotionShowing && releasedByDrag {
                scrollView.animateContentOffset(to: target, spring: .snap,
                                                initialVelocity: Point(x: 0, y: scrollView.velocity.y))
            } else {
                let duration = transition.from == .refreshing ? configuration.settleDuration : configuration.closeDuration
                scrollView.animateContentOffset(to: target, duration: duration, curve: .easeInOut)
            }
        }
    }
}
