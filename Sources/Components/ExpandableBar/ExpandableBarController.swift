import Graphics
import ScrollPhysics
import ScrollUI

/// Drives the bar from a scroll view, as AirBar's `BarController` does with KVO: every offset change
/// goes through the reducer; a drag's start decides whether the expanded state is available, and
/// coming to rest takes it away again unless the bar is expanded. As the scroll view's behaviour it
/// makes every rest leave the bar on a state (`ExpandableBarRules`). Keeps `contentInset.top`
/// (normal or expanded height), the indicator inset, and a bottom inset that lets short content
/// collapse the bar.
public final class ExpandableBarController: ScrollBehavior {
    /// Duration of the settle and of programmatic expand/collapse, seconds (the seed's animation).
    public static let settleDuration = 0.25
    /// A pan that begins this close to the top (offset −normal height) may expand the bar, points
    /// (the seed's tolerance for KVO's first fractional offset).
    public static let topTolerance = 5.0

    public private(set) var state: ExpandableBarState {
        didSet {
            if !state.isExpandedStateAvailable { collapseOffset = nil }
            if state != oldValue { onChange?() }
        }
    }
    /// The state `expand()` started from (compact or normal), where `collapse()` goes back to; gone
    /// once the expanded state is taken away (AirBar's demo returns to where the search began).
    private var collapseOffset: Double?
    public var snap: ExpandableBarSnap
    /// Called after every change of state (AirBar's `stateObserver`).
    public var onChange: (() -> Void)?
    public private(set) weak var scrollView: ScrollView?

    private var previousOffset: Double?

    public init(configuration: ExpandableBarConfiguration = .init(), snap: ExpandableBarSnap = .projected) {
        self.state = .normal(configuration)
        self.snap = snap
    }

    public var configuration: ExpandableBarConfiguration { state.configuration }
    /// The least bottom inset: the safe area's bottom.
    public var safeAreaBottom: Double = 0

    // MARK: Binding

    /// Binds the bar to `scrollView` (preconfiguring it first) and becomes its behaviour; the previous
    /// one is released. A view swapped in mid-settle settles the bar from where it is.
    public func attach(to scrollView: ScrollView) {
        if let previous = self.scrollView, previous.behavior === self { previous.behavior = nil }
        preconfigure(scrollView: scrollView)
        self.scrollView = scrollView
        previousOffset = scrollView.contentOffset.y
        scrollView.behavior = self
        onChange?()
    }

    /// Makes `scrollView` consistent with the bar before it is shown (for a swap): bottom inset, top
    /// inset, indicator inset, and an offset that puts its top right under the bar.
    public func preconfigure(scrollView: ScrollView) {
        scrollView.apply(fillEmptySpace(scrollView.metrics))
        let expanded = state.offset <= -configuration.normalHeight && state.isExpandedStateAvailable
        scrollView.contentInset.top = expanded ? configuration.expandedHeight : configuration.normalHeight
        scrollView.scrollIndicatorInsets.top = configuration.normalHeight
        let offset = scrollView.contentOffset
        if offset.y <= 0 || (state.offset < -configuration.normalHeight && state.isExpandedStateAvailable) {
            scrollView.stopMotion()
            scrollView.contentOffset = Point(x: offset.x, y: state.offset)
        }
    }

    /// Call after the scroll view's size changed (a window resize): keeps the insets consistent.
    public func layoutDidChange() {
        guard let scrollView else { return }
        scrollView.apply(fillEmptySpace(scrollView.metrics))
    }

    /// A bottom inset so that short content can still scroll the bar down to compact, and at least
    /// the safe area's bottom (the last row rests above the home indicator).
    private func fillEmptySpace(_ metrics: ScrollMetrics) -> ScrollAnswer {
        let missing = metrics.size.height - configuration.compactHeight - metrics.contentSize.height
        return .insets(of: metrics, bottom: max(safeAreaBottom, missing))
    }

