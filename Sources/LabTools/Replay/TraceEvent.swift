import Graphics
import ScrollUI

/// One line of a trace file (QA-INTERFACE.md, "Trace files"): an input event at a time in seconds.
public struct TraceEvent: Equatable {
    public enum Kind: Equatable {
        case down(Point)
        case move(Point)
        case up(Point)
        /// The gesture was taken away (the window lost focus): an up with no fling.
        case cancel(Point)
        /// `delta` in points, positive toward the end of the content; `precise` false is a wheel notch.
        case wheel(Point, delta: Point, precise: Bool)
        case key(String, modifiers: KeyEvent.Modifiers = [])
        /// macOS trackpad contact: the first finger touched (`true`) or the last one lifted.
        case fingers(down: Bool)
        case resize(Size)
        /// The animation clock's speed from now on (1 normal, 0.1 slow motion, 0 paused).
        case speed(Double)
        /// The animation clock moves on by this many seconds (a paused window's single step).
        case step(Double)
        /// A scene option changed while running (`NAME=VALUE`, the window's tuning panel).
        case option(String)
        case wait
    }

    /// Seconds from the start of the trace.
    public let time: Double
    public let kind: Kind
    /// The line of the file it came from (1-based), for messages.
    public let line: Int

    public init(time: Double, kind: Kind, line: Int) {
        self.time = time
        self.kind = kind
        self.line = line
    }

    /// The same event at another time (a log's times are relative to its scene's load).
    public func at(_ time: Double) -> TraceEvent {
        TraceEvent(time: time, kind: kind, line: line)
    }

    /// The event types a trace may contain.
    static let typeNames = ["down", "move", "up", "cancel", "wheel", "key", "fingers", "resize", "speed", "step", "set", "wait"]
}
