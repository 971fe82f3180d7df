@testable import LabDrawing
import XCTest

/// The display's refresh measured from presents: the median of the intervals of frames drawn back to
/// back, taken as a common rate when near one.
final class RefreshEstimatorTests: XCTestCase {
    /// Intervals `pattern` repeated to `count` presents, each frame's work `work` seconds.
    private func estimate(_ pattern: [Double], count: Int, work: Double = 0.002) -> RefreshEstimator {
        var estimator = RefreshEstimator()
        for k in 0..<count { estimator.add(interval: pattern[k % pattern.count], work: work) }
        return estimator
    }

    func testTheMedianIntervalIsTakenAsACommonRateWhenNearOne() {
        // (intervals repeated, how many, work per frame, expected refresh interval or nil, median)
        let cases: [(line: UInt, pattern: [Double], count: Int, work: Double, expected: Double?, median: Double?)] = [
            (#line, [1.0 / 60], 40, 0.002, 1.0 / 60, 1.0 / 60),
            // Paced by a wait rounded up to whole milliseconds (58.8 Hz): the 60 Hz display.
            (#line, [0.017], 40, 0.002, 1.0 / 60, 0.017),
            (#line, [0.0068, 0.0071, 0.0069], 60, 0.001, 1.0 / 144, 0.0069),
            (#line, [1.0 / 120], 40, 0.001, 1.0 / 120, 1.0 / 120),
            // A missed refresh every fourth frame does not move the median.
            (#line, [1.0 / 60, 1.0 / 60, 1.0 / 60, 2.0 / 60], 40, 0.002, 1.0 / 60, 1.0 / 60),
            // 40 Hz and 67 Hz are no common rate: shown as measured.
            (#line, [0.025], 40, 0.002, 0.025, 0.025),
            (#line, [1.0 / 67], 40, 0.002, 1.0 / 67, 1.0 / 67),
            // Not enough intervals yet.
            (#line, [1.0 / 60], RefreshEstimator.minimumSamples - 1, 0.002, nil, nil),
            // Frames whose work filled the interval measure the work, not the refresh.
            (#line, [0.025], 40, 0.02, nil, nil),
            // Stalls and gaps (an idle wait, a pause) are no refresh.
            (#line, [0.5], 40, 0.002, nil, nil),
        ]
        for c in cases {
            let estimator = estimate(c.pattern, count: c.count, work: c.work)
            XCTAssertEqual(estimator.interval == nil, c.expected == nil, line: c.line)
            if let expected = c.expected {
                XCTAssertEqual(estimator.interval ?? 0, expected, accuracy: 1e-9, line: c.line)
                XCTAssertEqual(estimator.medianInterval ?? 0, c.median ?? 0, accuracy: 1e-9, line: c.line)
            }
        }
    }

    /// The estimate follows the newest intervals (a window moved to a 120 Hz display).
    func testTheEstimateFollowsTheNewestIntervals() {
        var estimator = estimate([1.0 / 60], count: 60)
        XCTAssertEqual(estimator.interval ?? 0, 1.0 / 60, accuracy: 1e-9)
        for _ in 0..<RefreshEstimator.windowLength { estimator.add(interval: 1.0 / 120, work: 0.001) }
        XCTAssertEqual(estimator.interval ?? 0, 1.0 / 120, accuracy: 1e-9)
    }

    func testSnappingKeepsEachCommonRateApart() {
        let rates = RefreshEstimator.commonRates
        for (lower, upper) in zip(rates, rates.dropFirst()) {
            XCTAssertLessThan(lower * (1 + RefreshEstimator.snapTolerance), upper * (1 - RefreshEstimator.snapTolerance),
                              "\(lower) Hz and \(upper) Hz")
        }
        XCTAssertEqual(RefreshEstimator.snapped(1 / 61.5), 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(RefreshEstimator.snapped(1 / 70.0), 1 / 70.0, accuracy: 1e-12)
    }
}