    /// Takes over the state of a bar with other heights (a scene rebuilt for new options): the same
    /// transition progress (0 compact, 1 normal, 2 expanded) at this bar's heights, the same
    /// availability of the expanded state. A list `atTop` is put right under the bar.
    public func adopt(_ other: ExpandableBarState, atTop: Bool) {
        guard let scrollView else { return }
        let height = configuration.height(atProgress: other.transitionProgress())
        state = ExpandableBarState(offset: -height, isExpandedStateAvailable: other.isExpandedStateAvailable,
                                   configuration: configuration)
        scrollView.contentInset.top = state.maximumHeight
        previousOffset = scrollView.contentOffset.y
        if atTop { scrollView.contentOffset = Point(x: scrollView.contentOffset.x, y: -height) }
        onChange?()
    }

    // MARK: Programmatic

    /// Expands the bar (AirBar's `expand(on:)`), moving the content with it; while a finger holds the
    /// list it waits for the release.
    public func expand() {
        guard let scrollView else { return }
        scrollView.performWhenReleased { [weak self, weak scrollView] in
            guard let self, let scrollView, scrollView === self.scrollView else { return }
            scrollView.stopMotion()   // the new inset must not restart a coast that would settle first
            let origin = self.collapseOffset ?? ExpandableBarRules.nearestStateOffset(to: self.state.offset, in: self.state)
            self.state = self.state.setting(isExpandedStateAvailable: true)
            self.collapseOffset = max(origin, -self.configuration.normalHeight)
            scrollView.contentInset.top = self.configuration.expandedHeight
            self.move(scrollView, byBar: -self.configuration.expandedHeight - self.state.offset)
        }
    }

    /// Collapses an expanded bar back to the state `expand()` started from (normal when it was not
    /// expanded by `expand()`); while a finger holds the list it waits for the release.
    public func collapse() {
        guard let scrollView else { return }
        scrollView.performWhenReleased { [weak self, weak scrollView] in
            guard let self, let scrollView, scrollView === self.scrollView,
                  self.state.offset < -self.configuration.normalHeight else { return }
            let target = self.collapseOffset ?? -self.configuration.normalHeight
            self.move(scrollView, byBar: target - self.state.offset)
        }
    }

    private func move(_ scrollView: ScrollView, byBar delta: Double) {
        guard abs(delta) >= RestingPoints.tolerance else { return }
        let offset = scrollView.contentOffset
        let target = min(max(offset.y + delta, scrollView.minimumContentOffset.y), scrollView.maximumContentOffset.y)
        scrollView.animateContentOffset(to: Point(x: offset.x, y: target),
                                        duration: ExpandableBarController.settleDuration, curve: .easeInOut)
    }

    // MARK: Behaviour

    public func restingMotion(for request: ScrollRestRequest) -> ScrollAnswer {
        let decision = ExpandableBarRules.decide(
            state: state, contentOffset: request.offset.y, restingOffset: request.naturalTarget.y,
            velocity: request.velocity.y, range: request.metrics.verticalRange, snap: snap)
        guard case .settle(_, let content, let velocity) = decision else { return .none }
        let target = Point(x: request.offset.x, y: content)
        return ScrollAnswer(motion: velocity == 0 ? .curve(to: target, duration: ExpandableBarController.settleDuration, curve: .easeInOut)
                                                  : .spring(to: target))
    }

    public func discreteTarget(from offset: Point, proposed: Point, in metrics: ScrollMetrics) -> DiscreteScrollAnswer {
        .scroll(to: Point(x: proposed.x, y: ExpandableBarRules.discreteTarget(state: state, contentOffset: offset.y,
                                                                                  proposed: proposed.y, range: metrics.verticalRange)))
    }

    /// At rest the bar is exactly on a state: resting at `offset` would leave it where the content's
    /// movement there takes it.
    public func isLegalRest(_ offset: Point, in metrics: ScrollMetrics) -> Bool {
        ExpandableBarRules.isAtState(ExpandableBarRules.projectedBarOffset(state, from: metrics.contentOffset.y, to: offset.y),
                                        in: state)
    }

