import XCTest
@testable import Components

/// The state machine as a table: every edge of COMPONENTS.md §2 (the seed's rules, the downgrade,
/// the cancel, refreshing ignoring pulls, closing the promotion), with the boundaries on both sides.
final class PullPromotionRulesTests: XCTestCase {
    private let configuration = PullPromotionConfiguration()
    /// The open pull the table is written for, points.
    private static let openPull = 709.0

    private static func drag(_ pull: Double) -> PullPromotionEvent {
        .scrolled(PullPromotionInput(pull: pull, isDragging: true, openPull: openPull))
    }

    /// A change while nothing holds the content (momentum, an animation), not a release.
    private static func coast(_ pull: Double) -> PullPromotionEvent {
        .scrolled(PullPromotionInput(pull: pull, isDragging: false, openPull: openPull))
    }

    /// The first change after the finger lifted, with the content's velocity (positive moving up).
    private static func release(_ pull: Double, velocity: Double = 0, pullChange: Double = 0) -> PullPromotionEvent {
        .scrolled(PullPromotionInput(pull: pull, isDragging: false, didEndDragging: true, velocity: velocity, openPull: openPull,
                                     pullChange: pullChange))
    }

    func testDefaultsAreTheSeeds() {
        XCTAssertEqual(configuration.refreshThreshold, 70)
        XCTAssertEqual(configuration.promotionThreshold, 100)
        XCTAssertEqual(configuration.refreshingHeight, 70)
        XCTAssertEqual(configuration.settleDuration, 0.2)
        XCTAssertEqual(configuration.endDuration, 0.2)
        XCTAssertTrue(configuration.isValid)
        XCTAssertFalse(PullPromotionConfiguration(refreshThreshold: 100, promotionThreshold: 70).isValid)
    }

