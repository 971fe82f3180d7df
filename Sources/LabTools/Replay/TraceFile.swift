import Foundation

/// A trace file read whole: its events and, for recordings, the header naming scene, viewport and options.
public struct TraceFile {
    public let events: [TraceEvent]
    public let header: TraceHeader?

    /// Reads and parses `path`; every problem is a usage error naming the file or line.
    public static func load(path: String) throws -> TraceFile {
        let text = try TraceParser.readText(path: path)
        return TraceFile(events: try TraceParser.parse(text), header: TraceHeader(traceText: Substring(text)))
    }
}
