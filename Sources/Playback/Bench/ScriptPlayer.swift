import Scenes
import ScrollUI

/// Plays a bench script on a scene frame by frame in virtual time at `fps`, repeating it
/// (`BenchScript.pause` after its last event) for as many frames as asked.
public struct ScriptPlayer {
    public let fps: Double
    /// Seconds from one play's start to the next.
    public let period: Double
    /// The script's events on the scene's clock, shifted by the start of the current round.
    private let driver: InputDriver

    /// The bench's script for `session`'s scene, played on it.
    public init(session: SceneSession) {
        self.init(script: BenchScript.events(for: session.name), session: session)
    }

    public init(script: [Input], session: SceneSession, fps: Double = 60) {
        self.fps = fps
        period = ScriptPlayer.period(of: script)
        driver = InputDriver(group: SessionGroup(session))
        driver.play(script)
    }

    /// Seconds from one play of `script` to the next: its last event, then `BenchScript.pause`.
    public static func period(of script: [Input]) -> Double {
        (script.last?.time ?? 0) + BenchScript.pause
    }

    /// The time of frame `frame`.
    public func time(ofFrame frame: Int) -> Double { Double(frame) / fps }

    /// Applies the events due by frame `frame` and advances the scene to its time; returns how
    /// many events it applied. Call with frames 0, 1, 2, ... in order.
    @discardableResult
    public func play(frame: Int) -> Int {
        let time = time(ofFrame: frame)
        if time >= driver.shift + period { driver.restart(shift: driver.shift + period) }
        let before = driver.playedCount
        driver.advance(to: time)
        return driver.playedCount - before
    }
}
