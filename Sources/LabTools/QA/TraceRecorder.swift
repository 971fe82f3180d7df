import Foundation
import Graphics
import Scenes
import ScrollUI

/// Writes the window's input as a trace (QA-INTERFACE.md) while it happens: a header comment, then
/// one line per event, each flushed to the file at once, so a crash loses nothing already written.
public final class TraceRecorder {
    let path: String
    private let writer: LineWriter
    private let startTime: Double
    /// Times never go back in a trace, even if two sources disagree by a hair.
    private var lastTime = 0.0

    /// Creates (or truncates) the file and writes the header; `startTime` is t = 0 on the window's clock.
    convenience init(path: String, header: TraceHeader, startTime: Double) throws {
        try self.init(sink: OutputFile(path: path), header: header, startTime: startTime)
    }

    /// Writes into `sink` (tests use a sink that fails), starting with `header` when there is one.
    init(sink: any OutputSink, header: TraceHeader?, startTime: Double) throws {
        path = sink.name
        writer = LineWriter(sink: sink)
        self.startTime = startTime
        if let header { try writer.writeNow(header.line) }
    }

    public func record(_ event: PointerEvent) throws { try record(TraceEvent(event)) }

    public func record(_ event: WheelEvent) throws { try record(TraceEvent(event)) }

    public func record(_ event: KeyEvent) throws { try record(TraceEvent(event)) }

    public func recordResize(_ size: Size, time: Double) throws {
        try record(TraceEvent(time: time, kind: .resize(size), line: 0))
    }

    /// Writes a trace event (its time on the window's clock).
    func record(_ event: TraceEvent) throws {
        lastTime = max(lastTime, event.time - startTime)
        try writer.writeNow(TraceLine.text(event.at(lastTime)))
    }

    /// Flushes and closes the output without a final `wait`.
    func close() throws {
        try writer.close()
    }

    /// Ends the recording with a `wait` at `time`, so a replay lasts as long as the recording did,
    /// and closes the file.
    func finish(at time: Double) throws {
        try record(TraceEvent(time: time, kind: .wait, line: 0))
        try writer.close()
    }
}
