import ScrollPhysics
import XCTest
@testable import Components

/// The detent chosen on release, as a table (PHYSICS.md §7, the seed's half–full rule).
/// Default geometry in 844 pt: tops full 57, half 400, collapsed 742; offsets 0, −343, −685.
final class BottomSheetRulesTests: XCTestCase {
    private let geometry = BottomSheetGeometry(configuration: .init(), viewportHeight: 844)
    /// The largest offset of a long list and of a short one (`rows=10`: the content just fills the list).
    private let long = 2000.0, short = 0.0

    /// The list offset with the sheet's top at `top`.
    private func at(_ top: Double) -> Double { 57 - top }

    /// Where the list's own `.fast` momentum would rest, inside its range (what the scroll view passes:
    /// the offset itself below the fling threshold).
    private func natural(_ offset: Double, _ velocity: Double, maximum: Double) -> Double {
        guard abs(velocity) >= VelocityTracker.minimumFlingVelocity else { return offset }
        return min(max(MomentumProjection.restingPosition(position: offset, velocity: velocity, rate: .fast), -685), maximum)
    }

    func testReleaseTable() {
        typealias Release = BottomSheetRules.Release
        let cases: [(line: UInt, offset: Double, velocity: Double, maximum: Double, expected: Release)] = [
            // Slow releases: the nearest detent.
            (#line, at(420), 0, long, .snap(.half)),
            (#line, at(560), 0, long, .snap(.half)),
            (#line, at(600), 0, long, .snap(.collapsed)),
            (#line, at(220), 0, long, .snap(.full)),
            (#line, at(240), 0, long, .snap(.half)),
            (#line, at(790), 0, long, .snap(.collapsed)),        // rubber-banded below collapsed
            (#line, at(250), 200, long, .snap(.half)),           // under the 260 pt/s fling threshold
            // Flings: the projection (.normal) picks the detent, at most one past the current one.
            (#line, at(400), 1000, long, .snap(.full)),
            (#line, at(400), -1000, long, .snap(.collapsed)),
            (#line, at(742), 2000, long, .snap(.half)),          // projects to full, one step only
            (#line, at(57), -2000, long, .snap(.half)),
            (#line, at(700), 500, long, .snap(.half)),
            // Strong flings (≥ 2500 pt/s) may skip a detent.
            (#line, at(742), 3000, long, .snap(.full)),
            (#line, at(57), -3000, long, .snap(.collapsed)),
            // The seed's rule: a projection between half and full goes by the velocity's direction…
            (#line, at(380), 300, long, .snap(.full)),           // nearest to the projection (top 235): half
            (#line, at(80), -300, long, .snap(.half)),           // nearest to the projection (top 225): full
            (#line, at(380), -300, long, .snap(.half)),          // projection below half: nearest
            // … still at most one detent past the current one.
            (#line, at(650), 700, long, .snap(.half)),
            // A fling whose own momentum passes full carries on into the list.
            (#line, at(400), 4000, long, .keepMomentum),
            (#line, at(100), 600, long, .keepMomentum),
            // A short list cannot scroll past full: the same flings snap to full.
            (#line, at(400), 4000, short, .snap(.full)),
            (#line, at(742), 6000, short, .snap(.full)),
            (#line, at(100), 600, short, .snap(.full)),
            (#line, at(500), 0, short, .snap(.half)),
            // At full with the list scrolled: the list's own momentum…
            (#line, 300, 1000, long, .keepMomentum),
            (#line, 300, -1000, long, .keepMomentum),
            (#line, 300, 0, long, .keepMomentum),
            (#line, 2100, 0, long, .keepMomentum),                 // rubber-banded past the end
            // … unless it would pull the sheet down: the list stops dead at its top, the sheet stays.
            (#line, 50, -1500, long, .stopAtFull),
        ]
        for c in cases {
            let release = BottomSheetRules.decide(geometry: geometry, offset: c.offset, velocity: c.velocity,
                                                     naturalTarget: natural(c.offset, c.velocity, maximum: c.maximum))
            XCTAssertEqual(release, c.expected, "offset \(c.offset), velocity \(c.velocity)", line: c.line)
        }
    }

    func testDetentsCollapsedIntoOneStillGiveADetent() {
        let squeezed = BottomSheetGeometry(configuration: .init(halfTop: 2000), viewportHeight: 844)
        XCTAssertEqual(squeezed.halfTop, squeezed.collapsedTop)
        let release = BottomSheetRules.decide(geometry: squeezed, offset: -600, velocity: -800, naturalTarget: -680)
        XCTAssertEqual(release, .snap(.collapsed))
    }

    /// The seed's two-state rule and Pulley's nearest position (`BottomSheetSnap`).
    func testSeedAndNearestRulesTable() {
        let cases: [(line: UInt, rule: BottomSheetSnap, offset: Double, velocity: Double, expected: BottomSheetDetent)] = [
            // The seed: half and full only; between them the velocity's direction, slow to the nearer.
            (#line, .seed, at(600), 0, .half),             // below half: never collapsed
            (#line, .seed, at(742), -2000, .half),
            (#line, .seed, at(57), -3000, .half),           // strong fling down: still half
            (#line, .seed, at(380), 300, .full),            // projection between, going up
            (#line, .seed, at(80), -300, .half),            // projection between, going down
            (#line, .seed, at(200), 0, .full),              // slow: nearer of the two
            (#line, .seed, at(250), 0, .half),
            (#line, .seed, at(700), 3000, .full),           // projects past full
            // Pulley's nearest position: nearest where the sheet's own (.fast) momentum would stop,
            // so a fling counts only by the ~0.1 s of travel it would give.
            (#line, .nearest, at(420), 0, .half),
            (#line, .nearest, at(420), 3000, .full),        // top 420 → 121.5
            (#line, .nearest, at(420), 1000, .half),        // top 420 → 320.5: still nearer half
            (#line, .nearest, at(600), -3000, .collapsed),
            (#line, .nearest, at(200), -2000, .half),       // top 200 → 399
            (#line, .nearest, at(742), 6000, .full),        // top 742 → 145
            // The default for comparison: the projection with .normal, one detent at a time.
            (#line, .projected, at(420), 1500, .full),
        ]
        for c in cases {
            let natural = natural(c.offset, c.velocity, maximum: long)
            XCTAssertEqual(BottomSheetRules.target(geometry: geometry, offset: c.offset, velocity: c.velocity,
                                                      naturalTarget: natural, rule: c.rule),
                           c.expected, "\(c.rule) offset \(c.offset) velocity \(c.velocity)", line: c.line)
        }
    }

    /// Pulley's default: nearest the projection, but from the detent it was on, a projection more
    /// than 20 pt away goes one detent that way (`PulleySnapMode.nearestPositionUnlessExceeded(threshold: 20)`).
    func testPulleyRuleTable() {
        let cases: [(line: UInt, current: BottomSheetDetent, top: Double, velocity: Double, expected: BottomSheetDetent)] = [
            (#line, .half, 405, 0, .half),              // 5 pt: stays
            (#line, .half, 381, 0, .half),              // 19 pt up: stays
            (#line, .half, 379, 0, .full),              // 21 pt up: the next detent up, though half is nearer
            (#line, .half, 421, 0, .collapsed),         // 21 pt down
            (#line, .half, 260, 0, .full),              // nearer half, beyond the threshold: up one
            (#line, .half, 400, 250, .half),            // under the fling threshold: no momentum
            (#line, .half, 400, 300, .full),            // 29 pt of momentum
            (#line, .full, 70, 0, .full),               // 13 pt down from full
            (#line, .full, 80, 0, .half),               // 23 pt down: one detent, not to collapsed
            (#line, .full, 240, 0, .half),              // nearest is half already: nearest position
            (#line, .collapsed, 700, 0, .half),         // 42 pt up from collapsed
            (#line, .collapsed, 150, 0, .full),         // nearest is full: there directly
            (#line, .collapsed, 760, 0, .collapsed),    // below collapsed: no lower detent
        ]
        for c in cases {
            let offset = at(c.top)
            let natural = natural(offset, c.velocity, maximum: long)
            XCTAssertEqual(BottomSheetRules.target(geometry: geometry, offset: offset, velocity: c.velocity, naturalTarget: natural,
                                                      rule: .pulley, current: c.current),
                           c.expected, "from \(c.current) at top \(c.top), \(c.velocity) pt/s", line: c.line)
        }
    }

    /// FloatingPanel's default behaviour: one end of the segment the sheet is in, in the direction of
    /// motion (projection with .normal clamped to the segment, far end past 0.5 of it).
    func testFloatingPanelPicksAnEndOfTheSegment() {
        let cases: [(line: UInt, top: Double, velocity: Double, expected: BottomSheetDetent)] = [
            (#line, 443, 375, .half),        // up between tip and half: half, never full (it went to full)
            (#line, 443, 3000, .half),       // however hard
            (#line, 700, 100, .collapsed),   // projects 50 pt of 342: back to the tip
            (#line, 420, -375, .collapsed),  // down 187 pt of 342: past 0.5, the tip
            (#line, 420, -150, .half),       // down 75 pt: back to half
            (#line, 100, -3000, .half),      // down from near full: half, never the tip
            (#line, 300, 0, .half),          // at rest: the nearer end
            (#line, 200, 0, .full),
            (#line, 400, 375, .full),        // on half moving up: the half–full segment
            (#line, 400, -375, .collapsed),  // on half moving down: the half–tip segment
        ]
        for c in cases {
            let target = BottomSheetRules.target(geometry: geometry, offset: at(c.top), velocity: c.velocity,
                                                 naturalTarget: at(c.top), rule: .ends)
            XCTAssertEqual(target, c.expected, line: c.line)
        }
    }
}