    /// The expanded state is available only to a drag that begins at the top, or while expanded.
    public func didBegin(_ phase: ScrollPhase, in metrics: ScrollMetrics) -> ScrollAnswer {
        guard phase == .dragging else { return .none }
        let atTop = abs(metrics.contentOffset.y + configuration.normalHeight) <= ExpandableBarController.topTolerance
        return setExpandedStateAvailable(atTop || isExpanded, metrics)
    }

    /// At rest: a bar a hair off a state lands exactly on it, and the expanded state a drag from the
    /// top opened is taken away again unless the bar is expanded (so a notch, key or program can
    /// never reach it).
    public func didComeToRest(in metrics: ScrollMetrics) -> ScrollAnswer {
        // A bar a hair off a state lands exactly on it; one that no content movement can bring to a
        // state (short content at both ends) takes the nearest state at once.
        let nearest = ExpandableBarRules.nearestStateOffset(to: state.offset, in: state)
        if state.offset != nearest, abs(nearest - state.offset) <= RestingPoints.tolerance || !canSettle(metrics) {
            state = state.setting(offset: nearest)
        }
        return setExpandedStateAvailable(isExpanded, metrics)
    }

    /// True when moving the content inside its range can bring the bar to a state.
    private func canSettle(_ metrics: ScrollMetrics) -> Bool {
        let offset = metrics.contentOffset.y
        let reach = ExpandableBarRules.reachableState(state, from: state.offset, contentAt: offset, range: metrics.verticalRange)
        return abs(reach.content - (offset + (reach.bar - state.offset))) <= RestingPoints.tolerance
    }

    /// True while the bar is taller than normal (it may be expanded anywhere in the list by a tap).
    private var isExpanded: Bool {
        state.offset < -configuration.normalHeight - RestingPoints.tolerance && state.isExpandedStateAvailable
    }

    /// The expanded state on or off, and the top inset that lets the content reach it.
    private func setExpandedStateAvailable(_ available: Bool, _ metrics: ScrollMetrics) -> ScrollAnswer {
        if state.isExpandedStateAvailable != available { state = state.setting(isExpandedStateAvailable: available) }
        return .insets(of: metrics, top: available ? configuration.expandedHeight : configuration.normalHeight)
    }

    // MARK: Following the scroll view

    /// Every offset change goes through the reducer; new content gets the bottom inset it needs.
    public func didChange(_ change: ScrollChange, in metrics: ScrollMetrics) -> ScrollAnswer {
        switch change {
        case .contentOffset: return contentOffsetChanged(metrics)
        case .contentSize: return fillEmptySpace(metrics)
        default: return .none
        }
    }

    private func contentOffsetChanged(_ metrics: ScrollMetrics) -> ScrollAnswer {
        let offset = metrics.contentOffset.y
        if let previous = previousOffset, previous != offset {
            let context = ExpandableBarReducer.Context(
                previousOffset: previous, offset: offset, insetTop: metrics.contentInset.top,
                insetBottom: metrics.contentInset.bottom, contentHeight: metrics.contentSize.height,
                viewportHeight: metrics.size.height)
            state = ExpandableBarReducer.reduce(state, context)
        }
        previousOffset = offset
        // At (or past) the top of the content the bar is exactly as tall as the top inset: no rounding
        // drift from cut deltas survives a return to the top.
        let top = metrics.contentInset.top
        if offset <= -top {
            let height = min(max(top, configuration.compactHeight), state.maximumHeight)
            if state.offset != -height { state = state.setting(offset: -height) }
        }
        // The seed's pan-changed rule: scrolling below the normal height turns the expanded state off
        // (once the bar is no taller than normal: one expanded mid-list by a tap collapses first).
        guard metrics.isDragging && state.isExpandedStateAvailable && offset > -configuration.normalHeight
            && state.offset >= -configuration.normalHeight - RestingPoints.tolerance else { return .none }
        state = state.setting(isExpandedStateAvailable: false)
        return .insets(of: metrics, top: configuration.normalHeight)
    }
}
