import Foundation
import Graphics
import Scenes
import ScrollUI

/// The live tuning panel in the window (key O): its keys, its sliders under the pointer, and each
/// change applied to the running scene at once (`SceneSession.updatePhysics(_:)`, the offset kept).
extension QAController {
    /// Handles a key while the panel is open, or the key that opens it; nil when the key is not the
    /// panel's (the other QA keys and the scene get it).
    func handleTuningKey(_ event: KeyEvent, session: SceneSession) -> Outcome? {
        if event.key == "o", event.modifiers.subtracting(.shift).isEmpty {
            tuning = tuning == nil ? TuningPanel(options: session.sceneType.options, assignments: session.settings.assignments) : nil
            session.window.setNeedsDisplay()
            return .handled
        }
        guard var panel = tuning else { return nil }
        let fast = event.modifiers.contains(.shift) ? 10.0 : 1
        var assignment: String?
        switch event.key {
        case "up": panel.select(by: -1)
        case "down": panel.select(by: 1)
        case "left": assignment = panel.adjust(by: -fast)
        case "right": assignment = panel.adjust(by: fast)
        case "c": report(panel.commandLine.isEmpty ? "scroll-lab: the physics options are at their defaults" : panel.commandLine)
        case "escape": tuning = nil; session.window.setNeedsDisplay(); return .handled
        default: return nil
        }
        tuning = panel
        if let assignment { apply(assignment, session: session) }
        session.window.setNeedsDisplay()
        return .handled
    }

    /// A pointer on the panel moves the slider under it (a press, then drags); true when the panel
    /// took the event (the scene does not see it).
    public func handleTuningPointer(_ event: PointerEvent, session: SceneSession) -> Bool {
        guard var panel = tuning else { return false }
        let size = session.window.size
        if event.kind == .down {
            guard let hit = TuningPanelView.hit(event.location, rowCount: panel.rows.count, in: size) else {
                isDraggingSlider = nil
                return TuningPanelView.card(rowCount: panel.rows.count, in: size).contains(event.location)
            }
            isDraggingSlider = hit.row
        }
        guard let row = isDraggingSlider else { return false }
        if event.kind == .up || event.kind == .cancel { isDraggingSlider = nil }
        let track = TuningPanelView.track(row, in: TuningPanelView.card(rowCount: panel.rows.count, in: size))
        if let assignment = panel.set(row, fraction: (event.location.x - track.minX) / track.width) {
            apply(assignment, session: session)
        }
        tuning = panel
        session.window.setNeedsDisplay()
        return true
    }

    /// Applies one assignment to the running scene, or to every variant while comparing (recorded
    /// once); a refusal is reported and changes nothing.
    private func apply(_ assignment: String, session: SceneSession) {
        do {
            try (comparison ?? SessionGroup(session)).update([assignment])
            recordOption(assignment, at: session.window.now)
        } catch {
            fail("cannot change \(assignment): \(Self.message(error))", note: "Not changed", at: session.window.now)
        }
    }

    func drawTuning(in size: Size, context: inout DrawingContext) {
        guard let tuning else { return }
        TuningPanelView().draw(tuning, in: size, context: &context)
    }
}
