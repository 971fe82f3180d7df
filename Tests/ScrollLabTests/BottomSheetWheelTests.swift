import Foundation
import XCTest
@testable import ScrollLab

/// Wheel notches and keys move the sheet without a drag; it must still come to rest on a detent
/// (found by the soak: notches left it between detents).
final class BottomSheetWheelTests: XCTestCase {
    func testNotchesOnTheSheetEndOnADetent() throws {
        let assets = try AssetStore()
        for direction in [1.0, -1.0] {
            for count in 1...3 {
                var replay = SceneReplay()
                for _ in 0..<count {
                    replay.add(.wheel(.init(x: 195, y: 600), delta: .init(x: 0, y: direction), precise: false))
                    replay.wait(0.08)
                }
                replay.wait(2)
                let last = try XCTUnwrap(try replay.run(scene: BottomSheetScene.self, assets: assets).last)
                XCTAssertEqual(last.string("phase"), "idle")
                XCTAssertNotNil(last.string("sheetDetent"), "\(count) notch(es) \(direction > 0 ? "down" : "up") left the sheet at \(last.number("sheetTop") ?? 0)")
            }
        }
    }
}
