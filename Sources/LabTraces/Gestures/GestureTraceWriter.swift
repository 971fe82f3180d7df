import Foundation
import Graphics
import LabBasics
import ScrollUI

/// Writes gesture events as trace lines: to standard output, to a file opened in place (created or
/// truncated), or appended to a trace (`O_APPEND`, never truncated) after its last event. The lines go
/// out in one write, so a write that fails part-way leaves a file as it was (`OutputFile`).
public enum GestureTraceWriter {
    /// The trace an `--append` adds to: nil when nothing is at `path` yet, or when it is not a regular
    /// file (a FIFO is appended to without being read). A trace that does not parse, or whose last
    /// line is cut off (appending after it would leave a broken line inside the trace), is a usage error.
    public static func existingTrace(at path: String) throws -> TraceFile? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
              let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
              type == .typeRegular else { return nil }
        // The size first: a trace at the limit takes no line more, and reading it would be wasted.
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber).map { Int(saturating: $0.doubleValue) } ?? 0
        try Limits.checkAppendable(size, "'\(path)'")
        let trace = try TraceFile.load(path: path)
        if let line = trace.droppedLine {
            throw AppError.usage("trace '\(path)': line \(line) is cut off (no line end, not valid JSON): remove it before "
                                 + "appending, or the trace would hold a broken line")
        }
        return trace
    }

    /// Writes `header` (when given) and `events` to `path` (standard output when nil), appending with
    /// `append`; `existing` is the trace appended to, whose last line gets its line end first if it
    /// lacks one. A `wait` at `waitUntil` ends the lines when given. The trace may not grow past
    /// `Limits.traceBytes`, the most `replay` reads: checked before anything is written.
    public static func write(_ events: [Input], header: TraceHeader?, waitUntil: Double?, to path: String?,
                             append: Bool, existing: TraceFile?) throws {
        var text = existing?.endsWithLineEnd == false ? "\n" : ""
        if let header { text += header.line + "\n" }
        for event in events { text += TraceLine.text(event) + "\n" }
        if let waitUntil { text += TraceLine.text(Input(time: waitUntil, kind: .wait)) + "\n" }
        let bytes = Array(text.utf8)
        if let path {
            let size = append ? (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0 : 0
            try Limits.checkTraceBytes(size + bytes.count, "'\(path)'\(append ? " with the gesture appended" : "")")
        }
        let sink: any OutputSink = try path.map { try OutputFile(path: $0, append: append) } ?? OutputFile.standardOutput()
        try sink.write(bytes)
        try sink.close()
    }
}
