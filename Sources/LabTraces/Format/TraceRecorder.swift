import Foundation
import Graphics
import LabBasics
import ScrollUI

/// Writes the window's input as a trace (QA-INTERFACE.md) while it happens: a header comment, then
/// one line per event, each flushed to the file at once, so a crash loses nothing already written.
public final class TraceRecorder {
    public let path: String
    private let writer: LineWriter
    private let startTime: Double
    /// Times never go back in a trace, even if two sources disagree by a hair.
    private var lastTime = 0.0

    /// Creates (or truncates) the file and writes the header; `startTime` is t = 0 on the window's clock.
    public convenience init(path: String, header: TraceHeader, startTime: Double) throws {
        try self.init(sink: OutputFile(path: path), header: header, startTime: startTime)
    }

    /// Writes into `sink` (tests use a sink that fails), starting with `header` when there is one.
    public init(sink: any OutputSink, header: TraceHeader?, startTime: Double) throws {
        path = sink.name
        writer = LineWriter(sink: sink)
        self.startTime = startTime
        if let header { try writer.writeNow(header.line) }
    }

    /// Writes an input (its time on the window's clock) as a trace line.
    public func record(_ input: Input) throws {
        lastTime = max(lastTime, input.time - startTime)
        try writer.writeNow(TraceLine.text(input.at(lastTime)))
    }

    /// Flushes and closes the output without a final `wait`.
    public func close() throws {
        try writer.close()
    }

    /// Ends the recording with a `wait` at `time`, so a replay lasts as long as the recording did,
    /// and closes the file.
    public func finish(at time: Double) throws {
        try record(Input(time: time, kind: .wait))
        try writer.close()
    }
}
