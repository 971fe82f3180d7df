import Graphics
@testable import ScrollUI
import XCTest

/// One-line labels: the text whole, in a smaller font when it adjusts, else cut with an ellipsis.
final class LabelTests: XCTestCase {
    func testTextThatDoesNotFitShrinksDownToTheMinimumScaleThenTruncates() {
        // FixedAdvanceMeasurer: 10 characters at 20 pt are 100 pt wide.
        // (frame width, adjusts, minimum scale, expected text, expected font size)
        let cases: [(Double, Bool, Double, String, Double)] = [
            (100, false, 0.5, "ABCDEFGHIJ", 20),   // fits
            (100, true, 0.5, "ABCDEFGHIJ", 20),    // fits: no shrinking
            (80, true, 0.5, "ABCDEFGHIJ", 16),     // shrinks to 80 %
            (50, true, 0.5, "ABCDEFGHIJ", 10),     // shrinks to exactly the minimum
            (40, true, 0.5, "ABCDEFG…", 10),       // past the minimum: smallest size, then cut
            (80, false, 0.5, "ABCDEFG…", 20),      // not adjusting: cut at once
        ]
        let measurer = FixedAdvanceMeasurer()
        for (width, adjusts, minimum, text, size) in cases {
            let label = Label(text: "ABCDEFGHIJ", font: Font(size: 20), frame: Rect(x: 0, y: 0, width: width, height: 30))
            label.adjustsFontSizeToFitWidth = adjusts
            label.minimumScaleFactor = minimum
            let run = label.drawnRun(using: measurer)
            XCTAssertEqual(run.string, text, "width \(width), adjusts \(adjusts)")
            XCTAssertEqual(run.font.size, size, accuracy: 1e-9, "width \(width), adjusts \(adjusts)")
            XCTAssertLessThanOrEqual(measurer.size(of: run).width, width + 0.5)
        }
    }
}
