import Graphics
import ScrollUI
import XCTest
@testable import Components

/// When refreshing ends, the spinner fades out before the arrow comes back: never both at once.
final class PullRefreshIndicatorTests: XCTestCase {
    private final class Measurer: TextMeasuring {
        func size(of run: TextRun) -> Size { .zero }
        func ascent(of font: Font) -> Double { 0 }
    }

    func testTheSpinnerFadesOutBeforeTheArrowFadesIn() {
        let window = Window(size: Size(width: 100, height: 100), textMeasurer: Measurer())
        let indicator = PullRefreshIndicatorView()
        window.setContent(indicator)
        indicator.setSpinning(true)
        window.advance(to: 1)
        indicator.setSpinning(false)
        let d = PullRefreshIndicatorView.fadeDuration
        let cases: [(line: UInt, after: Double, spinner: Double, arrow: Double)] = [
            (#line, 0, 1, 0), (#line, d / 2, 0.5, 0), (#line, d, 0, 0), (#line, 1.5 * d, 0, 0.5), (#line, 2 * d, 0, 1),
            (#line, 10, 0, 1),
        ]
        for c in cases {
            XCTAssertEqual(indicator.spinnerAlpha(at: 1 + c.after), c.spinner, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(indicator.arrowAlpha(at: 1 + c.after), c.arrow, accuracy: 1e-9, line: c.line)
        }
        XCTAssertEqual(indicator.spinnerAlpha(at: 1) * indicator.arrowAlpha(at: 1), 0)
        window.advance(to: 1 + 2 * d + 0.01)
        XCTAssertFalse(window.isAnimating, "no frames once the arrow is back")
    }
}
