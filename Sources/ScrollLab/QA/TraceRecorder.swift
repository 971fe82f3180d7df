import Foundation
import Graphics
import ScrollUI

/// Writes the window's input as a trace (QA-INTERFACE.md) while it happens: a header comment, then
/// one line per event, each flushed to the file at once, so a crash loses nothing already written.
final class TraceRecorder {
    let path: String
    private let writer: LineWriter
    private let startTime: Double
    /// Times never go back in a trace, even if two sources disagree by a hair.
    private var lastTime = 0.0

    /// Creates (or replaces) the file and writes the header; `startTime` is t = 0 on the window's clock.
    init(path: String, header: TraceHeader, startTime: Double) throws {
        self.path = path
        writer = try LineWriter(path: path, append: false)
        self.startTime = startTime
        writer.writeNow(header.line)
    }

    func record(_ event: PointerEvent) {
        let type: String
        switch event.kind {
        case .down: type = "down"
        case .move: type = "move"
        case .up, .cancel: type = "up"
        }
        write(time: event.time, "\"type\": \"\(type)\", \"x\": \(number(event.location.x)), \"y\": \(number(event.location.y))")
    }

    func record(_ event: WheelEvent) {
        write(time: event.time, "\"type\": \"wheel\", \"x\": \(number(event.location.x)), \"y\": \(number(event.location.y)), "
              + "\"dx\": \(number(event.delta.x)), \"dy\": \(number(event.delta.y)), \"precise\": \(event.isPrecise)")
    }

    func record(_ event: KeyEvent) {
        write(time: event.time, "\"type\": \"key\", \"key\": \(StateLine.quote(event.key))")
    }

    func recordResize(_ size: Size, time: Double) {
        write(time: time, "\"type\": \"resize\", \"width\": \(number(size.width)), \"height\": \(number(size.height))")
    }

    /// Writes a trace event (times on the recorder's clock).
    func record(_ event: TraceEvent) {
        switch event.kind {
        case .down(let point): record(PointerEvent(.down, at: point, time: event.time))
        case .move(let point): record(PointerEvent(.move, at: point, time: event.time))
        case .up(let point): record(PointerEvent(.up, at: point, time: event.time))
        case .wheel(let point, let delta, let precise):
            record(WheelEvent(location: point, delta: delta, isPrecise: precise, time: event.time))
        case .key(let key): record(KeyEvent(key: key, time: event.time))
        case .resize(let size): recordResize(size, time: event.time)
        case .wait: finish(at: event.time)
        }
    }

    /// Ends the recording with a `wait` at `time`, so a replay lasts as long as the recording did.
    func finish(at time: Double) {
        write(time: time, "\"type\": \"wait\"")
    }

    private func write(time: Double, _ fields: String) {
        lastTime = max(lastTime, time - startTime)
        writer.writeNow("{\"t\": \(number(lastTime)), \(fields)}")
    }

    /// The shortest text that reads back as exactly `value` (a replay reproduces the input bit for bit).
    private func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
