import Components
import ScrollUI

extension PullPromotionScene {
    /// Rebuilt for new options: an open promotion stays open (filling the screen at once); a refresh
    /// in progress goes on, held at the new refreshing inset with its spinner, and ends
    /// `refreshDuration` (the new one) after it began; otherwise the feed keeps its offset and motion
    /// (`ScrollCarry`). A closing promotion does not carry over, and the counts start again.
    func takeOver(from previous: any Scene) {
        guard let previous = previous as? PullPromotionScene else {
            return ScrollCarry.carry(from: previous.mainScrollView, to: mainScrollView)
        }
        switch previous.controller.state {
        case .promotionShowing:
            controller.showPromotion()
        case .refreshing:
            controller.showRefreshing()
            header.indicator.setSpinning(true)
            ScrollCarry.carry(from: previous.mainScrollView, to: mainScrollView)
            refresh.start(startedAt: previous.refresh.loadStart)
        default:
            ScrollCarry.carry(from: previous.mainScrollView, to: mainScrollView)
        }
    }
}
