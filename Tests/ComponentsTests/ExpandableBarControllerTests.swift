import Graphics
import ScrollUI
import XCTest
@testable import Components

/// The controller on a real list in a window, driven by pointer events in virtual time.
final class ExpandableBarControllerTests: XCTestCase {
    private struct Rig {
        let window = Window(size: Size(width: 390, height: 797), textMeasurer: FixedAdvanceMeasurer())
        let list = ListView()
        let controller: ExpandableBarController
        var time = 0.0

        init(rows: Int = 100, snap: ExpandableBarSnap = .projected) {
            controller = ExpandableBarController(snap: snap)
            list.rowHeight = 100
            list.rowCount = rows
            list.alwaysBounceVertical = true
            window.setContent(list)
            window.layoutIfNeeded()
            controller.attach(to: list)
        }

        var bar: ExpandableBarState { controller.state }
        var offset: Double { list.contentOffset.y }

        /// Drags from `from` to `to` at `speed` pt/s, then holds still for `hold` s and lifts (no fling when
        /// `hold` ≥ 0.05).
        mutating func drag(from: Double, to: Double, speed: Double = 600, hold: Double = 0.1) {
            window.apply(Input(time: time, kind: .down(Point(x: 195, y: from))))
            let steps = max(1, Int(abs(to - from) / speed / 0.008))
            for step in 1...steps {
                time += abs(to - from) / speed / Double(steps)
                window.apply(Input(time: time, kind: .move(Point(x: 195, y: from + (to - from) * Double(step) / Double(steps)))))
            }
            time += hold
            if hold > 0 { window.apply(Input(time: time, kind: .move(Point(x: 195, y: to)))) }
            window.apply(Input(time: time, kind: .up(Point(x: 195, y: to))))
        }

        mutating func settle(_ seconds: Double = 3) {
            let end = time + seconds
            while time < end { time += 1.0 / 60; window.advance(to: time) }
        }
    }

    func testStartsNormalAtTheTop() {
        let rig = Rig()
        XCTAssertEqual(rig.offset, -128)
        XCTAssertEqual(rig.list.contentInset.top, 128)
        XCTAssertEqual(rig.bar.offset, -128)
        XCTAssertEqual(rig.bar.transitionProgress(), 1)
    }

    func testScrollingCollapsesToCompact() {
        var rig = Rig()
        rig.drag(from: 600, to: 300)
        rig.settle()
        XCTAssertEqual(rig.bar.height(), 64)
        XCTAssertEqual(rig.bar.transitionProgress(), 0)
        XCTAssertGreaterThan(rig.offset, 100, "the content scrolled on past the collapse")
    }

    func testPullingFromTheTopExpandsTo284AndNoFurther() {
        var rig = Rig()
        var tallest = 0.0
        rig.window.apply(Input(time: 0, kind: .down(Point(x: 195, y: 200))))
        for step in 1...60 {
            rig.time = Double(step) * 0.016
            rig.window.apply(Input(time: rig.time, kind: .move(Point(x: 195, y: 200 + Double(step) * 7))))
            tallest = max(tallest, rig.bar.height())
        }
        XCTAssertTrue(rig.bar.isExpandedStateAvailable)
        XCTAssertEqual(tallest, 284)
        XCTAssertEqual(rig.list.contentInset.top, 284)
        rig.time += 0.1
        rig.window.apply(Input(time: rig.time, kind: .up(Point(x: 195, y: 620))))
        rig.settle()
        XCTAssertEqual(rig.bar.transitionProgress(), 2)
        XCTAssertEqual(rig.offset, -284, accuracy: 1e-9)
    }

    /// A hard fling into the top while expanding overscrolls, bounces, and rests exactly expanded.
    func testAHardFlingIntoTheTopRestsExactlyExpanded() {
        var rig = Rig()
        rig.drag(from: 150, to: 790, speed: 1800, hold: 0)
        XCTAssertLessThan(rig.offset, -284, "overscrolled past the expanded top")
        rig.settle(3)
        XCTAssertEqual(rig.list.phase, .idle)
        XCTAssertEqual(rig.bar.transitionProgress(), 2)
        XCTAssertEqual(rig.offset, -284, accuracy: 1e-9)
    }

