import Foundation
@testable import Scenes
import TestKit

extension QAFixture {
    /// Pull-to-refresh loaded at 0 and used for 60 s (a flick and a pull in turn, one every 3 s), then
    /// paused: the release-only timings of the timeline replay its 3,600 frames.
    func pausedSixtySecondSession() throws -> WindowDriver {
        let driver = try load(PullPromotionScene.self, at: 0)
        for second in stride(from: 0.0, to: 60, by: 3) {
            try driver.play(second.truncatingRemainder(dividingBy: 6) == 0 ? Traces.fling() : Traces.pull(), from: second,
                            until: second + 3)
        }
        driver.press("p")
        return driver
    }
}

/// Milliseconds that `work` takes.
func milliseconds(_ work: () throws -> Void) rethrows -> Double {
    let start = Date()
    try work()
    return Date().timeIntervalSince(start) * 1000
}

/// The median and the largest of `values`, milliseconds, for a timing's line.
func timingSummary(_ values: [Double]) -> String {
    let sorted = values.sorted()
    guard let largest = sorted.last else { return "none" }
    return String(format: "median %.2f ms, max %.2f ms", sorted[sorted.count / 2], largest)
}
