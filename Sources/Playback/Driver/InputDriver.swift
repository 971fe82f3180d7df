import ScrollUI
import LabTraces

/// The lab's one clock: applies timed input to the windows it drives and moves their clocks, and
/// nothing else does. The live window (its own input, a trace played in real time, the QA keys'
/// speed changes and steps, the tuning panel's option changes), replay, the timeline, compare, the
/// soak and the bench all drive their scenes through it, so that what the window shows is what a
/// replay of its input gives.
///
///     input ──► apply(_:) ─────────────┐   every window advanced to the input's time, then the
///     trace ──► play(_:shift:) ─► advance(to:) ─┴─► input applied to each; `didApply` sees it
///
/// Input applies at its own time: the windows first advance to it (an input never moves a clock
/// back), and a scheduled input is due when its time plus `shift` belongs to the time asked for
/// (`FrameTime`: up to 1 µs past it). Drawing frames stays with the callers.
public final class InputDriver {
    /// The windows driven: one scene's, or each variant's of a compare, all on one clock.
    public private(set) var windows: [Window]
    /// Changes a scene option (a `set` input) in every scene driven; throws the scenes' refusal.
    public var applyOption: (String) throws -> Void
    /// Sees every input once it has been applied, at its time on the windows' clock (the window's
    /// input log); a refused option change is not applied.
    public var didApply: ((Input) -> Void)?

    /// Input played at its times (a trace, a script), in order; the soak appends as it goes.
    private(set) var scheduled: [Input] = []
    /// Seconds added to every scheduled input's time: the window's clock when a trace started
    /// playing in real time, or the start of a repeating script's current round.
    public private(set) var shift = 0.0
    /// The scheduled inputs applied so far.
    private(set) var playedCount = 0

    /// Drives `windows`; options go to `applyOption` (none by default).
    public init(windows: [Window], applyOption: @escaping (String) throws -> Void = { _ in }) {
        self.windows = windows
        self.applyOption = applyOption
    }

    /// Drives the scenes of `group`, its option changes applied to all of them (`SessionGroup.update`).
    public convenience init(group: SessionGroup) {
        self.init(windows: [])
        drive(group)
    }

    /// Drives the scenes of `group` from now on (the window switched scenes); scheduled input goes on.
    public func drive(_ group: SessionGroup) {
        windows = group.sessions.map(\.window)
        applyOption = { [group] in try group.update([$0]) }
    }

    // MARK: Scheduled input

    /// Plays `events` from now on, each at its time plus `shift`, instead of what was scheduled.
    public func play(_ events: [Input], shift: Double = 0) {
        scheduled = events
        self.shift = shift
        playedCount = 0
    }

    /// Adds input after the last scheduled one.
    public func append(_ more: [Input]) {
        scheduled += more
    }

    /// Plays the scheduled input again from its first, shifted by `shift` (a repeating script's next round).
    public func restart(shift: Double) {
        self.shift = shift
        playedCount = 0
    }

    /// The scheduled inputs applied so far (a soak failure's trace).
    var playedEvents: ArraySlice<Input> { scheduled[..<playedCount] }

    /// When the next scheduled input is due, on the windows' clock; nil when all have been played.
    public var nextEventTime: Double? {
        playedCount < scheduled.count ? shift + scheduled[playedCount].time : nil
    }

    // MARK: The clock

    /// Applies every scheduled input due by `time` (`FrameTime.isDue`) at its own time (a refused option is skipped, as
    /// replay checks them before it plays), then advances every window to `time`. `played` sees each
    /// scheduled input applied, after `didApply`.
    public func advance(to time: Double, played: ((Input) -> Void)? = nil) {
        while playedCount < scheduled.count, FrameTime.isDue(shift + scheduled[playedCount].time, by: time) {
            let event = scheduled[playedCount]
            let shifted = event.at(shift + event.time)
            playedCount += 1
            if (try? apply(shifted)) != nil { played?(shifted) }
        }
        for window in windows { window.advance(to: time) }
    }

    /// Applies `event` at its time: every window first advances to it, then gets it (an option change
    /// goes to `applyOption` once for all). Throws an option change's refusal, which changes nothing.
    public func apply(_ event: Input) throws {
        for window in windows { window.advance(to: event.time) }
        if case .option(let assignment) = event.kind {
            try applyOption(assignment)
        } else {
            for window in windows { window.apply(event) }
        }
        didApply?(event)
    }
}
