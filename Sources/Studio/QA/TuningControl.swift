import Foundation
import Graphics
import LabDrawing
import Playback
import Scenes
import ScrollUI

/// The live tuning panel in the window (key O): its keys, its controls under the pointer, and each
/// change applied to the running scene at once as a `set` input through the window's driver
/// (`SessionGroup.update(_:)`: physics in place, the scene's own options by a rebuild that keeps the
/// offset, the motion and the component's state), or to every variant while comparing.
public final class TuningControl {
    /// The scenes a change goes to (the live one, or every variant) and the driver that applies it.
    struct Target {
        let session: SceneSession
        let group: SessionGroup
        let driver: InputDriver?
    }

    /// A press the panel took: on a slider, which the drags that follow move (and whether a
    /// refusal was reported during them); on anything else, whose moves and release the panel keeps.
    enum Press: Equatable {
        case slider(row: Int, hasReportedRefusal: Bool)
        case other
    }

    private let notices: Notices
    /// The panel while it is open.
    public internal(set) var panel: TuningPanel?
    private var press: Press?

    init(notices: Notices) {
        self.notices = notices
    }

    /// Handles a key while the panel is open, or the key that opens it; false when the key is not
    /// the panel's (the other QA keys and the scene get it).
    func handleKey(_ event: KeyEvent, target: Target) -> Bool {
        let session = target.session
        if event.key == "o", event.modifiers.subtracting(.shift).isEmpty {
            panel = panel == nil ? TuningPanel(options: session.sceneType.options, assignments: session.settings.assignments,
                                               viewportHeight: session.window.size.height, device: session.device) : nil
            session.window.setNeedsDisplay()
            return true
        }
        guard var panel else { return false }
        let fast = event.modifiers.contains(.shift) ? 10.0 : 1
        let visible = TuningPanelView.visibleRows(panel.rows.count, in: session.window.size)
        var assignment: String?
        switch event.key {
        case "up": panel.select(by: -1, visibleRows: visible)
        case "down": panel.select(by: 1, visibleRows: visible)
        case "left": assignment = panel.adjust(by: -fast)
        case "right": assignment = panel.adjust(by: fast)
        case "c":
            let line = target.group.isComparing ? target.group.commandLine(for: panel) : panel.commandLine
            notices.report(line.isEmpty ? "scroll-lab: the options are at their defaults" : line)
        case "escape": self.panel = nil; session.window.setNeedsDisplay(); return true
        default: return false
        }
        if let assignment, let previous = self.panel?.rows[panel.selected].text, !apply(assignment, target: target, at: event.time) {
            panel.revert(panel.selected, to: previous)
        }
        self.panel = panel
        session.window.setNeedsDisplay()
        return true
    }

    /// A pointer on the panel works the control under it: a press moves a slider (and drags follow
    /// it), picks a segment or flips a switch; true when the panel took the event. The scene sees
    /// neither that press nor its moves and release.
    func handlePointer(_ event: Input, target: Target) -> Bool {
        guard let location = event.location else { return false }
        let held = event.isPress ? nil : press
        let ends = event.endsPress
        press = ends ? nil : held
        guard var panel else { return held != nil }
        defer {
            self.panel = panel
            target.session.window.setNeedsDisplay()
        }
        let size = target.session.window.size
        guard event.isPress else {
            guard case .slider(let row, let reported)? = held, panel.rows.indices.contains(row) else { return held != nil }
            let fraction = TuningPanelView.fraction(at: location, row: row, panel: panel, in: size)
            let reportedNow = slide(row, to: fraction, hasReportedRefusal: reported, panel: &panel, target: target, at: event.time)
            if !ends { press = .slider(row: row, hasReportedRefusal: reportedNow) }
            return true
        }
        guard let (row, fraction) = TuningPanelView.hit(location, panel: panel, in: size) else {
            let onCard = TuningPanelView.card(rowCount: panel.rows.count, in: size).contains(location)
            press = onCard ? .other : nil
            return onCard
        }
        // A slider follows the drags after the press; a stepper acts on the press alone.
        if panel.rows[row].step != nil {
            let reported = slide(row, to: fraction, hasReportedRefusal: false, panel: &panel, target: target, at: event.time)
            press = .slider(row: row, hasReportedRefusal: reported)
            return true
        }
        press = .other
        let previous = panel.rows[row].text
        if let assignment = panel.set(row, fraction: fraction), !apply(assignment, target: target, at: event.time) {
            panel.revert(row, to: previous)
        }
        return true
    }

