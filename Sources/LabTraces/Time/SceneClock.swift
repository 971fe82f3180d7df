import ScrollUI

/// The scene's clock: how long the scene has run since it loaded. It runs with the input log's
/// clock (seconds since the load) except while paused (a `speed` input of 0), and a `step` while
/// paused moves it on by the step. The timeline, its strip and the captures of the recent input
/// (L, V) count in it, so that a pause, however long, adds nothing to them.
///
///     log time    0 ─────── 5.8 ═══ paused ═══ 12.0 ════ 20.0 ─────── 22.0
///     scene time  0 ─────── 5.8               5.8167    5.8167 ────── 7.8167
///                           pause         a step (1/60 s)  resume
public struct SceneClock: Equatable {
    /// Where the mapping changes: from `logTime` on, the scene time is `sceneTime` plus, while
    /// running, the log time since.
    struct Mark: Equatable {
        public let logTime: Double
        public let sceneTime: Double
        public let isRunning: Bool
    }

    /// Rounding allowance when a scene time should meet a mark's (a frame's k / 60 against a step's), seconds.
    public static let tolerance = 1e-9

    /// The marks, oldest first: times never go back. One per pause, resume and step.
    private(set) var marks = [Mark(logTime: 0, sceneTime: 0, isRunning: true)]

    public init() {}

    /// The clock after `events` (their times since the load), as a replay of them runs it.
    public init(following events: [Input]) {
        for event in events { note(event) }
    }

    /// True while the scene's clock stands (paused).
    public var isPaused: Bool { !marks[marks.count - 1].isRunning }

    /// Follows an input logged at its time since the load: a speed change pauses or resumes the
    /// clock, a step while paused moves it on.
    public mutating func note(_ event: Input) {
        let last = marks[marks.count - 1], time = max(last.logTime, event.time)
        switch event.kind {
        case .speed(let scale) where (scale > 0) != last.isRunning:
            marks.append(Mark(logTime: time, sceneTime: sceneTime(at: time), isRunning: scale > 0))
        case .step(let seconds) where !last.isRunning && seconds.isFinite && seconds > 0:
            marks.append(Mark(logTime: time, sceneTime: last.sceneTime + seconds, isRunning: false))
        default:
            break
        }
    }

    /// The scene time at `logTime` seconds since the load (after the inputs at that time).
    public func sceneTime(at logTime: Double) -> Double {
        let mark = marks[lastIndex { $0.logTime <= logTime }]
        return mark.sceneTime + (mark.isRunning ? max(0, logTime - mark.logTime) : 0)
    }

    /// The log time at which the scene showed `sceneTime`: where it ran through it, or the pause or
    /// step that reached it (a pause's frame is its resume's, when it resumed: the same motion, and
    /// what the input did meanwhile).
    public func logTime(atScene sceneTime: Double) -> Double {
        let mark = marks[lastIndex { $0.sceneTime <= sceneTime + SceneClock.tolerance }]
        return mark.logTime + (mark.isRunning ? max(0, sceneTime - mark.sceneTime) : 0)
    }

    /// The index of the last mark that `isAtOrBefore` holds for (true for a prefix of the marks; the
    /// first always counts).
    private func lastIndex(_ isAtOrBefore: (Mark) -> Bool) -> Int {
        var low = 0, high = marks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if isAtOrBefore(marks[middle]) { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
