import Foundation

/// Writes gesture events as trace lines: to standard output, to a file opened in place (created or
/// truncated), or appended to a trace (`O_APPEND`, never truncated) after its last event.
public enum GestureTraceWriter {
    /// The trace an `--append` adds to: nil when nothing is at `path` yet, or when it is not a regular
    /// file (a FIFO is appended to without being read). A trace that does not parse is a usage error.
    public static func existingTrace(at path: String) throws -> TraceFile? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
              let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
              type == .typeRegular else { return nil }
        return try TraceFile.load(path: path)
    }

    /// Writes `header` (when given) and `events` to `path` (standard output when nil), appending with
    /// `append`; `existing` is the trace appended to, whose last line gets its line end first if it
    /// lacks one. A `wait` at `waitUntil` ends the lines when given.
    public static func write(_ events: [TraceEvent], header: TraceHeader?, waitUntil: Double?, to path: String?,
                             append: Bool, existing: TraceFile?) throws {
        let sink: any OutputSink = try path.map { try OutputFile(path: $0, append: append) } ?? OutputFile.standardOutput()
        if existing?.endsWithLineEnd == false { try sink.write(Array("\n".utf8)) }
        let recorder = try TraceRecorder(sink: sink, header: header, startTime: 0)
        for event in events { try recorder.record(event) }
        if let waitUntil { try recorder.record(TraceEvent(time: waitUntil, kind: .wait, line: 0)) }
        try recorder.close()
    }
}
