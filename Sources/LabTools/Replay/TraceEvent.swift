import Graphics

/// One line of a trace file (QA-INTERFACE.md, "Trace files"): an input event at a time in seconds.
public struct TraceEvent: Equatable {
    public enum Kind: Equatable {
        case down(Point)
        case move(Point)
        case up(Point)
        /// `delta` in points, positive toward the end of the content; `precise` false is a wheel notch.
        case wheel(Point, delta: Point, precise: Bool)
        case key(String)
        case resize(Size)
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

    /// The event types a trace may contain.
    static let typeNames = ["down", "move", "up", "wheel", "key", "resize", "set", "wait"]
}
