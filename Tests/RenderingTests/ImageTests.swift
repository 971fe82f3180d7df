import Graphics
import XCTest
@testable import Rendering

final class ImageTests: XCTestCase {
    private let opaqueRed: UInt32 = 0xFFFF_0000, opaqueGreen: UInt32 = 0xFF00_FF00, opaqueBlue: UInt32 = 0xFF00_00FF
    private let opaqueWhite: UInt32 = 0xFFFF_FFFF

    private func image(_ width: Int, _ height: Int, _ pixels: [UInt32]) -> Image {
        Image(width: width, height: height, pixels: pixels, name: "test")
    }

    private func drawing(_ image: Image, source: Rect? = nil, into rect: Rect, opacity: Double = 1,
                         radii: CornerRadii = .zero) -> DrawCommand {
        .image(image, source: source ?? Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)),
               rect: rect, opacity: opacity, radii)
    }

    func testTwoByTwoScaledToFourByFourIsBilinear() {
        // red green / blue white. Device column x samples u = (x + 0.5) / 2 − 0.5, clamped to 0...1:
        // 0, 0.25, 0.75, 1 (and the same for rows).
        let source = image(2, 2, [opaqueRed, opaqueGreen, opaqueBlue, opaqueWhite])
        let buffer = render([drawing(source, into: Rect(x: 0, y: 0, width: 4, height: 4))], width: 4, height: 4)
        // (line, x, y, expected RGB) from the bilinear weights, e.g. (1, 0) = 0.75 red + 0.25 green,
        // (1, 1) = 0.5625 red + 0.1875 green + 0.1875 blue + 0.0625 white.
        let cases: [(UInt, Int, Int, (Int, Int, Int))] = [
            (#line, 0, 0, (255, 0, 0)),
            (#line, 3, 0, (0, 255, 0)),
            (#line, 0, 3, (0, 0, 255)),
            (#line, 3, 3, (255, 255, 255)),
            (#line, 1, 0, (191, 64, 0)),
            (#line, 2, 0, (64, 191, 0)),
            (#line, 0, 1, (191, 0, 64)),
            (#line, 1, 1, (159, 64, 64)),
            (#line, 2, 2, (159, 191, 191)),  // 0.0625 red + 0.1875 green + 0.1875 blue + 0.5625 white
        ]
        for (line, x, y, rgb) in cases {
            assertColor(buffer.pixel(x: x, y: y), rgb.0, rgb.1, rgb.2, tolerance: 1, line: line)
        }
    }

    func testOneToOneCopyEqualsSource() {
        var rng = SplitMix(state: 3)
        let pixels = (0..<64).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &rng) | 0xFF00_0000 }
        let source = image(8, 8, pixels)
        // 4 × 4 points at scale 2 is 8 × 8 device pixels at (6, 4).
        let buffer = render([drawing(source, into: Rect(x: 3, y: 2, width: 4, height: 4))], width: 20, height: 20,
                            scale: 2)
        for y in 0..<8 {
            for x in 0..<8 {
                XCTAssertEqual(buffer[x + 6, y + 4], pixels[y * 8 + x], "(\(x), \(y))")
            }
        }
        XCTAssertEqual(buffer[5, 4], 0xFF00_0000)
        XCTAssertEqual(buffer[14, 4], 0xFF00_0000)
    }

    func testSourceSubRect() {
        let pixels = (0..<16).map { UInt32(0xFF00_0000 | $0 * 0x10) }
        let source = image(4, 4, pixels)
        let buffer = render([drawing(source, source: Rect(x: 2, y: 1, width: 2, height: 2),
                                     into: Rect(x: 0, y: 0, width: 2, height: 2))], width: 4, height: 4)
        XCTAssertEqual(buffer[0, 0], pixels[1 * 4 + 2])
        XCTAssertEqual(buffer[1, 0], pixels[1 * 4 + 3])
        XCTAssertEqual(buffer[0, 1], pixels[2 * 4 + 2])
        XCTAssertEqual(buffer[1, 1], pixels[2 * 4 + 3])
        // Scaled up 3×, the sub-rect never samples its neighbours outside: the left column stays pure.
        let scaled = render([drawing(source, source: Rect(x: 2, y: 1, width: 2, height: 2),
                                     into: Rect(x: 0, y: 0, width: 6, height: 6))], width: 6, height: 6)
        XCTAssertEqual(scaled[0, 0], pixels[1 * 4 + 2])
        XCTAssertEqual(scaled[5, 5], pixels[2 * 4 + 3])
    }

    func testOpacityMultiplies() {
        let opaque = image(2, 2, [opaqueWhite, opaqueWhite, opaqueWhite, opaqueWhite])
        let half = render([drawing(opaque, into: Rect(x: 0, y: 0, width: 2, height: 2), opacity: 0.5)],
                          width: 2, height: 2)
        XCTAssertEqual(Double(red(half, 0, 0)), 128, accuracy: 1)
        // A 50 % white image (premultiplied 0x80808080) at opacity 0.5 is 25 % white: 64.
        let translucent = image(1, 1, [0x8080_8080])
        let quarter = render([drawing(translucent, into: Rect(x: 0, y: 0, width: 4, height: 4), opacity: 0.5)],
                             width: 4, height: 4)
        XCTAssertEqual(Double(red(quarter, 2, 2)), 64, accuracy: 1)
        let none = render([drawing(opaque, into: Rect(x: 0, y: 0, width: 2, height: 2), opacity: 0)],
                          width: 2, height: 2)
        XCTAssertEqual(none[0, 0], 0xFF00_0000)
    }

    func testCircularAvatarClipsCorners() {
        let source = image(40, 40, Array(repeating: opaqueWhite, count: 1600))
        let buffer = render([drawing(source, into: Rect(x: 0, y: 0, width: 40, height: 40), radii: CornerRadii(20))])
        XCTAssertEqual(red(buffer, 0, 0), 0)
        XCTAssertEqual(red(buffer, 20, 20), 255)
        XCTAssertEqual(red(buffer, 20, 1), 255)   // (20.5, 1.5) is 18.5 from (20, 20): inside
        // (5, 5): centre 14.5·√2 = 20.51 from (20, 20): coverage 0.5 − 0.51 ≈ 0.
        XCTAssertLessThanOrEqual(red(buffer, 5, 5), 2)
        // (6, 6): 13.5·√2 = 19.09: coverage 1.
        XCTAssertEqual(red(buffer, 6, 6), 255)
    }

    func testIdentityFastPathEqualsBilinear() {
        var rng = SplitMix(state: 11)
        let pixels = (0..<(30 * 20)).map { _ in randomPremultiplied(&rng) }
        let count = 64
        let tables = (UnsafeMutablePointer<Int32>.allocate(capacity: count),
                      UnsafeMutablePointer<Int32>.allocate(capacity: count),
                      UnsafeMutablePointer<UInt32>.allocate(capacity: count))
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        defer { tables.0.deallocate(); tables.1.deallocate(); tables.2.deallocate(); scratch.deallocate() }
        pixels.withUnsafeBufferPointer { buffer in
            let source = Rect(x: 4, y: 3, width: 20, height: 12)
            let fast = ImageSampler(pixels: buffer.baseAddress!, width: 30, height: 20, source: source,
                                    destination: Rect(x: 10, y: 7, width: 20, height: 12), columns: 10..<30,
                                    column0: tables.0, column1: tables.1, columnWeight: tables.2)!
            // A destination shifted by 1e-4 px takes the bilinear path with zero weights.
            let slow = ImageSampler(pixels: buffer.baseAddress!, width: 30, height: 20, source: source,
                                    destination: Rect(x: 10.0001, y: 7.0001, width: 20, height: 12), columns: 10..<30,
                                    column0: tables.0, column1: tables.1, columnWeight: tables.2)!
            XCTAssertTrue(fast.isIdentity)
            XCTAssertFalse(slow.isIdentity)
            for y in 7..<19 {
                let direct = fast.samples(y: y, start: 10, end: 30, scratch: scratch)
                let expected = (0..<20).map { direct[$0] }
                let sampled = slow.samples(y: y, start: 10, end: 30, scratch: scratch)
                XCTAssertEqual((0..<20).map { sampled[$0] }, expected, "row \(y)")
            }
        }
    }
}
