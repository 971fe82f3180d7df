import Graphics
import Rendering
@testable import SDLHost
import XCTest

/// PNG save and load through SDL_image, headless.
final class ImageFileTests: XCTestCase {
    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("sdlhost-\(UUID())-\(name)").path
    }

    func testPNGRoundtripKeepsPremultipliedPixels() throws {
        // Premultiplied ARGB: opaque primaries, half-transparent white, clear, and an odd translucent one.
        let pixels: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFF12_3456,
                                0x8080_8080, 0x0000_0000, 0x4020_1008, 0xFFFF_FFFF]
        let path = temporaryPath("roundtrip.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGWriter.write(pixels, width: 4, height: 2, to: path)
        let image = try ImageLoader.load(path: path)
        XCTAssertEqual(image.width, 4)
        XCTAssertEqual(image.height, 2)
        XCTAssertFalse(image.isOpaque)
        XCTAssertEqual(Array(image.pixels[0..<6]), Array(pixels[0..<6]))
        XCTAssertEqual(image.pixels[7], pixels[7])
        for shift: UInt32 in [0, 8, 16, 24] {  // the odd one may round by one step per channel
            let expected = Int(pixels[6] >> shift & 0xFF), actual = Int(image.pixels[6] >> shift & 0xFF)
            XCTAssertLessThanOrEqual(abs(expected - actual), 1, "channel at bit \(shift)")
        }
    }

    func testOpaqueFrameLoadsAsOpaque() throws {
        let path = temporaryPath("opaque.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGWriter.write([UInt32](repeating: 0xFF20_4060, count: 6), width: 3, height: 2, to: path)
        let image = try ImageLoader.load(path: path)
        XCTAssertTrue(image.isOpaque)
        XCTAssertEqual(image.pixels, [UInt32](repeating: 0xFF20_4060, count: 6))
        XCTAssertTrue(image.name.hasSuffix("opaque.png"))
    }

    func testPixelBufferIsWrittenAsIs() throws {
        let buffer = PixelBuffer(width: 5, height: 3)
        buffer.fill(Color(red: 10, green: 200, blue: 30))
        let path = temporaryPath("buffer.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGWriter.write(buffer, to: path)
        let image = try ImageLoader.load(path: path)
        XCTAssertEqual(image.pixels, Array(buffer.pixels))
    }

    func testMissingImageNamesThePath() {
        let path = "/nonexistent/sdlhost/missing.png"
        XCTAssertThrowsError(try ImageLoader.load(path: path)) { error in
            guard case let SDLError.imageLoadFailed(failedPath, _) = error else { return XCTFail("got \(error)") }
            XCTAssertEqual(failedPath, path)
            XCTAssertTrue("\(error)".contains(path))
        }
    }

    func testUnwritablePNGNamesThePath() {
        let path = "/nonexistent/sdlhost/frame.png"
        XCTAssertThrowsError(try PNGWriter.write([0xFF00_0000], width: 1, height: 1, to: path)) { error in
            guard case let SDLError.pngWriteFailed(failedPath, _) = error else { return XCTFail("got \(error)") }
            XCTAssertEqual(failedPath, path)
        }
    }

    func testAlphaConversionsRoundTrip() {
        for alpha: UInt32 in [1, 17, 128, 254] {
            for value: UInt32 in [0, 1, alpha / 2, alpha] {
                let premultiplied = alpha << 24 | value << 16 | value << 8 | value
                let back = ImageLoader.premultiplied(PNGWriter.straight(premultiplied))
                XCTAssertEqual(back, premultiplied, "alpha \(alpha) value \(value)")
            }
        }
    }
}
