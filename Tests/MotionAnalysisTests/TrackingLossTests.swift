@testable import MotionAnalysis
import XCTest

/// The tracker's honesty: frames whose band was replaced are untracked (`noMatch`), never given an
/// offset, and the frames that match are tracked with their exact shift.
final class TrackingLossTests: XCTestCase {
    static let blocks = 16, rows = 200, frames = 40

    /// A textured content strip (`seed`'s pattern: every block a smoothed random walk) seen `offset`
    /// rows down.
    static func frame(offset: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 40) / Double(1 << 24) - 0.5
        }
        let length = rows + 400
        var columns: [[Double]] = []
        for _ in 0..<blocks {
            var value = 128.0, column: [Double] = []
            for _ in 0..<length {
                value = min(230, max(25, value + 24 * next()))
                column.append(value)
            }
            columns.append(column)
        }
        var bytes: [UInt8] = []
        for row in 0..<rows {
            for block in 0..<blocks { bytes.append(UInt8(columns[block][row + offset])) }
        }
        return bytes
    }

    func track(replaced: Set<Int>, step: Int) -> [TrackedFrame] {
        var bytes: [UInt8] = []
        for k in 0..<Self.frames {
            bytes += Self.frame(offset: k * step, seed: replaced.contains(k) ? 0xDEAD_BEEF_0000 + UInt64(k) : 7)
        }
        let times = (0..<Self.frames).map { Double($0) / 30 }
        let profiles = FrameProfiles(blocks: Self.blocks, rows: Self.rows, times: times, bytes: bytes)
        let region = ScrollRegion(rows: 0..<Self.rows, blocks: Array(0..<Self.blocks))
        return OffsetTracker(profiles: profiles, region: region, rowsPerPoint: 1).track()
    }

    func testAReloadedBandIsUntrackedAndTheRestExact() {
        let replaced: Set<Int> = [20, 21, 22]
        let tracked = track(replaced: replaced, step: 3)
        XCTAssertEqual(Set(tracked.indices.filter { !tracked[$0].isTracked }), replaced)
        XCTAssertEqual(Set(replaced.map { tracked[$0].loss }), [.noMatch])
        for k in tracked.indices where tracked[k].isTracked {
            XCTAssertEqual(tracked[k].offset, Double(k * 3), accuracy: 0.3, "frame \(k)")
        }
        XCTAssertEqual(UntrackedRun.runs(in: tracked), [UntrackedRun(frames: 20...22, loss: .noMatch)])
    }

    func testSteadyMotionIsTrackedEverywhere() {
        let tracked = track(replaced: [], step: 5)
        XCTAssertEqual(tracked.filter(\.isTracked).count, Self.frames)
        XCTAssertEqual(tracked.last!.offset, Double((Self.frames - 1) * 5), accuracy: 0.3)
    }

    func testRunsJoinOnlyConsecutiveFramesWithTheSameReason() {
        let cases: [(line: UInt, losses: [TrackingLoss?], runs: [UntrackedRun])] = [
            (#line, [nil, nil], []),
            (#line, [.noMatch, .noMatch, nil, .noMatch], [.init(frames: 0...1, loss: .noMatch), .init(frames: 3...3, loss: .noMatch)]),
            (#line, [nil, .ambiguous, .noMatch], [.init(frames: 1...1, loss: .ambiguous), .init(frames: 2...2, loss: .noMatch)]),
        ]
        for item in cases {
            let frames = item.losses.map { TrackedFrame(time: 0, offset: 0, quality: 1, loss: $0) }
            XCTAssertEqual(UntrackedRun.runs(in: frames), item.runs, line: item.line)
        }
    }
}
