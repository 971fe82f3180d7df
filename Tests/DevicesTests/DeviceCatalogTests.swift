import Devices
import Graphics
import XCTest

final class DeviceCatalogTests: XCTestCase {
    func testNamesFindTheirDevice() {
        let cases: [(line: UInt, name: String, expected: String?)] = [
            (#line, "iphone-14", "iphone-14"),
            (#line, "iPhone 14", "iphone-14"),
            (#line, "IPHONE_15_PRO_MAX", "iphone-15-pro-max"),
            (#line, "iPhone 15 Pro Max", "iphone-15-pro-max"),
            (#line, "iPhone SE (3rd gen)", "iphone-se"),
            (#line, "iphone-se", "iphone-se"),
            (#line, "ipad-pro-12.9", "ipad-pro-12.9"),
            (#line, "iPad Pro 12.9-inch", "ipad-pro-12.9"),
            (#line, "iphone-16", nil),
            (#line, "", nil),
        ]
        for c in cases {
            XCTAssertEqual(DeviceCatalog.profile(named: c.name)?.identifier, c.expected, line: c.line)
        }
    }

    /// Apple's native resolutions (HIG, "Layout › Specifications"): points × scale.
    func testPointsTimesScaleAreTheNativePixels() {
        let cases: [(line: UInt, device: DeviceProfile, width: Double, height: Double)] = [
            (#line, DeviceCatalog.iPhoneSE, 750, 1334),
            (#line, DeviceCatalog.iPhone14, 1170, 2532),
            (#line, DeviceCatalog.iPhone15, 1179, 2556),
            (#line, DeviceCatalog.iPhone15ProMax, 1290, 2796),
            (#line, DeviceCatalog.iPadPro12_9, 2048, 2732),
        ]
        for c in cases {
            XCTAssertEqual(c.device.size.width * c.device.scale, c.width, line: c.line)
            XCTAssertEqual(c.device.size.height * c.device.scale, c.height, line: c.line)
        }
        XCTAssertEqual(DeviceCatalog.all.count, cases.count)
    }

    func testTheStandardDeviceIsTheViewportTracesWereMadeAt() {
        let device = DeviceCatalog.standard
        XCTAssertEqual(device.size, Size(width: 390, height: 844))
        XCTAssertEqual(device.scale, 3)
        XCTAssertEqual(device.statusBarHeight, 47)
        XCTAssertEqual(device.navigationBarBottom, 91)
        XCTAssertEqual(device.frameInterval, 1.0 / 60)
    }

    func testEveryDeviceKeepsItsChromeInsideItsSafeArea() {
        for device in DeviceCatalog.all {
            let name = device.identifier
            XCTAssertGreaterThanOrEqual(device.safeAreaInsets.top, device.statusBarHeight, name)
            if let housing = device.sensorHousing.frame(screenWidth: device.size.width) {
                XCTAssertLessThanOrEqual(housing.maxY, device.safeAreaInsets.top, name)
                XCTAssertEqual(housing.midX, device.size.width / 2, accuracy: 1e-9, name)
            }
            if let indicator = device.homeIndicator?.frame(in: device.size) {
                XCTAssertGreaterThanOrEqual(indicator.minY, device.size.height - device.safeAreaInsets.bottom, name)
                XCTAssertLessThan(indicator.maxY, device.size.height, name)
            } else {
                XCTAssertEqual(device.safeAreaInsets.bottom, 0, "\(name): no home indicator, no bottom inset")
            }
            XCTAssertTrue([60, 120].contains(device.refreshRate), name)
            XCTAssertLessThan(device.screenCornerRadius, device.size.width / 2, name)
        }
    }

    /// MaterialKit's phone pill: round(0.3574 × the screen's width), 5 pt high, 8 pt above the bottom.
    func testPhoneHomeIndicatorsFollowMaterialKitsRule() {
        for device in DeviceCatalog.all where device.statusBarStyle == .split {
            let indicator = device.homeIndicator
            XCTAssertEqual(indicator?.width, (0.3574 * device.size.width).rounded(), device.identifier)
            XCTAssertEqual(indicator?.height, 5, device.identifier)
            XCTAssertEqual(indicator?.bottomGap, 8, device.identifier)
        }
    }

    func testTheIslandIsACapsuleAndTheNotchTouchesTheTop() {
        let island = DeviceCatalog.iPhone15.sensorHousing
        XCTAssertEqual(island.frame(screenWidth: 393), Rect(x: 133.5, y: 11, width: 126, height: 37.33))
        XCTAssertEqual(island.cornerRadii, CornerRadii(37.33 / 2))
        let notch = DeviceCatalog.iPhone14.sensorHousing
        XCTAssertEqual(notch.frame(screenWidth: 390)?.minY, 0)
        XCTAssertEqual(notch.cornerRadii.topLeft, 0)
        XCTAssertEqual(SensorHousing.none.frame(screenWidth: 375), nil)
    }
}
