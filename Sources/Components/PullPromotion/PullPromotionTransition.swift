/// One change of state and what it sets off, so the controller's side effects are testable alone.
public struct PullPromotionTransition: Hashable, Sendable, ComponentTransition {
    public let from: PullPromotionState
    public let to: PullPromotionState

    public init(from: PullPromotionState, to: PullPromotionState) {
        self.from = from
        self.to = to
    }

    /// The refresh action runs (once per release past the refresh threshold).
    public var startsRefreshing: Bool { from == .refreshTriggered && to == .refreshing }

    /// The promotion action runs (once per release past the promotion threshold).
    public var opensPromotion: Bool { from == .promotionTriggered && to == .promotionShowing }

    /// The list goes back to its resting inset and top (the seed's `resetScrollView`), only after a
    /// state that changed them.
    public var restoresList: Bool { (to == .stopped && from == .refreshing) || to == .promotionClosing }

    /// The changes the rules allow, each as it happens: refreshing only ends, the promotion only
    /// closes, and only a release starts either.
    public var isAllowed: Bool {
        switch (from, to) {
        case (.stopped, .refreshTriggered), (.stopped, .promotionTriggered),
             (.refreshTriggered, .stopped), (.refreshTriggered, .promotionTriggered), (.refreshTriggered, .refreshing),
             (.promotionTriggered, .stopped), (.promotionTriggered, .refreshTriggered), (.promotionTriggered, .promotionShowing),
             (.refreshing, .stopped), (.promotionShowing, .promotionClosing), (.promotionClosing, .stopped):
            return true
        default:
            return false
        }
    }

    public var description: String { "\(from.rawValue) → \(to.rawValue)" }

    /// Thresholds crossed upward by the pull, each one a haptic tick on a phone. A threshold is
    /// re-armed when the state falls back below it, so every crossing counts once.
    public var crossedThresholds: Int {
        guard let before = from.dragLevel, let after = to.dragLevel else { return 0 }
        return max(0, after - before)
    }
}
