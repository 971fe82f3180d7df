import Components
import ScrollUI

extension ExpandableBarScene {
    /// Rebuilt for new options: the same tab, each list's offset, and the bar at the same transition
    /// progress (compact, normal, expanded, or between) at the new heights; a list at its top stays
    /// right under the bar. A moving list continues its motion from there.
    func takeOver(from previous: any Scene) {
        guard let previous = previous as? ExpandableBarScene else {
            return ScrollCarry.carry(from: previous.mainScrollView, to: mainScrollView)
        }
        if previous.tab != tab { show(tab: previous.tab) }
        for (old, new) in zip(previous.lists, lists) where new !== mainScrollView {
            new.contentOffset = ScrollCarry.offset(from: old, to: new)
        }
        let old = previous.mainScrollView
        mainScrollView.contentOffset = ScrollCarry.offset(from: old, to: mainScrollView)
        let atTop = old.contentOffset.y <= old.minimumContentOffset.y + RestingPoints.tolerance
        controller.adopt(previous.controller.state, atTop: atTop)
        ScrollCarry.resume(from: old, on: mainScrollView)
    }
}
