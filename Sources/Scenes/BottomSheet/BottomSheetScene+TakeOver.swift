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
        let old = previous.list, oldGeometry = previous.controller.geometry
        let scrolledAtFull = old.contentOffset.y > oldGeometry.offset(of: .full) + BottomSheetGeometry.detentTolerance
        if let detent = previous.controller.state, !scrolledAtFull {
            controller.move(to: detent, animated: false)
        } else {
            ScrollCarry.carry(from: old, to: list)
        }
    }
}
