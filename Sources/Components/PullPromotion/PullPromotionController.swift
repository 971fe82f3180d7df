import Graphics
import ScrollPhysics
import ScrollUI

/// Drives the pull from a scroll view, as the seed's `PullPromotionView` does with KVO: every change
/// of offset, drag or phase goes through `PullPromotionMachine`; as the view's behaviour it turns a
/// release into the machine's transition and says how the list comes to rest (refreshing: inset
/// B + 70, content at −(B + 70) in 0.2 s; promotion: inset = viewport height, content at −H; closing
/// and stopping: back to B and −B). Runs the refresh or promotion action once and counts threshold
/// crossings. `B` is the list's resting top inset (bars above it).
public final class PullPromotionController: ScrollComponent {
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
    public var onChange: (() -> Void)?
    public private(set) weak var scrollView: ScrollView?

    private var observation: ScrollObservation?
    /// Runs when the list is back at rest after stopping.
    private var restoreCompletion: (() -> Void)?
    /// The motion a transition asks for while the scroll view asks how to come to rest.
    private var transitionMotion: ScrollRestingMotion?
    private var isAnswering = false
    /// The pull when the current drag began.
    private var pullAtDragStart = 0.0

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

    /// How far the promotion behind the list shows (the pull its reveal follows): the pull while a
    /// finger pulls and while the promotion opens, shows or closes; otherwise no more than a refresh
    /// uncovers (a fling's bounce at the top, pulls while refreshing): no sliding bar, no un-dimming.
    public var revealPull: Double {
        let pull = self.pull
        switch state {
        case .promotionTriggered, .promotionShowing, .promotionClosing:
            return pull
        case .refreshing:
            return min(pull, configuration.refreshingHeight)
        case .stopped, .refreshTriggered:
            return scrollView?.isDragging == true ? pull : min(pull, configuration.refreshThreshold)
        }
    }

    /// Observes `scrollView` (its top inset becomes the resting one) and becomes its behaviour.
    public func attach(to scrollView: ScrollView) {
        observation = nil
        self.scrollView = scrollView
        scrollView.contentInset.top = restingInsetTop
        observation = scrollView.observe { [unowned self] view, change in self.handle(change, of: view) }
        scrollView.behavior = self
    }

    // MARK: Requests

    /// The refresh finished: the list goes back to its resting top; `completion` runs once it is
    /// there (or at once when nothing has to move). Ignored unless refreshing.
    public func endRefreshing(completion: (() -> Void)? = nil) {
        guard state == .refreshing else { return }
        restoreCompletion = completion
        apply(.endRefreshing)
    }

    /// Closes the promotion (close button, Escape); while a finger holds the list it closes at the
    /// release. Returns false when the promotion is not showing.
    @discardableResult
    public func closePromotion() -> Bool {
        guard state == .promotionShowing, let scrollView else { return false }
        scrollView.performWhenReleased { [weak self] in
            guard let self, self.state == .promotionShowing else { return }
            self.apply(.closePromotion)
        }
        return true
    }

    /// Opens the promotion at once, filling the screen, without a pull or a transition (a scene
    /// rebuilt for new options keeps an open promotion open).
    public func showPromotion() {
        guard scrollView != nil else { return }
        state = .promotionShowing
        layoutDidChange()
        onChange?()
    }

    /// Goes on with a refresh at once, the list held open at the refreshing inset, without a pull or
    /// a transition (a scene rebuilt for new options keeps a refresh in progress); the caller ends
    /// it with `endRefreshing(completion:)` as after a release.
    public func showRefreshing() {
        guard let scrollView else { return }
        state = .refreshing
        scrollView.contentInset.top = geometry.refreshingInsetTop
        onChange?()
    }

    /// Call after the scroll view's size changed: the open promotion keeps filling the screen.
    public func layoutDidChange() {
        guard let scrollView, state == .promotionShowing else { return }
        let g = geometry
        scrollView.contentInset.top = g.openInsetTop
        if !scrollView.isTracking {
            scrollView.stopMotion()
            scrollView.contentOffset = Point(x: scrollView.contentOffset.x, y: g.openOffset)
        }
    }

    // MARK: Behaviour

    public func restingMotion(for scrollView: ScrollView, _ request: ScrollRestRequest) -> ScrollRestingMotion {
        isAnswering = true
        transitionMotion = nil
        if request.cause == .release {
            apply(.scrolled(input(isDragging: false, didEndDragging: true, velocity: request.velocity.y)))
        }
        isAnswering = false
        if let motion = transitionMotion { return motion }
        let g = geometry, offset = request.offset.y
        let x = request.offset.x
        switch state {
        case .promotionShowing where abs(offset - g.openOffset) > RestingPoints.tolerance:
            return .spring(to: Point(x: x, y: g.openOffset))
        case .promotionClosing where offset < g.restingOffset - RestingPoints.tolerance:
            return .curve(to: Point(x: x, y: g.restingOffset), duration: configuration.closeDuration, curve: .easeInOut)
        default:
            return .natural
        }
    }