    /// Moves slider `row` to `fraction` of its track. Where the scenes refuse that value (a threshold
    /// a finger cannot reach, a detent past another) the slider stops at the farthest value they
    /// take on the way, as a slider stops at its end, and the refusal is reported once a press
    /// (`hasReportedRefusal`). True when a refusal has been reported during the press.
    private func slide(_ row: Int, to fraction: Double, hasReportedRefusal: Bool, panel: inout TuningPanel,
                       target: Target, at time: Double) -> Bool {
        let previous = panel.rows[row].text, start = panel.rows[row].value
        guard let assignment = panel.set(row, fraction: fraction) else { return hasReportedRefusal }
        let group = target.group
        if (try? group.checkSharedChange(assignment)) != nil {
            if !apply(assignment, target: target, at: time) { panel.revert(row, to: previous) }
            return hasReportedRefusal
        }
        let wanted = panel.rows[row].value
        panel.revert(row, to: previous)
        if !hasReportedRefusal { reportRefusal(assignment, target: target) }
        guard let step = panel.rows[row].step else { return true }
        // The farthest whole step toward the target that every scene takes (the rules are limits).
        var accepted = 0, refused = Int((abs(wanted - start) / step).rounded())
        let direction = wanted < start ? -1.0 : 1.0
        while refused - accepted > 1 {
            let middle = (accepted + refused) / 2
            var probe = panel
            if let candidate = probe.set(row, value: start + direction * Double(middle) * step),
               (try? group.checkSharedChange(candidate)) != nil {
                accepted = middle
            } else {
                refused = middle
            }
        }
        if accepted > 0, let reachable = panel.set(row, value: start + direction * Double(accepted) * step),
           !apply(reachable, target: target, at: time) {
            panel.revert(row, to: previous)
        }
        return true
    }

    /// Applies one assignment at `time` to the running scene, or to every variant while comparing
    /// (logged once), through the driver: the scenes first advance to that time, as a replay of the
    /// logged `set` does, so the frames before it are the ones shown. A refusal is reported as the
    /// window's notice and changes nothing. True when it applied.
    @discardableResult
    private func apply(_ assignment: String, target: Target, at time: Double) -> Bool {
        let time = max(time, target.session.window.now)
        do {
            try target.group.checkSharedChange(assignment)
            try target.driver?.apply(Input(time: time, kind: .option(assignment)))
            return true
        } catch {
            notices.fail("cannot change \(assignment): \(Notices.message(error))", note: "Not changed", at: target.session.window.now)
            return false
        }
    }

    /// Reports why the scenes refuse `assignment`, as `apply(_:target:at:)` does.
    private func reportRefusal(_ assignment: String, target: Target) {
        do {
            try target.group.checkSharedChange(assignment)
        } catch {
            notices.fail("cannot change \(assignment): \(Notices.message(error))", note: "Not changed", at: target.session.window.now)
        }
    }

    /// The panel as it shows over `session`: while comparing (`comparison`), each column shows its
    /// variant's values; one scene shows the panel's own (the live scene's, also over a past frame of
    /// the timeline).
    func shown(over session: SceneSession, comparison: SessionGroup?) -> TuningPanel? {
        guard let comparison, comparison.sessions.contains(where: { $0 === session }) else { return panel }
        return panel?.showing(session.settings.assignments)
    }
}
