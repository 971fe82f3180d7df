import Components
import ScrollUI

extension PullPromotionScene {
    /// Rebuilt for new options: an open promotion stays open (filling the screen at once); otherwise
    /// the feed keeps its offset and motion (`ScrollCarry`). A refresh in progress or a closing
    /// promotion does not carry over: the feed comes to rest at its top, and the counts start again.
    func takeOver(from previous: any Scene) {
        guard let previous = previous as? PullPromotionScene, previous.controller.state == .promotionShowing else {
            return ScrollCarry.carry(from: previous.mainScrollView, to: mainScrollView)
        }
        controller.showPromotion()
    }
}
