import Devices
import Foundation
import Graphics
@testable import Studio
@testable import Playback
@testable import Scenes
import ScrollUI
import TestKit
@testable import LabTraces
import XCTest

/// The timeline numbers frames at the device's refresh rate, so on a 120 Hz phone the frame a QA
/// person reads on the strip is `replay`'s frame of that number (which plays at the device's rate)
/// and a bug report's marked frame.
final class TimelineFrameRateTests: CaptureTestCase {
    private static let origin = 40.0

    func testStepsLoopsAndTheLastFrameCountAtTheTimelinesRate() {
        let steps: [(line: UInt, delta: Int, frame: Int?, end: Double, fps: Double, expected: Int?)] = [
            (#line, -1, nil, 1.0, 60, 59),
            (#line, -1, nil, 1.0, 120, 119),
            (#line, -1, nil, 1.005, 120, 120),   // live between frames: the last one before
            (#line, 1, 119, 1, 120, 120),
            (#line, 1, 120, 1, 120, nil),        // past the last frame (1 s): live again
            (#line, -1, nil, 0.5, 120, 59),
        ]
        for c in steps {
            XCTAssertEqual(Timeline.frame(steppingBy: c.delta, from: c.frame, end: c.end, fps: c.fps), c.expected, line: c.line)
        }
        let marks = [0.5, 2.0]
        XCTAssertEqual(Timeline.frame(jumping: 1, from: 0, last: 480, marks: marks, fps: 120), 60)
        XCTAssertEqual(Timeline.frame(jumping: -1, from: nil, last: 480, marks: marks, fps: 120), 240)
        // A loop over frames 100…140 shows one frame per 1 / fps s of the window's clock.
        XCTAssertEqual(LoopRange.frame(after: 0.25, from: 100, in: 100...140, fps: 60), 115)
        XCTAssertEqual(LoopRange.frame(after: 0.25, from: 100, in: 100...140, fps: 120), 130)
    }

    /// A flick on the iPhone 15 Pro Max (120 Hz), paused while it moves, ← ten times: each frame shown
    /// is numbered as `replay` numbers it at 120 fps, with its state line; the strip says that number,
    /// and a bug report marked there names it too.
    func testAOneHundredTwentyHertzTimelineNumbersFramesAsReplayDoes() throws {
        fixture.folder.remove()
        let device = DeviceCatalog.iPhone15ProMax
        XCTAssertEqual(device.refreshRate, 120)
        fixture = try QAFixture(device: device)
        let driver = try fixture.load(ListScene.self, at: TimelineFrameRateTests.origin)
        let session = driver.session
        try driver.play(Traces.fling(), from: 40.5, until: 40.9)   // still decelerating
        driver.press("p")
        driver.press("l")
        var configuration = ReplayRunner.Configuration(sceneType: ListScene.self)
        configuration.assignments = session.settings.assignments
        configuration.device = device
        configuration.viewport = device.size
        configuration.fps = device.refreshRate
        var replayed: [String] = []
        let trace = try TraceFile.load(path: try XCTUnwrap(fixture.lastPath))
        try ReplayRunner(events: trace.events, configuration: configuration, assets: fixture.assets).run { replayed.append($0) }
        let timeline = try XCTUnwrap(qa.timeline)
        XCTAssertEqual(timeline.fps, 120)
        let pause = try XCTUnwrap(qa.captures.log).log.endTime
        let before = try XCTUnwrap(Timeline.frame(steppingBy: -1, from: nil, end: pause, fps: 120))
        XCTAssertEqual(Double(before) / 120, pause, accuracy: 1 / 120.0, "the frame before the paused one, at 120 Hz")
        for press in 0..<10 {
            driver.press("left")
            let frame = try XCTUnwrap(timeline.frame)
            XCTAssertEqual(frame, before - press)
            XCTAssertEqual(try XCTUnwrap(timeline.time), Double(frame) / 120, accuracy: 1e-12)
            let line = try XCTUnwrap(timeline.session).stateLine(frame: frame, time: Double(frame) / 120)
            XCTAssertEqual(line, replayed[frame], "frame \(frame) is replay's frame \(frame) at 120 fps")
        }
        let shown = try XCTUnwrap(timeline.frame)
        let caption = try XCTUnwrap(qa.overlay(over: session).timeline).texts.caption
        XCTAssertTrue(caption.contains(" · frame \(shown) / "), caption)
        let mark = try BugMark(capture: try XCTUnwrap(qa.captures.log), shownSceneTime: timeline.time, windowTime: session.window.now)
        XCTAssertEqual(mark.frame, shown, "a bug report marked on the timeline names the frame the strip says")
    }
}
