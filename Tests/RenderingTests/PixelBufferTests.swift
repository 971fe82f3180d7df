import Graphics
import XCTest
@testable import Rendering

final class PixelBufferTests: XCTestCase {
    func testStartsTransparentAndFills() {
        let buffer = PixelBuffer(width: 3, height: 2)
        XCTAssertEqual(buffer.pixels.count, 6)
        XCTAssertEqual(buffer.bytesPerRow, 12)
        XCTAssertTrue(buffer.pixels.allSatisfy { $0 == 0 })
        buffer.fill(Color(hex: 0x336699, opacity: 0.5))
        // alpha 128; 0x33 · 128 / 255 = 25.6 → 26 (0x1A), 0x66 → 51 (0x33), 0x99 → 77 (0x4D).
        XCTAssertTrue(buffer.pixels.allSatisfy { $0 == 0x801A_334D })
    }

    func testSubscriptIsRowMajor() {
        let buffer = PixelBuffer(width: 4, height: 3)
        buffer[1, 2] = 0xFF11_2233
        XCTAssertEqual(buffer.pixels[2 * 4 + 1], 0xFF11_2233)
        XCTAssertEqual(buffer[1, 2], 0xFF11_2233)
    }

    func testPixelUnpremultiplies() {
        let buffer = PixelBuffer(width: 1, height: 1)
        buffer[0, 0] = 0x8040_0000  // alpha 128, red 64 premultiplied
        // 64 · 255 / 128 = 127.5 → 128.
        assertColor(buffer.pixel(x: 0, y: 0), 128, 0, 0, 128, tolerance: 0)
    }

    func testResizeReusesStorageWhenShrinking() {
        let buffer = PixelBuffer(width: 10, height: 10)
        let base = buffer.pixels.baseAddress
        buffer.resize(width: 5, height: 8)
        XCTAssertEqual(buffer.width, 5)
        XCTAssertEqual(buffer.height, 8)
        XCTAssertEqual(buffer.pixels.count, 40)
        XCTAssertEqual(buffer.pixels.baseAddress, base)
        buffer.resize(width: 20, height: 20)
        XCTAssertEqual(buffer.pixels.count, 400)
        XCTAssertTrue(buffer.pixels.allSatisfy { $0 == 0 })
        buffer.fill(.white)
        XCTAssertEqual(buffer[19, 19], 0xFFFF_FFFF)
    }

    func testPixelRectRounding() {
        let rect = Rect(x: 10.4, y: 10.6, width: 5.2, height: 5.5)
        XCTAssertEqual(PixelRect(rounding: rect), PixelRect(minX: 10, minY: 11, maxX: 16, maxY: 16))
        XCTAssertEqual(PixelRect(covering: rect), PixelRect(minX: 10, minY: 10, maxX: 16, maxY: 17))
        XCTAssertEqual(PixelMath.floorInt(-0.5), -1)
        XCTAssertEqual(PixelMath.ceilInt(-0.5), 0)
        XCTAssertEqual(PixelMath.floorInt(.nan), 0)
        XCTAssertEqual(PixelMath.ceilInt(.infinity), Int(PixelMath.coordinateLimit))
    }
}
