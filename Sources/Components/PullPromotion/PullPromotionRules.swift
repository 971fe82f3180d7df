/// The pull's state machine as a pure function: the seed's rules, plus the downgrade, closing the
/// promotion, and refreshing that ignores pulls until it ends.
///
///     stopped ──drag > 70──► refreshTriggered ──drag > 100──► promotionTriggered
///        ▲  ◄──drag ≤ 70────      │      ◄────drag < 100 (downgrade)──  │
///        │                  release                                 release
///        │                        ▼                                     ▼
///        ├──endRefreshing── refreshing               promotionShowing
///        │                                                              │ close button, Escape,
///        └────── closed (at rest) ─── promotionClosing ◄───────────────┘ a release dragged up
public enum PullPromotionRules {
    /// The state after `event`.
    public static func next(_ state: PullPromotionState, on event: PullPromotionEvent,
                            configuration: PullPromotionConfiguration) -> PullPromotionState {
        switch (state, event) {
        case (.refreshing, .endRefreshing):
            return .stopped
        case (.refreshing, _):
            // Further pulls do nothing until the refresh ends (the seed returns early).
            return .refreshing
        case (.promotionShowing, .closePromotion):
            return .promotionClosing
        case (.promotionShowing, .scrolled(let input)):
            return closesPromotion(input, configuration) ? .promotionClosing : .promotionShowing
        case (.promotionClosing, .closed):
            return .stopped
        case (.promotionClosing, _):
            // Pulls do nothing until the list is back at rest: no second opening, no ticks.
            return .promotionClosing
        case (_, .scrolled(let input)):
            return dragging(state, input, configuration)
        default:
            return state
        }
    }

    /// stopped, refreshTriggered and promotionTriggered follow the pull while dragging; a release
    /// turns a triggered state into its action's state.
    private static func dragging(_ state: PullPromotionState, _ input: PullPromotionInput,
                                 _ configuration: PullPromotionConfiguration) -> PullPromotionState {
        guard input.isDragging else {
            switch state {
            case .refreshTriggered: return .refreshing
            case .promotionTriggered: return .promotionShowing
            default: return state
            }
        }
        let pull = input.pull
        if pull <= configuration.refreshThreshold { return .stopped }
        if pull > configuration.promotionThreshold { return .promotionTriggered }
        if pull < configuration.promotionThreshold { return .refreshTriggered }
        // Exactly at the promotion threshold: neither of the seed's strict comparisons holds.
        return state == .stopped ? .refreshTriggered : state
    }

    /// A release of the open promotion closes it when it was flicked up, or dragged up (not further
    /// down: a promotion caught while opening and pulled down finishes opening) far enough and is not
    /// moving back down.
    static func closesPromotion(_ input: PullPromotionInput, _ configuration: PullPromotionConfiguration) -> Bool {
        guard input.didEndDragging, !input.isDragging else { return false }
        if input.velocity >= configuration.closeVelocity { return true }
        return input.velocity >= 0 && input.pullChange <= 0 && input.pull <= input.openPull - configuration.closeDragDistance
    }
}
