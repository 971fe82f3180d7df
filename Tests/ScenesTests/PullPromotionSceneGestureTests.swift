import Foundation
import Graphics
@testable import Scenes
import XCTest
import TestKit

/// Pulls that change their mind, pulls during a refresh, the hints in both languages and the
/// scene's options, replayed through `pull-promotion`.
final class PullPromotionSceneGestureTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    private func run(_ replay: SceneReplay, _ assignments: [String] = []) throws -> [ParsedState] {
        try replay.run(scene: PullPromotionScene.self, assignments: assignments, assets: assets)
    }

    /// Finger down at `start`, then through `ys` 4 pt every 8 ms (500 pt/s), held 0.1 s, lifted.
    private func pull(through ys: [Double], start: Double = 200, into replay: inout SceneReplay) {
        replay.add(.down(Point(x: 195, y: start)))
        var y = start
        for target in ys {
            while abs(target - y) > 1e-9 {
                y += max(-4, min(4, target - y))
                replay.wait(0.008)
                replay.add(.move(Point(x: 195, y: y)))
            }
        }
        replay.wait(0.1)
        replay.add(.move(Point(x: 195, y: y)))
        replay.add(.up(Point(x: 195, y: y)))
    }

    private func travel(_ pull: Double) -> Double { PullPromotionSceneTests.travel(forPull: pull) }

    func testPullingBackUnderAHundredDowngradesToARefresh() throws {
        var replay = SceneReplay()
        pull(through: [200 + travel(140), 200 + travel(85)], into: &replay)
        replay.wait(0.5)
        let states = try run(replay)
        let seen = states.compactMap { $0.string(PullPromotionScene.pullState) }
        XCTAssertTrue(seen.contains("promotionTriggered"))
        let last = try XCTUnwrap(states.last)
        XCTAssertEqual(last.string(PullPromotionScene.pullState), "refreshing")
        XCTAssertEqual(last.number(PullPromotionScene.refreshCount), 1)
        XCTAssertEqual(last.number(PullPromotionScene.promotionCount), 0)
        XCTAssertEqual(last.number(PullPromotionScene.crossingCount), 2)
    }

    func testPullingBackUnderSeventyCancels() throws {
        var replay = SceneReplay()
        pull(through: [200 + travel(140), 200 + travel(30)], into: &replay)
        replay.wait(1)
        let states = try run(replay)
        XCTAssertTrue(states.contains { $0.string(PullPromotionScene.pullState) == "promotionTriggered" })
        let last = try XCTUnwrap(states.last)
        XCTAssertEqual(last.string(PullPromotionScene.pullState), "stopped")
        XCTAssertEqual(last.number(PullPromotionScene.refreshCount), 0)
        XCTAssertEqual(last.number(PullPromotionScene.promotionCount), 0)
        XCTAssertEqual(last.offsetY, PullPromotionSceneTests.top)
        XCTAssertEqual(last.number(CommonStateKeys.insetTop), 135)
        // Crossed 70 and 100 on the way out; re-armed only below them, so no more on the way back.
        XCTAssertEqual(last.number(PullPromotionScene.crossingCount), 2)
    }

    func testAPullDuringARefreshChangesNothing() throws {
        var replay = SceneReplay()
        replay.drag(from: 250, to: 250 + travel(85), speed: 400)
        replay.wait(0.4)
        let second = replay.time
        replay.drag(from: 200, to: 200 + travel(160), speed: 400)
        replay.wait(1.2)
        let states = try run(replay, ["refreshDuration=3"])
        for state in states where (state.time ?? 0) >= second {
            XCTAssertEqual(state.string(PullPromotionScene.pullState), "refreshing")
            XCTAssertEqual(state.string(PullPromotionScene.hint), "正在刷新")
            XCTAssertEqual(state.number(PullPromotionScene.refreshCount), 1)
            XCTAssertEqual(state.number(PullPromotionScene.promotionCount), 0)
            XCTAssertEqual(state.number(CommonStateKeys.insetTop), 205)
            XCTAssertEqual(state.number(PullPromotionScene.crossingCount), 1)
        }
        XCTAssertEqual(try XCTUnwrap(states.last).offsetY, -205)
    }

    func testTheHintFollowsTheStateInBothLanguages() throws {
        let expected: [String: [String: String]] = [
            "zh": ["stopped": "下拉可刷新", "refreshTriggered": "释放可刷新", "promotionTriggered": "双11会场",
                   "refreshing": "正在刷新"],
            "en": ["stopped": "Pull to refresh", "refreshTriggered": "Release to refresh",
                   "promotionTriggered": "Release for the Double 11 sale", "refreshing": "Refreshing..."],
        ]
        for (language, hints) in expected {
            var replay = SceneReplay()
            pull(through: [200 + travel(140), 200 + travel(85)], into: &replay)
            replay.wait(0.5)
            let states = try run(replay, ["language=\(language)"])
            var seen: Set<String> = []
            for state in states {
                let pullState = state.string(PullPromotionScene.pullState) ?? "", hint = state.string(PullPromotionScene.hint) ?? ""
                if hint.isEmpty {
                    XCTAssertEqual(pullState, "stopped", "\(language): only the resting list hides the hint")
                    XCTAssertEqual(state.offsetY, PullPromotionSceneTests.top, language)
                } else {
                    XCTAssertEqual(hint, hints[pullState], "\(language) \(pullState)")
                    seen.insert(pullState)
                }
            }
            XCTAssertEqual(seen, Set(hints.keys), language)
        }
    }

    func testThresholdsAndDurationAreOptions() throws {
        var replay = SceneReplay()
        replay.drag(from: 250, to: 250 + travel(50), speed: 400)
        replay.wait(1.5)
        let defaults = try run(replay)
        XCTAssertEqual(defaults.last?.number(PullPromotionScene.refreshCount), 0, "50 pt is short of the default 70")
        let lower = try run(replay, ["refreshThreshold=40", "promotionThreshold=60", "refreshDuration=1"])
        XCTAssertEqual(lower.last?.number(PullPromotionScene.refreshCount), 1)
        XCTAssertEqual(lower.last?.number(PullPromotionScene.rowCount), 103, "a 1 s load has ended")
        XCTAssertEqual(lower.last?.string(PullPromotionScene.pullState), "stopped")
        let opens = try run(replay, ["refreshThreshold=20", "promotionThreshold=40"])
        XCTAssertEqual(opens.last?.string(PullPromotionScene.pullState), "promotionShowing")
        XCTAssertThrowsError(try run(replay, ["refreshThreshold=120", "promotionThreshold=100"])) { error in
            XCTAssertTrue("\(error)".contains("promotionThreshold"), "\(error)")
        }
    }
}
