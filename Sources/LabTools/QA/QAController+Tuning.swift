import Foundation
import Graphics
import Scenes
import ScrollUI

/// The live tuning panel in the window (key O): its keys, its controls under the pointer, and each
/// change applied to the running scene at once (`SceneSession.update(_:)`: physics in place, the
/// scene's own options by a rebuild that keeps the offset, the motion and the component's state).
extension QAController {
    /// Handles a key while the panel is open, or the key that opens it; nil when the key is not the
    /// panel's (the other QA keys and the scene get it).
    func handleTuningKey(_ event: KeyEvent, session: SceneSession) -> Outcome? {
        if event.key == "o", event.modifiers.subtracting(.shift).isEmpty {
            tuning = tuning == nil ? TuningPanel(options: session.sceneType.options, assignments: session.settings.assignments,
                                                 viewportHeight: session.window.size.height) : nil
            session.window.setNeedsDisplay()
            return .handled
        }
        guard var panel = tuning else { return nil }
        let fast = event.modifiers.contains(.shift) ? 10.0 : 1
        let visible = TuningPanelView.visibleRows(panel.rows.count, in: session.window.size)
        var assignment: String?
        switch event.key {
        case "up": panel.select(by: -1, visibleRows: visible)
        case "down": panel.select(by: 1, visibleRows: visible)
        case "left": assignment = panel.adjust(by: -fast)
        case "right": assignment = panel.adjust(by: fast)
        case "c": report(panel.commandLine.isEmpty ? "scroll-lab: the options are at their defaults" : panel.commandLine)
        case "escape": tuning = nil; session.window.setNeedsDisplay(); return .handled
        default: return nil
        }
        if let assignment, let previous = tuning?.rows[panel.selected].text, !apply(assignment, session: session, at: event.time) {
            panel.revert(panel.selected, to: previous)
        }
        tuning = panel
        session.window.setNeedsDisplay()
        return .handled
    }

    /// A pointer on the panel works the control under it: a press moves a slider (and drags follow
    /// it), picks a segment or flips a switch; true when the panel took the event (the scene does
    /// not see it).
    public func handleTuningPointer(_ event: PointerEvent, session: SceneSession) -> Bool {
        guard var panel = tuning else { return false }
        let size = session.window.size
        let row: Int, fraction: Double
        if event.kind == .down {
            guard let hit = TuningPanelView.hit(event.location, panel: panel, in: size) else {
                isDraggingSlider = nil
                return TuningPanelView.card(rowCount: panel.rows.count, in: size).contains(event.location)
            }
            (row, fraction) = hit
            // Only a slider follows the drags after the press; a stepper acts on the press.
            isDraggingSlider = panel.rows[row].step != nil ? row : nil
        } else {
            guard let dragged = isDraggingSlider else { return false }
            if event.kind != .move { isDraggingSlider = nil }
            row = dragged
            fraction = TuningPanelView.fraction(at: event.location, row: row, panel: panel, in: size)
        }
        let previous = panel.rows[row].text
        if let assignment = panel.set(row, fraction: fraction), !apply(assignment, session: session, at: event.time) {
            panel.revert(row, to: previous)
        }
        tuning = panel
        session.window.setNeedsDisplay()
        return true
    }

    /// Applies one assignment at `time` to the running scene, or to every variant while comparing
    /// (recorded once): the scenes first advance to that time, as a replay of the recorded `set`
    /// does, so the frames before it are the ones shown. A refusal is reported as the window's
    /// notice and changes nothing. True when it applied.
    @discardableResult
    func apply(_ assignment: String, session: SceneSession, at time: Double) -> Bool {
        let group = comparison ?? SessionGroup(session)
        let time = max(time, session.window.now)
        do {
            try group.check(assignment)
            group.advance(to: time)
            try group.update([assignment])
            recordOption(assignment, at: time)
            return true
        } catch {
            fail("cannot change \(assignment): \(Self.message(error))", note: "Not changed", at: session.window.now)
            return false
        }
    }

    func drawTuning(in size: Size, context: inout DrawingContext) {
        guard let tuning else { return }
        TuningPanelView().draw(tuning, in: size, context: &context)
    }
}
