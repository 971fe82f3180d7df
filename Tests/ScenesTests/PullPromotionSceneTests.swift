import Foundation
import Graphics
import LabBasics
@testable import Scenes
import XCTest
import TestKit

/// Gestures replayed through the `pull-promotion` scene (390 x 844, the feed under a 135 pt bar),
/// checked on its state lines.
final class PullPromotionSceneTests: XCTestCase {
    /// The resting top: minus the blue bar with the status bar.
    static let top = -135.0
    /// Where the first shop of the first page sits on screen at rest: the bar, then the categories.
    static let firstShopY = 135.0 + FeedHeaderView.height
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    private func run(_ replay: SceneReplay, _ assignments: [String] = []) throws -> [ParsedState] {
        try replay.run(scene: PullPromotionScene.self, assignments: assignments, assets: assets)
    }

    /// The finger travel that rubber-bands to a displayed pull of `pull` (PHYSICS.md §3, d = 844),
    /// plus the 10 pt touch slop.
    static func travel(forPull pull: Double) -> Double {
        pull * 844 / (0.55 * (844 - pull)) + 10
    }

    private func state(at time: Double, in states: [ParsedState], line: UInt = #line) throws -> ParsedState {
        try XCTUnwrap(states.last { ($0.time ?? 0) <= time + 1e-9 }, line: line)
    }

    private func pull(_ state: ParsedState) -> Double { -(state.offsetY ?? 0) + Self.top }

    func testStartsAtRestWithTheSceneKeys() throws {
        var replay = SceneReplay()
        replay.wait(0.1)
        let first = try XCTUnwrap(try run(replay).first)
        XCTAssertEqual(first.string(CommonStateKeys.scene), "pull-promotion")
        XCTAssertEqual(first.offsetY, Self.top)
        XCTAssertEqual(first.number(CommonStateKeys.insetTop), 135)
        XCTAssertEqual(first.string(PullPromotionScene.pullState), "stopped")
        XCTAssertEqual(first.string(PullPromotionScene.hint), "")
        XCTAssertEqual(first.number(PullPromotionScene.refreshCount), 0)
        XCTAssertEqual(first.number(PullPromotionScene.promotionCount), 0)
        XCTAssertEqual(first.number(PullPromotionScene.rowCount), 100)
        XCTAssertEqual(Array(first.keys.suffix(6)),
                       ["pullState", "hint", "refreshCount", "promotionCount", "crossingCount", "rowCount"])
    }

    func testAPullToEightyFiveRefreshesOnceRestsSeventyDownAndNewShopsDoNotMoveTheList() throws {
        var replay = SceneReplay()
        replay.drag(from: 250, to: 250 + Self.travel(forPull: 85), speed: 400)
        let released = replay.time
        replay.wait(3.5)
        let states = try run(replay)
        let atRelease = try state(at: released - 0.02, in: states)
        XCTAssertEqual(pull(atRelease), 85, accuracy: 6)
        XCTAssertEqual(atRelease.string(PullPromotionScene.pullState), "refreshTriggered")
        XCTAssertEqual(atRelease.string(PullPromotionScene.hint), "释放可刷新")

        let refreshing = try state(at: released + 0.5, in: states)
        XCTAssertEqual(refreshing.string(PullPromotionScene.pullState), "refreshing")
        XCTAssertEqual(refreshing.string(PullPromotionScene.hint), "正在刷新")
        XCTAssertEqual(refreshing.offsetY, -205)
        XCTAssertEqual(refreshing.number(CommonStateKeys.insetTop), 205)
        XCTAssertEqual(refreshing.number(PullPromotionScene.refreshCount), 1)
        XCTAssertEqual(refreshing.number(PullPromotionScene.rowCount), 100)
        // Still refreshing just before the 2 s load ends.
        XCTAssertEqual(try state(at: released + 1.95, in: states).string(PullPromotionScene.pullState), "refreshing")

        let last = try XCTUnwrap(states.last)
        XCTAssertEqual(last.string(PullPromotionScene.pullState), "stopped")
        XCTAssertEqual(last.number(CommonStateKeys.insetTop), 135)
        XCTAssertEqual(last.number(PullPromotionScene.refreshCount), 1)
        XCTAssertEqual(last.number(PullPromotionScene.promotionCount), 0)
        XCTAssertEqual(last.number(PullPromotionScene.rowCount), 103)
        XCTAssertEqual(last.number(CommonStateKeys.contentHeight), FeedHeaderView.height + 103 * ShopRowView.height)
        XCTAssertEqual(last.string(CommonStateKeys.phase), "idle")

        // The list goes back to its resting top and the new shops appear at the head of the shop list,
        // under the category grid: the offset never jumps (at most what the 0.2 s return moves a frame).
        XCTAssertEqual(last.offsetY, Self.top)
        XCTAssertLessThan(states.largestJump(CommonStateKeys.offsetY), 12)
    }

