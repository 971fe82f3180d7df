import Devices
import Graphics
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// How the scenes use a wide screen (the 12.9-inch iPad), as the apps do there.
final class WideLayoutTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    private func sheet(_ replay: SceneReplay, device: DeviceProfile) throws -> BottomSheetScene {
        var session: SceneSession?
        _ = try replay.run(scene: BottomSheetScene.self, device: device, assets: assets) { session = $0 }
        return try XCTUnwrap(session?.scene as? BottomSheetScene)
    }

    /// A view's left edge in the window.
    private func windowMinX(_ view: View) -> Double {
        view.superview?.convert(view.frame.origin, to: nil).x ?? view.frame.minX
    }

    /// Seen on the iPad's contact sheet: the sheet spread over the whole 1,024 pt width, a phone's
    /// sheet stretched. Maps shows a card at the left with the map beside it (Pulley's panel).
    func testOnTheIPadTheSheetIsACardBesideTheMap() throws {
        var replay = SceneReplay()
        replay.wait(0.1)
        let pad = try sheet(replay, device: DeviceCatalog.iPadPro12_9)
        // In the window: the card's list and background at the left, the phone's list across.
        XCTAssertEqual(windowMinX(pad.list), SheetPlacement.cardInsetLeft)
        XCTAssertEqual(pad.list.frame.width, SheetPlacement.cardWidth)
        XCTAssertEqual(windowMinX(pad.controller.backgroundView), SheetPlacement.cardInsetLeft)
        XCTAssertEqual(pad.controller.backgroundView.frame.width, SheetPlacement.cardWidth)
        let phone = try sheet(replay, device: DeviceCatalog.iPhone15ProMax)
        XCTAssertEqual(windowMinX(phone.list), 0)
        XCTAssertEqual(phone.list.frame.width, DeviceCatalog.iPhone15ProMax.size.width)
    }

    /// At full the card leaves the map beside it undimmed and in use: a drag there pans the map.
    func testAtFullTheMapBesideTheCardStaysInUse() throws {
        var replay = SceneReplay()
        replay.key("up")
        replay.wait(1)
        replay.drag(x: 700, from: 900, to: 600, speed: 800)
        replay.wait(1.5)
        let device = DeviceCatalog.iPadPro12_9
        var session: SceneSession?
        let lines = try replay.run(scene: BottomSheetScene.self, device: device, assets: assets) { session = $0 }
        let scene = try XCTUnwrap(session?.scene as? BottomSheetScene)
        XCTAssertEqual(scene.controller.state, .full)
        XCTAssertEqual(lines.last?.string(BottomSheetScene.lastHitKey), "map")
        let before = try XCTUnwrap(lines.first?.number(BottomSheetScene.mapY)), after = try XCTUnwrap(lines.last?.number(BottomSheetScene.mapY))
        XCTAssertGreaterThan(after - before, 200, "the map panned")
        let frame = try SceneFrame(BottomSheetScene.self, replay, device: device, assets: assets)
        let land = MapPalette.land, c = frame.color(x: 1000, y: 1300)
        XCTAssertFalse(c.r < Int(land.red) - 20 && c.g < Int(land.green) - 20, "not dimmed: \(c)")
    }

    /// A place picked in the list is centred in the map beside the card.
    func testAPickedPlaceIsCentredBesideTheCard() throws {
        var replay = SceneReplay()
        replay.tap(x: 150, y: 420 + BottomSheetScene.sectionHeaderHeight + 60)
        replay.wait(1.5)
        let scene = try sheet(replay, device: DeviceCatalog.iPadPro12_9)
        let pin = try XCTUnwrap(scene.selectedPinPoint)
        let middle = (SheetPlacement.cardInsetLeft + SheetPlacement.cardWidth + 1024) / 2
        XCTAssertEqual(pin.x, middle, accuracy: 1)
    }
}
