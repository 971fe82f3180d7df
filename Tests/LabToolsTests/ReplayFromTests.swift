import Foundation
import Graphics
@testable import LabDrawing
@testable import Playback
@testable import Scenes
@testable import LabTraces
import XCTest
import TestKit

/// `replay --from`: the states and frames from that time on are the tail of the whole replay, frame
/// numbers included, overlays and all.
final class ReplayFromTests: AssetsTestCase {
    private func runner(_ trace: String, fps: Double = 60, from: Double? = nil, until: Double? = nil,
                        frames: String? = nil) throws -> ReplayRunner {
        let path = try folder.write(trace, to: "trace-\(UUID().uuidString).jsonl")
        var configuration = ReplayRunner.Configuration(sceneType: PullPromotionScene.self)
        configuration.fps = fps
        configuration.from = from
        configuration.until = until
        configuration.scale = 0.5
        configuration.framesDirectory = frames
        configuration.overlays = FrameOverlays([.touches, .guides, .hud])
        return try ReplayRunner(events: try TraceParser.load(path: path), configuration: configuration, assets: assets,
                                png: .sdl)
    }

    func testTheFirstFrameIsTheFirstAtOrAfterFrom() throws {
        let cases: [(line: UInt, fps: Double, from: Double?, end: Double, first: Int, count: Int)] = [
            (#line, 60, nil, 1, 0, 61),
            (#line, 60, 0, 1, 0, 61),
            (#line, 60, 0.5, 1, 30, 31),
            (#line, 60, 0.501, 1, 31, 30),
            (#line, 30, 0.1, 1, 3, 28),
            (#line, 60, 1, 1, 60, 1),
            (#line, 240, 0.25, 0.5, 60, 61),
        ]
        for c in cases {
            let replay = try runner(#"{"t": \#(c.end), "type": "wait"}"#, fps: c.fps, from: c.from)
            XCTAssertEqual(replay.firstFrame, c.first, line: c.line)
            XCTAssertEqual(replay.frameCount, c.count, line: c.line)
            var frames: [Int] = []
            XCTAssertEqual(try replay.run(observe: { frame, _, _ in frames.append(frame) }, emit: { _ in }), c.count, line: c.line)
            XCTAssertEqual(frames, Array(c.first..<(c.first + c.count)), line: c.line)
        }
    }

    /// The contact sheet starts with the first frame given and counts its interval from there.
    func testTheContactSheetStartsAtFrom() throws {
        let cases: [(line: UInt, from: Double?, frames: [Int])] = [
            (#line, nil, [0, 20, 40, 60]),
            (#line, 0.4, [24, 44, 64]),
        ]
        for c in cases {
            let replay = try runner(Traces.pull(end: 1.2), from: c.from)
            let sheet = ContactSheet(fonts: assets.fonts, png: .sdl, interval: 20, totalFrames: replay.frameCount,
                                     overlays: FrameOverlays([.touches]))
            try replay.run(observe: { sheet.capture(frame: $0, time: $1, session: $2) }, emit: { _ in })
            XCTAssertEqual(sheet.cells.map(\.frame), c.frames, line: c.line)
        }
    }

    func testStatesAndFramesFromATimeAreTheTailOfTheWholeReplay() throws {
        let trace = Traces.pull(end: 1.2)
        var whole: [String] = [], tail: [String] = []
        try runner(trace, frames: folder.path("whole")).run { whole.append($0) }
        try runner(trace, from: 0.4, frames: folder.path("tail")).run { tail.append($0) }
        XCTAssertEqual(whole.count, 73)
        XCTAssertEqual(tail.count, 49)
        XCTAssertEqual(tail, Array(whole.suffix(49)), "byte for byte, frame numbers included")
        XCTAssertTrue(tail.first?.hasPrefix(#"{"t": 0.4, "frame": 24,"#) ?? false, tail.first ?? "")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("tail")).sorted()
        XCTAssertEqual(names, (24...72).map { String(format: "frame-%05d.png", $0) })
        for name in names {
            let expected = try XCTUnwrap(FileManager.default.contents(atPath: folder.path("whole/\(name)")))
            XCTAssertEqual(FileManager.default.contents(atPath: folder.path("tail/\(name)")), expected, name)
        }
    }
}
