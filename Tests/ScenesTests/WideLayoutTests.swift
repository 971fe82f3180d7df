import Components
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

    /// Seen on the iPad: the card ran off the window's bottom edge with square corners there. It floats
    /// 10 pt left of the window and 10 pt above the safe area's bottom (1366 − 20 − 10 = 1336), its four
    /// corners rounded by 13 (Pulley's panel), and its detents lie in it: collapsed shows the header alone.
    func testOnTheIPadTheCardFloatsWithAMarginAndRoundedCorners() throws {
        let cases: [(line: UInt, key: String?, top: Double)] = [
            (#line, nil, 400),          // half
            (#line, "down", 1268),      // collapsed: 1336 − the header's 68 (88 less the 20 pt home indicator)
            (#line, "up", 34),          // full: the safe area's 24 + 10
        ]
        for c in cases {
            var replay = SceneReplay()
            if let key = c.key { replay.key(key) }
            replay.wait(1.5)
            let pad = try sheet(replay, device: DeviceCatalog.iPadPro12_9)
            let background = pad.controller.backgroundView
            let origin = try XCTUnwrap(background.superview).convert(background.frame.origin, to: nil)
            XCTAssertEqual(origin.x, 10, line: c.line)
            XCTAssertEqual(origin.y, c.top, accuracy: 0.5, line: c.line)
            XCTAssertEqual(background.frame.width, 325, line: c.line)
            XCTAssertEqual(origin.y + background.frame.height, 1336, accuracy: 0.5, line: c.line)
            XCTAssertEqual(background.cornerRadii, CornerRadii(13), line: c.line)
            XCTAssertEqual(pad.list.frame.maxY, 1336, line: c.line)
            XCTAssertEqual(pad.list.cornerRadii, CornerRadii(topLeft: 0, topRight: 0, bottomRight: 13, bottomLeft: 13), line: c.line)
            XCTAssertTrue(pad.list.clipsToBounds, line: c.line)
        }
        // The phone's sheet still runs off the bottom with its top corners rounded.
        var replay = SceneReplay()
        replay.wait(0.1)
        let phone = try sheet(replay, device: DeviceCatalog.iPhone15ProMax)
        XCTAssertEqual(phone.controller.backgroundView.frame.maxY, 932 + BottomSheetController.backgroundOverhang)
        XCTAssertEqual(phone.controller.backgroundView.cornerRadii, .top(12))
    }

    /// In the pixels: the map shows under the card's bottom and in its rounded corner; the card is white
    /// just inside.
    func testTheIPadCardsBottomEdgeInPixels() throws {
        var replay = SceneReplay()
        replay.wait(0.5)
        let frame = try SceneFrame(BottomSheetScene.self, replay, device: DeviceCatalog.iPadPro12_9, assets: assets)
        func isWhite(_ x: Double, _ y: Double) -> Bool {
            let c = frame.color(x: x, y: y)
            return c.r > 250 && c.g > 250 && c.b > 250
        }
        XCTAssertTrue(isWhite(300, 1333), "inside the card, above its bottom")
        XCTAssertFalse(isWhite(300, 1342), "under the card: the map")
        XCTAssertFalse(isWhite(11, 1335), "the card's rounded bottom-left corner")
        XCTAssertTrue(isWhite(330, 1320), "inside the card, beside the corner")
    }
}
