import LabBasics


/// A warning a command gives on its way (a trace's cut-off last line left out), said when the command
/// ends: alone after a success, folded into the error otherwise, so standard error gets one line.
enum PendingWarning {
    nonisolated(unsafe) static var text: String?

    /// The line standard error gets for `error`: the warning after it, when there is one.
    static func folded(into error: String) -> String {
        text.map { "\(error) (\($0))" } ?? error
    }

    /// Says the warning of a command that succeeded.
    static func report() {
        if let text { StandardError.report(text) }
    }
}