    /// Short lists: the new shops appear, nothing jumps past the end of the content.
    func testARefreshOfAShortListNeverJumps() throws {
        for rows in [0, 1] {
            var replay = SceneReplay()
            replay.drag(from: 250, to: 250 + Self.travel(forPull: 85), speed: 400)
            replay.wait(3.5)
            let states = try run(replay, ["rows=\(rows)"])
            XCTAssertEqual(states.last?.number(PullPromotionScene.rowCount), Double(rows + 3), "rows=\(rows)")
            XCTAssertEqual(states.last?.offsetY, Self.top, "rows=\(rows)")
            XCTAssertLessThan(states.largestJump(CommonStateKeys.offsetY), 12, "rows=\(rows)")
        }
    }

    /// Scrolled into the feed while it refreshes, the rows in view stay where they are: the new shops
    /// go in above the view and the offset grows by their height.
    func testAListScrolledIntoTheFeedKeepsItsRowsInPlace() throws {
        var replay = SceneReplay()
        replay.drag(from: 250, to: 250 + Self.travel(forPull: 85), speed: 400)
        replay.wait(0.6)
        replay.drag(from: 700, to: 200, speed: 500, hold: 0.1)
        let scrolled = replay.time + 0.2
        replay.wait(3)
        let states = try run(replay)
        let before = try state(at: scrolled, in: states)
        XCTAssertGreaterThan(before.offsetY ?? 0, 200)
        XCTAssertEqual(states.last?.number(PullPromotionScene.rowCount), 103)
        XCTAssertEqual((states.last?.offsetY ?? 0) - (before.offsetY ?? 0), 3 * ShopRowView.height,
                       accuracy: 1e-6)
    }

    /// A finger holding the list when the refresh ends: the shops are added after the release.
    func testTheNewShopsWaitForTheFingerToLift() throws {
        var replay = SceneReplay()
        replay.drag(from: 250, to: 250 + Self.travel(forPull: 85), speed: 400)
        replay.wait(1.0)
        replay.add(.down(.init(x: 195, y: 600)))
        replay.wait(2.5)
        let liftAt = replay.time
        replay.add(.up(.init(x: 195, y: 600)))
        replay.wait(1)
        let states = try run(replay)
        XCTAssertEqual(try state(at: liftAt - 0.02, in: states).number(PullPromotionScene.rowCount), 100, "not while held")
        XCTAssertEqual(states.last?.number(PullPromotionScene.rowCount), 103)
        XCTAssertLessThan(states.largestJump(CommonStateKeys.offsetY), 12)
    }

