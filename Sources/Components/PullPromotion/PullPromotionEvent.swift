/// What the state machine reacts to.
public enum PullPromotionEvent: Hashable, Sendable {
    /// The scroll view moved, or its drag began or ended.
    case scrolled(PullPromotionInput)
    /// The refresh action finished (the seed's `stopAnimate()`).
    case endRefreshing
    /// The close button or Escape asks to leave the promotion.
    case closePromotion
    /// The list came to rest after the promotion closed.
    case closed
}

/// The scroll view as the state machine sees it for one change.
public struct PullPromotionInput: Hashable, Sendable {
    /// How far the content sits below its resting top, points (positive when pulled down).
    public var pull: Double
    /// True while a finger or touchpad drags the content.
    public var isDragging: Bool
    /// True on the first change after a drag ended (the release).
    public var didEndDragging: Bool
    /// The content's velocity, points per second, positive when it moves up (offset growing).
    public var velocity: Double
    /// The pull at which the promotion fills the screen, points (viewport height − resting inset).
    public var openPull: Double
    /// How far the drag that just ended moved the pull, points (positive: pulled further down).
    public var pullChange: Double

    public init(pull: Double, isDragging: Bool, didEndDragging: Bool = false, velocity: Double = 0,
                openPull: Double = .infinity, pullChange: Double = 0) {
        self.pull = pull
        self.isDragging = isDragging
        self.didEndDragging = didEndDragging
        self.velocity = velocity
        self.openPull = openPull
        self.pullChange = pullChange
    }
}