    /// Under the open promotion a scroll toward the content closes it, as a drag up does; nothing
    /// else scrolls the feed beneath it.
    public func discreteTarget(for scrollView: ScrollView, from offset: Point, proposed: Point) -> Point? {
        switch state {
        case .promotionShowing:
            if proposed.y > offset.y { closePromotion() }
            return nil
        case .promotionClosing:
            return nil
        default:
            return proposed
        }
    }

    /// The status bar scrolls the feed to its top, not while the promotion shows.
    public func scrollToTopTarget(for scrollView: ScrollView) -> Point? {
        guard state != .promotionShowing, state != .promotionClosing else { return nil }
        return Point(x: scrollView.contentOffset.x, y: scrollView.minimumContentOffset.y)
    }

    /// The list rests anywhere in its range, except that the open promotion rests filling the screen
    /// and a closing or triggered pull never rests.
    public func isLegalRest(_ scrollView: ScrollView, offset: Point) -> Bool {
        switch state {
        case .stopped, .refreshing: return true
        case .promotionShowing: return abs(offset.y - geometry.openOffset) <= RestingPoints.tolerance
        case .promotionClosing, .refreshTriggered, .promotionTriggered: return false
        }
    }

    public func scrollViewDidComeToRest(_ scrollView: ScrollView) {
        if state == .promotionClosing { apply(.closed) }
        finishRestore()
    }

    // MARK: Observation

    private func input(isDragging: Bool, didEndDragging: Bool = false, velocity: Double = 0) -> PullPromotionInput {
        PullPromotionInput(pull: pull, isDragging: isDragging, didEndDragging: didEndDragging, velocity: velocity,
                           openPull: geometry.openPull, pullChange: didEndDragging ? pull - pullAtDragStart : 0)
    }

    public func scrollView(_ scrollView: ScrollView, didBegin phase: ScrollPhase) {
        if phase == .dragging { pullAtDragStart = pull }
    }

    private func handle(_ change: ScrollChange, of scrollView: ScrollView) {
        switch change {
        case .contentOffset, .phase, .panState:
            apply(.scrolled(input(isDragging: scrollView.isDragging)))
            onChange?()
        case .contentInset, .contentSize:
            break
        }
    }

    private func finishRestore() {
        guard let completion = restoreCompletion, scrollView?.isMoving != true else { return }
        restoreCompletion = nil
        completion()
    }

    // MARK: Transitions

    private func apply(_ event: PullPromotionEvent) {
        let next = PullPromotionMachine.next(state, on: event, configuration: configuration)
        guard next != state else { return }
        let transition = PullPromotionTransition(from: state, to: next)
        state = next
        crossingCount += transition.crossedThresholds
        if let motion = perform(transition) {
            if isAnswering {
                transitionMotion = motion
            } else {
                start(motion)
            }
        }
        transitionObserver?(transition)
        if transition.startsRefreshing {
            refreshCount += 1
            refreshAction?()
        }
        if transition.opensPromotion {
            promotionCount += 1
            promotionAction?()
        }
        onChange?()
        // Restored with nothing to move (the list was already at or below its top): at rest now.
        if transition.restoresList, !isAnswering, scrollView?.isMoving != true, scrollView?.isTracking != true {
            if state == .promotionClosing { apply(.closed) }
            finishRestore()
        }
    }

    /// Sets the insets a transition needs and returns the motion that brings the list there.
    private func perform(_ transition: PullPromotionTransition) -> ScrollRestingMotion? {
        guard let scrollView else { return nil }
        let g = geometry
        let x = scrollView.contentOffset.x
        if transition.startsRefreshing {
            scrollView.contentInset.top = g.refreshingInsetTop
            return .curve(to: Point(x: x, y: g.refreshingOffset), duration: configuration.settleDuration, curve: .easeInOut)
        }
        if transition.opensPromotion {
            scrollView.contentInset.top = g.openInsetTop
            return .curve(to: Point(x: x, y: g.openOffset), duration: configuration.openDuration, curve: .easeInOut)
        }
        guard transition.restoresList else { return nil }
        scrollView.contentInset.top = restingInsetTop
        let target = Point(x: x, y: g.restingOffset)
        guard scrollView.contentOffset.y < g.restingOffset - RestingPoints.tolerance else { return nil }
        if transition.to == .promotionClosing && isAnswering { return .spring(to: target) }
        let duration = transition.from == .refreshing ? configuration.settleDuration : configuration.closeDuration
        return .curve(to: target, duration: duration, curve: .easeInOut)
    }

    /// Starts a transition's motion outside a release (a button, a key, the end of a refresh).
    private func start(_ motion: ScrollRestingMotion) {
        guard let scrollView else { return }
        switch motion {
        case .natural, .decelerate: break
        case .spring(let target, let parameters):
            scrollView.animateContentOffset(to: target, spring: parameters ?? scrollView.configuration.snapSpring)
        case .curve(let target, let duration, let curve): scrollView.animateContentOffset(to: target, duration: duration, curve: curve)
        }
    }
}
