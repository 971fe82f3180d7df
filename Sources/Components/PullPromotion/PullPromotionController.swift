import Graphics
import ScrollPhysics
import ScrollUI

/// Drives the pull from a scroll view, as the seed's `PullPromotionView` does with KVO: every change
/// of offset, drag or phase goes through `PullPromotionRules`; as the view's behaviour it turns a
/// release into the machine's transition and has the list come to rest where the state wants it
/// (`PullPromotionSettling`). Runs the refresh or promotion action once and counts threshold crossings.
public final class PullPromotionController: ScrollBehavior {
    public private(set) var state: PullPromotionState = .stopped
    /// Times the refresh action ran.
    public private(set) var refreshCount = 0
    /// Times the promotion action ran.
    public private(set) var promotionCount = 0
    /// Thresholds crossed upward while pulling (where a phone gives a haptic tick).
    public private(set) var crossingCount = 0
    public var configuration: PullPromotionConfiguration { settling.configuration }
    /// The list's top inset at rest, points (bars above it).
    public var restingInsetTop: Double { settling.restingInsetTop }
    private let settling: PullPromotionSettling

    /// Runs when a release starts refreshing; call `endRefreshing` when the work is done.
    public var refreshAction: (() -> Void)?
    /// Runs when a release opens the promotion.
    public var promotionAction: (() -> Void)?
    /// Called after every change of state, after the insets and motion were set.
    public var transitionObserver: ((PullPromotionTransition) -> Void)?
    /// Called after every change the views may follow (offset, state, phase).
    public var onChange: (() -> Void)?
    public private(set) weak var scrollView: ScrollView?

    /// Runs when the list is back at rest after stopping.
    private var restoreCompletion: (() -> Void)?
    /// The pull when the current drag began.
    private var pullAtDragStart = 0.0
    /// While the promotion shows or closes: the pull it opened at and the deepest since (the page's
    /// strip closes as it goes down and stays closed).
    private var opening: (pull: Double, deepest: Double)?

    public init(configuration: PullPromotionConfiguration = .init(), restingInsetTop: Double) {
        settling = PullPromotionSettling(configuration: configuration, restingInsetTop: restingInsetTop)
    }

    /// The geometry for the scroll view's current size.
    public var geometry: PullPromotionGeometry { settling.geometry(viewportHeight: scrollView?.frame.height ?? 0) }

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

    /// How far the page's bars (status bar and header) have moved down, points: with a finger's pull
    /// (the reveal), the strip between them and the list is the refresh header's room; from the
    /// promotion's opening on, it closes and the page moves whole
    /// (`PullPromotionGeometry.pageOffset(pull:openedAt:deepestPull:)`).
    public var pageOffset: Double {
        guard let opening else { return geometry.pageOffset(pull: revealPull) }
        return geometry.pageOffset(pull: pull, openedAt: opening.pull, deepestPull: opening.deepest)
    }

    /// Observes `scrollView` (its top inset becomes the resting one) and becomes its behaviour.
    public func attach(to scrollView: ScrollView) {
        self.scrollView = scrollView
        scrollView.contentInset.top = restingInsetTop
        scrollView.behavior = self
    }

    // MARK: Requests

    /// The refresh finished: the list goes back to its resting top; `completion` runs once it is
    /// there (or at once when nothing has to move). Ignored unless refreshing.
    public func endRefreshing(completion: (() -> Void)? = nil) {
        guard state == .refreshing else { return }
        restoreCompletion = completion
        perform(.endRefreshing)
    }

    /// Closes the promotion (close button, Escape); while a finger holds the list it closes at the
    /// release. Returns false when the promotion is not showing.
    @discardableResult
    public func closePromotion() -> Bool {
        guard state == .promotionShowing, let scrollView else { return false }
        scrollView.performWhenReleased { [weak self] in
            guard let self, self.state == .promotionShowing else { return }
            self.perform(.closePromotion)
        }
        return true
    }

