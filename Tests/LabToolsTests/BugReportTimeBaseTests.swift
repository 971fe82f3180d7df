import Foundation
@testable import LabDrawing
@testable import Scenes
import XCTest
import TestKit

/// The bug report's card numbers its frame on the timeline's clock (scene time, pauses left out), as
/// the timeline strip does, and while the card is up the HUD reads the marked frame, not the live one.
final class BugReportTimeBaseTests: CaptureTestCase {
    func testTheCardsFrameAndSecondsAreOneTimeBaseAndTheHUDReadsTheMarkedFrame() throws {
        let driver = try fixture.load(ListScene.self, at: 7)
        driver.press("h")
        try driver.play(Traces.fling(end: 1), from: 7.1, until: 7.8)
        driver.press("p")
        try driver.play("", from: 7.8, until: 12.8)   // 5 s paused: trace time runs on, scene time does not
        driver.press("p")
        try driver.play("", from: 12.8, until: 13.0)
        let now = driver.session.window.now
        XCTAssertTrue(qa.bugReports.begin(shownSceneTime: nil, windowTime: now, assets: fixture.assets))
        guard case .note(_, let caption)? = qa.bugReports.card(at: now) else { return XCTFail("no card") }
        let words = caption.split(separator: " ")
        let frame = try XCTUnwrap(words.firstIndex(of: "frame").flatMap { Int(words[$0 + 1]) }, caption)
        let seconds = try XCTUnwrap(words.firstIndex(of: "at").flatMap { Double(words[$0 + 1]) }, caption)
        let fps = driver.session.device.refreshRate
        XCTAssertEqual(seconds, 1.0, accuracy: 0.02, "scene time since the load: \(caption)")
        XCTAssertEqual(Double(frame) / fps, seconds, accuracy: 0.5 / fps + 0.005, "frame and seconds on one clock: \(caption)")

        // The list decelerates on live; the HUD keeps the marked frame's state.
        let marked = try XCTUnwrap(qa.bugReports.frozenSession)
        let markedState = HUDReadout(timings: qa.hud.timings, state: marked.statePairs()).state.map(\.value)
        try driver.play("", from: now, until: now + 0.3)
        let live = HUDReadout(timings: qa.hud.timings, state: driver.session.statePairs()).state.map(\.value)
        XCTAssertNotEqual(live, markedState, "the live list moved on")
        XCTAssertEqual(qa.hudOverlay?.history.readout?.state.map(\.value), markedState)
    }
}
