import Foundation
@testable import Scenes
import XCTest
import TestKit

/// Found by the soak: extreme resizes with the list scrolled at full left the sheet between detents,
/// outside the list's range.
final class BottomSheetResizeTests: XCTestCase {
    func testExtremeResizesLeaveTheSheetOnADetentInsideItsRange() throws {
        let assets = try TestAssets()
        var replay = SceneReplay()
        replay.drag(from: 430, to: 300, speed: 2000, hold: 0)        // fling to full
        replay.wait(1.5)
        replay.drag(from: 700, to: 300, speed: 800)                  // scroll the list at full
        replay.wait(1.5)
        replay.add(.resize(.init(width: 1, height: 4096)))
        replay.wait(0.1)
        replay.add(.resize(.init(width: 959, height: 727)))
        replay.wait(3)
        let last = try XCTUnwrap(try replay.run(scene: BottomSheetScene.self, assets: assets).last)
        XCTAssertEqual(last.string(CommonStateKeys.phase), "idle")
        XCTAssertNotNil(last.string(BottomSheetScene.sheetDetent))
        let offset = try XCTUnwrap(last.offsetY), inset = try XCTUnwrap(last.number(CommonStateKeys.insetTop))
        XCTAssertGreaterThanOrEqual(offset, -inset - 0.5, "inside the range")
    }

    func testAResizeThatLeavesNothingToScrollKeepsTheSheetAtFull() throws {
        let assets = try TestAssets()
        var replay = SceneReplay()
        replay.drag(from: 430, to: 300, speed: 2000, hold: 0)
        replay.wait(1.5)
        replay.drag(from: 700, to: 500, speed: 800)                  // the list scrolled a little at full
        replay.wait(1.5)
        replay.add(.resize(.init(width: 4096, height: 4096)))        // now it all fits
        replay.wait(1)
        let last = try XCTUnwrap(try replay.run(scene: BottomSheetScene.self, assets: assets).last)
        XCTAssertEqual(last.string(BottomSheetScene.sheetDetent), "full")
    }
}
