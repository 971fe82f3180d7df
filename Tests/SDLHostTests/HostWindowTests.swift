import CSDL2
import Graphics
import Rendering
@testable import SDLHost
import ScrollUI
import XCTest

/// Window creation and presenting under SDL's real `dummy` video driver (no display needed).
final class HostWindowTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    func testCreatesWindowWithRequestedSizeAndTitle() throws {
        let window = try HostWindow(title: "ScrollLab test", size: Size(width: 390, height: 844))
        XCTAssertEqual(window.sizeInPoints, Size(width: 390, height: 844))
        XCTAssertEqual(window.pixelScale, 1)
        XCTAssertEqual(window.drawableSize.width, 390)
        XCTAssertEqual(window.title, "ScrollLab test")
        window.title = "renamed"
        XCTAssertEqual(window.title, "renamed")
        XCTAssertFalse(window.rendererName.isEmpty)
    }

    func testPresentUploadsFramesAndFollowsSizeChanges() throws {
        let window = try HostWindow(title: "present", size: Size(width: 40, height: 30))
        XCTAssertNil(window.readBackTexture())
        let (width, height) = window.drawableSize
        var frame = [UInt32](repeating: 0xFF11_2233, count: width * height)
        try window.present(frame, width: width, height: height)
        XCTAssertEqual(window.readBackTexture()?[5 * width + 7], 0xFF11_2233)

        // Only rows 10..<12 are uploaded: the others keep the previous frame.
        frame = [UInt32](repeating: 0xFFAA_BBCC, count: width * height)
        try window.present(frame, width: width, height: height, dirtyRows: 10..<12)
        let banded = try XCTUnwrap(window.readBackTexture())
        XCTAssertEqual(banded[10 * width], 0xFFAA_BBCC)
        XCTAssertEqual(banded[11 * width + width - 1], 0xFFAA_BBCC)
        XCTAssertEqual(banded[9 * width], 0xFF11_2233)
        XCTAssertEqual(banded[12 * width], 0xFF11_2233)

        // A frame of another size makes a new texture (stretched over the window).
        let small = [UInt32](repeating: 0xFF00_FF00, count: 20 * 15)
        try window.present(small, width: 20, height: 15, dirtyRows: 0..<1)
        XCTAssertEqual(window.readBackTexture()?[(height - 1) * width + width - 1], 0xFF00_FF00)
    }

    /// Scaled, the frame (rendered at the zoom) sits unscaled in the window's middle on black, and a
    /// pointer comes back in canvas points: (window point − the frame's origin) / zoom.
    func testAScaledFrameSitsInTheMiddleAndThePointerReadsInCanvasPoints() throws {
        let window = try HostWindow(title: "zoom", size: Size(width: 40, height: 30))
        window.contentZoom = 0.5
        try window.present([UInt32](repeating: 0xFF11_2233, count: 16 * 12), width: 16, height: 12)
        let shown = try XCTUnwrap(window.readBackTexture())
        XCTAssertEqual(shown[9 * 40 + 12], 0xFF11_2233, "the frame's top left at (12, 9)")
        XCTAssertEqual(shown[20 * 40 + 27], 0xFF11_2233, "its bottom right at (27, 20)")
        XCTAssertEqual(shown[8 * 40 + 12] & 0xFF_FFFF, 0, "black above it")
        XCTAssertEqual(shown[9 * 40 + 11] & 0xFF_FFFF, 0, "black left of it")
        let cases: [(window: Point, canvas: Point)] = [((12, 9), (0, 0)), ((22, 19), (20, 20)), ((0, 0), (-24, -18))]
            .map { (Point(x: $0.0.0, y: $0.0.1), Point(x: $0.1.0, y: $0.1.1)) }
        for item in cases {
            let event = window.inCanvas(.input(Input(time: 1, kind: .move(item.window))))
            guard case .input(let input)? = event else { return XCTFail("\(item)") }
            XCTAssertEqual(input.location, item.canvas, "\(item)")
        }
        let wheel = window.inCanvas(.input(Input(time: 1, kind: .wheel(Point(x: 22, y: 19), delta: Point(x: 0, y: 10), precise: true))))
        guard case .input(let scrolled)? = wheel, case .wheel(let at, let delta, _) = scrolled.kind else { return XCTFail("wheel") }
        XCTAssertEqual(at, Point(x: 20, y: 20))
        XCTAssertEqual(delta, Point(x: 0, y: 20), "the fingers' travel in canvas points")
        window.contentZoom = 1
        XCTAssertEqual(window.readBackTexture()?[0], 0xFF11_2233, "at 100 % the frame is stretched over the whole window")
    }

    /// The window opens at the size asked for the display's usable size.
    func testOpensAtTheSizeChosenForTheDisplay() throws {
        var room: Size?
        let window = try HostWindow(title: "fit", size: Size(width: 1024, height: 1366)) { usable in
            room = usable
            return Size(width: 300, height: 400)
        }
        XCTAssertNotNil(room)
        XCTAssertEqual(window.sizeInPoints, Size(width: 300, height: 400))
    }

    func testPresentsAPixelBuffer() throws {
        let window = try HostWindow(title: "buffer", size: Size(width: 16, height: 12))
        let (width, height) = window.drawableSize
        let buffer = PixelBuffer(width: width, height: height)
        buffer.fill(Color(red: 1, green: 2, blue: 3))
        try window.present(buffer)
        XCTAssertEqual(window.readBackTexture(), Array(buffer.pixels))
    }

    func testNowAdvancesFromZero() throws {
        let window = try HostWindow(title: "clock", size: Size(width: 10, height: 10))
        let first = window.now()
        XCTAssertGreaterThanOrEqual(first, 0)
        XCTAssertLessThan(first, 1)
        usleep(2_000)
        XCTAssertGreaterThan(window.now(), first)
    }

    func testHeadlessDriverThatWasNotAskedForMeansNoDisplay() {
        // SDL_VIDEODRIVER=dummy is set for SDL, but the environment we pass says nobody asked.
        XCTAssertThrowsError(try SDLLibrary.shared.startVideo(environment: ["DISPLAY": ":42"])) { error in
            guard case SDLError.noDisplay = error else { return XCTFail("expected noDisplay, got \(error)") }
            XCTAssertTrue("\(error)".contains("scroll-lab replay"))
        }
        XCTAssertNil(SDLLibrary.shared.currentVideoDriver, "video must be stopped again")
    }

    func testNoDisplayWhenNothingIsSetUp() throws {
        let environment = ProcessInfo.processInfo.environment
        try XCTSkipIf(environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil,
                      "a display is available")
        unsetenv("SDL_VIDEODRIVER")
        defer { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        XCTAssertThrowsError(try HostWindow(title: "none", size: Size(width: 10, height: 10))) { error in
            guard case SDLError.noDisplay = error else { return XCTFail("expected noDisplay, got \(error)") }
        }
    }

    /// A window grown past its display's right and bottom edges moves back onto it, never past its
    /// top left (the HUD's panel beside compared columns).
    func testKeepOnDisplayMovesAGrownWindowBackOntoTheDisplay() throws {
        let window = try HostWindow(title: "placement", size: Size(width: 300, height: 200))
        let bounds = try XCTUnwrap(window.usableDisplayBounds)
        window.position = Point(x: bounds.maxX - 100, y: bounds.maxY - 50)
        XCTAssertEqual(window.position, Point(x: bounds.maxX - 100, y: bounds.maxY - 50))
        window.keepOnDisplay(size: Size(width: 300, height: 200))
        XCTAssertEqual(window.position, Point(x: bounds.maxX - 300, y: bounds.maxY - 200))
        window.keepOnDisplay(size: Size(width: bounds.width + 50, height: 200))
        XCTAssertEqual(window.position, Point(x: bounds.minX, y: bounds.maxY - 200), "wider than the display: at its left")
    }
}
