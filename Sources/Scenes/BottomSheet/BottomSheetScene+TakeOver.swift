import Components
import ScrollUI

extension BottomSheetScene {
    /// Rebuilt for new options: the map where it was; a sheet resting on a detent rests on the same
    /// named detent at its new position; a moving sheet, or a list scrolled at full, keeps its offset
    /// and motion (`ScrollCarry`), and the new detents catch it.
    func takeOver(from previous: any Scene) {
        guard let previous = previous as? BottomSheetScene else {
            return ScrollCarry.carry(from: previous.mainScrollView, to: mainScrollView)
        }
        ScrollCarry.carry(from: previous.map, to: map)
        let old = previous.list, oldLayout = previous.controller.layout
        let scrolledAtFull = old.contentOffset.y > oldLayout.offset(of: .full) + BottomSheetLayout.detentTolerance
        if let detent = previous.controller.restingDetent, !scrolledAtFull {
            controller.move(to: detent, animated: false)
        } else {
            ScrollCarry.carry(from: old, to: list)
        }
    }
}
