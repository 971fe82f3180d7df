import Graphics
import XCTest
@testable import Rendering

final class BlendTests: XCTestCase {
    func testOverBlendsPremultipliedColours() {
        // (line, source, destination, expected straight RGBA)
        // 50 % red: alpha byte(0.5) = 128, red premultiplied (255·128 + 127) / 255 = 128.
        // Over opaque blue: red 128, blue 255 · (255 − 128) / 255 = 127, alpha 128 + 127 = 255.
        let cases: [(UInt, Color, Color, (Int, Int, Int, Int))] = [
            (#line, Color(hex: 0xFF0000, opacity: 0.5), Color(hex: 0x0000FF), (128, 0, 127, 255)),
            (#line, Color(hex: 0x00FF00), Color(hex: 0x0000FF), (0, 255, 0, 255)),
            (#line, .clear, Color(hex: 0x123456), (0x12, 0x34, 0x56, 255)),
            // 25 % white (alpha 64) over black: 64 in every channel.
            (#line, Color(hex: 0xFFFFFF, opacity: 0.25), .black, (64, 64, 64, 255)),
        ]
        for (line, source, destination, expected) in cases {
            let result = Blend.over(source.premultipliedARGB, destination.premultipliedARGB)
            let c = Blend.unpremultiply(result)
            assertColor(Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha),
                        expected.0, expected.1, expected.2, expected.3, tolerance: 1, line: line)
        }
    }

    func testScaleByWeight() {
        // (line, pixel, weight 0...256, expected)
        let cases: [(UInt, UInt32, UInt32, UInt32)] = [
            (#line, 0xFFFF_FFFF, 256, 0xFFFF_FFFF),
            (#line, 0xFFFF_FFFF, 0, 0),
            (#line, 0xFFFF_FFFF, 128, 0x8080_8080),  // (255·128 + 128) >> 8 = 128
            (#line, 0x8040_2010, 128, 0x4020_1008),
        ]
        for (line, pixel, weight, expected) in cases {
            XCTAssertEqual(Blend.scale(pixel, by: weight), expected, line: line)
        }
    }

    func testLerpEndpointsAndMiddle() {
        XCTAssertEqual(Blend.lerp(0xFF00_00FF, 0xFFFF_0000, 0), 0xFF00_00FF)
        XCTAssertEqual(Blend.lerp(0xFF00_00FF, 0xFFFF_0000, 256), 0xFFFF_0000)
        // Half way: (255·128 + 128) >> 8 = 128 for each of red and blue.
        XCTAssertEqual(Blend.lerp(0xFF00_00FF, 0xFFFF_0000, 128), 0xFF80_0080)
    }

    func testPremultipliedRoundTrip() {
        // Un-premultiplying loses at most 255 / alpha / 2 + 1 per channel.
        let cases: [(UInt, Color, Int)] = [
            (#line, Color(red: 200, green: 100, blue: 50, alpha: 255), 0),
            (#line, Color(red: 200, green: 100, blue: 50, alpha: 128), 2),
            (#line, Color(red: 255, green: 0, blue: 0, alpha: 64), 3),
            (#line, Color(red: 10, green: 20, blue: 30, alpha: 200), 1),
        ]
        for (line, color, tolerance) in cases {
            let c = Blend.unpremultiply(color.premultipliedARGB)
            assertColor(Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha), Int(color.red),
                        Int(color.green), Int(color.blue), Int(color.alpha), tolerance: tolerance, line: line)
        }
        XCTAssertTrue(Blend.unpremultiply(0) == (0, 0, 0, 0))
    }

    func testOpaqueSourceReplacesAndTransparentKeeps() {
        var rng = SplitMix(state: 7)
        for _ in 0..<1000 {
            let destination = randomPremultiplied(&rng)
            let source = randomPremultiplied(&rng) | 0xFF00_0000
            XCTAssertEqual(Blend.over(source, destination), source)
            XCTAssertEqual(Blend.over(0, destination), destination)
        }
    }
}
