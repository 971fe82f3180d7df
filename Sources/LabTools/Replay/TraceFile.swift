import Foundation

/// A trace file read whole: its events and, for recordings, the header naming scene, viewport and options.
public struct TraceFile {
    public let events: [TraceEvent]
    public let header: TraceHeader?
    /// True when the text is empty or ends with a line end, so a line appended to it starts a line.
    public let endsWithLineEnd: Bool
    /// True when the file has no text at all (a header may still be written first).
    public let isEmpty: Bool

    /// Reads and parses `path`; every problem is a usage error naming the file or line.
    public static func load(path: String) throws -> TraceFile {
        let text = try TraceParser.readText(path: path)
        return TraceFile(events: try TraceParser.parse(text), header: TraceHeader(traceText: Substring(text)),
                         endsWithLineEnd: text.isEmpty || text.last?.isNewline == true, isEmpty: text.isEmpty)
    }
}
