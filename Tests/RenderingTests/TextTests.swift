import Graphics
import XCTest
@testable import Rendering

final class TextTests: XCTestCase {
    private let run = TextRun("Hi", font: .body)

    /// 3 × 2: full, half, none / quarter, full, 64.
    private func glyphs() -> FixedGlyphs {
        FixedGlyphs(mask: AlphaMask(width: 3, height: 2, coverage: [255, 128, 0, 64, 255, 64]))
    }

    func testMaskIsBlendedAtTheRoundedDeviceOrigin() {
        let fixture = glyphs()
        // Origin (5.3, 7.8) at scale 2 is (10.6, 15.6), rounded to (11, 16).
        let buffer = render([.text(run, origin: Point(x: 5.3, y: 7.8), .white)], scale: 2, glyphs: fixture)
        XCTAssertEqual(fixture.requests.count, 1)
        XCTAssertEqual(fixture.requests.first?.run, run)
        XCTAssertEqual(fixture.requests.first?.scale, 2)
        // (line, x, y, expected red): mask byte m gives weight m + m >> 7, red (255·w + 128) >> 8.
        let cases: [(UInt, Int, Int, Int)] = [
            (#line, 11, 16, 255),
            (#line, 12, 16, 128),
            (#line, 13, 16, 0),
            (#line, 11, 17, 64),
            (#line, 12, 17, 255),
            (#line, 13, 17, 64),
            (#line, 10, 16, 0),
            (#line, 11, 15, 0),
            (#line, 11, 18, 0),
        ]
        for (line, x, y, expected) in cases {
            XCTAssertEqual(red(buffer, x, y), expected, line: line)
        }
    }

    func testTranslucentTextColour() {
        // 50 % white through a full mask over black: 128.
        let buffer = render([.text(run, origin: Point(x: 1, y: 1), Color(hex: 0xFFFFFF, opacity: 0.5))],
                            glyphs: glyphs())
        XCTAssertEqual(Double(red(buffer, 1, 1)), 128, accuracy: 1)
    }

    func testTextIsClipped() {
        let buffer = render([.pushClip(Rect(x: 0, y: 0, width: 12, height: 64), .zero),
                             .text(run, origin: Point(x: 11, y: 16), .white)], glyphs: glyphs())
        XCTAssertEqual(red(buffer, 11, 16), 255)
        XCTAssertEqual(red(buffer, 12, 17), 0)
    }

    func testNoGlyphSourceDrawsNothing() {
        let buffer = render([.text(run, origin: Point(x: 1, y: 1), .white)], glyphs: nil)
        XCTAssertTrue(buffer.pixels.allSatisfy { $0 == 0xFF00_0000 })
    }
}
