import Graphics
@testable import LabTools
import XCTest

/// The HUD's state table never lets a long value run into the next column.
final class HUDRendererTests: XCTestCase {
    /// Every character is half the font size wide.
    final class HalfEm: TextMeasuring {
        func size(of run: TextRun) -> Size { Size(width: Double(run.string.count) * run.font.size / 2, height: run.font.size) }
        func ascent(of font: Font) -> Double { font.size }
    }

    func testLongValuesAreShortenedToTheirColumn() {
        let font = Font(size: 12)
        let cases: [(line: UInt, text: String, width: Double, expected: String)] = [
            (#line, "idle", 50, "idle"),
            (#line, "promotionShowing", 96, "promotionShowing"),
            (#line, "promotionShowing", 50, "promoti…"),
            (#line, "promotionShowing", 5, "…"),
        ]
        for c in cases {
            XCTAssertEqual(TextTruncation.run(c.text, font: font, width: c.width, measurer: HalfEm()).string, c.expected, line: c.line)
        }
    }
}
