import Components
import Foundation
import Graphics
@testable import Scenes
import XCTest
import TestKit

/// The sheet and banner at the edges of their layouts: a fling to the list's top at full, a window
/// that shrinks and grows again, a short list under the banner.
final class SheetAndBannerRestTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    /// At full, a fast downward fling in the list stops it at its top and leaves the card still.
    func testAFastDownwardFlingAtFullStopsTheListAtItsTop() throws {
        var replay = SceneReplay()
        replay.key("up")
        replay.wait(1)
        replay.drag(from: 700, to: 300, speed: 1500, hold: 0.1)     // scroll the list at full
        replay.wait(1.5)
        let flingAt = replay.time
        replay.drag(from: 300, to: 500, speed: 4000, hold: 0)       // flick it back down
        replay.wait(2)
        let states = try replay.run(scene: BottomSheetScene.self, assets: assets)
        let fullTop = states.at(flingAt)?.number(BottomSheetScene.sheetTop) ?? 0
        XCTAssertGreaterThan(states.at(flingAt)?.offsetY ?? 0, 100, "scrolled first")
        let after = states.filter { ($0.time ?? 0) > flingAt + 0.06 }
        XCTAssertTrue(after.allSatisfy { $0.number(BottomSheetScene.sheetTop) == fullTop }, "the card stays still")
        XCTAssertEqual(states.last?.offsetY, 0)
        XCTAssertEqual(states.last?.string(BottomSheetScene.sheetDetent), "full")
    }

    /// A collapsed sheet comes back collapsed after a temporary small window (where its detents coincide).
    func testACollapsedSheetComesBackCollapsedAfterASmallWindow() throws {
        var replay = SceneReplay()
        replay.key("down")
        replay.wait(1)
        replay.resize(width: 390, height: 120)
        replay.wait(0.5)
        replay.resize(width: 390, height: 844)
        replay.wait(1)
        let states = try replay.run(scene: BottomSheetScene.self, assets: assets)
        XCTAssertEqual(states.at(0.9)?.string(BottomSheetScene.sheetDetent), "collapsed")
        XCTAssertEqual(states.last?.string(BottomSheetScene.sheetDetent), "collapsed")
    }

    /// A short list still lets the banner reach its hover height, and snap there.
    func testAShortListReachesTheHoverHeight() throws {
        for rows in [0, 1, 5, 12] {
            var replay = SceneReplay()
            replay.drag(from: 700, to: 200, speed: 400, hold: 0.1)
            replay.wait(2)
            let states = try replay.run(scene: HoverBannerScene.self, assignments: ["rows=\(rows)", "snap=true"], assets: assets)
            XCTAssertEqual(states.last?.number(HoverBannerScene.bannerPercent), 0, "rows=\(rows)")
            XCTAssertEqual(states.last?.number(HoverBannerScene.collapsedCount), 1, "rows=\(rows)")
        }
    }

    /// The option checks are made on the phone the scenes are made for: a small window still opens
    /// with the defaults (its layout clamps the detents; it just reaches less pull).
    func testSmallWindowsOpenWithTheDefaults() throws {
        var replay = SceneReplay()
        replay.wait(0.5)
        for viewport in [Size(width: 390, height: 300), Size(width: 320, height: 150), Size(width: 1, height: 1)] {
            XCTAssertNoThrow(try replay.run(scene: BottomSheetScene.self, viewport: viewport, assets: assets), "\(viewport)")
            XCTAssertNoThrow(try replay.run(scene: PullPromotionScene.self, viewport: viewport, assets: assets), "\(viewport)")
        }
    }
}
