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

    /// Rotated rows: row `y` shows what row `y − k` showed, `withRows` hands the stored runs out in
    /// order, and `pixels` puts the rows back in order (both ways round, any amount).
    func testRotatedRowsReadAsMovedAndComeBackInOrder() {
        for (height, moves) in [(5, [1]), (5, [-2]), (7, [3, 3]), (7, [-13]), (6, [4, -1, 2])] {
            let buffer = PixelBuffer(width: 3, height: height)
            for y in 0..<height { for x in 0..<3 { buffer[x, y] = UInt32(y * 10 + x) } }
            var expected = (0..<height).map { $0 }   // which original row each row shows
            for move in moves {
                buffer.rotateRows(by: move)
                expected = (0..<height).map { expected[((($0 - move) % height) + height) % height] }
            }
            for y in 0..<height { XCTAssertEqual(buffer[1, y], UInt32(expected[y] * 10 + 1), "\(moves), row \(y)") }
            var runs: [Range<Int>] = [], values: [UInt32] = []
            buffer.withRows(1..<height) { first, rows in
                runs.append(rows)
                for k in 0..<rows.count { values.append(first[k * 3 + 2]) }
            }
            XCTAssertEqual(runs.first?.lowerBound, 1)
            XCTAssertEqual(runs.last?.upperBound, height)
            XCTAssertLessThanOrEqual(runs.count, 2)
            XCTAssertEqual(values, (1..<height).map { UInt32(expected[$0] * 10 + 2) })
            XCTAssertEqual(Array(buffer.pixels), (0..<height).flatMap { y in (0..<3).map { UInt32(expected[y] * 10 + $0) } })
            XCTAssertEqual(buffer.rowOrigin, 0)
        }
    }
}
