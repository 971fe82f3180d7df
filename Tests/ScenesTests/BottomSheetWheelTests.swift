import Foundation
@testable import Scenes
import XCTest
import TestKit

/// Wheel notches, keys and a press that catches the sheet coasting move it without a release to
/// snap; it must still come to rest on a detent (found by the soak, which left it between detents).
final class BottomSheetWheelTests: XCTestCase {
    func testNotchesOnTheSheetEndOnADetent() throws {
        let assets = try TestAssets()
        for direction in [1.0, -1.0] {
            for count in 1...3 {
                var replay = SceneReplay()
                for _ in 0..<count {
                    replay.add(.wheel(.init(x: 195, y: 600), delta: .init(x: 0, y: direction), precise: false))
                    replay.wait(0.08)
                }
                replay.wait(2)
                let last = try XCTUnwrap(try replay.run(scene: BottomSheetScene.self, assets: assets).last)
                XCTAssertEqual(last.string(CommonStateKeys.phase), "idle")
                XCTAssertNotNil(last.string(BottomSheetScene.sheetDetent),
                                "\(count) notch(es) \(direction > 0 ? "down" : "up") left the sheet at \(last.number(BottomSheetScene.sheetTop) ?? 0)")
            }
        }
    }

    func testAPressThatCatchesTheSheetMidwayLetsItSettleOnADetent() throws {
        let assets = try TestAssets()
        var replay = SceneReplay()
        for _ in 0..<5 {
            replay.add(.wheel(.init(x: 195, y: 600), delta: .init(x: 0, y: -12), precise: true))
            replay.wait(0.01)
        }
        replay.wait(0.12)                                   // the touchpad gesture ends: the sheet springs to a detent
        replay.tap(x: 300, y: 700)                         // caught on the way
        replay.wait(2)
        let states = try replay.run(scene: BottomSheetScene.self, assets: assets)
        XCTAssertTrue(states.contains { $0.string(CommonStateKeys.phase) == "tracking" }, "the press caught the sheet")
        let last = try XCTUnwrap(states.last)
        XCTAssertNotNil(last.string(BottomSheetScene.sheetDetent), "left at \(last.number(BottomSheetScene.sheetTop) ?? 0)")
    }
}

extension BottomSheetWheelTests {
    /// Tapping the search field at the top of the sheet raises it to full, as in Maps; tapping a row
    /// does not.
    func testTappingTheSearchFieldRaisesTheSheet() throws {
        let assets = try TestAssets()
        var replay = SceneReplay()
        replay.wait(0.1)
        replay.tap(x: 150, y: 400 + 28)                      // the search field, just under the grabber
        replay.wait(1.5)
        let last = try XCTUnwrap(try replay.run(scene: BottomSheetScene.self, assets: assets).last)
        XCTAssertEqual(last.string(BottomSheetScene.sheetDetent), "full")
        XCTAssertEqual(last.string(BottomSheetScene.lastHitKey), "sheet")
    }
}
