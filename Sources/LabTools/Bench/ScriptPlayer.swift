import ScrollUI

/// Plays a bench script on a window frame by frame in virtual time at `fps`, repeating it
/// (`BenchScript.pause` after its last event) for as many frames as asked.
struct ScriptPlayer {
    let script: [TraceEvent]
    let fps: Double
    /// Seconds from one play's start to the next.
    let period: Double
    private var next = 0
    private var round = 0.0

    init(script: [TraceEvent], fps: Double = 60) {
        self.script = script
        self.fps = fps
        period = (script.last?.time ?? 0) + BenchScript.pause
    }

    /// The time of frame `frame`.
    func time(ofFrame frame: Int) -> Double { Double(frame) / fps }

    /// Applies the events due by frame `frame` and advances the window to its time. Call with
    /// frames 0, 1, 2, ... in order.
    mutating func play(frame: Int, on window: Window) {
        let time = time(ofFrame: frame)
        if time >= round + period {
            round += period
            next = 0
        }
        while next < script.count, round + script[next].time <= time {
            ReplayRunner.apply(script[next], shiftedBy: round, to: window)
            next += 1
        }
        window.advance(to: time)
    }
}
