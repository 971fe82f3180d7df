import Foundation
import Graphics
@testable import Scenes
import XCTest
import TestKit

/// A recording of the window's input is a public file: the same session gives it byte for byte, as
/// `Recordings/window-session.jsonl` holds it (every kind of event, the QA keys' speed changes and
/// steps, and the tuning panel's option changes).
final class RecordingBytesTests: CaptureTestCase {
    /// Every event type the window logs, at times that are not whole milliseconds.
    private static let input = """
        {"t": 0.0131, "type": "down", "x": 195.5, "y": 650}
        {"t": 0.0212, "type": "move", "x": 195.5, "y": 630.25}
        {"t": 0.0293, "type": "move", "x": 195, "y": 600}
        {"t": 0.0374, "type": "up", "x": 195, "y": 560}
        {"t": 0.61, "type": "wheel", "x": 100, "y": 400, "dx": 0, "dy": 12.5, "precise": true}
        {"t": 0.62, "type": "wheel", "x": 100, "y": 400, "dx": -0.75, "dy": 30.125}
        {"t": 0.9, "type": "wheel", "x": 100, "y": 400, "dy": -1, "precise": false}
        {"t": 1.2, "type": "key", "key": "space", "modifiers": ["shift", "command"]}
        {"t": 1.3, "type": "key", "key": "down"}
        {"t": 1.5, "type": "fingers", "down": true}
        {"t": 1.55, "type": "fingers", "down": false}
        {"t": 1.7, "type": "down", "x": 10, "y": 700}
        {"t": 1.75, "type": "cancel", "x": 12, "y": 690}
        {"t": 1.9, "type": "resize", "width": 430, "height": 932}
        {"t": 2.1, "type": "wait"}

        """

    func testAWindowSessionRecordsTheSameBytes() throws {
        let driver = try fixture.load(ListScene.self, assignments: ["rows=300"], at: 100.25)
        XCTAssertEqual(driver.press("r"), .recordingToggled)
        try driver.play(RecordingBytesTests.input, from: 100.3, until: 102.5)
        driver.press("t")
        try driver.play(Traces.fling(start: 0, end: 0.3), from: 102.6, until: 103)
        driver.press("p")
        driver.press("period")
        driver.press("period")
        driver.press("t")
        driver.press("p")
        try driver.play("", from: 103, until: 103.5)
        driver.press("o")
        driver.press("right")   // bounces: the scene is rebuilt
        driver.press("down")
        driver.press("right")   // deceleration, one fine step
        driver.press("o")
        try driver.play(Traces.notches(end: 0.5), from: 103.75, until: 104.5)
        driver.press("r")
        let path = try XCTUnwrap(fixture.lastPath)
        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        let expectedPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Recordings/window-session.jsonl").path
        if ProcessInfo.processInfo.environment["SCROLLLAB_UPDATE_RECORDINGS"] != nil {
            try recorded.write(toFile: expectedPath, atomically: false, encoding: .utf8)
        }
        XCTAssertEqual(recorded, try String(contentsOfFile: expectedPath, encoding: .utf8))
    }
}
