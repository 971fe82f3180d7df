import XCTest
@testable import MotionAnalysis

/// Apple's hitch time ratio (MetricKit `scrollHitchTimeRatio`, WWDC20): ms late per s of motion.
final class HitchTimeRatioTests: XCTestCase {
    func testPresentedSequencesAgainstHandWorkedRatios() {
        func every(_ refresh: Double, count: Int, skipping skipped: Set<Int> = []) -> [Double] {
            (0...count).filter { !skipped.contains($0) }.map { Double($0) * refresh }
        }
        let r60 = 1.0 / 60, r120 = 1.0 / 120
        let cases: [(line: UInt, presents: [Double], refresh: Double, ratio: Double?, band: HitchTimeRatio.Band?)] = [
            // 1 s at 60 Hz on every refresh: nothing late.
            (#line, every(r60, count: 60), r60, 0, .good),
            // One frame missing: the next comes 2 refreshes after, 16.7 ms late in 1 s.
            (#line, every(r60, count: 60, skipping: [30]), r60, 1000 / 60.0, .critical),
            // At 120 Hz one missed refresh is 8.3 ms late in 1 s: a warning.
            (#line, every(r120, count: 120, skipping: [60]), r120, 1000 / 120.0, .warning),
            // Three missed in a row (one frame 4 refreshes after the last): 50 ms in 1 s.
            (#line, every(r60, count: 60, skipping: [10, 11, 12]), r60, 50, .critical),
            // 2 s at 60 Hz with one miss: 8.3 ms/s.
            (#line, every(r60, count: 120, skipping: [7]), r60, 1000 / 120.0, .warning),
            // A present 1.3 refreshes after the one before still made its refresh (jitter): none late.
            (#line, [0, 1.3 * r60, 2 * r60, 3 * r60], r60, 0, .good),
            // Fewer than two frames: no motion, no ratio.
            (#line, [0.5], r60, nil, nil),
        ]
        for c in cases {
            let ratio = HitchTimeRatio(presentTimes: c.presents, refreshInterval: c.refresh)
            if let expected = c.ratio {
                XCTAssertEqual(ratio.millisecondsPerSecond ?? -1, expected, accuracy: 1e-6, line: c.line)
            } else {
                XCTAssertNil(ratio.millisecondsPerSecond, line: c.line)
            }
            XCTAssertEqual(ratio.band, c.band, line: c.line)
        }
    }

    func testRecordedFramesCountARepeatInMotionAsOneRefreshLate() {
        let cases: [(line: UInt, repeats: [Bool], interval: Double, ratio: Double)] = [
            // 30 frames at 60 fps (0.5 s), 2 repeats: 33.3 ms in 0.5 s.
            (#line, Array(repeating: false, count: 28) + [true, true], 1.0 / 60, 1000 / 15.0),
            // 60 frames, none repeated.
            (#line, Array(repeating: false, count: 60), 1.0 / 60, 0),
            // 120 fps, 1 s, 1 repeat: 8.3 ms/s.
            (#line, [true] + Array(repeating: false, count: 119), 1.0 / 120, 1000 / 120.0),
        ]
        for c in cases {
            let ratio = HitchTimeRatio(repeats: c.repeats, frameInterval: c.interval)
            XCTAssertEqual(ratio.millisecondsPerSecond ?? -1, c.ratio, accuracy: 1e-6, line: c.line)
        }
    }

    func testBandsAreApplesAndSpansAdd() {
        let cases: [(ratio: Double, band: HitchTimeRatio.Band)] = [
            (0, .good), (4.99, .good), (5, .warning), (10, .warning), (10.01, .critical),
        ]
        for c in cases { XCTAssertEqual(HitchTimeRatio.band(of: c.ratio), c.band, "\(c.ratio)") }
        var total = HitchTimeRatio(presentTimes: [0, 2.0 / 60], refreshInterval: 1.0 / 60)
        total.add(HitchTimeRatio(presentTimes: [0, 1.0 / 60, 2.0 / 60], refreshInterval: 1.0 / 60))
        XCTAssertEqual(total.millisecondsPerSecond ?? -1, (1000 / 60.0) / (4.0 / 60), accuracy: 1e-6)
        XCTAssertEqual(total.summary, "250.0 ms/s critical")
        XCTAssertEqual(HitchTimeRatio().summary, "–")
    }

    func testRecordedOffsetsCountRepeatsBetweenMovingFramesOnly() {
        let f = 1.0 / 60
        let cases: [(line: UInt, offsets: [Double?], ratio: Double?)] = [
            // 0 → 50 in steps of 10, one repeat between moving frames: 6 frames in motion, 1 late.
            (#line, [0, 10, 20, 20, 30, 40, 50], 1000 / 6.0),
            // A repeat after the motion ended is rest, not a hitch: 2 moving frames, none late.
            (#line, [0, 10, 20, 20, 20], 0),
            // A stand longer than 6 frames between motions is a finger that stopped: none late.
            (#line, [0, 10] + Array(repeating: 10, count: 7) + [20], 0),
            // Two repeats in a row (a frame 3 refreshes after the one before): 2 late in 5 frames.
            (#line, [0, 10, 10, 10, 20, 30], 1000 * 2 / 5.0),
            // An untracked frame breaks the run: its neighbours are not compared.
            (#line, [0, 10, nil, 10, 20], 0),
            // Nothing moves: no ratio.
            (#line, [5, 5, 5], nil),
        ]
        for c in cases {
            let ratio = HitchTimeRatio(offsets: c.offsets, frameInterval: f, stillDistance: 0.25)
            if let expected = c.ratio {
                XCTAssertEqual(ratio.millisecondsPerSecond ?? -1, expected, accuracy: 1e-6, line: c.line)
            } else {
                XCTAssertNil(ratio.millisecondsPerSecond, line: c.line)
            }
        }
    }
}
