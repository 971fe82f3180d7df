import Foundation
@testable import Scenes
import XCTest
import TestKit

/// FloatingPanel's `allowsRubberBanding` (false in its default behaviour, set by the `floatingpanel`
/// preset): a fling past collapsed or full stops at the detent; the default sheet (Apple Maps)
/// rubber-bands past collapsed and springs back. Viewport 390 × 844: the preset's detents are 65
/// (full), 428.5 (half) and 741 (collapsed); the default's 57, 400 and 742.
final class SheetRubberBandingTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    private var floatingPanel: [String] {
        get throws { try SceneCatalog.preset(named: "floatingpanel", of: BottomSheetScene.self).assignments }
    }

    private func sheetTops(_ states: [ParsedState]) -> [Double] {
        states.compactMap { $0.number(BottomSheetScene.sheetTop) }
    }

    /// From half, a finger flung down 400 pt at 2,500 pt/s carries the sheet 100 pt past collapsed.
    private var flingPastCollapsed: SceneReplay {
        var replay = SceneReplay()
        replay.wait(0.1)
        replay.drag(from: 440, to: 840, speed: 2500, hold: 0)
        replay.wait(2)
        return replay
    }

    func testAFlingPastCollapsedStopsThereWithoutRubberBanding() throws {
        let cases: [(line: UInt, assignments: [String], collapsedTop: Double, passes: Bool)] = [
            (#line, try floatingPanel, 741, false),
            (#line, try floatingPanel + ["rubberBanding=true"], 741, true),
            (#line, [], 742, true),
            (#line, ["rubberBanding=false"], 742, false),
        ]
        for c in cases {
            let states = try flingPastCollapsed.run(scene: BottomSheetScene.self, assignments: c.assignments, fps: 120, assets: assets)
            let lowest = try XCTUnwrap(sheetTops(states).max())
            XCTAssertEqual(states.last?.string(BottomSheetScene.sheetDetent), "collapsed", line: c.line)
            XCTAssertEqual(states.last?.number(BottomSheetScene.sheetTop) ?? 0, c.collapsedTop, accuracy: 0.5, line: c.line)
            if c.passes {
                XCTAssertGreaterThan(lowest, c.collapsedTop + 10, "rubber-bands \(lowest - c.collapsedTop) pt past", line: c.line)
            } else {
                XCTAssertLessThanOrEqual(lowest, c.collapsedTop + 0.5, "passes collapsed by \(lowest - c.collapsedTop) pt", line: c.line)
                // Held at collapsed from the moment it got there: no spring after the release, no oscillation.
                let reached = try XCTUnwrap(states.firstIndex { abs(($0.number(BottomSheetScene.sheetTop) ?? 0) - c.collapsedTop) < 0.5 })
                for state in states[reached...] {
                    XCTAssertEqual(state.number(BottomSheetScene.sheetTop) ?? 0, c.collapsedTop, accuracy: 0.5, line: c.line)
                }
            }
        }
    }

    /// From half, a finger flung up 420 pt at 2,500 pt/s: the sheet stops at full and the list takes the
    /// rest of the motion; the sheet's top never rises above full, with or without the preset.
    func testAFlingPastFullStopsAtFull() throws {
        for (assignments, fullTop) in [(try floatingPanel, 65.0), ([], 57.0)] {
            var replay = SceneReplay()
            replay.wait(0.1)
            replay.drag(from: 460, to: 40, speed: 2500, hold: 0)
            replay.wait(3)
            let states = try replay.run(scene: BottomSheetScene.self, assignments: assignments, fps: 120, assets: assets)
            let highest = try XCTUnwrap(sheetTops(states).min())
            XCTAssertGreaterThanOrEqual(highest, fullTop - 0.5, "\(assignments)")
            XCTAssertEqual(states.last?.string(BottomSheetScene.sheetDetent), "full", "\(assignments)")
        }
    }

    /// Without rubber banding the list scrolled at full still bounces at the end of its content.
    func testTheListAtFullStillBouncesAtItsEnd() throws {
        var replay = SceneReplay()
        replay.key("up")
        replay.wait(1)
        for _ in 0..<6 {
            replay.drag(from: 780, to: 180, speed: 3000, hold: 0)
            replay.wait(0.6)
        }
        replay.drag(from: 780, to: 380, speed: 800, hold: 0.1, lift: false)
        var session: SceneSession?
        let states = try replay.run(scene: BottomSheetScene.self, assignments: try floatingPanel, assets: assets) { session = $0 }
        let scene = try XCTUnwrap(session?.scene as? BottomSheetScene)
        let maximum = scene.list.maximumContentOffset.y
        XCTAssertGreaterThan(maximum, 100)
        XCTAssertGreaterThan(states.last?.offsetY ?? 0, maximum + 20, "held past the end of the list, rubber-banded")
    }
}
