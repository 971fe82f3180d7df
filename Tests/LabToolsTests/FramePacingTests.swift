@testable import Studio
import XCTest

/// The window's frames keep the device's rate on average, whole-millisecond waits or not.
final class FramePacingTests: XCTestCase {
    func testFramesKeepTheirCadenceWithoutBursts() {
        let interval = 1.0 / 60
        // (presents, each after the one before at least until it was due, seconds; the next due time)
        let cases: [(line: UInt, presents: [Double], due: Double)] = [
            (#line, [0], interval),
            // Waits rounded up to whole milliseconds: the cadence stays 1/60 s.
            (#line, [0, 0.017, 0.034, 0.051], 4 * interval),
            // A present a whole interval late (a slow frame): one interval after it, no catching up.
            (#line, [0, 0.050], 0.050 + interval),
            // After an idle wait.
            (#line, [0, 3.2], 3.2 + interval),
        ]
        for c in cases {
            var pacing = FramePacing(interval: interval)
            for time in c.presents { pacing.presented(at: time) }
            XCTAssertEqual(pacing.nextFrameTime, c.due, accuracy: 1e-12, line: c.line)
        }
        // A minute of presents each ending its wait 0.4 ms late: 60 frames a second on average.
        var pacing = FramePacing(interval: interval), time = 0.0, count = 0
        while time < 60 {
            pacing.presented(at: time)
            count += 1
            time = pacing.nextFrameTime + 0.0004
        }
        XCTAssertEqual(count, 3600)
    }
}
