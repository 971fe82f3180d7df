import ScrollUI

/// Plays trace events on a window: every event due by a time is applied at its own time (plus
/// `shift`), then the window advances to that time. Replay, the soak, the bench's script and the
/// window's `run --replay` all play their input through it; drawing frames stays with them.
public struct EventPlayer {
    /// The events in the order they apply (times never go back); the soak appends as it goes.
    private(set) var events: [TraceEvent]
    /// Seconds added to every event's time: the window's clock at the start of a real-time playback,
    /// or the start of a repeating script's current round.
    private(set) var shift: Double
    /// How far past the time asked for an event still counts as due, seconds. Replay takes frames at
    /// t = k / fps, which is rounded: an event at a frame's exact time must land in that frame.
    let tolerance: Double
    /// The number of events applied so far.
    private(set) var playedCount = 0
    /// Applies a `set` event's option to the scene (`SceneSession.update`); without it they
    /// are skipped.
    public var applyOption: ((String) -> Void)?

    public init(events: [TraceEvent] = [], shift: Double = 0, tolerance: Double = 0) {
        self.events = events
        self.shift = shift
        self.tolerance = tolerance
    }

    /// The events applied so far (a soak failure's trace).
    var playedEvents: ArraySlice<TraceEvent> { events[..<playedCount] }

    /// When the next event is due, on the window's clock; nil when every event has been played.
    public var nextEventTime: Double? {
        playedCount < events.count ? shift + events[playedCount].time : nil
    }

    /// Adds events after the last one.
    mutating func append(_ more: [TraceEvent]) {
        events += more
    }

    /// Plays the events again from the first, shifted by `shift` (a repeating script's next round).
    mutating func restart(shift: Double) {
        self.shift = shift
        playedCount = 0
    }

    /// Applies every event due by `time` at its own time, then advances `window` to `time`;
    /// `applied` sees each event applied, at its time on the window's clock.
    public mutating func play(until time: Double, on window: Window, applied: ((TraceEvent) -> Void)? = nil) {
        play(until: time, on: [window], applied: applied)
    }

    /// Plays to several windows at once (`run --compare --replay`): each event goes to every window
    /// in turn; `applyOption` is called once per `set` event.
    public mutating func play(until time: Double, on windows: [Window], applied: ((TraceEvent) -> Void)? = nil) {
        while playedCount < events.count, shift + events[playedCount].time <= time + tolerance {
            let event = events[playedCount]
            if case .option(let assignment) = event.kind {
                for window in windows { window.advance(to: shift + event.time) }
                applyOption?(assignment)
            } else {
                for window in windows { EventPlayer.apply(event, shiftedBy: shift, to: window) }
            }
            applied?(event.at(event.time + shift))
            playedCount += 1
        }
        for window in windows { window.advance(to: time) }
    }

    /// Sends one trace event to a window at its time plus `shift` seconds.
    private static func apply(_ event: TraceEvent, shiftedBy shift: Double, to window: Window) {
        let time = event.time + shift
        switch event.kind {
        case .down(let point): window.dispatch(PointerEvent(.down, at: point, time: time))
        case .move(let point): window.dispatch(PointerEvent(.move, at: point, time: time))
        case .up(let point): window.dispatch(PointerEvent(.up, at: point, time: time))
        case .cancel(let point): window.dispatch(PointerEvent(.cancel, at: point, time: time))
        case .wheel(let point, let delta, let precise):
            window.dispatch(WheelEvent(location: point, delta: delta, isPrecise: precise, time: time))
        case .key(let key, let modifiers): window.dispatch(KeyEvent(key: key, modifiers: modifiers, time: time))
        case .fingers(let down): window.dispatchTrackpadFingers(down: down, time: time)
        case .resize(let size):
            window.advance(to: time)
            window.size = size
        case .speed(let scale):
            window.advance(to: time)
            window.timeScale = scale
        case .step(let seconds):
            window.advance(to: time)
            window.step(by: seconds)
        case .wait, .option: window.advance(to: time)
        }
    }
}
