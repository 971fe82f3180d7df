import Graphics
import ScrollPhysics
import ScrollUI

/// Drives the bar from a scroll view, as AirBar's `BarController` does with KVO: every offset change
/// goes through the reducer; the pan's start decides whether the expanded state is available; the
/// pan's end settles the bar on a state. Keeps `contentInset.top` (normal or expanded height), the
/// indicator inset, and a bottom inset that lets short content collapse the bar.
public final class ExpandableBarController {
    /// Duration of the settle and of programmatic expand/collapse, seconds (the seed's animation).
    public static let settleDuration = 0.25
    /// A pan that begins this close to the top (offset −normal height) may expand the bar, points
    /// (the seed's tolerance for KVO's first fractional offset).
    public static let topTolerance = 5.0

    public private(set) var state: ExpandableBarState {
        didSet { if state != oldValue { stateObserver?(state) } }
    }
    public var snap: ExpandableBarSnap
    /// Called after every change of state (AirBar's `stateObserver`).
    public var stateObserver: ((ExpandableBarState) -> Void)?
    public private(set) weak var scrollView: ScrollView?

    private var observation: ScrollObservation?
    private var previousOffset: Double?
    private var awaitsRelease = false

    public init(configuration: ExpandableBarConfiguration = .init(), snap: ExpandableBarSnap = .projected) {
        self.state = .normal(configuration)
        self.snap = snap
    }

    public var configuration: ExpandableBarConfiguration { state.configuration }

    // MARK: Binding

    /// Binds the bar to `scrollView` (preconfiguring it first); the previous one is released.
    public func set(scrollView: ScrollView) {
        observation = nil
        preconfigure(scrollView: scrollView)
        self.scrollView = scrollView
        previousOffset = scrollView.contentOffset.y
        awaitsRelease = false
        observation = scrollView.observe { [unowned self] view, change in self.handle(change, of: view) }
        stateObserver?(state)
    }

    /// Makes `scrollView` consistent with the bar before it is shown (for a swap): bottom inset, top
    /// inset, indicator inset, and an offset that puts its top right under the bar.
    public func preconfigure(scrollView: ScrollView) {
        fillEmptySpace(of: scrollView)
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
        fillEmptySpace(of: scrollView)
    }

    /// A bottom inset so that short content can still scroll the bar down to compact.
    private func fillEmptySpace(of scrollView: ScrollView) {
        let missing = scrollView.frame.height - configuration.compactHeight - scrollView.contentSize.height
        let inset = max(0, missing)
        if scrollView.contentInset.bottom != inset { scrollView.contentInset.bottom = inset }
    }

    // MARK: Programmatic

    /// Expands the bar (AirBar's `expand(on:)`), moving the content with it.
    public func expand() {
        guard let scrollView else { return }
        state = state.setting(isExpandedStateAvailable: true)
        scrollView.contentInset.top = configuration.expandedHeight
        move(scrollView, byBar: -configuration.expandedHeight - state.offset)
    }

    /// Collapses an expanded bar back to its normal height.
    public func collapse() {
        guard let scrollView, state.offset < -configuration.normalHeight else { return }
        move(scrollView, byBar: -configuration.normalHeight - state.offset)
    }

    private func move(_ scrollView: ScrollView, byBar delta: Double) {
        guard abs(delta) >= ExpandableBarSettle.stateTolerance else { return }
        let offset = scrollView.contentOffset
        let target = min(max(offset.y + delta, scrollView.minimumContentOffset.y), scrollView.maximumContentOffset.y)
        scrollView.animateContentOffset(to: Point(x: offset.x, y: target),
                                        duration: ExpandableBarController.settleDuration, curve: .easeInOut)
    }

    // MARK: Observation

    private func handle(_ change: ScrollChange, of scrollView: ScrollView) {
        switch change {
        case .contentOffset: contentOffsetChanged(scrollView)
        case .contentSize: fillEmptySpace(of: scrollView)
        case .panState(.began): panBegan(scrollView)
        case .panState(.ended), .panState(.cancelled): awaitsRelease = true
        case .phase: phaseChanged(scrollView)
        default: break
        }
    }