    func testTransitionTable() {
        typealias S = PullPromotionState
        let cases: [(line: UInt, from: S, event: PullPromotionEvent, expected: S)] = [
            // stopped: the seed's triggers, only while dragging.
            (#line, .stopped, Self.drag(0), .stopped),
            (#line, .stopped, Self.drag(50), .stopped),
            (#line, .stopped, Self.drag(70), .stopped),
            (#line, .stopped, Self.drag(70.5), .refreshTriggered),
            (#line, .stopped, Self.drag(99.9), .refreshTriggered),
            (#line, .stopped, Self.drag(100), .refreshTriggered),
            (#line, .stopped, Self.drag(100.1), .promotionTriggered),
            (#line, .stopped, Self.coast(85), .stopped),
            (#line, .stopped, Self.coast(150), .stopped),
            (#line, .stopped, Self.release(85), .stopped),
            (#line, .stopped, .endRefreshing, .stopped),
            (#line, .stopped, .closePromotion, .stopped),
            // refreshTriggered: held, cancelled, upgraded, released.
            (#line, .refreshTriggered, Self.drag(85), .refreshTriggered),
            (#line, .refreshTriggered, Self.drag(70), .stopped),
            (#line, .refreshTriggered, Self.drag(-20), .stopped),
            (#line, .refreshTriggered, Self.drag(100), .refreshTriggered),
            (#line, .refreshTriggered, Self.drag(101), .promotionTriggered),
            (#line, .refreshTriggered, Self.release(85), .refreshing),
            (#line, .refreshTriggered, Self.coast(85), .refreshing),
            (#line, .refreshTriggered, .endRefreshing, .refreshTriggered),
            (#line, .refreshTriggered, .closePromotion, .refreshTriggered),
            // promotionTriggered: held, downgraded, cancelled, released.
            (#line, .promotionTriggered, Self.drag(150), .promotionTriggered),
            (#line, .promotionTriggered, Self.drag(100), .promotionTriggered),
            (#line, .promotionTriggered, Self.drag(99), .refreshTriggered),
            (#line, .promotionTriggered, Self.drag(70), .stopped),
            (#line, .promotionTriggered, Self.drag(30), .stopped),
            (#line, .promotionTriggered, Self.release(120), .promotionShowing),
            (#line, .promotionTriggered, Self.coast(99), .promotionShowing),
            (#line, .promotionTriggered, .closePromotion, .promotionTriggered),
            // refreshing ignores every pull until the refresh ends.
            (#line, .refreshing, Self.drag(150), .refreshing),
            (#line, .refreshing, Self.drag(85), .refreshing),
            (#line, .refreshing, Self.drag(0), .refreshing),
            (#line, .refreshing, Self.release(120), .refreshing),
            (#line, .refreshing, Self.coast(70), .refreshing),
            (#line, .refreshing, .closePromotion, .refreshing),
            (#line, .refreshing, .endRefreshing, .stopped),
            // promotionShowing: stays while opening or held; a release dragged up 80 pt or flicked up
            // closes it; so do the close button and Escape.
            (#line, .promotionShowing, Self.coast(300), .promotionShowing),
            (#line, .promotionShowing, Self.drag(600), .promotionShowing),
            (#line, .promotionShowing, Self.drag(0), .promotionShowing),
            (#line, .promotionShowing, Self.release(709), .promotionShowing),
            (#line, .promotionShowing, Self.release(630), .promotionShowing),
            (#line, .promotionShowing, Self.release(629), .promotionClosing),
            (#line, .promotionShowing, Self.release(100), .promotionClosing),
            (#line, .promotionShowing, Self.release(400, velocity: -300), .promotionShowing),
            (#line, .promotionShowing, Self.release(700, velocity: 500), .promotionClosing),
            (#line, .promotionShowing, Self.release(700, velocity: 499), .promotionShowing),
            // Caught while opening and pulled further down: it finishes opening, however far from open.
            (#line, .promotionShowing, Self.release(300, pullChange: 40), .promotionShowing),
            (#line, .promotionShowing, Self.release(300, pullChange: -40), .promotionClosing),
            (#line, .promotionShowing, .closePromotion, .promotionClosing),
            (#line, .promotionShowing, .endRefreshing, .promotionShowing),
            // promotionClosing: no pull opens it again or ticks; it stops once the list is at rest.
            (#line, .promotionClosing, Self.drag(300), .promotionClosing),
            (#line, .promotionClosing, Self.release(300), .promotionClosing),
            (#line, .promotionClosing, Self.coast(85), .promotionClosing),
            (#line, .promotionClosing, .closePromotion, .promotionClosing),
            (#line, .promotionClosing, .endRefreshing, .promotionClosing),
            (#line, .promotionClosing, .closed, .stopped),
            (#line, .stopped, .closed, .stopped),
        ]
        for c in cases {
            XCTAssertEqual(PullPromotionRules.next(c.from, on: c.event, configuration: configuration), c.expected,
                           "\(c.from) on \(c.event)", line: c.line)
        }
    }

    func testThresholdsAreOptions() {
        let custom = PullPromotionConfiguration(refreshThreshold: 40, promotionThreshold: 200)
        XCTAssertEqual(PullPromotionRules.next(.stopped, on: Self.drag(50), configuration: custom), .refreshTriggered)
        XCTAssertEqual(PullPromotionRules.next(.stopped, on: Self.drag(150), configuration: custom), .refreshTriggered)
        XCTAssertEqual(PullPromotionRules.next(.refreshTriggered, on: Self.drag(201), configuration: custom), .promotionTriggered)
        XCTAssertEqual(PullPromotionRules.next(.stopped, on: Self.drag(50), configuration: configuration), .stopped)
    }

    func testTransitionEffectsTable() {
        typealias S = PullPromotionState
        let cases: [(line: UInt, from: S, to: S, refresh: Bool, promotion: Bool, restore: Bool, crossed: Int)] = [
            (#line, .stopped, .refreshTriggered, false, false, false, 1),
            (#line, .stopped, .promotionTriggered, false, false, false, 2),
            (#line, .refreshTriggered, .promotionTriggered, false, false, false, 1),
            (#line, .promotionTriggered, .refreshTriggered, false, false, false, 0),
            (#line, .promotionTriggered, .stopped, false, false, false, 0),
            (#line, .refreshTriggered, .stopped, false, false, false, 0),
            (#line, .refreshTriggered, .refreshing, true, false, false, 0),
            (#line, .promotionTriggered, .promotionShowing, false, true, false, 0),
            (#line, .refreshing, .stopped, false, false, true, 0),
            (#line, .promotionShowing, .promotionClosing, false, false, true, 0),
            (#line, .promotionClosing, .stopped, false, false, false, 0),
        ]
        for c in cases {
            let t = PullPromotionTransition(from: c.from, to: c.to)
            XCTAssertEqual(t.startsRefreshing, c.refresh, line: c.line)
            XCTAssertEqual(t.opensPromotion, c.promotion, line: c.line)
            XCTAssertEqual(t.restoresList, c.restore, line: c.line)
            XCTAssertEqual(t.crossedThresholds, c.crossed, line: c.line)
            XCTAssertTrue(t.isAllowed, "\(t)", line: c.line)
        }
        for (from, to) in [(PullPromotionState.stopped, PullPromotionState.refreshing), (.stopped, .promotionShowing),
                           (.refreshing, .promotionTriggered), (.promotionShowing, .stopped), (.promotionClosing, .promotionShowing),
                           (.refreshing, .refreshTriggered)] {
            XCTAssertFalse(PullPromotionTransition(from: from, to: to).isAllowed, "\(from) → \(to)")
        }
    }

    /// Walks a drag's pulls through the machine; returns the last state and the crossings counted.
    private func walk(_ pulls: [Double], from start: PullPromotionState = .stopped) -> (PullPromotionState, Int) {
        var state = start, crossings = 0
        for pull in pulls {
            let next = PullPromotionRules.next(state, on: Self.drag(pull), configuration: configuration)
            crossings += PullPromotionTransition(from: state, to: next).crossedThresholds
            state = next
        }
        return (state, crossings)
    }

    func testEachCrossingIsMarkedOnceAndRearmedWhenPulledBack() {
        let cases: [(line: UInt, pulls: [Double], state: PullPromotionState, crossings: Int)] = [
            (#line, [10, 40, 69], .stopped, 0),
            (#line, [60, 71, 80, 90, 85, 95], .refreshTriggered, 1),
            (#line, [60, 71, 75, 71, 72, 74], .refreshTriggered, 1),
            (#line, [60, 80, 110, 130, 120], .promotionTriggered, 2),
            (#line, [80, 110, 95, 110, 95, 110], .promotionTriggered, 4),
            (#line, [80, 110, 50, 80, 110], .promotionTriggered, 4),
            (#line, [80, 65, 80, 65, 80], .refreshTriggered, 3),
            (#line, [150], .promotionTriggered, 2),
        ]
        for c in cases {
            let (state, crossings) = walk(c.pulls)
            XCTAssertEqual(state, c.state, line: c.line)
            XCTAssertEqual(crossings, c.crossings, line: c.line)
        }
        XCTAssertEqual(walk([85, 150], from: .refreshing).1, 0, "no tick while refreshing")
    }
}

/// The refreshing header always has room for what it shows.
final class PullRefreshHeaderHeightTests: XCTestCase {
    func testTheRefreshingHeaderIsNeverShorterThanItsContent() {
        let cases: [(line: UInt, threshold: Double, height: Double)] = [
            (#line, 70, 70), (#line, 51, 51), (#line, 20, PullRefreshHeaderView.minimumHeight),
            (#line, 10, PullRefreshHeaderView.minimumHeight), (#line, 200, 200),
        ]
        for c in cases {
            let configuration = PullPromotionConfiguration(refreshThreshold: c.threshold, promotionThreshold: c.threshold + 30)
            XCTAssertEqual(configuration.refreshingHeight, c.height, line: c.line)
            XCTAssertGreaterThanOrEqual(configuration.refreshingHeight,
                                        PullRefreshHeaderView.hintHeight + PullRefreshHeaderView.subtitleHeight, line: c.line)
        }
    }
}
