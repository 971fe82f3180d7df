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

    public func record(_ event: PointerEvent) throws {
        let type: String
        switch event.kind {
        case .down: type = "down"
        case .move: type = "move"
        case .up, .cancel: type = "up"
        }
        try write(time: event.time, "\"type\": \"\(type)\", \"x\": \(number(event.location.x)), \"y\": \(number(event.location.y))")
    }

    public func record(_ event: WheelEvent) throws {
        try write(time: event.time, "\"type\": \"wheel\", \"x\": \(number(event.location.x)), \"y\": \(number(event.location.y)), "
              + "\"dx\": \(number(event.delta.x)), \"dy\": \(number(event.delta.y)), \"precise\": \(event.isPrecise)")
    }

    public func record(_ event: KeyEvent) throws {
        try write(time: event.time, "\"type\": \"key\", \"key\": \(StateLine.quote(event.key))")
    }

    /// A scene option changed at `time` (`NAME=VALUE`).
    public func recordOption(_ assignment: String, time: Double) throws {
        try write(time: time, "\"type\": \"set\", \"option\": \(StateLine.quote(assignment))")
    }

    public func recordResize(_ size: Size, time: Double) throws {
        try write(time: time, "\"type\": \"resize\", \"width\": \(number(size.width)), \"height\": \(number(size.height))")
    }

    /// Writes a trace event (times on the recorder's clock).
    public func record(_ event: TraceEvent) throws {
        switch event.kind {
        case .down(let point): try record(PointerEvent(.down, at: point, time: event.time))
        case .move(let point): try record(PointerEvent(.move, at: point, time: event.time))
        case .up(let point): try record(PointerEvent(.up, at: point, time: event.time))
        case .wheel(let point, let delta, let precise):
            try record(WheelEvent(location: point, delta: delta, isPrecise: precise, time: event.time))
        case .key(let key): try record(KeyEvent(key: key, time: event.time))
        case .resize(let size): try recordResize(size, time: event.time)
        case .option(let assignment): try recordOption(assignment, time: event.time)
        case .wait: try write(time: event.time, "\"type\": \"wait\"")
        }
    }

    /// Ends the recording with a `wait` at `time`, so a replay lasts as long as the recording did,
    /// and closes the file.
    func finish(at time: Double) throws {
        try write(time: time, "\"type\": \"wait\"")
        try writer.close()
    }

    /// Flushes and closes the output without a final `wait`.
    func close() throws {
        try writer.close()
    }

    private func write(time: Double, _ fields: String) throws {
        lastTime = max(lastTime, time - startTime)
        try writer.writeNow("{\"t\": \(number(lastTime)), \(fields)}")
    }

    /// The shortest text that reads back as exactly `value` (a replay reproduces the input bit for bit).
    private func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
