import Foundation
import Devices
import Graphics
import LabBasics
@testable import Scenes
import XCTest
import TestKit

/// Gestures replayed through the `bottom-sheet` scene, checked on its state lines. Viewport 390 × 844:
/// the sheet's top rests at 57 (full), 400 (half) or 742 (collapsed).
final class BottomSheetSceneTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    private func run(_ replay: SceneReplay, _ assignments: [String] = []) throws -> [ParsedState] {
        try replay.run(scene: BottomSheetScene.self, assignments: assignments, assets: assets)
    }

    /// The last state at or before `time`.
    private func state(at time: Double, in states: [ParsedState]) throws -> ParsedState {
        try XCTUnwrap(states.last { ($0.time ?? 0) <= time + 1e-9 })
    }

    private func assertRests(_ state: ParsedState?, at detent: String, top: Double, line: UInt = #line) {
        XCTAssertEqual(state?.string(CommonStateKeys.phase), "idle", line: line)
        XCTAssertEqual(state?.string(BottomSheetScene.sheetDetent), detent, line: line)
        XCTAssertEqual(state?.number(BottomSheetScene.sheetTop) ?? 0, top, accuracy: 0.5, line: line)
    }

    func testStartsAtHalfWithTheSceneKeys() throws {
        var replay = SceneReplay()
        replay.wait(0.1)
        let first = try XCTUnwrap(try run(replay).first)
        assertRests(first, at: "half", top: 400)
        XCTAssertEqual(first.offsetY, -343)
        XCTAssertEqual(first.number(CommonStateKeys.insetTop), 685)
        XCTAssertTrue(first.text.contains(#""lastHit": null"#))
        XCTAssertTrue(first.text.contains(#""selectedPin": null"#))
        XCTAssertEqual(Array(first.keys.suffix(8)),
                       ["sheetTop", "sheetDetent", "lastHit", "mapX", "mapY", "selectedPin", "selectedPinX", "selectedPinY"])
        XCTAssertTrue(first.text.contains(#""selectedPinY": null"#))
    }

    func testFlingsRestAtFullAndAtCollapsed() throws {
        var replay = SceneReplay()
        replay.drag(from: 600, to: 480, speed: 1700, hold: 0)
        replay.wait(1.5)
        let upAt = replay.time
        replay.drag(from: 300, to: 420, speed: 1700, hold: 0)     // from full: one detent down
        replay.wait(1.5)
        let downAt = replay.time
        replay.drag(from: 500, to: 620, speed: 1700, hold: 0)     // from half: collapsed
        replay.wait(1.5)
        let states = try run(replay)
        assertRests(try state(at: upAt - 0.05, in: states), at: "full", top: 57)
        assertRests(try state(at: downAt, in: states), at: "half", top: 400)
        assertRests(states.last, at: "collapsed", top: 742)
        XCTAssertEqual(states.last?.string(BottomSheetScene.lastHitKey), "sheet")
        XCTAssertLessThanOrEqual(states.compactMap { $0.number(BottomSheetScene.sheetTop) }.max() ?? 0, 742 + 0.5,
                                 "no overshoot below collapsed")
    }

    func testSlowDragsRestAtTheNearestDetent() throws {
        let cases: [(line: UInt, from: Double, to: Double, detent: String, top: Double)] = [
            (#line, 500, 300, "full", 57),          // sheet top 200: nearer full
            (#line, 500, 420, "half", 400),         // 320: back to half
            (#line, 500, 700, "collapsed", 742),    // 600: nearer collapsed
            (#line, 500, 620, "half", 400),         // 520: back to half
        ]
        for c in cases {
            var replay = SceneReplay()
            replay.drag(from: c.from, to: c.to, speed: 400, hold: 0.1)
            replay.wait(1.5)
            assertRests(try run(replay).last, at: c.detent, top: c.top, line: c.line)
        }
    }

    func testADragAboveTheSheetPansTheMapAndLeavesTheSheetStill() throws {
        var replay = SceneReplay()
        replay.wait(0.1)
        replay.add(.down(Point(x: 120, y: 180)))
        for step in 1...30 {
            replay.wait(0.008)
            replay.add(.move(Point(x: 120 + 4 * Double(step), y: 180 + 3 * Double(step))))
        }
        replay.add(.up(Point(x: 240, y: 270)))
        replay.wait(2)
        let states = try run(replay)
        let first = try XCTUnwrap(states.first), last = try XCTUnwrap(states.last)
        XCTAssertEqual(last.string(BottomSheetScene.lastHitKey), "map")
        XCTAssertLessThan(last.number(BottomSheetScene.mapX) ?? 0, (first.number(BottomSheetScene.mapX) ?? 0) - 100,
                          "the map follows the finger and coasts")
        XCTAssertLessThan(last.number(BottomSheetScene.mapY) ?? 0, (first.number(BottomSheetScene.mapY) ?? 0) - 80)
        XCTAssertEqual(Set(states.compactMap { $0.number(BottomSheetScene.sheetTop) }), [400], "the sheet never moves")
        XCTAssertEqual(Set(states.compactMap { $0.string(CommonStateKeys.phase) }), ["idle"], "the sheet's list never scrolls")
    }

    func testTappingARowReachesTheSheetSelectsThePinAndCentresTheMap() throws {
        var replay = SceneReplay()
        replay.tap(y: 540)                       // the first row: content 44…108 below the 68 pt header at 400
        replay.wait(1.5)
        let states = try run(replay)
        let last = try XCTUnwrap(states.last)
        XCTAssertEqual(last.string(BottomSheetScene.lastHitKey), "sheet")
        XCTAssertEqual(last.number(BottomSheetScene.selectedPinKey), 0)
        assertRests(last, at: "half", top: 400)
        // Bluebird Coffee at (345, 655) centred between the status bar (47) and the sheet (400).
        XCTAssertEqual(last.number(BottomSheetScene.mapX) ?? 0, 150, accuracy: 0.5)
        XCTAssertEqual(last.number(BottomSheetScene.mapY) ?? 0, 655 - 223.5, accuracy: 0.5)
    }

    /// A pin tap keeps the pin in view: the sheet goes to half (never over the pin), the place is the
    /// first row, and a pin the half sheet would cover comes up above it.
    func testTappingAPinKeepsItInViewWithItsPlaceFirst() throws {
        var replay = SceneReplay()
        replay.tap(x: 60, y: 293.5)              // Crumb & Co. at (565, 790): in view above the half sheet
        replay.wait(1)
        let nearAt = replay.time - 0.1
        replay.key("down")                        // collapsed: Copper Kettle Café at (720, 1185) shows at y 688.5…
        replay.wait(1)
        replay.tap(x: 215, y: 688.5)              // …where the half sheet would cover it
        replay.wait(1.5)
        let states = try run(replay)
        let near = try state(at: nearAt, in: states)
        XCTAssertEqual(near.string(BottomSheetScene.lastHitKey), "map")
        XCTAssertEqual(near.number(BottomSheetScene.selectedPinKey), 1)
        assertRests(near, at: "half", top: 400)
        XCTAssertEqual(near.number(BottomSheetScene.selectedPinY) ?? 0, 293.5, accuracy: 0.5, "in view: the map does not move")
        let last = try XCTUnwrap(states.last)
        XCTAssertEqual(last.number(BottomSheetScene.selectedPinKey), 10)
        assertRests(last, at: "half", top: 400)
        let pinY = try XCTUnwrap(last.number(BottomSheetScene.selectedPinY))
        XCTAssertTrue((DeviceCatalog.standard.safeAreaInsets.top...400 - MapPinView.balloonDiameter).contains(pinY), "the pin shows above the sheet: \(pinY)")
        XCTAssertEqual(last.offsetY, -343, "the list at its top: the picked place is its first row")
    }

    /// A tap on empty map clears the selection.
    func testTappingEmptyMapDeselects() throws {
        var replay = SceneReplay()
        replay.tap(x: 60, y: 293.5)
        replay.wait(0.5)
        replay.tap(x: 300, y: 120)
        replay.wait(0.5)
        let states = try run(replay)
        XCTAssertEqual(states.at(0.5)?.number(BottomSheetScene.selectedPinKey), 1)
        XCTAssertTrue(states.last?.text.contains(#""selectedPin": null"#) == true)
        XCTAssertTrue(states.last?.text.contains(#""selectedPinX": null"#) == true)
    }

    /// At full, a drag on the dimmed strip above the sheet never pans the hidden map; lastHit changes
    /// only on a pointer down.
    func testAtFullTheDimmedStripTakesNoDrags() throws {
        var replay = SceneReplay()
        replay.key("up")
        replay.wait(1)
        replay.drag(x: 100, from: 52, to: 56, speed: 20, hold: 0)
        replay.drag(x: 300, from: 52, to: 56, speed: 20, hold: 0)
        replay.wait(0.5)
        let states = try run(replay)
        XCTAssertEqual(states.first?.number(BottomSheetScene.mapX), states.last?.number(BottomSheetScene.mapX))
        XCTAssertEqual(states.first?.number(BottomSheetScene.mapY), states.last?.number(BottomSheetScene.mapY))
        XCTAssertTrue(states.last?.text.contains(#""lastHit": null"#) == true)
    }

    func testAtFullTheListScrollsAndAPullAtItsTopMovesTheSheet() throws {
        var replay = SceneReplay()
        replay.drag(from: 600, to: 480, speed: 1700, hold: 0)
        replay.wait(1.5)
        replay.drag(from: 700, to: 400, speed: 500, hold: 0.1)       // the list scrolls under a still sheet
        replay.wait(0.5)
        let scrolledAt = replay.time
        replay.drag(from: 300, to: 700, speed: 500, hold: 0.1)       // 300 back to its top, then 100 of sheet
        let pulledAt = replay.time - 0.01
        replay.wait(1.5)
        let states = try run(replay)
        let scrolled = try state(at: scrolledAt, in: states)
        // The drags lose their touch slop (10 pt, crossed by a 4 pt step) before the content follows.
        let scroll = try XCTUnwrap(scrolled.offsetY)
        XCTAssertEqual(scroll, 300 - 12, accuracy: 1)
        assertRests(scrolled, at: "full", top: 57)
        let pulled = try state(at: pulledAt, in: states)
        XCTAssertEqual(pulled.boolean(CommonStateKeys.pointerDown), true)
        XCTAssertEqual(pulled.offsetY ?? 0, -(400 - 12 - scroll), accuracy: 1)
        XCTAssertEqual(pulled.number(BottomSheetScene.sheetTop) ?? 0, 57 + 400 - 12 - scroll, accuracy: 1,
                       "one gesture scrolls the list to its top, then moves the sheet down")
        assertRests(states.last, at: "full", top: 57)
    }

    func testAFlingThatReachesFullCarriesOnIntoTheList() throws {
        var replay = SceneReplay()
        replay.drag(from: 700, to: 500, speed: 5000, hold: 0)
        replay.wait(2)
        let last = try XCTUnwrap(try run(replay).last)
        assertRests(last, at: "full", top: 57)
        XCTAssertGreaterThan(last.offsetY ?? 0, 50, "the list scrolled on")
    }

    func testAShortListStillSnapsToFull() throws {
        var replay = SceneReplay()
        replay.drag(from: 600, to: 480, speed: 1700, hold: 0)
        replay.wait(1.5)
        let fling = replay.time
        replay.drag(from: 700, to: 500, speed: 5000, hold: 0)
        replay.wait(1.5)
        let states = try run(replay, ["rows=10"])
        let first = try XCTUnwrap(states.first)
        XCTAssertGreaterThanOrEqual(first.number(CommonStateKeys.contentHeight) ?? 0, 719, "content at least as tall as the list")
        let atFull = try state(at: fling, in: states)
        assertRests(atFull, at: "full", top: 57)
        XCTAssertEqual(atFull.offsetY ?? 0, 0, accuracy: 0.5)
        assertRests(states.last, at: "full", top: 57)
    }

    func testAResizeKeepsTheDetentsSensible() throws {
        var replay = SceneReplay()
        replay.wait(0.1)
        replay.add(.resize(Size(width: 430, height: 932)))
        replay.wait(0.2)
        let tallAt = replay.time
        replay.add(.resize(Size(width: 390, height: 500)))
        replay.wait(0.2)
        let states = try run(replay)
        assertRests(try state(at: tallAt - 0.05, in: states), at: "half", top: 400)
        let last = try XCTUnwrap(states.last)
        XCTAssertEqual(last.number(CommonStateKeys.viewportHeight), 500)
        XCTAssertEqual(last.number(BottomSheetScene.sheetTop) ?? 0, 398, accuracy: 0.5, "half clamped above the collapsed sheet")
    }

    func testDetentOptions() throws {
        var replay = SceneReplay()
        replay.wait(0.1)
        let first = try XCTUnwrap(try run(replay, ["half=300", "full=80"]).first)
        assertRests(first, at: "half", top: 300)
        XCTAssertEqual(first.offsetY, -220)
        XCTAssertThrowsError(try run(replay, ["half=abc"])) { error in
            XCTAssertEqual((error as? AppError)?.exitCode, 2)
        }
    }

    func testArrowKeysMoveTheSheetADetent() throws {
        var replay = SceneReplay()
        replay.key("up")
        replay.wait(1)
        let upAt = replay.time
        replay.key("down")
        replay.wait(0.2)
        replay.key("down")                       // while still moving: from the detent it heads for
        replay.wait(1.2)
        let states = try run(replay)
        assertRests(try state(at: upAt - 0.05, in: states), at: "full", top: 57)
        assertRests(states.last, at: "collapsed", top: 742)
    }
}
