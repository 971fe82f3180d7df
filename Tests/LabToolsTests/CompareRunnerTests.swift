import Foundation
import Graphics
@testable import LabDrawing
@testable import Playback
import Rendering
@testable import Scenes
import ScrollUI
import TestKit
@testable import LabTraces
import XCTest

/// `replay --compare` in the library: variants played in step, side-by-side frames that hold each
/// variant's own frame pixel for pixel, and the divergence table against the state lines.
final class CompareRunnerTests: AssetsTestCase {
    private func events(_ trace: String) throws -> [Input] {
        try TraceParser.load(path: try folder.write(trace, to: "trace-\(UUID().uuidString).jsonl"))
    }

    private func configuration(_ scene: String, scale: Double = 1, until: Double? = nil,
                               overlays: FrameOverlays? = nil) throws -> ReplayRunner.Configuration {
        var configuration = ReplayRunner.Configuration(sceneType: try SceneCatalog.scene(named: scene))
        configuration.scale = scale
        configuration.until = until
        configuration.overlays = overlays
        return configuration
    }

    private func compare(_ sets: [String], scene: String, trace: String, scale: Double = 1, until: Double? = nil,
                         overlays: FrameOverlays? = nil) throws -> CompareRunner {
        let configuration = try configuration(scene, scale: scale, until: until, overlays: overlays)
        let variants = try CompareVariant.parse(sets, base: [], sceneType: configuration.sceneType)
        return try CompareRunner(events: try events(trace), configuration: configuration, variants: variants, assets: assets)
    }

