import Devices
import Graphics
@testable import Studio
import XCTest

/// The window's zoom policy as Simulator's: a device that does not fit opens fitted, keeping its
/// points; Ctrl+1/2/3 give physical size, point accurate and fit screen; a resize changes the zoom
/// while scaled and the canvas at 100 %.
final class WindowZoomTests: XCTestCase {
    private let laptop = WindowZoom.Screen(room: Size(width: 1366, height: 768), pointsPerInch: 96)
    private let desktop = WindowZoom.Screen(room: Size(width: 1920, height: 1200), pointsPerInch: 96)
    private let xga = WindowZoom.Screen(room: Size(width: 1280, height: 1024), pointsPerInch: nil)

    /// (device, screen, mode: nil for the opening one) → the mode taken, zoom, window size and canvas.
    func testEachScreenDeviceAndModeGivesItsZoomWindowAndCanvas() {
        let iPad = DeviceCatalog.iPadPro12_9, phone = DeviceCatalog.iPhone14, big = DeviceCatalog.iPhone15ProMax
        let cases: [(device: DeviceProfile, screen: WindowZoom.Screen, mode: ZoomMode?, taken: ZoomMode, zoom: Double, window: Size)] = [
            (iPad, desktop, nil, .fitScreen, 1200.0 / 1366, Size(width: 900, height: 1200)),
            (iPad, desktop, .pointAccurate, .pointAccurate, 1, Size(width: 1024, height: 1366)),
            (iPad, desktop, .physicalSize, .physicalSize, 96.0 / 132, Size(width: 745, height: 993)),
            (iPad, desktop, .fitScreen, .fitScreen, 1200.0 / 1366, Size(width: 900, height: 1200)),
            (iPad, laptop, nil, .fitScreen, 768.0 / 1366, Size(width: 576, height: 768)),
            (phone, xga, nil, .pointAccurate, 1, Size(width: 390, height: 844)),
            (phone, xga, .fitScreen, .fitScreen, 1024.0 / 844, Size(width: 473, height: 1024)),
            (phone, desktop, .physicalSize, .physicalSize, 96 / (460.0 / 3), Size(width: 244, height: 528)),
            (big, laptop, nil, .fitScreen, 768.0 / 932, Size(width: 354, height: 768)),
            (big, desktop, nil, .pointAccurate, 1, Size(width: 430, height: 932)),
        ]
        for item in cases {
            let label = "\(item.device.identifier) on \(item.screen.room) \(item.mode?.rawValue ?? "opening")"
            var zoom = WindowZoom.opening(canvas: item.device.size, screen: item.screen)
            if let mode = item.mode {
                XCTAssertTrue(zoom.select(mode, screen: item.screen, devicePointsPerInch: item.device.pointsPerInch), label)
            }
            XCTAssertEqual(zoom.mode, item.taken, label)
            XCTAssertEqual(zoom.zoom, item.zoom, accuracy: 1e-9, label)
            XCTAssertEqual(zoom.windowSize, item.window, label)
            XCTAssertEqual(zoom.canvas, item.device.size, "the device keeps its points: \(label)")
            XCTAssertEqual(zoom.isScaled, item.zoom != 1, label)
            if item.taken == .fitScreen {
                XCTAssertLessThanOrEqual(zoom.windowSize.width, item.screen.room.width, label)
                XCTAssertLessThanOrEqual(zoom.windowSize.height, item.screen.room.height, label)
            }
        }
    }

    /// Physical size needs the display's points per inch; fit screen its room: without them the
    /// key changes nothing.
    func testAModeTheScreenCannotGiveChangesNothing() {
        var zoom = WindowZoom.opening(canvas: DeviceCatalog.iPhone14.size, screen: xga)
        XCTAssertFalse(zoom.select(.physicalSize, screen: xga, devicePointsPerInch: DeviceCatalog.iPhone14.pointsPerInch))
        XCTAssertFalse(zoom.select(.fitScreen, screen: nil, devicePointsPerInch: nil))
        XCTAssertEqual(zoom, WindowZoom(canvas: Size(width: 390, height: 844)))
        XCTAssertEqual(WindowZoom.opening(canvas: DeviceCatalog.iPadPro12_9.size, screen: nil).zoom, 1, "no screen: 100 %")
    }

    /// (opening on screen, resized to) → zoom, canvas, mode afterwards.
    func testAResizeChangesTheZoomWhileScaledAndTheCanvasAt100Percent() {
        let iPad = DeviceCatalog.iPadPro12_9.size, phone = DeviceCatalog.iPhone14.size
        let cases: [(canvas: Size, screen: WindowZoom.Screen, size: Size, zoom: Double, canvasAfter: Size, mode: ZoomMode?)] = [
            // Scaled: the device keeps its points, the zoom is the largest that fits the new size.
            (iPad, desktop, Size(width: 800, height: 1200), 800.0 / 1024, iPad, nil),
            (iPad, desktop, Size(width: 900, height: 600), 600.0 / 1366, iPad, nil),
            // The size the zoom asked for keeps zoom and mode.
            (iPad, desktop, Size(width: 900, height: 1200), 1200.0 / 1366, iPad, .fitScreen),
            // 100 %: the viewport follows the window (narrow windows).
            (phone, xga, Size(width: 320, height: 932), 1, Size(width: 320, height: 932), .pointAccurate),
            (phone, xga, Size(width: 430, height: 900), 1, Size(width: 430, height: 900), .pointAccurate),
        ]
        for item in cases {
            var zoom = WindowZoom.opening(canvas: item.canvas, screen: item.screen)
            zoom.windowResized(to: item.size)
            XCTAssertEqual(zoom.zoom, item.zoom, accuracy: 1e-9, "\(item.size)")
            XCTAssertEqual(zoom.canvas, item.canvasAfter, "\(item.size)")
            XCTAssertEqual(zoom.mode, item.mode, "\(item.size)")
            XCTAssertLessThanOrEqual(zoom.windowSize.width, item.size.width, "\(item.size)")
            XCTAssertLessThanOrEqual(zoom.windowSize.height, item.size.height, "\(item.size)")
        }
    }

    /// The HUD's panel widens the canvas; the window follows at the same zoom.
    func testAWiderCanvasKeepsTheZoom() {
        var zoom = WindowZoom.opening(canvas: DeviceCatalog.iPadPro12_9.size, screen: desktop)
        zoom.setCanvas(Size(width: 1024 + 364, height: 1366))
        XCTAssertEqual(zoom.zoom, 1200.0 / 1366, accuracy: 1e-9)
        XCTAssertEqual(zoom.windowSize, Size(width: 1219, height: 1200))
        XCTAssertEqual(zoom.percentText, "88 %")
        XCTAssertEqual(ZoomMode.allCases.map { ZoomMode(key: "\(ZoomMode.allCases.firstIndex(of: $0)! + 1)") }, ZoomMode.allCases)
        XCTAssertNil(ZoomMode(key: "4"))
    }
}
