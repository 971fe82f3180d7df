@testable import Playback
@testable import Scenes
import XCTest
import TestKit

/// The HUD's history is the scene's own: switching scenes starts its transitions, plot and counters afresh.
final class HUDHistoryTests: CaptureTestCase {
    /// A pull that refreshes in the pull-promotion scene, then the bottom sheet: its HUD lists none of
    /// the pull's transitions and counts none of its frames.
    func testASceneSwitchStartsTheHUDAfresh() throws {
        let pull = try fixture.load(PullPromotionScene.self, assignments: ["refreshDuration=1"], at: 10)
        pull.press("h")
        try pull.play(Traces.pull(), from: 10.2, until: 12.5)
        qa.hud.timings.refreshInterval = 1.0 / 120
        qa.hud.timings.isRefreshRateKnown = true
        for frame in 0..<10 {   // frames of the pull's scene, one of them late while it moved
            qa.hud.timings.record(frameTime: 12.5 + Double(frame) / 60 + (frame == 9 ? 0.05 : 0), work: 0.002, upload: 0.001,
                                  display: 0.001, wasMoving: true)
        }
        qa.hud.timings.recordLatency(0.03)
        XCTAssertTrue(qa.hud.recentTransitions.contains { $0.contains("refreshTriggered") }, "\(qa.hud.recentTransitions)")
        XCTAssertGreaterThan(qa.hud.timings.droppedCount, 0)
        XCTAssertGreaterThan(qa.hud.samples.count, 0)

        let sheet = try fixture.load(BottomSheetScene.self, at: 13)
        XCTAssertEqual(qa.hud.recentTransitions, [])
        XCTAssertNil(qa.hud.readout)
        XCTAssertEqual(qa.hud.samples.count, 0)
        XCTAssertEqual(qa.hud.timings.frameCount, 0)
        XCTAssertEqual(qa.hud.timings.droppedCount, 0)
        XCTAssertNil(qa.hud.timings.latencyPercentile(0.5))
        XCTAssertEqual(qa.hud.timings.framesPerSecond, 0)
        XCTAssertEqual(qa.hud.timings.refreshInterval, 1.0 / 120, "the display is still the same")
        XCTAssertTrue(qa.hud.timings.isRefreshRateKnown)
        try sheet.play("", from: 13, until: 13.5)
        let readout = try XCTUnwrap(qa.hud.readout)
        XCTAssertEqual(readout.transitions, [], "the sheet's HUD lists only its own transitions")
        XCTAssertEqual(readout.droppedCount, 0)
        XCTAssertEqual(try XCTUnwrap(qa.timeline).transitions.count, 0)
    }

    /// What counts a dropped frame: something moving on screen, never a paused motion nor an idle scene.
    func testNothingMovesWhilePausedOrIdle() throws {
        let driver = try fixture.load(ListScene.self, at: 10)
        let group = SessionGroup(driver.session)
        XCTAssertFalse(group.isMoving, "idle")
        try driver.play(Traces.fling(), from: 10, until: 10.5)
        XCTAssertTrue(group.isMoving, "momentum")
        driver.press("p")
        try driver.play("", from: 10.5, until: 11)
        XCTAssertTrue(group.isAnimating, "the motion waits, paused")
        XCTAssertFalse(group.isMoving, "paused")
        try driver.play(#"{"t": 0, "type": "down", "x": 195, "y": 400}"#, from: 11, until: 11.1)
        XCTAssertTrue(group.isMoving, "a finger holds the list, paused or not")
        try driver.play(#"{"t": 0, "type": "up", "x": 195, "y": 400}"#, from: 11.1, until: 11.2)
        driver.press("p")
        try driver.play("", from: 11.2, until: 20)
        XCTAssertFalse(group.isMoving, "at rest")
    }
}
