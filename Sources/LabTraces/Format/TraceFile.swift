import Foundation
import ScrollUI

/// A trace file read whole: its inputs, the line each came from (for messages) and, for recordings,
/// the header naming scene, viewport and options.
public struct TraceFile {
    public let events: [Input]
    /// The file's line of each of `events` (1-based).
    public let lines: [Int]
    public let header: TraceHeader?
    /// True when the text is empty or ends with a line end, so a line appended to it starts a line.
    public let endsWithLineEnd: Bool
    /// True when the file has no text at all (a header may still be written first).
    public let isEmpty: Bool
    /// The last line, left out because it was cut off (no line end, not valid JSON), as a crash or a
    /// full disk leaves a recording; nil when the trace ends with a whole line.
    public let droppedLine: Int?

    /// Reads and parses `path`; every problem is a usage error naming the file or line, except a last
    /// line cut off, which is dropped (`droppedLine`, `note(path:)`).
    public static func load(path: String) throws -> TraceFile {
        let bytes = try TraceParser.readBytes(path: path)
        let (events, lines, dropped) = try TraceParser.parse(bytes, droppingCutOffLastLine: true)
        return TraceFile(events: events, lines: lines, header: try TraceHeader(traceBytes: bytes),
                         endsWithLineEnd: TraceLines(bytes).endsWithLineEnd, isEmpty: bytes.isEmpty, droppedLine: dropped)
    }

    /// The one line that says a cut-off last line was dropped (standard error gets it), or nil.
    public func note(path: String) -> String? {
        droppedLine.map { "trace '\(path)': line \($0) is cut off (no line end, not valid JSON) and is left out: "
            + "the trace ends with the event before it" }
    }
}
