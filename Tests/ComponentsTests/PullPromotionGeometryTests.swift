import XCTest
@testable import Components

/// Offsets, insets and visual progress for a 390 x 844 viewport under a 135 pt bar.
final class PullPromotionGeometryTests: XCTestCase {
    private let g = PullPromotionGeometry(configuration: .init(), restingInsetTop: 135, viewportHeight: 844)

    /// Open, the page (bars and list) has moved down a whole screen: the list's top inset is the
    /// viewport's height and the bars' 135 pt.
    func testOffsetsAndInsets() {
        XCTAssertEqual(g.restingOffset, -135)
        XCTAssertEqual(g.refreshingInsetTop, 205)
        XCTAssertEqual(g.refreshingOffset, -205)
        XCTAssertEqual(g.openInsetTop, 979)
        XCTAssertEqual(g.openOffset, -979)
        XCTAssertEqual(g.openPull, 844)
        XCTAssertEqual(g.pull(forOffset: -220), 85)
        XCTAssertEqual(g.pull(forOffset: -135), 0)
        XCTAssertEqual(g.pull(forOffset: 100), -235)
    }

    func testVisualProgressTable() {
        let r = PullPromotionGeometry.parallaxRate
        let cases: [(line: UInt, pull: Double, state: PullPromotionState, hint: Double, dim: Double, imageTop: Double, page: Double)] = [
            (#line, 0, .stopped, 0, 0.3, -844 * r, 0),
            (#line, 35, .stopped, 0.5, 0.3, -809 * r, 0),
            (#line, 70, .refreshTriggered, 1, 0.3, -774 * r, 0),
            (#line, 85, .refreshTriggered, 1, 0.15, -759 * r, 0),
            (#line, 100, .promotionTriggered, 1, 0, -744 * r, 0),
            (#line, 140, .promotionTriggered, 1, 0, -704 * r, 140 - 100 * (1 - 40.0 / 744)),
            (#line, 70, .refreshing, 1, 0.3, -774 * r, 0),
            (#line, 0, .refreshing, 0, 0.3, -844 * r, 0),      // scrolled into the feed: the header is off screen
            (#line, 844, .promotionShowing, 0, 0, 0, 844),
            (#line, 900, .promotionShowing, 0, 0, 0, 900),
        ]
        for c in cases {
            XCTAssertEqual(g.hintAlpha(pull: c.pull, state: c.state), c.hint, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(g.dimAlpha(pull: c.pull), c.dim, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(g.promotionImageTop(pull: c.pull), c.imageTop, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(g.pageOffset(pull: c.pull), c.page, accuracy: 1e-9, line: c.line)
        }
    }

    /// The page moves as one: its bars stay under a refresh-sized pull, then follow the list down with
    /// the refresh header's room between them for any drag (the rubber band shows at most about 297 pt
    /// in 844), and reach the screen's bottom with it when open, never going back up on the way.
    func testThePageSlidesOffTheScreenAsItOpens() {
        var previous = -1.0
        for pull in stride(from: 0.0, through: 844, by: 4) {
            let page = g.pageOffset(pull: pull)
            XCTAssertGreaterThanOrEqual(page, previous, "pull \(pull)")
            XCTAssertLessThanOrEqual(page, pull, "the bars never pass the list's top: pull \(pull)")
            if pull <= 300 { XCTAssertGreaterThanOrEqual(pull - page, min(pull, 70), "room for the refresh header: pull \(pull)") }
            previous = page
        }
        XCTAssertEqual(g.pageOffset(pull: 100), 0)
        XCTAssertEqual(g.pageOffset(pull: g.openPull), 844, "open: the bars' top at the screen's bottom")
    }

    /// Once the promotion opened, the strip between the bars and the list closes as the page goes on
    /// down (the bars at twice the list's speed) and never opens again: dragged back up or closing,
    /// the page moves whole. Released at 120 pt the strip is 100 × (1 − 20 / 744) = 97.312 pt.
    func testTheStripClosesOnceThePromotionOpens() {
        let strip = 100 * (1 - 20.0 / 744)
        let cases: [(line: UInt, pull: Double, deepest: Double, page: Double)] = [
            (#line, 120, 120, 120 - strip),                       // the release: where the finger left the bars
            (#line, 130, 150, 130 - (strip - 30)),                 // caught early: 30 pt of the strip closed
            (#line, 120 + strip / 2, 120 + strip / 2, 120),        // half way: the bars at the release's list top
            (#line, 120 + strip, 120 + strip, 120 + strip),        // closed: bars on the list
            (#line, 844, 844, 844),                                // open
            (#line, 500, 844, 500),                                // dragged back up: whole
            (#line, 50, 844, 50),                                  // closing: whole
            (#line, -10, 844, 0),                                  // the close's spring past the top: bars at rest
        ]
        for c in cases {
            XCTAssertEqual(g.pageOffset(pull: c.pull, openedAt: 120, deepestPull: c.deepest), c.page, accuracy: 1e-9, line: c.line)
        }
        XCTAssertEqual(g.pageOffset(pull: 120, openedAt: 120, deepestPull: 120), g.pageOffset(pull: 120), accuracy: 1e-9)
    }

    /// For any release, the bars go on from where the finger left them, never back up nor past the
    /// list, no faster than `stripClosingSpeed` times the list, and leave the screen with it at `H`;
    /// where the strip is too tall to close at that speed before `H` (a 200 pt threshold in a 300 pt
    /// window), faster, so that they still leave with it.
    func testTheBarsCatchUpWithTheListForAnyRelease() {
        let small = PullPromotionGeometry(configuration: .init(refreshThreshold: 150, promotionThreshold: 200), restingInsetTop: 20,
                                          viewportHeight: 300)
        for (geometry, speed) in [(g, PullPromotionGeometry.stripClosingSpeed), (small, Double.infinity)] {
            let open = geometry.openPull
            for release in stride(from: geometry.configuration.promotionThreshold, through: open, by: 4) {
                var previous = geometry.pageOffset(pull: release)
                for pull in stride(from: release, through: open, by: 2) {
                    let page = geometry.pageOffset(pull: pull, openedAt: release, deepestPull: pull)
                    XCTAssertGreaterThanOrEqual(page, previous - 1e-9, "release \(release), pull \(pull)")
                    XCTAssertLessThanOrEqual(page - previous, speed * 2 + 1e-9, "release \(release), pull \(pull)")
                    XCTAssertLessThanOrEqual(page, pull + 1e-9, "release \(release), pull \(pull)")
                    previous = page
                }
                XCTAssertEqual(geometry.pageOffset(pull: open, openedAt: release, deepestPull: open), open, accuracy: 1e-9,
                               "release \(release)")
            }
        }
    }

    /// The image lags the content a little: it moves less than the content but fills the screen open.
    func testParallaxLagsTheContent() {
        XCTAssertLessThan(PullPromotionGeometry.parallaxRate, 1)
        XCTAssertGreaterThan(PullPromotionGeometry.parallaxRate, 0.5)
        let moved = g.promotionImageTop(pull: 100) - g.promotionImageTop(pull: 50)
        XCTAssertEqual(moved, 50 * PullPromotionGeometry.parallaxRate, accuracy: 1e-9)
        XCTAssertEqual(g.promotionImageTop(pull: g.openPull), 0)
        XCTAssertEqual(g.openProgress(pull: 422), 0.5, accuracy: 1e-9)
    }

    /// The promotion's titles and coupons stay hidden while a refresh-sized pull reveals its bottom
    /// strip, and fade in over the 60 pt past the promotion threshold, as the page starts to go.
    func testPromotionContentFadesInPastThePromotionThreshold() {
        let cases: [(Double, Double)] = [(0, 0), (70, 0), (100, 0), (130, 0.5), (160, 1), (844, 1)]
        for (pull, alpha) in cases {
            XCTAssertEqual(g.promotionContentAlpha(pull: pull), alpha, accuracy: 1e-9, "pull \(pull)")
        }
    }
}
