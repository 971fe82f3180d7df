import Foundation
import Studio
import Scenes
import ScrollUI
import SDLHost

/// Key B: a bug report of the frame shown (`BugReporter`). While its note is typed the marked frame
/// stays on screen, text input is on, and every key goes to the note; Return or Esc writes the folder.
extension WindowRunner {
    /// Key B, and every key while the note is typed; true when the key was taken.
    func handleBugReportKey(_ event: KeyEvent) throws -> Bool {
        let reporter = qa.bugReports
        if reporter.isEditing {
            switch reporter.handleKey(event) {
            case .editing: group.setNeedsDisplay()
            case .write(let note): try writeBugReport(note: note, at: event.time)
            }
            return true
        }
        guard event.key == "b", event.modifiers.isEmpty else { return false }
        if group.isComparing {
            qa.showUnavailable("A bug report", at: event.time)
        } else if reporter.begin(shownSceneTime: qa.timeline?.time, windowTime: max(event.time, session.window.now), assets: assets) {
            host.startTextInput()
        }
        group.setNeedsDisplay()
        return true
    }

    /// Text typed, or being composed by the input method: the note's while it is typed, else nothing.
    func handleText(_ text: String, composing: Bool) {
        let reporter = qa.bugReports
        guard reporter.isEditing else { return }
        if composing { reporter.compose(text) } else { reporter.insert(text) }
        group.setNeedsDisplay()
    }

    /// The window closes (Ctrl+Q, its close button, a signal) while the note is typed: the report is
    /// written with the note as typed so far (nil when nothing was), before the window goes. A frame
    /// that cannot be presented any more does not stop the writing.
    func finishBugReport() {
        guard qa.bugReports.isEditing else { return }
        try? writeBugReport(note: qa.bugReports.field?.note, at: host.now())
    }

    /// Writes the marked frame's report with `note` (`BugReporter.write`): the window says so first
    /// (the video takes a while), then where it went. A frame that cannot be presented is thrown
    /// after the report is written.
    private func writeBugReport(note: String?, at time: Double) throws {
        host.stopTextInput()
        qa.notices.show(note: "Saving report…", at: time)   // short enough for the badge at 320 pt
        let presented = Result { try present(at: host.now()) }
        let sources = BugReporter.Sources(version: qa.buildLine, display: host.displayDescription + " · HUD: " + qa.hud.refreshText,
                                          style: qa.captureStyle(for: session, withOverlays: false), assets: assets) {
            [compositor, group, png] shown, path, style in
            try compositor.writeScreenshot(group, shown: shown, style: style, png: png, to: path)
        }
        qa.bugReports.write(note: note, sources: sources, now: host.now)
        group.setNeedsDisplay()
        try presented.get()
    }
}
