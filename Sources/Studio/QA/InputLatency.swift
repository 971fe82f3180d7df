/// The HUD's "input → present": from the earliest input not yet shown (its own time: the X server's
/// for pointer and wheel events) to the end of the present that first shows it. An input after which
/// the window needed no new frame (a key the scene ignores, a click beside the viewport, anything
/// while nothing on screen changed) showed nothing and is not timed: it would otherwise count the
/// idle wait or a pause until some later frame as latency.
public struct InputLatency {
    /// The earliest input not yet shown, host clock.
    public private(set) var pending: Double?

    public init() {}

    /// An input at `time` (host clock) reached the window.
    public mutating func note(inputAt time: Double) {
        pending = min(pending ?? time, time)
    }

    /// The window handled its input and needs no new frame: nothing will show it.
    public mutating func nothingToShow() {
        pending = nil
    }

    /// A present that ended at `time` showed the pending input: its latency, seconds (nil when none
    /// was pending).
    public mutating func presented(endingAt time: Double) -> Double? {
        defer { pending = nil }
        return pending.map { max(0, time - $0) }
    }
}
