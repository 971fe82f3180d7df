import Foundation
import ScrollPhysics
@testable import Scenes
import XCTest
import TestKit

/// Delayed highlights and the status bar tap, through the scenes' state lines.
final class IOSFeelSceneTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    private func highlighted(_ states: [ParsedState]) -> [Double] {
        states.filter { $0.number(ListScene.highlightedRow) != nil }.compactMap { $0.time }
    }

    func testAHeldPressHighlightsAfter150msWithoutADrag() throws {
        var replay = SceneReplay()
        replay.add(.down(.init(x: 195, y: 400)))
        replay.wait(0.4)
        replay.add(.up(.init(x: 195, y: 400)))
        replay.wait(0.3)
        let states = try replay.run(scene: ListScene.self, assets: assets)
        let lit = highlighted(states)
        XCTAssertEqual(lit.first ?? -1, 0.15, accuracy: 1.0 / 60 + 1e-9, "not before 150 ms")
        XCTAssertEqual(states.at(0.3)?.number(ListScene.highlightedRow), states.at(0.2)?.number(ListScene.highlightedRow))
        XCTAssertNotNil(states.at(0.3)?.number(ListScene.highlightedRow))
    }

    func testADragThatStartsWithin150msNeverHighlights() throws {
        var replay = SceneReplay()
        replay.drag(from: 600, to: 300, speed: 800, hold: 0.3)
        replay.wait(1)
        XCTAssertEqual(highlighted(try replay.run(scene: ListScene.self, assets: assets)), [])
    }

    func testATapFlashesItsRowAtOnce() throws {
        var replay = SceneReplay()
        replay.tap(y: 400)
        let upAt = replay.time
        replay.wait(0.5)
        let states = try replay.run(scene: ListScene.self, assets: assets)
        let lit = highlighted(states)
        XCTAssertFalse(lit.isEmpty, "a tap shows its row")
        XCTAssertTrue(lit.allSatisfy { $0 >= upAt - 1e-9 && $0 < upAt + 0.1 + 1e-9 }, "\(lit): only for a short moment after the tap")
    }

    /// A tap on the status bar scrolls the main scroll view to its top; the components follow.
    func testATapOnTheStatusBarScrollsEverySceneToItsTop() throws {
        let cases: [(line: UInt, scene: any Scene.Type, key: StateKey, expected: Double)] = [
            (#line, ListScene.self, CommonStateKeys.offsetY, -91),
            (#line, ExpandableBarScene.self, ExpandableBarScene.barProgress, 1),
            (#line, HoverBannerScene.self, HoverBannerScene.bannerPercent, 1),
            (#line, PullPromotionScene.self, CommonStateKeys.offsetY, -135),
        ]
        for c in cases {
            var replay = SceneReplay()
            replay.drag(from: 700, to: 300, speed: 3000, hold: 0)
            replay.wait(3)
            let before = replay.time
            replay.tap(y: 20)
            replay.wait(PacedSpringSimulation.scrollToTopDuration + 0.2)
            let states = try replay.run(scene: c.scene, assets: assets)
            XCTAssertGreaterThan(states.at(before)?.offsetY ?? 0, 300, "scrolled first", line: c.line)
            XCTAssertEqual(states.last?.number(c.key), c.expected, line: c.line)
            XCTAssertEqual(states.last?.string(CommonStateKeys.phase), "idle", line: c.line)
        }
    }
}