    private func contentOffsetChanged(_ scrollView: ScrollView) {
        let offset = scrollView.contentOffset.y
        if let previous = previousOffset, previous != offset {
            let context = ExpandableBarReducer.Context(
                previousOffset: previous, offset: offset, insetTop: scrollView.contentInset.top,
                insetBottom: scrollView.contentInset.bottom, contentHeight: scrollView.contentSize.height,
                viewportHeight: scrollView.frame.height)
            state = ExpandableBarReducer.reduce(state, context)
        }
        previousOffset = offset
        // At (or past) the top of the content the bar is exactly as tall as the top inset: no rounding
        // drift from cut deltas survives a return to the top.
        let top = scrollView.contentInset.top
        if offset <= -top {
            let height = min(max(top, configuration.compactHeight), state.maximumHeight)
            if state.offset != -height { state = state.setting(offset: -height) }
        }
        // The seed's pan-changed rule: scrolling below the normal height turns the expanded state off.
        if scrollView.isDragging && state.isExpandedStateAvailable && offset > -configuration.normalHeight {
            state = state.setting(isExpandedStateAvailable: false)
            scrollView.contentInset.top = configuration.normalHeight
        }
    }

    /// The expanded state is available only to a pan that begins at the top, or while expanded.
    private func panBegan(_ scrollView: ScrollView) {
        awaitsRelease = false
        let offset = scrollView.contentOffset.y
        let atTop = abs(offset + configuration.normalHeight) <= ExpandableBarController.topTolerance
        let stillExpanded = offset < -configuration.normalHeight && state.isExpandedStateAvailable
        state = state.setting(isExpandedStateAvailable: atTop || stillExpanded)
        let inset = state.isExpandedStateAvailable ? configuration.expandedHeight : configuration.normalHeight
        if scrollView.contentInset.top != inset { scrollView.contentInset.top = inset }
    }

    private func phaseChanged(_ scrollView: ScrollView) {
        let phase = scrollView.phase
        guard phase != .dragging && phase != .tracking else { return }
        if awaitsRelease {
            awaitsRelease = false
            settleAfterRelease(scrollView)
        } else if phase == .idle {
            settleAtRest(scrollView)
        }
    }

    private func settleAfterRelease(_ scrollView: ScrollView) {
        let offset = scrollView.contentOffset.y
        let moving = scrollView.phase == .decelerating || scrollView.phase == .bouncing
        let decision = ExpandableBarSettle.decide(
            state: state, contentOffset: offset, restingOffset: moving ? scrollView.targetContentOffset.y : offset,
            velocity: moving ? scrollView.velocity.y : 0,
            range: scrollView.minimumContentOffset.y...scrollView.maximumContentOffset.y, snap: snap)
        switch decision {
        case .none, .keepMomentum:
            if scrollView.phase == .idle { settleAtRest(scrollView) }
        case .settle(_, let content, let velocity):
            let x = scrollView.contentOffset.x
            if velocity == 0 {
                scrollView.animateContentOffset(to: Point(x: x, y: content), duration: ExpandableBarController.settleDuration,
                                                curve: .easeInOut)
            } else {
                scrollView.animateContentOffset(to: Point(x: x, y: content), spring: .snap,
                                                initialVelocity: Point(x: 0, y: velocity))
            }
        }
    }

    /// At rest: a bar a hair off a state lands exactly on it; one between states settles to the nearest.
    private func settleAtRest(_ scrollView: ScrollView) {
        let nearest = ExpandableBarSettle.nearestStateOffset(to: state.offset, in: state)
        if abs(nearest - state.offset) < ExpandableBarSettle.stateTolerance {
            state = state.setting(offset: nearest)
        } else {
            // At rest the list is not tracking, even if the pointer is down elsewhere (on the bar).
            move(scrollView, byBar: nearest - state.offset)
        }
    }
}
