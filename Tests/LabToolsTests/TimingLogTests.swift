import Foundation
@testable import LabDrawing
@testable import Studio
import TestKit
import XCTest

/// `run --timings`: each present and timed input as measured, then what the HUD showed.
final class TimingLogTests: XCTestCase {
    func testTheLogHoldsTheRawTimesAndWhatTheHUDShowed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("timings.jsonl")
        let log = try TimingLog(path: path)
        var timings = FrameTimings()
        for k in 0...RefreshEstimator.minimumSamples {
            let time = 1 + Double(k) * 0.017
            timings.record(frameTime: time, work: 0.002, upload: 0.001, display: 0.001, wasMoving: true, wasPaced: true)
            try log.present(at: time, end: time + 0.004, work: 0.002, upload: 0.001, display: 0.001,
                            moving: true, paced: true, paused: false)
        }
        timings.recordLatency(0.0125)
        try log.latency(input: 1.5, shown: 1.5125)
        try log.finish(timings)

        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        XCTAssertEqual(lines.count, RefreshEstimator.minimumSamples + 3)
        XCTAssertEqual(lines[1]["present"] as? Double ?? 0, 1.017, accuracy: 1e-9)
        XCTAssertEqual(lines[1]["paced"] as? Bool, true)
        XCTAssertEqual(lines[lines.count - 2]["shown"] as? Double ?? 0, 1.5125, accuracy: 1e-9)
        let hud = try XCTUnwrap(lines.last?["hud"] as? [String: Any])
        XCTAssertEqual(hud["refresh"] as? String, "display 60 Hz (measured)")
        XCTAssertEqual(hud["fps"] as? String, "", "under a second of frames the HUD shows no rate")
        XCTAssertEqual(hud["dropped"] as? Int, 0)
        XCTAssertEqual(hud["latencyP50"] as? Double ?? 0, 12.5, accuracy: 1e-9)
        XCTAssertEqual(hud["latency"] as? String, "input → present p50 12.5 · p99 12.5 ms")
    }
}
