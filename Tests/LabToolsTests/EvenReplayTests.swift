import Graphics
@testable import Playback
@testable import Scenes
import ScrollUI
import TestKit
@testable import LabTraces
import XCTest

/// A written fling replayed: once the drag has begun, every frame moves the list by what the finger
/// moved since the frame before, the lift's frame included, at both refresh rates and every finger
/// speed and ramp (the gesture writer's times are rounded to the microsecond, `FrameTime`).
final class EvenReplayTests: AssetsTestCase {
    /// The largest gap between the content's step and the finger's in a frame, points (the written
    /// coordinates' and the state's rounding are 0.0001 pt).
    static let stepAccuracy = 0.01

    func testEveryDragFrameMovesTheContentAsFarAsTheFinger() throws {
        // Presses low in the viewport moving up: the fast ones end far above its top.
        let presses = [Point(x: 195, y: 700), Point(x: 195, y: 843)]
        for fps in [60.0, 120.0] {
            for speed in [100.0, 400.0, 1_000.0, 2_500.0, 4_000.0, 6_000.0] {
                for ramp in FlingRamp.allCases {
                    for press in presses {
                        let label = "\(Int(fps)) Hz, \(Int(speed)) pt/s, \(ramp.rawValue) ramp, from y \(Int(press.y))"
                        let checked = try checkSteps(fps: fps, speed: speed, ramp: ramp, from: press, label: label)
                        XCTAssertGreaterThanOrEqual(checked, 2, "frames checked: \(label)")
                    }
                }
            }
        }
    }

    /// Replays the fling and compares each frame's content step with the finger's; returns how many
    /// frames it compared.
    private func checkSteps(fps: Double, speed: Double, ramp: FlingRamp, from: Point, label: String) throws -> Int {
        let gesture = Gesture.fling(from: from, direction: Point(x: 0, y: -1), speed: speed, ramp: ramp,
                                    rampDuration: GestureDefaults.flingRamp)
        var events = gesture.events(startingAt: 0)
        events.append(Input(time: (events.last?.time ?? 0) + 0.1, kind: .wait))
        let fingers = events.compactMap { event -> (time: Double, y: Double)? in
            switch event.kind {
            case .down(let p), .move(let p), .up(let p): return (event.time, p.y)
            default: return nil
            }
        }
        var configuration = ReplayRunner.Configuration(sceneType: ListScene.self)
        configuration.fps = fps
        let runner = try ReplayRunner(events: events, configuration: configuration, assets: assets)
        var frames: [(offset: Double, dragging: Bool, inRange: Bool)] = []
        try runner.run(observe: { _, _, session in
            let list = session.scene.mainScrollView
            frames.append((list.contentOffset.y, list.isDragging, list.metrics.verticalRange.contains(list.contentOffset.y)))
        }, emit: { _ in })
        // The finger's sample meant for frame k: the one nearest its time (samples come on the frame grid).
        func finger(atFrame k: Int) -> Double? {
            let time = Double(k) / fps
            return fingers.first { abs($0.time - time) < 0.25 / fps }?.y
        }
        var checked = 0
        for k in frames.indices.dropFirst() where frames[k - 1].dragging && frames[k - 1].inRange && frames[k].inRange {
            guard let now = finger(atFrame: k), let before = finger(atFrame: k - 1) else { continue }
            XCTAssertEqual(frames[k].offset - frames[k - 1].offset, before - now, accuracy: Self.stepAccuracy, "frame \(k): \(label)")
            checked += 1
        }
        return checked
    }
}
