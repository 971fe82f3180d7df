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
                                                 viewportHeight: session.window.size.height, device: session.device) : nil
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
        case "c":
            let line = comparison.map { $0.commandLine(for: panel) } ?? panel.commandLine
            report(line.isEmpty ? "scroll-lab: the options are at their defaults" : line)
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

    /// A press the panel took: on a slider, which the drags that follow move (and whether a
    /// refusal was reported during them); on anything else, whose moves and release the panel keeps.
    enum TuningPress: Equatable {
        case slider(row: Int, hasReportedRefusal: Bool)
        case other
    }

    /// A pointer on the panel works the control under it: a press moves a slider (and drags follow
    /// it), picks a segment or flips a switch; true when the panel took the event. The scene sees
    /// neither that press nor its moves and release.
    public func handleTuningPointer(_ event: PointerEvent, session: SceneSession) -> Bool {
        let press = event.kind == .down ? nil : tuningPress
        let ends = event.kind == .up || event.kind == .cancel
        tuningPress = ends ? nil : press
        guard var panel = tuning else { return press != nil }
        defer {
            tuning = panel
            session.window.setNeedsDisplay()
        }
        let size = session.window.size
        guard event.kind == .down else {
            guard case .slider(let row, let reported)? = press, panel.rows.indices.contains(row) else { return press != nil }
            let fraction = TuningPanelView.fraction(at: event.location, row: row, panel: panel, in: size)
            let reportedNow = slide(row, to: fraction, hasReportedRefusal: reported, panel: &panel, session: session, at: event.time)
            if !ends { tuningPress = .slider(row: row, hasReportedRefusal: reportedNow) }
            return true
        }
        guard let (row, fraction) = TuningPanelView.hit(event.location, panel: panel, in: size) else {
            let onCard = TuningPanelView.card(rowCount: panel.rows.count, in: size).contains(event.location)
            tuningPress = onCard ? .other : nil
            return onCard
        }
        // A slider follows the drags after the press; a stepper acts on the press alone.
        if panel.rows[row].step != nil {
            let reported = slide(row, to: fraction, hasReportedRefusal: false, panel: &panel, session: session, at: event.time)
            tuningPress = .slider(row: row, hasReportedRefusal: reported)
            return true
        }
        tuningPress = .other
        let previous = panel.rows[row].text
        if let assignment = panel.set(row, fraction: fraction), !apply(assignment, session: session, at: event.time) {
            panel.revert(row, to: previous)
        }
        return true
    }

    /// Moves slider `row` to `fraction` of its track. Where the scenes refuse that value (a threshold
    /// a finger cannot reach, a detent past another) the slider stops at the farthest value they
    /// take on the way, as a slider stops at its end, and the refusal is reported once a press
    /// (`hasReportedRefusal`). True when a refusal has been reported during the press.
    private func slide(_ row: Int, to fraction: Double, hasReportedRefusal: Bool, panel: inout TuningPanel,
                       session: SceneSession, at time: Double) -> Bool {
        let previous = panel.rows[row].text, start = panel.rows[row].value
        guard let assignment = panel.set(row, fraction: fraction) else { return hasReportedRefusal }
        let group = comparison ?? SessionGroup(session)
        if (try? group.checkSharedChange(assignment)) != nil {
            if !apply(assignment, session: session, at: time) { panel.revert(row, to: previous) }
            return hasReportedRefusal
        }
        let target = panel.rows[row].value
        panel.revert(row, to: previous)
        if !hasReportedRefusal { reportRefusal(assignment, group: group, session: session) }
        guard let step = panel.rows[row].step else { return true }
        // The farthest whole step toward the target that every scene takes (the rules are limits).
        var accepted = 0, refused = Int((abs(target - start) / step).rounded())
        let direction = target < start ? -1.0 : 1.0
        while refused - accepted > 1 {
            let middle = (accepted + refused) / 2
            var probe = panel
            if let candidate = probe.set(row, value: start + direction * Double(middle) * step), (try? group.checkSharedChange(candidate)) != nil {
                accepted = middle
            } else {
                refused = middle
            }
        }
        if accepted > 0, let reachable = panel.set(row, value: start + direction * Double(accepted) * step),
           !apply(reachable, session: session, at: time) {
            panel.revert(row, to: previous)
        }
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
            try group.checkSharedChange(assignment)
            group.advance(to: time)
            try group.update([assignment])
            recordOption(assignment, at: time)
            return true
        } catch {
            fail("cannot change \(assignment): \(Self.message(error))", note: "Not changed", at: session.window.now)
            return false
        }
    }

    /// Reports why the scenes refuse `assignment`, as `apply(_:session:at:)` does.
    private func reportRefusal(_ assignment: String, group: SessionGroup, session: SceneSession) {
        do {
            try group.checkSharedChange(assignment)
        } catch {
            fail("cannot change \(assignment): \(Self.message(error))", note: "Not changed", at: session.window.now)
        }
    }

    /// The panel as it shows over `session`: while comparing, each column shows its variant's values;
    /// one scene shows the panel's own (the live scene's, also over a past frame of the timeline).
    func tuningShown(for session: SceneSession) -> TuningPanel? {
        guard let comparison, comparison.sessions.contains(where: { $0 === session }) else { return tuning }
        return tuning?.showing(session.settings.assignments)
    }

    func drawTuning(session: SceneSession, context: inout DrawingContext) {
        guard let shown = tuningShown(for: session) else { return }
        TuningPanelView().draw(shown, in: session.window.size, context: &context)
    }
}