    /// Variants × the pane's width plus the gutters between, the caption strip over the panes.
    func testSideBySideFrameSize() throws {
        let cases: [(line: UInt, count: Int, scale: Double, overlays: FrameOverlays?, width: Int, height: Int)] = [
            (#line, 2, 1, nil, 2 * 390 + 6, 30 + 844),
            (#line, 3, 0.5, nil, 3 * 195 + 2 * 3, 15 + 422),
            (#line, 4, 1, nil, 4 * 390 + 3 * 6, 30 + 844),
            (#line, 2, 1, FrameOverlays([.hud]), 2 * (390 + 316) + 6, 30 + 844),
        ]
        for c in cases {
            let runner = try compare(Array(repeating: "", count: c.count), scene: "list", trace: Traces.fling(end: 0.1),
                                     scale: c.scale, until: 0, overlays: c.overlays)
            var sizes: [[Int]] = []
            try runner.run(observe: { _, frame in sizes.append([frame.buffer.width, frame.buffer.height]) }, emit: { _ in })
            XCTAssertEqual(sizes, [[c.width, c.height]], line: c.line)
            XCTAssertEqual(runner.pixelSize.width, c.width, line: c.line)
            XCTAssertEqual(runner.pixelSize.height, c.height, line: c.line)
        }
    }

    /// A pixel in each pane is the pixel a single replay with that variant's options draws in that frame.
    func testEachPaneHoldsTheSingleReplaysFrame() throws {
        let sets = ["snap=nearest", "snap=projected"]
        let trace = CompareRunnerTests.flick
        let frames = [0, 12, 30]
        let points = [(x: 20, y: 100), (x: 195, y: 200), (x: 300, y: 500), (x: 389, y: 843)]
        let runner = try compare(sets, scene: "expandable-bar", trace: trace)
        var composed: [Int: [[UInt32]]] = [:]
        try runner.run(observe: { frame, side in
            guard frames.contains(frame) else { return }
            composed[frame] = (0..<2).map { pane in
                points.map { side.buffer[side.paneX(pane) + $0.x, side.paneY + $0.y] }
            }
        }, emit: { _ in })
        var changed = false
        for (pane, variant) in runner.variants.enumerated() {
            var single = try configuration("expandable-bar")
            single.assignments = variant.assignments
            let replay = try ReplayRunner(events: try events(trace), configuration: single, assets: assets)
            let renderer = FrameRenderer(fonts: assets.fonts)
            while let (frame, _) = replay.advance() {
                guard frames.contains(frame) else { continue }
                let buffer = replay.render(with: renderer)
                XCTAssertEqual(points.map { buffer[$0.x, $0.y] }, composed[frame]?[pane], "variant \(variant.letter) frame \(frame)")
            }
            changed = changed || composed[0]?[pane] != composed[30]?[pane]
        }
        XCTAssertTrue(changed, "the frames compared must differ over time")
        XCTAssertNotEqual(composed[30]?[0], composed[30]?[1], "the variants must differ at frame 30")
    }

    /// A short flick that leaves the bar between normal and compact: the nearest state is normal, the
    /// projection goes on to compact.
    static let flick: String = {
        var lines = [#"{"t": 0, "type": "down", "x": 195, "y": 600}"#]
        for step in 1...6 { lines.append(#"{"t": \#(Double(step) * 0.016), "type": "move", "x": 195, "y": \#(600 - 5 * step)}"#) }
        lines += [#"{"t": 0.096, "type": "up", "x": 195, "y": 570}"#, #"{"t": 1, "type": "wait"}"#]
        return lines.joined(separator: "\n") + "\n"
    }()

    /// Two identical variants never differ.
    func testIdenticalVariantsNeverDiffer() throws {
        let runner = try compare(["deceleration=0.998", "rubberBand=0.55"], scene: "list", trace: Traces.fling(end: 1))
        let table = try runner.run(emit: { _ in })
        XCTAssertEqual(table.frameCount, 61)
        XCTAssertFalse(table.rows.isEmpty)
        for row in table.rows {
            XCTAssertNil(row.firstDifference, row.key.name)
            XCTAssertEqual(row.differingFrames, 0, row.key.name)
            XCTAssertEqual(row.largestDifference ?? 0, 0, row.key.name)
        }
    }

    /// deceleration 0.998 against 0.99: offsetY is the same until the release and differs from the
    /// first frame after it on; the table's numbers match what the state lines give.
    func testDecelerationDivergesFromTheRelease() throws {
        let runner = try compare(["deceleration=0.998", "deceleration=0.99"], scene: "list", trace: Traces.fling(end: 2))
        var lines: [String] = []
        let table = try runner.run(emit: { lines.append($0) })
        XCTAssertEqual(lines.count, 2 * 121)
        let states = try lines.map { try ParsedState($0) }
        let a = states.filter { $0.string(CommonStateKeys.variant) == "A" }, b = states.filter { $0.string(CommonStateKeys.variant) == "B" }
        XCTAssertEqual(a.count, 121)
        XCTAssertEqual(a.map { $0.number(CommonStateKeys.frame) }, b.map { $0.number(CommonStateKeys.frame) })
        // Independently: the largest |A − B| and the first frame where they are more than 0.01 apart.
        let offsetY = CommonStateKeys.offsetY
        let differences = zip(a, b).map {
            (t: $0.time ?? -1, d: abs(($0.number(offsetY) ?? 0) - ($1.number(offsetY) ?? 0)))
        }
        let largest = differences.map(\.d).max() ?? 0
        let first = differences.first { $0.d > 0.01 }?.t
        let row = try XCTUnwrap(table.rows.first { $0.key == offsetY })
        XCTAssertEqual(row.largestDifference ?? 0, largest, accuracy: 1e-3)
        XCTAssertGreaterThan(largest, 100)
        XCTAssertEqual(try XCTUnwrap(row.firstDifference), try XCTUnwrap(first), accuracy: 1e-4)
        let firstAfterRelease = (Traces.flingRelease * 60).rounded(.up) / 60
        XCTAssertEqual(try XCTUnwrap(row.firstDifference), firstAfterRelease, accuracy: 1e-9)
        XCTAssertEqual(row.differingFrames, differences.filter { $0.d > 0.01 }.count)
        let velocity = try XCTUnwrap(table.rows.first { $0.key == CommonStateKeys.velocityY })
        XCTAssertEqual(try XCTUnwrap(velocity.firstDifference), firstAfterRelease, accuracy: 1e-9)
        XCTAssertNil(table.rows.first { $0.key == CommonStateKeys.contentHeight }?.firstDifference)
        XCTAssertEqual(table.rows.map(\.key), CommonStateKeys.shown + ListScene.stateKeys, "the declared keys, in order")
    }
}
