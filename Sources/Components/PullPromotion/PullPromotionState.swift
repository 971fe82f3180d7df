/// Where a pull-to-refresh with a full-screen promotion stands (the seed's `PullPromotionState`).
///
///     pull (points past the resting top) while dragging:
///     0 ───────── 70 ───────── 100 ──────────►
///       stopped    refresh-     promotion-
///                  Triggered    Triggered
///     released:    refreshing   promotionShowing
public enum PullPromotionState: String, Hashable, Sendable, CaseIterable {
    /// At rest, or pulled less than the refresh threshold.
    case stopped
    /// Pulled past the refresh threshold: releasing refreshes.
    case refreshTriggered
    /// Pulled past the promotion threshold: releasing opens the promotion.
    case promotionTriggered
    /// The refresh action runs; the list rests below the refreshing header.
    case refreshing
    /// The promotion fills the screen.
    case promotionShowing
    /// The promotion closes: the list goes back to its resting top and pulls are ignored until it is
    /// there (a finger that catches it cannot open it again).
    case promotionClosing

    /// How many thresholds the pull has passed in the states a drag moves between (stopped 0,
    /// refreshTriggered 1, promotionTriggered 2); nil for the two settled states.
    public var dragLevel: Int? {
        switch self {
        case .stopped: return 0
        case .refreshTriggered: return 1
        case .promotionTriggered: return 2
        case .refreshing, .promotionShowing, .promotionClosing: return nil
        }
    }
}
