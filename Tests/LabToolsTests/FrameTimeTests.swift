@testable import Studio
import Graphics
@testable import Playback
@testable import Scenes
import ScrollUI
@testable import LabTraces
import XCTest

/// The rule of input times and frames: a time up to 1 µs from a frame's time is at that frame.
final class FrameTimeTests: XCTestCase {
    func testAnInputUpToAMicrosecondPastAFrameBelongsToIt() {
        // (input time, fps, the frame it belongs to)
        let cases: [(Double, Double, Int)] = [
            (0, 60, 0), (1.0 / 60, 60, 1), (0.016667, 60, 1), (0.0166676, 60, 1), (0.0166678, 60, 2), (0.0167, 60, 2),
            (0.033333, 60, 2), (0.008333, 120, 1), (0.016667, 120, 2), (0.025, 120, 3),
            (1.0000011, 60, 61), (0.2583333, 120, 31), (0.258333, 120, 31), (-1, 60, 0),
        ]
        for (time, fps, frame) in cases {
            XCTAssertEqual(FrameTime.frame(of: time, fps: fps), frame, "\(time) s at \(fps) fps")
            XCTAssertTrue(FrameTime.isDue(time, by: Double(frame) / fps), "\(time) s is due by frame \(frame)")
            if frame > 0 { XCTAssertFalse(FrameTime.isDue(time, by: Double(frame - 1) / fps), "\(time) s not due by frame \(frame - 1)") }
        }
    }

    func testATraceEndingUpToAMicrosecondBeforeAFrameShowsIt() {
        // (end time, fps, its last frame)
        let cases: [(Double, Double, Int)] = [
            (0, 60, 0), (0.033333, 60, 2), (0.0333322, 60, 1), (0.016667, 60, 1), (0.016, 60, 0), (1.258333, 120, 151),
            (10, 60, 600), (-1, 60, 0),
        ]
        for (end, fps, frame) in cases {
            XCTAssertEqual(FrameTime.lastFrame(atOrBefore: end, fps: fps), frame, "\(end) s at \(fps) fps")
        }
    }

    /// Where frames are cut outside the driver, a written time (1/60 s as 0.016667, 2/60 s as 0.033333)
    /// is at its frame: the timeline's jumps and steps, the loop's wrap, `until=` in the window's
    /// playback, a replay's `from` and end.
    func testEveryFrameCutterTakesAWrittenTimeAtItsFrame() {
        XCTAssertEqual(Timeline.frame(jumping: 1, from: 0, last: 10, marks: [0.016667], fps: 60), 1)
        XCTAssertEqual(Timeline.frame(steppingBy: -1, from: nil, end: 0.033333, fps: 60), 1)
        XCTAssertEqual(Timeline.lastFrame(atOrBefore: 0.033333, fps: 60), 2)
        XCTAssertEqual(LoopRange.frame(after: 0.033333, from: 0, in: 0...9, fps: 60), 2)
        let press = [Input(time: 0, kind: .down(Point(x: 1, y: 1))), Input(time: 0.016667, kind: .up(Point(x: 1, y: 1)))]
        XCTAssertEqual(WindowPlayback.events(press, endingAt: 1.0 / 60), press, "the lift is kept, no cancel added")
        var configuration = ReplayRunner.Configuration(sceneType: ListScene.self)
        configuration.from = 0.016667
        configuration.until = 0.033333
        XCTAssertEqual(ReplayRunner.frameRange(events: press, configuration: configuration), 1..<3)
    }
}