    /// Opens the promotion at once, filling the screen, without a pull or a transition (a scene
    /// rebuilt for new options keeps an open promotion open).
    public func showPromotion() {
        guard scrollView != nil else { return }
        state = .promotionShowing
        opening = (geometry.openPull, geometry.openPull)
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

    /// A release is the machine's release (refreshing, opening, closing: the transition's insets and
    /// motion); the open promotion rests filling the screen, a closing one goes back to the top.
    public func restingMotion(for request: ScrollRestRequest) -> ScrollAnswer {
        let metrics = request.metrics
        var answer = ScrollAnswer.none
        if request.cause == .release {
            answer = transition(on: .scrolled(input(metrics, didEndDragging: true)), in: metrics, released: true)
            if answer.motion != nil { return answer }
        }
        if let motion = settling.restingMotion(in: state, from: request.offset, in: metrics) { answer.motion = motion }
        return answer
    }

    /// Under the open promotion a scroll toward the content closes it, as a drag up does; nothing
    /// else scrolls the feed beneath it.
    public func discreteTarget(from offset: Point, proposed: Point, in metrics: ScrollMetrics) -> DiscreteScrollAnswer {
        switch state {
        case .promotionShowing:
            return proposed.y > offset.y ? .instead(transition(on: .closePromotion, in: metrics)) : .ignore
        case .promotionClosing:
            return .ignore
        default:
            return .scroll(to: proposed)
        }
    }

    /// The status bar scrolls the feed to its top, not while the promotion shows.
    public func scrollToTopTarget(in metrics: ScrollMetrics) -> Point? {
        guard state != .promotionShowing, state != .promotionClosing else { return nil }
        return Point(x: metrics.contentOffset.x, y: metrics.minimumContentOffset.y)
    }

    /// `PullPromotionSettling.isLegalRest(_:in:metrics:)` in the current state.
    public func isLegalRest(_ offset: Point, in metrics: ScrollMetrics) -> Bool {
        settling.isLegalRest(offset, in: state, metrics: metrics)
    }

    public func didComeToRest(in metrics: ScrollMetrics) -> ScrollAnswer {
        let answer = state == .promotionClosing ? transition(on: .closed, in: metrics) : .none
        finishRestore(isMoving: false)
        return answer
    }

    public func didBegin(_ phase: ScrollPhase, in metrics: ScrollMetrics) -> ScrollAnswer {
        if phase == .dragging { pullAtDragStart = pull(metrics) }
        return .none
    }

    // MARK: Following the scroll view

    /// Every change of offset, drag or phase goes through the machine.
    public func didChange(_ change: ScrollChange, in metrics: ScrollMetrics) -> ScrollAnswer {
        switch change {
        case .contentOffset, .phase, .panState:
            if let opening { self.opening?.deepest = max(opening.deepest, pull(metrics)) }
            let answer = transition(on: .scrolled(input(metrics)), in: metrics)
            onChange?()
            return answer
        case .contentInset, .contentSize:
            return .none
        }
    }

    private func pull(_ metrics: ScrollMetrics) -> Double {
        settling.geometry(viewportHeight: metrics.size.height).pull(forOffset: metrics.contentOffset.y)
    }

    private func input(_ metrics: ScrollMetrics, didEndDragging: Bool = false) -> PullPromotionInput {
        let pull = pull(metrics)
        return PullPromotionInput(pull: pull, isDragging: !didEndDragging && metrics.isDragging, didEndDragging: didEndDragging,
                                  velocity: didEndDragging ? metrics.velocity.y : 0,
                                  openPull: settling.geometry(viewportHeight: metrics.size.height).openPull,
                                  pullChange: didEndDragging ? pull - pullAtDragStart : 0)
    }

    private func finishRestore(isMoving: Bool) {
        guard let completion = restoreCompletion, !isMoving else { return }
        restoreCompletion = nil
        completion()
    }

    // MARK: Transitions

    /// A request from outside (the end of a refresh, the close button): the transition's insets and
    /// motion go to the view; restored with nothing to move (the list was already at or below its
    /// top), the list is at rest now.
    private func perform(_ event: PullPromotionEvent) {
        guard let scrollView else { return }
        let next = PullPromotionRules.next(state, on: event, configuration: configuration)
        let restores = next != state && PullPromotionTransition(from: state, to: next).restoresList
        scrollView.apply(transition(on: event, in: scrollView.metrics))
        guard restores, !scrollView.isMoving, !scrollView.isTracking else { return }
        if state == .promotionClosing { _ = transition(on: .closed, in: scrollView.metrics) }
        finishRestore(isMoving: false)
    }

    /// Moves the machine on `event`: counts, actions and observers; returns the insets the new state
    /// needs and the motion that brings the list there (after a release, `released`: the close
    /// springs on from the release velocity).
    private func transition(on event: PullPromotionEvent, in metrics: ScrollMetrics, released: Bool = false) -> ScrollAnswer {
        let next = PullPromotionRules.next(state, on: event, configuration: configuration)
        guard next != state else { return .none }
        let transition = PullPromotionTransition(from: state, to: next)
        state = next
        if transition.opensPromotion {
            opening = (pull(metrics), pull(metrics))
        } else if next != .promotionShowing, next != .promotionClosing {
            opening = nil
        }
        crossingCount += transition.crossedThresholds
        let answer = settling.answer(for: transition, in: metrics, released: released)
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
        return answer
    }
}
