import Foundation
import Graphics
import Rendering
@testable import SDLHost
import XCTest

/// PNG save and load through SDL_image, headless.
final class ImageFileTests: XCTestCase {
    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("sdlhost-\(UUID())-\(name)").path
    }

    private func writePNG(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    func testPNGRoundtripKeepsPremultipliedPixels() throws {
        // Premultiplied ARGB: opaque primaries, half-transparent white, clear, and an odd translucent one.
        let pixels: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFF12_3456,
                                0x8080_8080, 0x0000_0000, 0x4020_1008, 0xFFFF_FFFF]
        let path = temporaryPath("roundtrip.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try writePNG(PNGWriter.encode(pixels, width: 4, height: 2), to: path)
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
        try writePNG(PNGWriter.encode([UInt32](repeating: 0xFF20_4060, count: 6), width: 3, height: 2), to: path)
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
        try writePNG(PNGWriter.encode(buffer), to: path)
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

    func testEncodedPNGStartsWithTheSignatureAndDeclaresItsSize() throws {
        let bytes = try PNGWriter.encode([UInt32](repeating: 0xFF00_0000, count: 6), width: 3, height: 2)
        let size = try XCTUnwrap(ImageLoader.declaredPNGSize(header: Array(bytes.prefix(24))))
        XCTAssertEqual(size.width, 3)
        XCTAssertEqual(size.height, 2)
    }

    func testAnEmptyFrameIsNotEncoded() {
        XCTAssertThrowsError(try PNGWriter.encode([], width: 0, height: 0)) { error in
            guard case SDLError.pngEncodingFailed = error else { return XCTFail("got \(error)") }
        }
    }

    /// A PNG whose header declares more than the pixel limit is refused before anything is decoded
    /// (a 20-byte file cannot hold 100,000 x 100,000 pixels; decoding would allocate 40 GB).
    func testImageDeclaringTooManyPixelsIsRefusedBeforeDecoding() throws {
        let path = temporaryPath("huge.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var header = try PNGWriter.encode([0xFF00_0000], width: 1, height: 1)
        for (offset, value) in [(16, 100_000), (20, 100_000)] {
            for byte in 0..<4 { header[offset + byte] = UInt8(truncatingIfNeeded: value >> (24 - 8 * byte)) }
        }
        try writePNG(header, to: path)
        XCTAssertThrowsError(try ImageLoader.load(path: path)) { error in
            guard case let SDLError.imageTooLarge(failedPath, width, height, limit) = error else { return XCTFail("got \(error)") }
            XCTAssertEqual([width, height], [100_000, 100_000])
            XCTAssertEqual(failedPath, path)
            XCTAssertEqual(limit, PixelBuffer.pixelLimit)
            XCTAssertFalse("\(error)".contains("\n"))
        }
    }

    func testDeclaredSizeIsReadOnlyFromPNGHeaders() {
        let cases: [(line: UInt, bytes: [UInt8], expected: [Int]?)] = [
            (#line, [], nil),
            (#line, Array("GIF89a".utf8) + [UInt8](repeating: 0, count: 18), nil),
            (#line, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
                + [0, 0, 1, 0, 0, 0, 0, 2], [256, 2]),
            (#line, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IDAT".utf8)
                + [0, 0, 1, 0, 0, 0, 0, 2], nil),
        ]
        for (line, bytes, expected) in cases {
            let size = ImageLoader.declaredPNGSize(header: bytes)
            XCTAssertEqual(size.map { [$0.width, $0.height] }, expected, line: line)
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
