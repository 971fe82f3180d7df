import Foundation
import Graphics
@testable import Components
@testable import Scenes
import TestKit
import XCTest

/// The refresh's hints and its two moves as options: what the presets set (MJRefresh's
/// `MJRefreshConst.m` and zh-Hans `Localizable.strings`, the seed's 0.2 s animations), the moves'
/// durations on the state lines, and the hint in each state.
final class PullRefreshTimingTests: XCTestCase {
    /// The feed's resting top at 390 × 844: the status bar and the blue bar.
    static let restingTop = 135.0
    static let frame = 1.0 / 60
    /// State lines give times to 0.1 ms.
    static let lineRounding = 1e-4
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    private func preset(_ name: String) throws -> [String] {
        try SceneCatalog.preset(named: name, of: PullPromotionScene.self).assignments
    }

    func testThePresetsSetTheirSourcesDurationsAndHints() throws {
        let cases: [(line: UInt, preset: String, threshold: Double, settle: Double, end: Double, hints: PullHintStyle)] = [
            (#line, "seed", 70, 0.2, 0.2, .seed),
            (#line, "mjrefresh", 54, 0.25, 0.4, .mjrefresh),
        ]
        for c in cases {
            let session = try SceneSession(sceneType: PullPromotionScene.self, assignments: try preset(c.preset),
                                           viewport: SceneCatalog.defaultViewport, assets: assets)
            let scene = try XCTUnwrap(session.scene as? PullPromotionScene, line: c.line)
            let configuration = scene.controller.configuration
            XCTAssertEqual(configuration.refreshThreshold, c.threshold, line: c.line)
            XCTAssertEqual(configuration.refreshingHeight, c.threshold, line: c.line)
            XCTAssertEqual(configuration.settleDuration, c.settle, line: c.line)
            XCTAssertEqual(configuration.endDuration, c.end, line: c.line)
            XCTAssertEqual(scene.texts.hints, c.hints, line: c.line)
            XCTAssertTrue(scene.texts.isChinese, line: c.line)
        }
        // Without a preset: the seed's timings and words.
        let plain = try XCTUnwrap(try SceneSession(sceneType: PullPromotionScene.self, assignments: [],
                                                   viewport: SceneCatalog.defaultViewport, assets: assets).scene as? PullPromotionScene)
        XCTAssertEqual(plain.controller.configuration.settleDuration, 0.2)
        XCTAssertEqual(plain.controller.configuration.endDuration, 0.2)
        XCTAssertEqual(plain.texts.hints, .seed)
    }

    func testTheDurationsOutsideTheirRangeAreRefused() {
        for assignment in ["settleDuration=0", "endDuration=2.5", "hints=ours"] {
            XCTAssertThrowsError(try SceneSession(sceneType: PullPromotionScene.self, assignments: [assignment],
                                                  viewport: SceneCatalog.defaultViewport, assets: assets), assignment)
        }
    }

    /// A pull past the threshold, held, released; the 2 s load; and back. From the release (the first
    /// frame refreshing) to the list at rest at the refreshing inset takes `settleDuration`; from the end
    /// of the load (the first frame stopped again) to the list at rest at its top, `endDuration` (each to
    /// within a frame: the moves start and end between frames, and the lines round times to 0.1 ms).
    func testTheMovesTakeTheirDurationsOnTheStateLines() throws {
        let cases: [(line: UInt, assignments: [String], threshold: Double, settle: Double, end: Double)] = [
            (#line, try preset("seed"), 70, 0.2, 0.2),
            (#line, try preset("mjrefresh"), 54, 0.25, 0.4),
            (#line, ["settleDuration=0.6", "endDuration=1"], 70, 0.6, 1),
        ]
        for c in cases {
            var replay = SceneReplay()
            replay.drag(from: 250, to: 250 + PullPromotionSceneTests.travel(forPull: c.threshold + 20), speed: 400, hold: 0.3)
            replay.wait(4)
            let states = try replay.run(scene: PullPromotionScene.self, assignments: c.assignments, assets: assets)
            let released = try XCTUnwrap(states.firstIndex { $0.string(PullPromotionScene.pullState) == "refreshing" }, line: c.line)
            let settled = try XCTUnwrap(states[released...].firstIndex { $0.string(CommonStateKeys.phase) == "idle" }, line: c.line)
            XCTAssertEqual(states[settled].offsetY, -(Self.restingTop + c.threshold), line: c.line)
            XCTAssertEqual(states[settled].string(PullPromotionScene.pullState), "refreshing", line: c.line)
            let settle = try XCTUnwrap(states[settled].time) - XCTUnwrap(states[released].time)
            XCTAssertEqual(settle, c.settle, accuracy: Self.frame + Self.lineRounding, "release to refreshing", line: c.line)

            let ended = try XCTUnwrap(states[settled...].firstIndex { $0.string(PullPromotionScene.pullState) == "stopped" }, line: c.line)
            let idle = try XCTUnwrap(states[ended...].firstIndex { $0.string(CommonStateKeys.phase) == "idle" }, line: c.line)
            XCTAssertEqual(states[idle].offsetY, -Self.restingTop, line: c.line)
            XCTAssertEqual(states[idle].number(CommonStateKeys.insetTop), Self.restingTop, line: c.line)
            let end = try XCTUnwrap(states[idle].time) - XCTUnwrap(states[ended].time)
            XCTAssertEqual(end, c.end, accuracy: Self.frame + Self.lineRounding, "end to idle", line: c.line)
        }
    }

    /// The hint in each state of a refresh, for each hint style and language.
    func testTheHintFollowsTheStateInEachStyle() throws {
        let cases: [(line: UInt, assignments: [String], idle: String, pulling: String, refreshing: String)] = [
            (#line, try preset("mjrefresh"), "下拉可以刷新", "松开立即刷新", "正在刷新数据中..."),
            (#line, try preset("seed"), "下拉可刷新", "释放可刷新", "正在刷新"),
            (#line, [], "下拉可刷新", "释放可刷新", "正在刷新"),
            (#line, ["hints=mjrefresh", "language=en"], "Pull down to refresh", "Release to refresh", "Loading ..."),
            (#line, ["language=en"], "Pull to refresh", "Release to refresh", "Refreshing..."),
        ]
        for c in cases {
            var replay = SceneReplay()
            replay.drag(from: 250, to: 250 + PullPromotionSceneTests.travel(forPull: 85), speed: 300, hold: 0.3)
            replay.wait(3)
            let states = try replay.run(scene: PullPromotionScene.self, assignments: c.assignments, assets: assets)
            var hints: [String: Set<String>] = [:]
            for state in states {
                guard let hint = state.string(PullPromotionScene.hint), !hint.isEmpty,
                      let pullState = state.string(PullPromotionScene.pullState) else { continue }
                hints[pullState, default: []].insert(hint)
            }
            XCTAssertEqual(hints["stopped"], [c.idle], line: c.line)
            XCTAssertEqual(hints["refreshTriggered"], [c.pulling], line: c.line)
            XCTAssertEqual(hints["refreshing"], [c.refreshing], line: c.line)
        }
    }

    /// Every hanzi of every hint has a glyph in the bundled fonts: its mask differs from the one of a
    /// character no font has (the missing-glyph box).
    func testEveryHintRendersWithRealGlyphs() throws {
        let font = PullRefreshHeaderView.hintFont
        let missing = try XCTUnwrap(assets.fonts.mask(for: TextRun("\u{E000}", font: font), scale: 2))
        let states: [PullPromotionState] = [.stopped, .refreshTriggered, .refreshing]
        var checked = 0
        for style in PullHintStyle.allCases {
            for state in states {
                let hint = try XCTUnwrap(style.hint(for: state, chinese: true))
                for scalar in hint.unicodeScalars where scalar.value >= 0x2E80 {
                    let mask = try XCTUnwrap(assets.fonts.mask(for: TextRun(String(scalar), font: font), scale: 2))
                    XCTAssertNotEqual(mask.coverage, missing.coverage, "\(scalar) in \(hint)")
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 5 + 5 + 4 + 6 + 6 + 7)
    }
}
