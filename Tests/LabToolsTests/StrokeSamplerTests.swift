import LabTraces
import XCTest

/// The one sampler of written gestures, the soak, the bench's scripts and the tests: where a stroke's
/// samples fall for each layout, and repeated input.
final class StrokeSamplerTests: XCTestCase {
    /// Counted back from the end: the last sample is the release, every gap before it whole, none at the press.
    func testStrokeTimesEndAtTheReleaseWithWholeGaps() {
        let cases: [(line: UInt, interval: Double, duration: Double, expected: [Double])] = [
            (#line, 0.01, 0.035, [0.005, 0.015, 0.025, 0.035]),
            (#line, 0.01, 0.03, [0.01, 0.02, 0.03]),
            (#line, 1.0 / 120, 0.02, [0.003333, 0.011667, 0.02]),
            (#line, 0.008, 0.004, [0.004]),
            (#line, 0.008, 0, []),
            (#line, 0.008, -1, []),
        ]
        for c in cases {
            XCTAssertEqual(StrokeSampler(interval: c.interval).strokeTimes(duration: c.duration), c.expected, line: c.line)
        }
    }

    /// Cut into equal steps: as many as whole intervals fit (or as the rule rounds), at least one, the last at the end.
    func testEvenSamplesCutTheStrokeIntoEqualSteps() {
        let cases: [(line: UInt, duration: Double, rule: FloatingPointRoundingRule, times: [Double], fractions: [Double])] = [
            (#line, 0.03, .towardZero, [0.01, 0.02, 0.03], [1.0 / 3, 2.0 / 3, 1]),
            (#line, 0.039, .towardZero, [0.013, 0.026, 0.039], [1.0 / 3, 2.0 / 3, 1]),
            (#line, 0.036, .toNearestOrAwayFromZero, [0.009, 0.018, 0.027, 0.036], [0.25, 0.5, 0.75, 1]),
            (#line, 0.004, .towardZero, [0.004], [1]),
        ]
        for c in cases {
            let samples = StrokeSampler(interval: 0.01).evenSamples(duration: c.duration, rule: c.rule)
            XCTAssertEqual(samples.count, c.times.count, line: c.line)
            for (sample, (time, fraction)) in zip(samples, zip(c.times, c.fractions)) {
                XCTAssertEqual(sample.time, time, accuracy: 1e-12, line: c.line)
                XCTAssertEqual(sample.fraction, fraction, accuracy: 1e-12, line: c.line)
            }
        }
    }

    /// Repeated input: every interval from 0; none for no count.
    func testRepeatTimesStartAtZero() {
        XCTAssertEqual(StrokeSampler(interval: 0.05).repeatTimes(count: 3), [0, 0.05, 0.1])
        XCTAssertEqual(StrokeSampler(interval: 0.05).repeatTimes(count: 0), [])
        XCTAssertEqual(StrokeSampler(interval: 0.05).repeatTimes(count: -2), [])
    }
}
