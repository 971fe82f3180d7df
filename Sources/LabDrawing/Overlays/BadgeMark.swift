import Graphics
import LabBasics

/// A mark of the status bar's badge row, as iOS's status-bar pills say what the phone is doing: the
/// window records (REC), its clock is paused (PAUSED) or runs slow ("0.1×"), a video is being made
/// beside it ("VIDEO 42%"). Drawn in the window only,
/// never in S, V or B captures.
public enum BadgeMark: Equatable {
    case recording
    case paused
    /// The scenes' clock runs at this speed (below 1).
    case speed(Double)
    /// A video being made beside the window: its progress, as `BackgroundExport` words it.
    case export(String)

    /// iOS's recording pill (systemRed).
    static let recordingColor = Color(hex: 0xFF3B30)
    /// systemOrange (dark appearance): iOS's colour for something held.
    static let pausedColor = Color(hex: 0xFF9F0A)
    /// systemBlue (dark appearance).
    static let speedColor = Color(hex: 0x0A84FF)
    /// systemIndigo (dark appearance): a task of the window's own, apart from the clock's blue.
    static let exportColor = Color(hex: 0x5E5CE6)

    public var text: String {
        switch self {
        case .recording: "REC"
        case .paused: "PAUSED"
        case .speed(let scale): "\(ReadableNumber.text(scale))×"
        case .export(let progress): progress
        }
    }

    public var color: Color {
        switch self {
        case .recording: BadgeMark.recordingColor
        case .paused: BadgeMark.pausedColor
        case .speed: BadgeMark.speedColor
        case .export: BadgeMark.exportColor
        }
    }

    /// The marks for a window that is `recording`, whose clock is `paused` (the live scene waits; not
    /// while a loop plays the timeline) or runs at the slow motion's `speed`, in this order. A paused
    /// clock has no speed: PAUSED stands for it, and the row keeps room for the badge on a phone.
    public static func row(recording: Bool, paused: Bool, slowMotion speed: Double?) -> [BadgeMark] {
        var marks: [BadgeMark] = recording ? [.recording] : []
        if paused {
            marks.append(.paused)
        } else if let speed, speed > 0, speed < 1 {
            marks.append(.speed(speed))
        }
        return marks
    }
}
