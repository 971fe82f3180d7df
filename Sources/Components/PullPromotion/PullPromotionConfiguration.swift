/// The thresholds and timings of the pull, points and seconds. Defaults are the seed's
/// (`RefreshTriggerHeight`, `PromotionTirggerHeight`, its 0.2 s animations) unless noted.
public struct PullPromotionConfiguration: Hashable, Sendable {
    /// Pull past which releasing refreshes, points (the seed's 70).
    public var refreshThreshold: Double
    /// Pull past which releasing opens the promotion, points (the seed's 100).
    public var promotionThreshold: Double
    /// Height of the refreshing header the list rests under, points: the seed reuses the refresh
    /// threshold (top inset 70, content at −70), but never less than the header's content needs
    /// (`PullRefreshHeaderView.minimumHeight`), so a small threshold does not cut the spinner in half.
    public var refreshingHeight: Double
    /// Duration of the move from the release to the refreshing position, seconds (the seed's 0.2 s
    /// `setScrollViewForRefreshing`).
    public var settleDuration: Double
    /// Duration of the move from the refreshing position back to the resting top when the refresh
    /// ends, seconds (the seed's 0.2 s `resetScrollView`).
    public var endDuration: Double
    /// Duration of the move that opens the promotion, seconds (the seed's `setContentOffset(animated:)`,
    /// UIKit's 0.3 s).
    public var openDuration: Double
    /// Duration of the move back from the promotion for the close button and Escape, seconds
    /// (0.35 s: a 700 pt trip at the seed's 0.2 s looks like a cut).
    public var closeDuration: Double
    /// Dragging the open promotion up by this much and letting go closes it, points (Taobao's
    /// second floor closes on a short swipe up; our choice).
    public var closeDragDistance: Double
    /// Letting go of the open promotion while it moves up at least this fast closes it whatever the
    /// distance, points per second (a flick; our choice, 5× the fling threshold of `PHYSICS.md` §2).
    public var closeVelocity: Double

    public static let refreshThresholdDefault = 70.0
    public static let promotionThresholdDefault = 100.0
    public static let settleDurationDefault = 0.2
    public static let endDurationDefault = 0.2
    public static let openDurationDefault = 0.3
    public static let closeDurationDefault = 0.35
    public static let closeDragDistanceDefault = 80.0
    public static let closeVelocityDefault = 500.0

    public init(refreshThreshold: Double = refreshThresholdDefault,
                promotionThreshold: Double = promotionThresholdDefault,
                refreshingHeight: Double? = nil,
                settleDuration: Double = settleDurationDefault,
                endDuration: Double = endDurationDefault,
                openDuration: Double = openDurationDefault,
                closeDuration: Double = closeDurationDefault,
                closeDragDistance: Double = closeDragDistanceDefault,
                closeVelocity: Double = closeVelocityDefault) {
        self.refreshThreshold = refreshThreshold
        self.promotionThreshold = promotionThreshold
        self.refreshingHeight = refreshingHeight ?? max(refreshThreshold, PullRefreshHeaderView.minimumHeight)
        self.settleDuration = settleDuration
        self.endDuration = endDuration
        self.openDuration = openDuration
        self.closeDuration = closeDuration
        self.closeDragDistance = closeDragDistance
        self.closeVelocity = closeVelocity
    }

    /// True when 0 < refresh threshold < promotion threshold.
    public var isValid: Bool { 0 < refreshThreshold && refreshThreshold < promotionThreshold }
}
