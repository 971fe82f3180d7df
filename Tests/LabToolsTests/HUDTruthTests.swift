@testable import LabDrawing
import XCTest

/// Every number on the HUD is true or absent: no frame rate while paused or before a second of frames,
/// time labels in the order they are read, no value label twice or away from its grid line.
final class HUDTruthTests: XCTestCase {
    /// (the frames recorded: interval seconds and how many, paused or not, the rate shown after them).
    func testTheFrameRateShowsOnlyAfterASecondOfRunningFrames() {
        let cases: [(steps: [(interval: Double, count: Int, paused: Bool)], shown: Double?)] = [
            ([], nil),
            ([(1.0 / 60, 30, false)], nil),                                   // half a second: no average yet
            ([(1.0 / 60, 90, false)], 60),
            ([(1.0 / 60, 90, false), (1.0 / 200, 40, true)], nil),           // stepping quickly while paused
            ([(1.0 / 60, 90, false), (1.0 / 200, 40, true), (1.0 / 60, 30, false)], nil),   // resumed half a second ago
            ([(1.0 / 60, 90, false), (1.0 / 200, 40, true), (1.0 / 120, 150, false)], 120),
        ]
        for (index, item) in cases.enumerated() {
            var timings = FrameTimings()
            var time = 10.0
            for step in item.steps {
                timings.isPaused = step.paused
                for _ in 0..<step.count {
                    time += step.interval
                    timings.recordVirtual(frameTime: time)
                }
            }
            if let shown = item.shown {
                XCTAssertEqual(timings.shownFramesPerSecond ?? 0, shown, accuracy: 0.5, "case \(index)")
                XCTAssertEqual(HUDReadout(timings: timings).framesPerSecond, "\(Int(shown)) fps", "case \(index)")
            } else {
                XCTAssertNil(timings.shownFramesPerSecond, "case \(index)")
                XCTAssertEqual(HUDReadout(timings: timings).framesPerSecond, "", "case \(index)")
            }
        }
    }

    /// A sweep's labels read left to right in time, never before the scene's start (a new scene's
    /// axis read "0 s, −2.5 s … −0.5 s"; a sweep's "87 s … 88.5 s 86 s").
    func testASweepsTimeLabelsReadInOrder() {
        let cases: [(now: Double, window: Double, step: Double, times: [Double])] = [
            (0.3, 3, 0.5, [0]),
            (7.5, 3, 1, [6, 7]),
            (88.7, 3, 0.5, [87, 87.5, 88, 88.5]),
        ]
        for item in cases {
            let ticks = PlotTimeAxis.sweep(now: item.now, window: item.window).ticks(every: item.step)
            XCTAssertEqual(ticks.map(\.time), item.times, "at \(item.now) s")
        }
        for now in stride(from: 0.0, through: 20, by: 0.05) {
            let ticks = PlotTimeAxis.sweep(now: now, window: 3).ticks(every: 0.5)
            XCTAssertEqual(ticks.map(\.time), ticks.map(\.time).sorted(), "in order at \(now) s")
            XCTAssertEqual(ticks.map(\.position), ticks.map(\.position).sorted(), "left to right at \(now) s")
            XCTAssertTrue(ticks.allSatisfy { $0.time >= 0 && $0.time <= now + 1e-9 }, "shown times at \(now) s")
        }
    }

    /// (the panel's range, whether the zero gets its own label): not when an end already reads "0",
    /// not when its label would sit away from its line (within 1.5 lines of an end, 10 pt lines in a
    /// 100 pt panel).
    func testZeroIsLabelledOnceAndOnItsLine() {
        let cases: [(range: ClosedRange<Double>, labelled: Bool)] = [
            (0...300, false),          // the bottom reads 0 already (the offset axis read "0" twice)
            (-300...0, false),
            (-0.001...300, false),     // reads "0" too
            (-100...300, true),
            (-5...300, false),         // its label would be pushed 13 px off its line
            (10...300, false),
        ]
        for item in cases {
            XCTAssertEqual(PlotDrawer.labelsZero(range: item.range, panelHeight: 100, lineHeight: 10), item.labelled, "\(item.range)")
        }
    }
}