    func testAPullPastAHundredOpensThePromotionFullScreenAndEscapeClosesIt() throws {
        var replay = SceneReplay()
        replay.key("escape")                       // nothing to close: nothing happens
        replay.drag(from: 200, to: 200 + Self.travel(forPull: 140), speed: 400)
        let released = replay.time
        replay.wait(1)
        let opened = replay.time
        replay.key("escape")
        replay.wait(0.6)
        let states = try run(replay)
        XCTAssertEqual(try state(at: released - 0.02, in: states).string(PullPromotionScene.pullState), "promotionTriggered")
        XCTAssertEqual(try state(at: released - 0.02, in: states).string(PullPromotionScene.hint), "双11会场")
        let open = try state(at: opened, in: states)
        XCTAssertEqual(open.string(PullPromotionScene.pullState), "promotionShowing")
        XCTAssertEqual(open.offsetY, -979)
        XCTAssertEqual(open.number(CommonStateKeys.insetTop), 979, "the page a whole screen down, its bars included")
        XCTAssertEqual(open.offsetY, -(open.number(CommonStateKeys.viewportHeight) ?? 0) - 135)
        XCTAssertEqual(open.string(PullPromotionScene.hint), "")
        XCTAssertEqual(open.number(PullPromotionScene.promotionCount), 1)
        XCTAssertEqual(open.number(PullPromotionScene.refreshCount), 0)
        let last = try XCTUnwrap(states.last)
        XCTAssertEqual(last.string(PullPromotionScene.pullState), "stopped")
        XCTAssertEqual(last.offsetY, Self.top)
        XCTAssertEqual(last.number(CommonStateKeys.insetTop), 135)
        XCTAssertEqual(last.number(PullPromotionScene.promotionCount), 1)
        XCTAssertEqual(last.string(CommonStateKeys.phase), "idle")
        // It animates back rather than cutting.
        let midway = try state(at: opened + 0.15, in: states)
        XCTAssertLessThan(midway.offsetY ?? 0, Self.top - 50)
        XCTAssertGreaterThan(midway.offsetY ?? 0, -979 + 50)
    }

    func testTheCloseButtonAndADragUpCloseThePromotion() throws {
        for way in ["button", "drag"] {
            var replay = SceneReplay()
            replay.drag(from: 200, to: 200 + Self.travel(forPull: 140), speed: 400)
            replay.wait(1)
            if way == "button" {
                replay.tap(x: 390 - 16 - 16, y: 47 + 6 + 16)
            } else {
                replay.drag(from: 600, to: 450, speed: 500)
            }
            replay.wait(1)
            let last = try XCTUnwrap(try run(replay).last)
            XCTAssertEqual(last.string(PullPromotionScene.pullState), "stopped", way)
            XCTAssertEqual(last.offsetY, Self.top, way)
            XCTAssertEqual(last.number(CommonStateKeys.insetTop), 135, way)
        }
        // A short drag up leaves it open, back at full screen.
        var replay = SceneReplay()
        replay.drag(from: 200, to: 200 + Self.travel(forPull: 140), speed: 400)
        replay.wait(1)
        replay.drag(from: 600, to: 560, speed: 300)
        replay.wait(1)
        let last = try XCTUnwrap(try run(replay).last)
        XCTAssertEqual(last.string(PullPromotionScene.pullState), "promotionShowing")
        XCTAssertEqual(last.offsetY ?? 0, -979, accuracy: 0.5)
    }

    /// Thresholds a finger cannot reach are refused, naming the largest usable pull.
    func testUnreachableThresholdsAreRefused() throws {
        let largest = PullPromotionScene.largestPull(viewportHeight: 844)
        XCTAssertEqual(largest, 297.2, accuracy: 0.1)
        for assignments in [["promotionThreshold=400"], ["refreshThreshold=300", "promotionThreshold=320"]] {
            XCTAssertThrowsError(try run(SceneReplay(), assignments)) { error in
                XCTAssertEqual((error as? AppError)?.exitCode, 2)
                XCTAssertTrue((error as? AppError)?.message.contains("at most 297 pt") == true, "\(error)")
            }
        }
        XCTAssertNoThrow(try run(SceneReplay(), ["promotionThreshold=290"]))
    }
}