    func testAPanThatBeginsMidListNeverExpands() {
        var rig = Rig()
        rig.drag(from: 700, to: 100)           // well into the list, bar compact
        rig.settle()
        rig.drag(from: 100, to: 700, speed: 500)
        rig.settle()
        XCTAssertFalse(rig.bar.isExpandedStateAvailable)
        XCTAssertEqual(rig.bar.height(), 128)
        XCTAssertEqual(rig.list.contentInset.top, 128)
    }

    func testReleasesBetweenStatesSettleToTheNearestState() {
        let cases: [(line: UInt, travel: Double, progress: Double, offset: Double)] = [
            (#line, 20, 1, -128),        // bar at 108: back to normal
            (#line, 40, 0, -64),         // bar at 88: on to compact
        ]
        for c in cases {
            var rig = Rig()
            rig.drag(from: 500, to: 500 - c.travel - 10)   // 10 pt of touch slop
            XCTAssertEqual(rig.list.phase, .animating, line: c.line)
            rig.settle()
            XCTAssertEqual(rig.bar.transitionProgress(), c.progress, line: c.line)
            XCTAssertEqual(rig.offset, c.offset, accuracy: 1e-9, line: c.line)
        }
    }

    func testAFlingThatReachesAStateKeepsItsMomentum() {
        var rig = Rig()
        rig.drag(from: 600, to: 560, speed: 3000, hold: 0)
        XCTAssertEqual(rig.list.phase, .decelerating, "the momentum is not replaced by a settle")
        rig.settle(6)
        XCTAssertGreaterThan(rig.offset, 500)
        XCTAssertEqual(rig.bar.transitionProgress(), 0)
    }

    func testTheSeedsNearestSnapStopsTheMomentum() {
        // Moves of 12 pt: the first passes the slop, four more leave the bar at 80, between states.
        var rig = Rig(snap: .nearest)
        rig.drag(from: 600, to: 540, speed: 1500, hold: 0)
        XCTAssertEqual(rig.bar.height(), 80, accuracy: 1e-9)
        XCTAssertEqual(rig.list.phase, .animating, "the fling's momentum was replaced by the settle")
        rig.settle()
        XCTAssertEqual(rig.bar.transitionProgress(), 0)
        XCTAssertEqual(rig.offset, -64, accuracy: 1e-9)
    }

    func testShortContentCanStillCollapseTheBar() {
        var rig = Rig(rows: 2)
        XCTAssertEqual(rig.list.contentInset.bottom, 797 - 64 - 200)
        rig.drag(from: 600, to: 300)
        rig.settle()
        XCTAssertEqual(rig.bar.transitionProgress(), 0)
    }

    func testProgrammaticExpandAndCollapse() {
        var rig = Rig()
        rig.controller.expand()
        rig.settle(1)
        XCTAssertEqual(rig.bar.transitionProgress(), 2)
        XCTAssertEqual(rig.offset, -284, accuracy: 1e-9)
        rig.controller.collapse()
        rig.settle(1)
        XCTAssertEqual(rig.bar.transitionProgress(), 1)
        XCTAssertEqual(rig.offset, -128, accuracy: 1e-9)
    }

    func testCollapsingAnExpansionStartedInCompactGoesBackToCompact() {
        var rig = Rig()
        rig.drag(from: 600, to: 300)
        rig.settle()
        XCTAssertEqual(rig.bar.transitionProgress(), 0)
        let before = rig.offset
        rig.controller.expand()
        rig.settle(1)
        XCTAssertEqual(rig.bar.transitionProgress(), 2)
        rig.controller.collapse()
        rig.settle(1)
        XCTAssertEqual(rig.bar.transitionProgress(), 0, "back to compact, not normal")
        XCTAssertEqual(rig.offset, before, accuracy: 1e-9, "the list comes back to where it was")
    }

    func testSwappingScrollViewsKeepsTheBar() {
        var rig = Rig()
        rig.drag(from: 600, to: 300)
        rig.settle()
        let other = ListView()
        other.rowHeight = 100
        other.rowCount = 50
        other.frame = rig.list.frame
        rig.controller.attach(to: other)
        XCTAssertEqual(rig.bar.height(), 64)
        XCTAssertEqual(other.contentOffset.y, -64, "its top sits right under the compact bar")
        XCTAssertEqual(other.contentInset.top, 128)
    }
}
