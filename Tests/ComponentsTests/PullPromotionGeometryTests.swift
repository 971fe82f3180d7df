import XCTest
@testable import Components

/// Offsets, insets and visual progress for a 390 x 844 viewport under a 135 pt bar.
final class PullPromotionGeometryTests: XCTestCase {
    private let g = PullPromotionGeometry(configuration: .init(), restingInsetTop: 135, viewportHeight: 844)

    func testOffsetsAndInsets() {
        XCTAssertEqual(g.restingOffset, -135)
        XCTAssertEqual(g.refreshingInsetTop, 205)
        XCTAssertEqual(g.refreshingOffset, -205)
        XCTAssertEqual(g.openInsetTop, 844)
        XCTAssertEqual(g.openOffset, -844)
        XCTAssertEqual(g.openPull, 709)
        XCTAssertEqual(g.pull(forOffset: -220), 85)
        XCTAssertEqual(g.pull(forOffset: -135), 0)
        XCTAssertEqual(g.pull(forOffset: 100), -235)
    }

    func testVisualProgressTable() {
        let r = PullPromotionGeometry.parallaxRate
        let cases: [(line: UInt, pull: Double, state: PullPromotionState, hint: Double, content: Double, dim: Double,
                     imageTop: Double, bar: Double)] = [
            (#line, 0, .stopped, 0, 1, 0.3, -709 * r, 0),
            (#line, 35, .stopped, 0.5, 1, 0.3, -674 * r, 0),
            (#line, 70, .refreshTriggered, 1, 1, 0.3, -639 * r, 0),
            (#line, 85, .refreshTriggered, 1, 1, 0.15, -624 * r, 0),
            (#line, 100, .promotionTriggered, 1, 1, 0, -609 * r, 0),
            (#line, 140, .promotionTriggered, 1, 1, 0, -569 * r, 40),
            (#line, 70, .refreshing, 1, 1, 0.3, -639 * r, 0),
            (#line, 0, .refreshing, 0, 1, 0.3, -709 * r, 0),      // scrolled into the feed: the header is off screen
            (#line, 709, .promotionShowing, 0, 0, 0, 0, 609),
            (#line, 760, .promotionShowing, 0, 0, 0, 0, 660),
        ]
        for c in cases {
            XCTAssertEqual(g.hintAlpha(pull: c.pull, state: c.state), c.hint, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(g.contentAlpha(pull: c.pull), c.content, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(g.dimAlpha(pull: c.pull), c.dim, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(g.promotionImageTop(pull: c.pull), c.imageTop, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(g.barOffset(pull: c.pull), c.bar, accuracy: 1e-9, line: c.line)
        }
    }

    /// The list stays opaque for any drag (rubber-banded to about 250 pt) and fades while opening.
    func testContentFadesOnlyWhileOpening() {
        XCTAssertEqual(g.contentAlpha(pull: 0.3 * 709), 1, accuracy: 1e-9)
        XCTAssertEqual(g.contentAlpha(pull: 0.5 * 709), 0.5, accuracy: 1e-9)
        XCTAssertEqual(g.contentAlpha(pull: 0.7 * 709), 0, accuracy: 1e-9)
        var previous = 2.0
        for pull in stride(from: 0.0, through: 709, by: 10) {
            let alpha = g.contentAlpha(pull: pull)
            XCTAssertLessThanOrEqual(alpha, previous)
            previous = alpha
        }
    }

    /// The image lags the content a little: it moves less than the content but fills the screen open.
    func testParallaxLagsTheContent() {
        XCTAssertLessThan(PullPromotionGeometry.parallaxRate, 1)
        XCTAssertGreaterThan(PullPromotionGeometry.parallaxRate, 0.5)
        let moved = g.promotionImageTop(pull: 100) - g.promotionImageTop(pull: 50)
        XCTAssertEqual(moved, 50 * PullPromotionGeometry.parallaxRate, accuracy: 1e-9)
        XCTAssertEqual(g.promotionImageTop(pull: g.openPull), 0)
        XCTAssertEqual(g.openProgress(pull: 354.5), 0.5, accuracy: 1e-9)
    }

    /// The promotion's titles and coupons stay hidden while a drag (at most about 250 of the 709 pt to
    /// open) reveals its bottom strip, and fade in over the last part of the opening.
    func testPromotionContentFadesInOnlyNearlyOpen() {
        // (pull, alpha): the fade runs from 0.55 to 0.9 of the 709 pt opening.
        let cases: [(Double, Double)] = [(0, 0), (100, 0), (260, 0), (0.55 * 709, 0), (0.725 * 709, 0.5), (0.9 * 709, 1), (709, 1)]
        for (pull, alpha) in cases {
            XCTAssertEqual(g.promotionContentAlpha(pull: pull), alpha, accuracy: 1e-9, "pull \(pull)")
        }
    }
}
