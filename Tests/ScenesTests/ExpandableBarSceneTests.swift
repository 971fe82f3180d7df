import Foundation
import LabBasics
@testable import Scenes
import XCTest
import TestKit

/// Gestures replayed through the `expandable-bar` scene, checked on its state lines.
final class ExpandableBarSceneTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    private func run(_ replay: SceneReplay, _ assignments: [String] = []) throws -> [ParsedState] {
        try replay.run(scene: ExpandableBarScene.self, assignments: assignments, assets: assets)
    }

    func testStartsNormalWithTheSceneKeys() throws {
        var replay = SceneReplay()
        replay.wait(0.1)
        let first = try XCTUnwrap(try run(replay).first)
        XCTAssertEqual(first.offsetY, -128)
        XCTAssertEqual(first.number(CommonStateKeys.insetTop), 128)
        XCTAssertEqual(first.number(ExpandableBarScene.barHeight), 128)
        XCTAssertEqual(first.number(ExpandableBarScene.barProgress), 1)
        XCTAssertEqual(first.boolean(ExpandableBarScene.barExpandable), false)
        XCTAssertEqual(first.number(ExpandableBarScene.tabKey), 0)
        XCTAssertEqual(Array(first.keys.suffix(4)), ["barHeight", "barProgress", "barExpandable", "tab"])
    }

    func testPullFromTheTopExpandsThenScrollingCollapses() throws {
        var replay = SceneReplay()
        replay.drag(from: 200, to: 560, speed: 400)
        replay.wait(1)
        let expandedAt = replay.time
        replay.drag(from: 700, to: 200, speed: 500)
        replay.wait(1.5)
        let states = try run(replay)
        XCTAssertLessThanOrEqual(states.compactMap { $0.number(ExpandableBarScene.barHeight) }.max() ?? 0, 284)
        let expanded = try XCTUnwrap(states.last { ($0.time ?? 0) <= expandedAt })
        XCTAssertEqual(expanded.number(ExpandableBarScene.barProgress), 2)
        XCTAssertEqual(expanded.number(CommonStateKeys.insetTop), 284)
        XCTAssertEqual(expanded.boolean(ExpandableBarScene.barExpandable), true)
        let last = try XCTUnwrap(states.last)
        XCTAssertEqual(last.number(ExpandableBarScene.barProgress), 0)
        XCTAssertEqual(last.boolean(ExpandableBarScene.barExpandable), false)
        XCTAssertEqual(last.number(CommonStateKeys.insetTop), 128)
    }

    func testAtRestTheProgressIsAlwaysExactlyAState() throws {
        for (travel, snap) in [(30.0, "projected"), (50.0, "projected"), (30.0, "nearest"), (50.0, "nearest")] {
            var replay = SceneReplay()
            replay.drag(from: 500, to: 500 - travel, speed: 300)
            replay.wait(1)
            replay.drag(from: 300, to: 300 + travel, speed: 2000, hold: 0)
            replay.wait(2)
            let last = try XCTUnwrap(try run(replay, ["snap=\(snap)"]).last)
            XCTAssertEqual(last.string(CommonStateKeys.phase), "idle")
            let progress = try XCTUnwrap(last.number(ExpandableBarScene.barProgress))
            XCTAssertTrue([0, 1, 2].contains(progress), "progress \(progress) after \(travel) pt, \(snap)")
        }
    }

    func testSwitchingTabsKeepsTheBarStill() throws {
        var replay = SceneReplay()
        replay.drag(from: 600, to: 400, speed: 500)
        replay.wait(1)
        let before = replay.time
        replay.key("tab")
        replay.wait(0.5)
        replay.tap(x: 137, y: 47 + 30)         // the pill is all that shows when compact: it expands
        replay.wait(1)
        let states = try run(replay)
        let atSwitch = try XCTUnwrap(states.last { ($0.time ?? 0) <= before })
        let afterSwitch = try XCTUnwrap(states.first { $0.number(ExpandableBarScene.tabKey) == 1 })
        XCTAssertEqual(atSwitch.number(ExpandableBarScene.barHeight), 64)
        XCTAssertEqual(afterSwitch.number(ExpandableBarScene.barHeight), atSwitch.number(ExpandableBarScene.barHeight), "the bar does not jump")
        XCTAssertEqual(afterSwitch.offsetY, -64, "the new list sits right under the bar")
        let last = try XCTUnwrap(states.last)
        XCTAssertEqual(last.number(ExpandableBarScene.tabKey), 1)
        XCTAssertEqual(last.number(ExpandableBarScene.barProgress), 2, "tapping the search pill expands the bar")
    }

    func testAResizeKeepsTheBarConsistent() throws {
        var replay = SceneReplay()
        replay.drag(from: 600, to: 400, speed: 500)
        replay.wait(1)
        replay.add(.resize(.init(width: 430, height: 932)))
        replay.wait(0.5)
        let states = try run(replay, ["rows=1"])
        let last = try XCTUnwrap(states.last)
        XCTAssertEqual(last.number(CommonStateKeys.viewportHeight), 932)
        XCTAssertEqual(last.number(ExpandableBarScene.barProgress), 0)
        // One 372 pt row: the bottom inset fills what short content lacks to collapse the bar.
        XCTAssertEqual(last.number(CommonStateKeys.insetBottom), 932 - 47 - 64 - 372)
    }

    /// Found by the soak: a key scroll that ended between states while the pointer was held elsewhere
    /// (on the status bar) never settled.
    func testAKeyScrollEndingBetweenStatesSettlesEvenWithThePointerHeldElsewhere() throws {
        var replay = SceneReplay()
        replay.key("down")                                  // 40 pt: the bar stops at 88, between states
        replay.wait(0.1)
        replay.add(.down(.init(x: 195, y: 20)))              // held on the status bar while the animation ends
        replay.wait(0.5)
        replay.add(.up(.init(x: 195, y: 20)))
        replay.wait(1)
        let last = try XCTUnwrap(try run(replay).last)
        let progress = try XCTUnwrap(last.number(ExpandableBarScene.barProgress))
        XCTAssertTrue([0, 1, 2].contains(progress), "rests at \(progress)")
    }

    func testHeightsMustGrow() {
        for small in ["compactHeight=20", "compactHeight=40", "normalHeight=60", "expandedHeight=200"] {
            XCTAssertThrowsError(try run(SceneReplay(), [small]), "heights too small to lay out are refused: \(small)") { error in
                XCTAssertEqual((error as? AppError)?.exitCode, 2)
            }
        }
        XCTAssertThrowsError(try run(SceneReplay(), ["compactHeight=200"])) { error in
            XCTAssertEqual((error as? AppError)?.exitCode, 2)
        }
    }

    /// The compact bar's transparent parts let touches through to the list; the pill keeps them.
    /// The compact bar is solid, as Airbnb's compact header is: a drag beside the pill is a drag on
    /// the bar, which does not scroll the list under it; the pill still takes a tap.
    func testTheCompactBarIsSolidAroundThePill() throws {
        var replay = SceneReplay()
        replay.drag(from: 700, to: 300, speed: 3000, hold: 0)    // into the list: the bar goes compact
        replay.wait(3)
        let before = replay.time
        replay.drag(x: 4, from: 90, to: 200, speed: 300, hold: 0.1)   // beside the pill: on the bar
        replay.wait(1)
        let afterDrag = replay.time
        replay.tap(x: 195, y: 80)                                     // on the pill: expand
        replay.wait(1)
        let states = try run(replay)
        XCTAssertEqual(states.at(before)?.number(ExpandableBarScene.barProgress), 0)
        let moved = (states.at(before)?.offsetY ?? 0) - (states.at(afterDrag)?.offsetY ?? 0)
        XCTAssertEqual(moved, 0, "the drag did not scroll the list")
        XCTAssertEqual(states.last?.number(ExpandableBarScene.barProgress), 2, "the pill took the tap")
    }

    /// Scrolled to compact: the default bar shows the search pill alone; the `seed` preset (AirBar's
    /// demo) the tab row alone, and a click on "Experiences" there switches the list.
    func testWhatTheCompactBarKeeps() throws {
        let seed = try SceneCatalog.preset(named: "seed", of: ExpandableBarScene.self).assignments
        for (assignments, keepsTabs) in [([String](), false), (seed, true)] {
            var replay = SceneReplay()
            replay.drag(from: 600, to: 400, speed: 500)
            replay.wait(1)
            var session: SceneSession?
            let states = try replay.run(scene: ExpandableBarScene.self, assignments: assignments, assets: assets) { session = $0 }
            let scene = try XCTUnwrap(session?.scene as? ExpandableBarScene)
            XCTAssertEqual(states.last?.number(ExpandableBarScene.barProgress), 0, "\(assignments)")
            XCTAssertEqual(scene.bar.pill.isHidden, keepsTabs, "\(assignments)")
            XCTAssertEqual(scene.bar.tabs[1].isHidden, !keepsTabs, "\(assignments)")
        }
        var replay = SceneReplay()
        replay.drag(from: 600, to: 400, speed: 500)
        replay.wait(1)
        // Compact at 64 pt under the 47 pt status bar: the row's "Experiences" at y 47 + 8 + 22.
        replay.tap(x: 195 + 56, y: 47 + 8 + 22)
        replay.wait(0.5)
        let states = try run(replay, seed)
        XCTAssertEqual(states.last?.number(ExpandableBarScene.tabKey), 1)
        XCTAssertEqual(states.last?.number(ExpandableBarScene.barProgress), 0)
    }
}
