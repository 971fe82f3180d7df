import Components
import Foundation
import Graphics
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// Input the seeds never met (keys, notches, taps and tab switches while something moves, resizes
/// mid-spring), replayed through the scenes: every one ends idle on a legal rest of the component,
/// and nothing takes the content from a finger.
final class ScrollLifecycleSceneTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    /// The states, and whether the main scroll view ended idle on a legal rest of its behaviour.
    private func run(_ scene: any Scene.Type, _ replay: SceneReplay, _ assignments: [String] = [])
        throws -> (states: [ParsedState], restsLegally: Bool) {
        var legal = false
        let states = try replay.run(scene: scene, assignments: assignments, assets: assets) { session in
            let view = session.scene.mainScrollView
            legal = view.phase == .idle && (view.behavior?.isLegalRest(view.contentOffset, in: view.metrics) ?? true)
        }
        return (states, legal)
    }

    private func barProgress(_ state: ParsedState?) -> Double { state?.number(ExpandableBarScene.barProgress) ?? -1 }

    private func isOnState(_ progress: Double, _ states: [Double] = [0, 1, 2]) -> Bool {
        states.contains { abs($0 - progress) < 0.001 }
    }

    // MARK: expandable-bar

    /// A tab switch (click or Tab) during a settle, fling, drag, key or wheel animation: the new
    /// list's bar ends on a state.
    func testATabSwitchDuringAnyMotionLeavesTheNewListOnAState() throws {
        let interruptions: [(String, (inout SceneReplay) -> Void)] = [
            ("a settle, then a click on the tab", { r in r.drag(from: 400, to: 445, speed: 70, hold: 0.1); r.wait(0.06); r.tap(x: 251, y: 128) }),
            ("a settle, then Tab", { r in r.drag(from: 400, to: 445, speed: 70, hold: 0.1); r.wait(0.06); r.key("tab") }),
            ("a fling, then Tab", { r in r.drag(from: 400, to: 470, speed: 1500, hold: 0); r.wait(0.05); r.key("tab") }),
            ("Tab during a drag", { r in r.drag(from: 400, to: 460, speed: 100, hold: 0, lift: false); r.key("tab"); r.drag(from: 460, to: 480, speed: 100) }),
            ("a key animation, then Tab", { r in r.key("up"); r.wait(0.1); r.key("tab") }),
            ("a notch, then Tab", { r in r.notch(-1); r.wait(0.08); r.key("tab") }),
        ]
        for (name, interrupt) in interruptions {
            var replay = SceneReplay()
            replay.drag(from: 700, to: 400, speed: 3000, hold: 0)   // a fling into the list
            replay.wait(3.2)
            interrupt(&replay)
            replay.wait(4)
            let (states, legal) = try run(ExpandableBarScene.self, replay)
            XCTAssertTrue(legal, name)
            XCTAssertTrue(isOnState(barProgress(states.last)), "\(name): the bar rests at \(barProgress(states.last))")
        }
    }

    /// A small pull at the top springs back; a notch up afterwards is no pan from the top.
    func testASmallPullThenANotchUpKeepsTheBarNormal() throws {
        var replay = SceneReplay()
        replay.drag(from: 300, to: 340, speed: 80, hold: 0.1)
        replay.wait(1.3)
        let notchAt = replay.time
        replay.notch(-1)
        replay.wait(1)
        let (states, legal) = try run(ExpandableBarScene.self, replay)
        let afterNotch = states.filter { ($0.time ?? 0) >= notchAt }
        XCTAssertLessThanOrEqual(afterNotch.compactMap { $0.number(ExpandableBarScene.barHeight) }.max() ?? 0, 128.5)
        XCTAssertEqual(barProgress(states.last), 1)
        XCTAssertTrue(legal)
    }

    /// Expanded and collapsed again mid-list, a notch up never reaches the expanded state.
    func testExpandingAndCollapsingMidListThenANotchNeverExpandsMidList() throws {
        var replay = SceneReplay()
        replay.drag(from: 700, to: 400, speed: 3000, hold: 0)
        replay.wait(3)
        replay.key("return")
        replay.wait(0.6)
        replay.key("escape")
        replay.wait(0.6)
        let collapsedAt = replay.time
        replay.notch(-1)
        replay.wait(0.4)
        replay.notch(-1)
        replay.wait(1)
        let (states, legal) = try run(ExpandableBarScene.self, replay)
        XCTAssertEqual(barProgress(states.at(collapsedAt - 0.7)), 2, "Return expands mid-list")
        let after = states.filter { ($0.time ?? 0) >= collapsedAt }
        XCTAssertLessThanOrEqual(after.compactMap { $0.number(ExpandableBarScene.barHeight) }.max() ?? 0, 128.5)
        XCTAssertTrue(after.allSatisfy { $0.boolean(ExpandableBarScene.barExpandable) == false })
        XCTAssertTrue(legal)
    }

    /// Return pressed while a finger drags: nothing jumps, the finger keeps the content, and the bar
    /// expands at the release.
    func testReturnDuringADragNeitherJumpsNorTakesTheContent() throws {
        var replay = SceneReplay()
        replay.time = 0.1
        replay.drag(from: 600, to: 300, speed: 200, hold: 0, lift: false)   // 1.5 s
        let keyAt = 0.8
        replay.events.insert(Input(time: keyAt, kind: .key("return")),
                             at: replay.events.firstIndex { $0.time > keyAt } ?? replay.events.count)
        replay.add(.up(Point(x: 195, y: 300)))
        replay.wait(2)
        let (states, legal) = try run(ExpandableBarScene.self, replay)
        XCTAssertLessThanOrEqual(states.largestJump(CommonStateKeys.offsetY), 60)
        XCTAssertLessThanOrEqual(states.largestJump(ExpandableBarScene.barHeight), 60)
        let held = states.filter { $0.boolean(CommonStateKeys.pointerDown) == true && ($0.time ?? 0) > 0.2 }
        XCTAssertFalse(held.isEmpty)
        XCTAssertTrue(held.allSatisfy { $0.string(CommonStateKeys.phase) == "dragging" }, "the finger keeps the content")
        XCTAssertEqual(barProgress(states.last), 2, "the expand waited for the release")
        XCTAssertTrue(legal)
    }

    /// Expanded at the top, the down arrow goes to the next state down and stays there.
    func testTheDownArrowFromExpandedGoesToTheNextStateAndStays() throws {
        var replay = SceneReplay()
        replay.wait(0.1)
        replay.key("return")
        replay.wait(0.9)
        replay.key("down")
        replay.wait(1.5)
        let secondAt = replay.time
        replay.key("down")
        replay.wait(1.5)
        let (states, legal) = try run(ExpandableBarScene.self, replay)
        XCTAssertEqual(barProgress(states.at(0.95)), 2)
        XCTAssertEqual(barProgress(states.at(secondAt - 0.05)), 1, "normal, not back to expanded")
        XCTAssertTrue(isOnState(barProgress(states.last), [0, 1]))
        XCTAssertTrue(legal)
    }

    /// With bars taller than a key's step, the wheel and the arrows still scroll away from the top.
    func testTallBarsLetTheWheelAndArrowsScrollAwayFromTheTop() throws {
        for input in ["down", "notch"] {
            var replay = SceneReplay()
            replay.wait(0.1)
            if input == "down" { replay.key("down") } else { replay.notch(1) }
            replay.wait(1)
            let (states, legal) = try run(ExpandableBarScene.self, replay, ["normalHeight=400", "expandedHeight=600"])
            XCTAssertGreaterThan(states.last?.offsetY ?? -400, -390, input)
            XCTAssertTrue(isOnState(barProgress(states.last)), input)
            XCTAssertTrue(legal, input)
        }
    }

    /// At rest, content whose top is in view sits exactly under the bar: never a gap between them.
    func testAtRestTheContentsTopIsNeverBelowTheBar() throws {
        let gestures: [(String, (inout SceneReplay) -> Void)] = [
            ("a small pull", { $0.drag(from: 300, to: 340, speed: 80, hold: 0.1) }),
            ("a pull to expanded", { $0.drag(from: 300, to: 560, speed: 400, hold: 0.1) }),
            ("a short drag up", { $0.drag(from: 600, to: 560, speed: 100, hold: 0.1) }),
            ("Return then the down arrow", { r in r.key("return"); r.wait(0.6); r.key("down") }),
            ("a notch down then up", { r in r.notch(1); r.wait(0.5); r.notch(-1) }),
            ("a fling down and the status bar", { r in r.drag(from: 700, to: 300, speed: 3000, hold: 0); r.wait(2); r.tap(y: 20) }),
        ]
        for (name, gesture) in gestures {
            var replay = SceneReplay()
            replay.wait(0.1)
            gesture(&replay)
            replay.wait(3)
            let (states, legal) = try run(ExpandableBarScene.self, replay)
            let last = try XCTUnwrap(states.last)
            let offset = try XCTUnwrap(last.offsetY), bar = try XCTUnwrap(last.number(ExpandableBarScene.barHeight))
            XCTAssertTrue(legal, name)
            XCTAssertLessThanOrEqual(-offset, bar + RestingPoints.tolerance, "\(name): the content's top at \(-offset), the bar \(bar)")
        }
    }

    // MARK: pull-promotion

    /// Pulls the feed past the promotion threshold and lets go at 0.7 s: the promotion opens.
    private func openPromotion(_ replay: inout SceneReplay) {
        replay.drag(from: 200, to: 490, speed: 420, hold: 0)
    }

    func testAPromotionCaughtWhileOpeningAndPulledDownFinishesOpening() throws {
        var replay = SceneReplay()
        openPromotion(&replay)
        replay.wait(0.12)
        replay.drag(from: 500, to: 540, speed: 80, hold: 0)
        replay.wait(2)
        let (states, legal) = try run(PullPromotionScene.self, replay)
        XCTAssertEqual(states.last?.string(PullPromotionScene.pullState), "promotionShowing")
        XCTAssertEqual(states.last?.offsetY, -979)
        XCTAssertTrue(legal)
    }

    func testAPromotionCaughtWhileClosingFinishesClosing() throws {
        for push in [-50.0, 50] {
            var replay = SceneReplay()
            openPromotion(&replay)
            replay.wait(1)
            replay.key("escape")
            let ticksAt = replay.time
            replay.wait(0.15)
            replay.drag(from: 500, to: 500 + push, speed: 125, hold: 0)
            replay.wait(3)
            let (states, legal) = try run(PullPromotionScene.self, replay)
            XCTAssertEqual(states.last?.string(PullPromotionScene.pullState), "stopped", "pushed \(push)")
            XCTAssertEqual(states.last?.number(PullPromotionScene.promotionCount), 1, "no second opening")
            XCTAssertEqual(states.last?.number(PullPromotionScene.crossingCount), states.at(ticksAt)?.number(PullPromotionScene.crossingCount),
                           "no ticks")
            XCTAssertTrue(legal)
        }
    }

    /// Keys and notches never scroll the feed under the open promotion: toward the top they do
    /// nothing, toward the content they close it like a drag up.
    func testKeysAndNotchesNeverScrollTheFeedUnderThePromotion() throws {
        let cases: [(line: UInt, input: (inout SceneReplay) -> Void, closes: Bool)] = [
            (#line, { $0.key("end") }, true), (#line, { $0.key("pagedown") }, true), (#line, { $0.key("space") }, true),
            (#line, { $0.notch(1) }, true), (#line, { $0.key("up") }, false), (#line, { $0.key("home") }, false),
            (#line, { $0.notch(-1) }, false),
        ]
        for c in cases {
            var replay = SceneReplay()
            openPromotion(&replay)
            replay.wait(1)
            c.input(&replay)
            replay.wait(2)
            let (states, legal) = try run(PullPromotionScene.self, replay)
            let showing = states.filter { $0.string(PullPromotionScene.pullState) == "promotionShowing" && ($0.time ?? 0) > 1.2 }
            XCTAssertTrue(showing.allSatisfy { $0.offsetY == -979 }, "the feed never scrolls under it", line: c.line)
            XCTAssertEqual(states.last?.string(PullPromotionScene.pullState), c.closes ? "stopped" : "promotionShowing", line: c.line)
            XCTAssertTrue(legal, line: c.line)
        }
    }

    // MARK: hover-banner

    /// With snap=true, a tap, notch, key or touchpad gesture during or after a snap ends at an end.
    func testTheSnappingBannerEndsAtAnEndWhateverInterruptsIt() throws {
        let interruptions: [(String, (inout SceneReplay) -> Void)] = [
            ("tap", { $0.tap(y: 500) }), ("notch down", { $0.notch(1) }), ("notch up", { $0.notch(-1) }),
            ("arrow down", { $0.key("down") }), ("arrow up", { $0.key("up") }),
            ("touchpad", { $0.touchpad(dy: 6, count: 4) }),
        ]
        for (name, interrupt) in interruptions {
            for delay in [0.05, 1.0] {
                var replay = SceneReplay()
                replay.drag(from: 600, to: 440, speed: 150, hold: 0.1)
                replay.wait(delay)
                interrupt(&replay)
                replay.wait(4)   // a touchpad flick may coast into the list for a while
                let (states, legal) = try run(HoverBannerScene.self, replay, ["snap=true"])
                let percent = states.last?.number(HoverBannerScene.bannerPercent) ?? -1
                XCTAssertTrue(isOnState(percent, [0, 1]), "\(name) after \(delay) s: percent \(percent)")
                XCTAssertTrue(legal, name)
            }
        }
    }

    // MARK: bottom-sheet

    private var sheetLayout: BottomSheetGeometry { BottomSheetGeometry(configuration: .init(), viewportHeight: 844) }

    /// At full, Page Down and Space page the list by 0.9 of its visible height; Page Up comes back.
    func testPageKeysAtFullPageTheList() throws {
        for key in ["pagedown", "space"] {
            var replay = SceneReplay()
            replay.key("up")
            replay.wait(1.1)
            replay.key(key)
            replay.wait(1.1)
            let (states, legal) = try run(BottomSheetScene.self, replay)
            let page = (sheetLayout.listHeight - BottomSheetConfiguration.safeAreaBottomDefault) * DiscreteScroll.pageFraction
            XCTAssertEqual(states.at(1.05)?.string(BottomSheetScene.sheetDetent), "full")
            let moved = (states.last?.offsetY ?? 0) - (states.at(1.05)?.offsetY ?? 0)
            XCTAssertEqual(moved, page, accuracy: 0.5, key)
            XCTAssertTrue(legal)
        }
    }

    /// Below full, a notch or a page key moves the sheet one detent its way, and it stays there.
    func testANotchOrPageKeyMovesTheSheetOneDetent() throws {
        let cases: [(line: UInt, input: (inout SceneReplay) -> Void, detent: String)] = [
            (#line, { $0.notch(1) }, "full"), (#line, { $0.notch(-1) }, "collapsed"),
            (#line, { $0.key("pagedown") }, "full"), (#line, { $0.key("pageup") }, "collapsed"),
            (#line, { $0.key("up") }, "full"), (#line, { $0.key("down") }, "collapsed"), (#line, { $0.key("space") }, "full"),
        ]
        for c in cases {
            var replay = SceneReplay()
            replay.wait(0.1)
            c.input(&replay)
            replay.wait(2.5)
            let (states, legal) = try run(BottomSheetScene.self, replay)
            XCTAssertEqual(states.last?.string(BottomSheetScene.sheetDetent), c.detent, line: c.line)
            XCTAssertTrue(legal, line: c.line)
        }
    }

    /// A resize while the sheet springs to a detent never shows it at its target at once.
    func testAResizeDuringASpringNeverFlashesTheSheetToItsTarget() throws {
        var replay = SceneReplay()
        replay.wait(0.1)
        replay.key("up")
        replay.wait(0.08)
        replay.resize(width: 430, height: 932)
        replay.wait(2)
        let (states, legal) = try run(BottomSheetScene.self, replay)
        let around = states.filter { (0.1...0.5).contains($0.time ?? 0) }
        XCTAssertLessThanOrEqual(around.largestJump(BottomSheetScene.sheetTop), 60, "no jump to the target")
        XCTAssertEqual(states.last?.string(BottomSheetScene.sheetDetent), "full")
        XCTAssertTrue(legal)
    }
}
