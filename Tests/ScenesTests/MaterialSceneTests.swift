import Graphics
@testable import Scenes
import XCTest
import TestKit

/// The bars blur what scrolls under them (iOS's system materials): what shows through is soft, never a
/// crisp row, thumbnail or pin (they stayed crisp and readable behind the translucent bars).
final class MaterialSceneTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    /// The largest change of the green channel between neighbouring pixels in a region (a crisp edge
    /// changes by a hundred or more; content under σ = 45 px of blur by a few).
    private func sharpest(_ frame: SceneFrame, x: ClosedRange<Double>, y: ClosedRange<Double>) -> Int {
        var largest = 0
        let step = 1 / frame.scale
        for row in stride(from: y.lowerBound, to: y.upperBound, by: step) {
            for column in stride(from: x.lowerBound, to: x.upperBound, by: step) {
                let here = frame.color(x: column, y: row).g
                largest = max(largest, abs(frame.color(x: column + step, y: row).g - here),
                              abs(frame.color(x: column, y: row + step).g - here))
            }
        }
        return largest
    }

    /// Rows scrolled under the list's navigation bar show through its chrome material blurred: left
    /// of the title, where thumbnails pass, nothing is sharp; below the bar the rows are crisp.
    func testTheNavigationBarBlursTheRowsUnderIt() throws {
        var replay = SceneReplay()
        replay.drag(from: 700, to: 420, speed: 400)
        replay.wait(1)
        let frame = try SceneFrame(ListScene.self, replay, scale: 2, assets: assets)
        let scene = try XCTUnwrap(frame.session.scene as? ListScene)
        XCTAssertGreaterThan(scene.list.contentOffset.y, 100, "rows under the bar")
        XCTAssertEqual(scene.navigationBar.backgroundProgress, 1)
        XCTAssertLessThan(sharpest(frame, x: 4...40, y: 50...86), 12, "blurred under the bar")
        XCTAssertGreaterThan(sharpest(frame, x: 4...70, y: 100...300), 100, "crisp below it")
    }

    /// Pins and streets under the map's status bar show through its material blurred.
    func testTheMapsStatusBarBlursTheMap() throws {
        var replay = SceneReplay()
        replay.wait(0.1)
        let frame = try SceneFrame(BottomSheetScene.self, replay, scale: 2, assets: assets)
        XCTAssertLessThan(sharpest(frame, x: 78...112, y: 2...45), 12, "between the clock and the notch")
        XCTAssertGreaterThan(sharpest(frame, x: 0...390, y: 60...300), 60, "the map below it is crisp")
    }

    /// Compact, the expandable bar is opaque white, status bar included (Airbnb's compact header):
    /// the cards scrolled under it do not tint it.
    func testTheCompactBarIsOpaqueWhite() throws {
        var replay = SceneReplay()
        replay.drag(from: 700, to: 300, speed: 3000, hold: 0)
        replay.wait(3)
        let frame = try SceneFrame(ExpandableBarScene.self, replay, scale: 2, assets: assets)
        for (x, y) in [(4.0, 60.0), (4.0, 100.0), (388.0, 70.0), (100.0, 30.0)] {
            let color = frame.color(x: x, y: y)
            XCTAssertEqual([color.r, color.g, color.b], [255, 255, 255], "at \(x), \(y)")
        }
    }
}
