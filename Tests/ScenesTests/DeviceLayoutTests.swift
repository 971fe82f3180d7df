import Devices
import Graphics
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// Every scene lays out to its device's safe area, on every device of the catalog: rows rest above
/// the home indicator, bars hang under the status bar, the sheet's collapsed detent and the
/// promotion keep clear of the indicator and the sensor housing; the device's chrome is drawn.
final class DeviceLayoutTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    private func last(_ scene: any Scene.Type, _ replay: SceneReplay, device: DeviceProfile) throws -> SceneSession {
        var session: SceneSession?
        _ = try replay.run(scene: scene, device: device, assets: assets) { session = $0 }
        return try XCTUnwrap(session)
    }

    /// The bottom of a view in the viewport.
    private func bottom(of view: View) -> Double { view.convert(Point(x: 0, y: view.bounds.maxY), to: nil).y }

    func testTheLastRowRestsAboveTheHomeIndicator() throws {
        var replay = SceneReplay()
        replay.key("end")
        replay.wait(2)
        for device in DeviceCatalog.all {
            for scene in [ListScene.self, HoverBannerScene.self, PullPromotionScene.self, ExpandableBarScene.self] as [any Scene.Type] {
                let session = try last(scene, replay, device: device)
                let list = try XCTUnwrap(session.scene.mainScrollView as? ListView)
                let lastRow = try XCTUnwrap(list.visibleRows.last, "\(scene.name) on \(device.identifier)")
                XCTAssertEqual(list.contentOffset.y, list.maximumContentOffset.y, accuracy: 0.5, "\(scene.name) at its end")
                XCTAssertLessThanOrEqual(bottom(of: lastRow), device.size.height - device.safeAreaInsets.bottom + 0.5,
                                         "\(scene.name) on \(device.identifier)")
            }
        }
    }

    func testBarsHangUnderTheSafeAreasTop() throws {
        var replay = SceneReplay()
        replay.wait(0.1)
        for device in DeviceCatalog.all {
            let top = device.safeAreaInsets.top
            let list = try XCTUnwrap(try last(ListScene.self, replay, device: device).scene as? ListScene)
            XCTAssertEqual(list.list.contentInset.top, top + 44, device.identifier)
            XCTAssertEqual(list.navigationBar.titleLabel.frame.midY, top + 22, device.identifier)
            let bar = try XCTUnwrap(try last(ExpandableBarScene.self, replay, device: device).scene as? ExpandableBarScene)
            XCTAssertEqual(bar.bar.frame.minY, top, device.identifier)
            let banner = try last(HoverBannerScene.self, replay, device: device)
            XCTAssertEqual(banner.settings[HoverBannerScene.hoverHeight], top + 44, "a navigation bar: \(device.identifier)")
            let sheet = try XCTUnwrap(try last(BottomSheetScene.self, replay, device: device).scene as? BottomSheetScene)
            XCTAssertEqual(sheet.controller.geometry.fullTop, top + BottomSheetScene.fullGap, device.identifier)
        }
    }

    /// Collapsed, the sheet shows its whole header above the safe area's bottom (the home indicator).
    func testTheCollapsedSheetClearsTheHomeIndicator() throws {
        var replay = SceneReplay()
        replay.key("down")
        replay.wait(1.5)
        for device in DeviceCatalog.all {
            let session = try last(BottomSheetScene.self, replay, device: device)
            let scene = try XCTUnwrap(session.scene as? BottomSheetScene)
            let geometry = scene.controller.geometry
            XCTAssertEqual(scene.controller.sheetTop, geometry.collapsedTop, accuracy: 0.5, device.identifier)
            XCTAssertLessThanOrEqual(geometry.collapsedTop + geometry.headerHeight, device.size.height - device.safeAreaInsets.bottom,
                                     device.identifier)
        }
    }

    /// Open, the promotion's content, lanterns and hint stay clear of the sensor housing and the home
    /// indicator.
    func testTheOpenPromotionKeepsClearOfTheHousingAndTheIndicator() throws {
        var replay = SceneReplay()
        replay.drag(from: 250, to: 620, speed: 500)
        replay.wait(1.5)
        for device in DeviceCatalog.all {
            let session = try last(PullPromotionScene.self, replay, device: device)
            let backdrop = try XCTUnwrap((session.scene as? PullPromotionScene)?.backdrop)
            let layout = try XCTUnwrap(backdrop.layout)
            let pill = try XCTUnwrap(backdrop.hintPillFrame)
            let housing = device.sensorHousing.frame(screenWidth: device.size.width)
            for frame in layout.contentFrames + [pill] {
                if let housing { XCTAssertFalse(frame.intersects(housing), "\(device.identifier): \(frame)") }
            }
            // A lantern hangs on a string from the top edge, beside the housing, its body under the safe area's top.
            for lantern in layout.lanterns where !lantern.isEmpty {
                if let housing { XCTAssertFalse((housing.minX...housing.maxX).contains(lantern.midX), "\(device.identifier): \(lantern)") }
                XCTAssertGreaterThanOrEqual(lantern.minY + LanternView.drop(scale: layout.lanternScale, safeAreaTop: device.safeAreaInsets.top)
                                            + LanternView.stringLength * layout.lanternScale, device.safeAreaInsets.top, device.identifier)
            }
            for frame in layout.contentFrames { XCTAssertGreaterThanOrEqual(frame.minY, device.safeAreaInsets.top, device.identifier) }
            if let indicator = device.homeIndicator?.frame(in: device.size) {
                XCTAssertLessThan(pill.maxY, indicator.minY, "the hint above the home indicator: \(device.identifier)")
            }
        }
    }

    /// The device's chrome over every scene: the housing black, the indicator drawn, the corners black.
    func testTheDevicesChromeIsDrawn() throws {
        var replay = SceneReplay()
        replay.wait(0.1)
        for device in DeviceCatalog.all {
            for scene in SceneCatalog.all {
                let frame = try SceneFrame(scene, replay, device: device, assets: assets)
                let name = "\(scene.name) on \(device.identifier)"
                let black = { (c: (r: Int, g: Int, b: Int)) in c.r == 0 && c.g == 0 && c.b == 0 }
                if let housing = device.sensorHousing.frame(screenWidth: device.size.width) {
                    XCTAssertTrue(black(frame.color(x: housing.midX, y: housing.midY)), name)
                }
                if let indicator = device.homeIndicator?.frame(in: device.size) {
                    let c = frame.color(x: indicator.midX, y: indicator.midY)
                    XCTAssertTrue(black(c) || (c.r == 255 && c.g == 255 && c.b == 255), "\(name): \(c)")
                }
                if device.screenCornerRadius > 0 {
                    XCTAssertTrue(black(frame.color(x: 0, y: 0)), name)
                    XCTAssertTrue(black(frame.color(x: device.size.width - 1, y: device.size.height - 1)), name)
                } else {
                    XCTAssertFalse(black(frame.color(x: device.size.width - 1, y: device.size.height - 1)), name)
                }
            }
        }
    }
}
