import Foundation
import LabBasics
import LabDrawing

/// What the window says to the person at it: a short note in the window (a failure, or a
/// confirmation such as a saved file's name) and when it goes away, and the lines for the terminal
/// (paths on standard output, failures on standard error, one line each).
public final class Notices {
    /// How long a failure notice stays in the window, seconds.
    static let failureDuration = 4.0
    /// How long a confirmation or the help hint stays, seconds.
    static let confirmationDuration = 3.0

    /// Reports a line for the user on standard output (paths of screenshots and recordings). Each
    /// line is flushed at once, so a script reading a pipe or a file sees the path when it is written.
    var report: (String) -> Void = { print($0); fflush(nil) }
    /// Reports a failure on standard error, one line (an unwritable capture, recording or state file).
    public var reportFailure: (String) -> Void = { StandardError.report($0) }
    /// The note shown in the window and when it goes away (window clock).
    public private(set) var notice: (text: String, until: Double)?
    /// Why the last failure happened, shown in the window under its note while it stays (the same
    /// line standard error has).
    public private(set) var reason: String?
    private(set) var style = OverlayRenderer.BadgeStyle.alert
    private var changed = false

    /// Reports a failure on standard error and shows it in the window from `time` on: `note` (a few
    /// words) in the badge, and `message`, the reason, below it.
    public func fail(_ message: String, note: String, at time: Double) {
        reportFailure(message)
        show(note: note, style: .alert, until: time + Notices.failureDuration)
        reason = message
    }

    /// Shows a confirmation in the window from `time` on (a screenshot's file name).
    func confirm(_ note: String, at time: Double) {
        show(note: note, style: .info, until: time + Notices.confirmationDuration)
    }

    /// Shows `note` in the window from `time` on, for a few seconds (a saved file).
    public func show(note: String, at time: Double) {
        show(note: note, style: .info, until: time + Notices.failureDuration)
    }

    private func show(note: String, style: OverlayRenderer.BadgeStyle, until: Double) {
        notice = (note, until)
        reason = nil
        self.style = style
        changed = true
    }

    /// Removes the notice once its time is over; true when a notice came or went since the last call
    /// (the frame needs redrawing).
    public func takeChange(now: Double) -> Bool {
        if let notice, now >= notice.until {
            self.notice = nil
            reason = nil
            changed = true
        }
        defer { changed = false }
        return changed
    }

    /// An error's one-line message.
    public static func message(_ error: Error) -> String {
        (error as? AppError)?.message ?? String(describing: error)
    }
}
