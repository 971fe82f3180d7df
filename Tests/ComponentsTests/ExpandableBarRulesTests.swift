import XCTest
@testable import Components

final class ExpandableBarRulesTests: XCTestCase {
    private let configuration = ExpandableBarConfiguration()
    private let range = -128.0...5000.0

    func testDecisionTable() {
        typealias Decision = ExpandableBarRules.Decision
        let cases: [(line: UInt, bar: Double, expandable: Bool, content: Double, rest: Double, velocity: Double,
                     snap: ExpandableBarSnap, expected: Decision)] = [
            // (bar offset, expanded available, content offset, momentum's resting offset, velocity, snap)
            // Momentum (or rest) leaves the bar on a state: nothing to add.
            (#line, -128, false, 300, 900, 1200, .projected, .natural),
            (#line, -64, false, 300, 300, 0, .nearest, .natural),
            (#line, -64, false, 300, 300, 0, .projected, .natural),
            // Slow release between states: nearest, with the seed's timed curve (velocity 0).
            (#line, -100, false, 28, 28, 0, .projected, .settle(barOffset: -128, contentOffset: 0, velocity: 0)),
            (#line, -90, false, 38, 38, 0, .projected, .settle(barOffset: -64, contentOffset: 64, velocity: 0)),
            (#line, -220, true, -220, -220, 0, .projected, .settle(barOffset: -284, contentOffset: -284, velocity: 0)),
            (#line, -200, true, -200, -200, 0, .projected, .settle(barOffset: -128, contentOffset: -128, velocity: 0)),
            (#line, -150, true, -150, -150, 0, .projected, .settle(barOffset: -128, contentOffset: -128, velocity: 0)),
            // A fling that carries the bar to compact by itself keeps its momentum.
            (#line, -100, false, 28, 528, 1000, .projected, .natural),
            // ... and one that carries it back to normal.
            (#line, -80, false, 500, 100, -800, .projected, .natural),
            // On a state, a short fling that would stop the bar between states settles it from the projection.
            (#line, -128, false, 300, 330, 200, .projected, .settle(barOffset: -128, contentOffset: 300, velocity: 200)),
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
            let decision = ExpandableBarRules.decide(state: state, contentOffset: c.content, restingOffset: c.rest,
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
            XCTAssertEqual(ExpandableBarRules.nearestStateOffset(to: c.offset, in: state), c.expected, line: c.line)
        }
    }

    /// A notch or key goes where it leaves the bar on a state: its own target, or the next state in
    /// its direction (so a settle never undoes it).
    func testDiscreteTargets() {
        let cases: [(line: UInt, bar: Double, expandable: Bool, content: Double, proposed: Double, expected: Double)] = [
            // Mid-list at normal: a notch down (132) carries the bar to compact on the way.
            (#line, -128, false, 500, 632, 632),
            // An arrow down (40) would leave the bar at 88: on to compact (64 pt more of content).
            (#line, -128, false, 500, 540, 564),
            // At compact an arrow down is just a scroll.
            (#line, -64, false, 500, 540, 540),
            // Compact mid-list, an arrow up (40) would leave it at 104: on to normal.
            (#line, -64, false, 500, 460, 436),
            // Expanded at the top: the down arrow goes to normal (the next state down), not back to expanded.
            (#line, -284, true, -284, -244, -128),
            // Tall bars (normal 400): a key at the top scrolls away to compact.
            (#line, -400, false, -400, -360, -64),
        ]
        for c in cases {
            let configuration = c.line == cases.last!.line
                ? ExpandableBarConfiguration(compactHeight: 64, normalHeight: 400, expandedHeight: 600) : self.configuration
            let state = ExpandableBarState(offset: c.bar, isExpandedStateAvailable: c.expandable, configuration: configuration)
            let range = -(c.expandable ? configuration.expandedHeight : configuration.normalHeight)...5000.0
            XCTAssertEqual(ExpandableBarRules.discreteTarget(state: state, contentOffset: c.content, proposed: c.proposed,
                                                                range: range), c.expected, line: c.line)
        }
    }
}
