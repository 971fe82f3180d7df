import ScrollUI

/// Plays a bench script on a window frame by frame in virtual time at `fps`, repeating it
/// (`BenchScript.pause` after its last event) for as many frames as asked.
public struct ScriptPlayer {
    let fps: Double
    /// Seconds from one play's start to the next.
    let period: Double
    /// The script's events, shifted by the start of the current round.
    private var player: EventPlayer

    /// The bench's script for the scene called `sceneName`.
    public init(sceneName: String) {
        self.init(script: BenchScript.events(for: sceneName))
    }

    init(script: [TraceEvent], fps: Double = 60) {
        self.fps = fps
        period = (script.last?.time ?? 0) + BenchScript.pause
        player = EventPlayer(events: script)
    }

    /// The time of frame `frame`.
    func time(ofFrame frame: Int) -> Double { Double(frame) / fps }

    /// Applies the events due by frame `frame` and advances the window to its time; returns how
    /// many events it applied. Call with frames 0, 1, 2, ... in order.
    @discardableResult
    public mutating func play(frame: Int, on window: Window) -> Int {
        let time = time(ofFrame: frame)
        if time >= player.shift + period { player.restart(shift: player.shift + period) }
        let before = player.playedCount
        player.play(until: time, on: window)
        return player.playedCount - before
    }
}
