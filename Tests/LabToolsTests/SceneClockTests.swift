import ScrollUI
@testable import LabTraces
import XCTest

/// The scene's clock: log times (seconds since the load) to scene times and back, pauses left out
/// and steps counted.
final class SceneClockTests: XCTestCase {
    private static let step = 1.0 / 60

    /// Runs 5.8 s, pauses 6.2 s, steps twice, pauses on to 20 s, resumes, runs 2 s more.
    private func pausedClock() -> SceneClock {
        var clock = SceneClock()
        let inputs: [(Double, Input.Kind)] = [
            (1, .speed(0.1)),            // slow motion runs on
            (2, .speed(1)),
            (5.8, .speed(0)), (9, .speed(0)),   // a second pause changes nothing
            (12, .step(SceneClockTests.step)), (13, .step(SceneClockTests.step)),
            (14, .down(.zero)),           // input while paused moves no clock
            (20, .speed(1)),
        ]
        for (time, kind) in inputs { clock.note(Input(time: time, kind: kind)) }
        return clock
    }

    func testPausesAddNothingAndStepsAddTheirDuration() {
        let clock = pausedClock()
        let cases: [(line: UInt, log: Double, scene: Double)] = [
            (#line, 0, 0), (#line, 3, 3), (#line, 5.8, 5.8), (#line, 8, 5.8), (#line, 11.99, 5.8),
            (#line, 12, 5.8 + SceneClockTests.step), (#line, 19.9, 5.8 + 2 * SceneClockTests.step),
            (#line, 20, 5.8 + 2 * SceneClockTests.step), (#line, 22, 7.8 + 2 * SceneClockTests.step),
        ]
        for c in cases { XCTAssertEqual(clock.sceneTime(at: c.log), c.scene, accuracy: 1e-9, line: c.line) }
        XCTAssertFalse(clock.isPaused)
    }

    func testASceneTimeMapsToTheLogTimeThatShowedIt() {
        let clock = pausedClock()
        let cases: [(line: UInt, scene: Double, log: Double)] = [
            (#line, 0, 0), (#line, 5.5, 5.5),
            (#line, 5.8 + SceneClockTests.step / 2, 5.8),        // between the pause and the first step: the pause
            (#line, 5.8 + SceneClockTests.step, 12),             // the first step
            (#line, 5.8 + 2 * SceneClockTests.step, 20),         // the second step's frame: the resume's
            (#line, 6.8 + 2 * SceneClockTests.step, 21),
        ]
        for c in cases { XCTAssertEqual(clock.logTime(atScene: c.scene), c.log, accuracy: 1e-9, line: c.line) }
    }

    func testAClockPausedNowStandsAtThePause() {
        var clock = SceneClock()
        clock.note(Input(time: 6.29, kind: .speed(0)))
        XCTAssertTrue(clock.isPaused)
        XCTAssertEqual(clock.sceneTime(at: 17.28), 6.29, accuracy: 1e-12, "ten seconds of pause add nothing")
        XCTAssertEqual(clock.logTime(atScene: 6.29), 6.29, accuracy: 1e-12)
        XCTAssertEqual(clock.logTime(atScene: 6.29 - 10 / 60.0), 6.29 - 10 / 60.0, accuracy: 1e-12)
    }
}
