import XCTest
@testable import Components

final class ExpandableBarSettleTests: XCTestCase {
    private let configuration = ExpandableBarConfiguration()
    private let range = -128.0...5000.0

    func testDecisionTable() {
        typealias Decision = ExpandableBarSettle.Decision
        let cases: [(line: UInt, bar: Double, expandable: Bool, content: Double, rest: Double, velocity: Double,
                     snap: ExpandableBarSnap, expected: Decision)] = [
            // On a state: nothing to settle, momentum goes on.
            (#line, -128, false, 300, 900, 1200, .projected, .none),
            (#line, -64, false, 300, 300, 0, .nearest, .none),
            // Slow release between states: nearest, with the seed's timed curve (velocity 0).
            (#line, -100, false, 28, 28, 0, .projected, .settle(barOffset: -128, contentOffset: 0, velocity: 0)),
            (#line, -90, false, 38, 38, 0, .projected, .settle(barOffset: -64, contentOffset: 64, velocity: 0)),
            (#line, -220, true, -220, -220, 0, .projected, .settle(barOffset: -284, contentOffset: -284, velocity: 0)),
            (#line, -200, true, -200, -200, 0, .projected, .settle(barOffset: -128, contentOffset: -128, velocity: 0)),
            (#line, -150, true, -150, -150, 0, .projected, .settle(barOffset: -128, contentOffset: -128, velocity: 0)),
            // A fling that carries the bar to compact by itself keeps its momentum.
            (#line, -100, false, 28, 528, 1000, .projected, .keepMomentum),
            // ... and one that carries it back to normal.
            (#line, -80, false, 500, 100, -800, .projected, .keepMomentum),
            // A fling that would stop between states: the state nearest the projection, with the velocity.
            (#line, -110, false, 18, 38, 150, .projected, .settle(barOffset: -64, contentOffset: 64, velocity: 150)),
            (#line, -70, false, 600, 590, -110, .projected, .settle(barOffset: -64, contentOffset: 606, velocity: -110)),
            // The seed's nearest snap ignores the momentum.
            (#line, -100, false, 28, 528, 1000, .nearest, .settle(barOffset: -128, contentOffset: 0, velocity: 0)),
            (#line, -200, true, -200, -284, -900, .nearest, .settle(barOffset: -128, contentOffset: -128, velocity: 0)),
            // Without the expanded state, expanded is never a target.
            (#line, -127, false, -127, -127, 0, .nearest, .settle(barOffset: -128, contentOffset: -128, velocity: 0)),
        ]
        for c in cases {
            let state = ExpandableBarState(offset: c.bar, isExpandedStateAvailable: c.expandable, configuration: configuration)
            let range = c.expandable ? -284.0...5000.0 : self.range
            let decision = ExpandableBarSettle.decide(state: state, contentOffset: c.content, restingOffset: c.rest,
                                                      velocity: c.velocity, range: range, snap: c.snap)
            XCTAssertEqual(decision, c.expected, line: c.line)
        }
    }

    func testNearestStateOffsets() {
        let cases: [(line: UInt, offset: Double, expandable: Bool, expected: Double)] = [
            (#line, -95, false, -64), (#line, -97, false, -128), (#line, -250, false, -128),
            (#line, -250, true, -284), (#line, -205, true, -128), (#line, -207, true, -284),
        ]
        for c in cases {
            let state = ExpandableBarState(offset: c.offset, isExpandedStateAvailable: c.expandable, configuration: configuration)
            XCTAssertEqual(ExpandableBarSettle.nearestStateOffset(to: c.offset, in: state), c.expected, line: c.line)
        }
    }
}
