import Graphics
@testable import Studio
@testable import Playback
@testable import Scenes
import ScrollUI
@testable import LabTraces

/// Drives a scene session as the window does, headless: input played through the window's driver
/// in real time from `origin` on the window's clock, each event logged by the QA controller as the
/// window applies it, and frames every 1/120 s in between (the window's frame interval).
struct WindowDriver {
    static let frameInterval = 1.0 / 120

    let session: SceneSession
    let qa: QAController

    let driver: InputDriver

    /// Plays `trace`'s events shifted to start at `start` on the window's clock, up to `end`.
    func play(_ trace: String, from start: Double, until end: Double) throws {
        driver.play(try TraceParser.parse(trace), shift: start)
        var time = session.window.now
        while time < end {
            time = min(end, time + WindowDriver.frameInterval)
            driver.advance(to: time)
            qa.sample(session)
        }
    }

    /// A QA key at the window's current time.
    @discardableResult
    func press(_ key: String) -> QAController.Outcome {
        qa.handleKey(KeyEvent(key: key, time: session.window.now), session: session) { _, _ in }
    }

    var offset: Double { session.scene.mainScrollView.contentOffset.y }
}
