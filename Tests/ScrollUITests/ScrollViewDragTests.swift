import Graphics
import ScrollPhysics
import XCTest
@testable import ScrollUI

final class ScrollViewDragTests: XCTestCase {
    func testDragStartsAfterTheTouchSlopWithoutAJump() {
        var h = Harness()
        h.down(600)
        h.time = 0.01; h.move(591)
        XCTAssertEqual(h.scrollView.phase, .tracking)
        XCTAssertEqual(h.offset, 0)
        h.time = 0.02; h.move(588)
        XCTAssertEqual(h.scrollView.phase, .dragging)
        XCTAssertEqual(h.offset, 0, "the content does not jump by the slop")
        h.time = 0.03; h.move(568)
        XCTAssertEqual(h.offset, 20, accuracy: 1e-9)
    }

    /// PHYSICS.md §3: shown overscroll for a travel past the edge, d = 844.
    func testRubberBandMatchesTheReferenceTable() {
        let cases: [(line: UInt, past: Double, shown: Double)] = [
            (#line, 50, 26.63), (#line, 100, 51.64), (#line, 200, 97.32), (#line, 300, 138.02),
        ]
        for c in cases {
            var h = Harness(inset: EdgeInsets(top: 91))
            h.down(100)
            h.time = 0.01; h.move(120)              // past the slop: the drag begins here
            h.time = 0.02; h.move(120 + c.past)
            XCTAssertEqual(-91 - h.offset, c.shown, accuracy: 0.01, line: c.line)
        }
    }

    func testDraggingOutAndBackIsReversible() {
        var h = Harness(inset: EdgeInsets(top: 91))
        h.down(100)
        h.time = 0.01; h.move(115)
        for step in 1...60 { h.time += 0.008; h.move(115 + Double(step) * 5) }   // 300 pt past the top
        XCTAssertLessThan(h.offset, -91 - 130)
        for step in (0..<60).reversed() { h.time += 0.008; h.move(115 + Double(step) * 5) }
        XCTAssertEqual(h.offset, -91, accuracy: 1e-9, "no drift after going out and back")
        for step in 1...40 { h.time += 0.008; h.move(115 - Double(step) * 5) }
        XCTAssertEqual(h.offset, -91 + 200, accuracy: 1e-9)
    }

    func testAnOffsetSetDuringADragIsWhereTheDragContinues() {
        var h = Harness()
        h.down(600)
        h.time = 0.01; h.move(580)
        h.time = 0.02; h.move(560)
        XCTAssertEqual(h.offset, 20, accuracy: 1e-9)
        h.scrollView.contentOffset = Point(x: 0, y: 300)     // an observer adjusts the offset (as AirBar does)
        h.time = 0.03; h.move(550)
        XCTAssertEqual(h.offset, 310, accuracy: 1e-9, "continues from the new offset, no jump back")
    }

    func testReleaseWhileOverscrolledSpringsBackWithoutCrossingTheEdge() {
        var h = Harness()
        h.down(100)
        h.time = 0.01; h.move(115)
        h.time = 0.2; h.move(115 + 220)                 // about 100 pt shown
        h.time = 0.3; h.up(335)                         // still for 100 ms: no fling
        let start = h.offset
        XCTAssertLessThan(start, -90)
        XCTAssertEqual(h.scrollView.phase, .bouncing)
        var t = h.time
        while t < h.time + 0.75 {
            t += 1.0 / 240
            h.window.advance(to: t)
            XCTAssertLessThanOrEqual(h.offset, 0, "never crosses the edge")
        }
        XCTAssertEqual(h.offset, 0, accuracy: 0.5 + 0.0, "within 0.5 pt after 0.75 s (from \(start))")
        h.run(until: h.time + 3)
        XCTAssertEqual(h.offset, 0)
        XCTAssertEqual(h.scrollView.phase, .idle)
    }

    /// PHYSICS.md §1 and §2: a constant-speed fling comes to rest where its speed falls to 10 pt/s,
    /// (v − 10) · 0.4995 s (.normal) or (v − 10) · 0.0995 s (.fast) past the release point.
    func testFlingRestsAtTheProjectedDistance() {
        let cases: [(line: UInt, speed: Double, rate: DecelerationRate, distance: Double)] = [
            (#line, 1000, .normal, 494.50), (#line, 2000, .normal, 994.00), (#line, 2000, .fast, 198.00),
            (#line, 5000, .fast, 496.50),
        ]
        for c in cases {
            var h = Harness(contentHeight: 100_000)
            h.scrollView.decelerationRate = c.rate
            h.down(700)
            h.drag(from: 700, to: 200, speed: c.speed)
            let released = h.offset
            h.up(200)
            XCTAssertEqual(h.scrollView.phase, .decelerating, line: c.line)
            h.run(until: h.time + 8)
            XCTAssertEqual(h.scrollView.phase, .idle, line: c.line)
            XCTAssertEqual(h.offset - released, c.distance, accuracy: 0.01, line: c.line)
        }
    }

    /// The view says when its motion will be over, from the simulations' own model (a coast; a fling
    /// into the top with its bounce), and it is idle exactly then, not a frame before.
    func testTheMotionEndTimeIsWhenTheViewComesToRest() {
        let cases: [(line: UInt, from: Double, to: Double)] = [(#line, 700, 500), (#line, 300, 500)]
        for c in cases {
            var h = Harness(contentHeight: 100_000)
            h.scrollView.contentOffset = Point(x: 0, y: 600)
            XCTAssertNil(h.scrollView.motionEndTime, line: c.line)
            h.down(c.from)
            h.drag(from: c.from, to: c.to, speed: 3000)
            h.up(c.to)
            guard let end = h.scrollView.motionEndTime else { XCTFail("no motion", line: c.line); continue }
            XCTAssertGreaterThan(end, h.time + 0.5, line: c.line)
            h.run(until: end - 0.001, fps: 120)
            XCTAssertTrue(h.scrollView.isMoving, line: c.line)
            h.window.advance(to: end)
            XCTAssertEqual(h.scrollView.phase, .idle, line: c.line)
            XCTAssertNil(h.scrollView.motionEndTime, line: c.line)
        }
    }

    func testAPauseBeforeReleaseMeansNoMomentum() {
        var h = Harness()
        h.down(700)
        h.drag(from: 700, to: 300, speed: 2000)
        h.time += 0.06
        h.move(300)
        h.up(300)
        XCTAssertEqual(h.scrollView.phase, .idle)
        let rest = h.offset
        h.run(until: h.time + 1)
        XCTAssertEqual(h.offset, rest)
    }

    func testAFlingIntoTheEdgeOvershootsAndSettlesOnIt() {
        var h = Harness(contentHeight: 2000)
        let maximum = 2000.0 - 844
        h.down(700)
        h.drag(from: 700, to: 300, speed: 3000)
        h.up(300)
        var peak = -Double.infinity
        var sawBounce = false
        for _ in 0..<600 {
            h.time += 1.0 / 120
            h.window.advance(to: h.time)
            peak = max(peak, h.offset)
            if h.scrollView.phase == .bouncing { sawBounce = true }
        }
        XCTAssertTrue(sawBounce)
        XCTAssertGreaterThan(peak, maximum + 5, "overshoots past the end")
        XCTAssertEqual(h.offset, maximum)
        XCTAssertEqual(h.scrollView.phase, .idle)
    }

    func testBouncesFalseClampsTheDragAndTheFling() {
        var h = Harness(contentHeight: 2000)
        h.scrollView.bounces = false
        h.down(100)
        h.drag(from: 100, to: 400, speed: 500)
        XCTAssertEqual(h.offset, 0)
        h.up(400)
        h.down(700)
        h.drag(from: 700, to: 200, speed: 4000)
        h.up(200)
        h.run(until: h.time + 5)
        XCTAssertEqual(h.offset, 2000 - 844)
    }

    func testCatchingAFlingStopsItWhereItIsDrawn() {
        var h = Harness(contentHeight: 100_000)
        h.down(700)
        h.drag(from: 700, to: 300, speed: 3000)
        h.up(300)
        h.run(until: h.time + 0.3)
        let drawn = h.offset
        h.down(400)
        XCTAssertEqual(h.scrollView.phase, .tracking)
        XCTAssertEqual(h.offset, drawn)
        h.time += 0.1
        h.up(400)
        XCTAssertEqual(h.scrollView.phase, .idle)
        h.run(until: h.time + 1)
        XCTAssertEqual(h.offset, drawn)
    }

    /// PHYSICS.md §1: the same gesture gives the same offsets at 30, 60, 120 and 144 fps.
    func testOffsetsDoNotDependOnTheFrameRate() {
        func offsets(fps: Double) -> [Double] {
            var h = Harness(contentHeight: 5000)
            h.down(700)
            h.drag(from: 700, to: 250, speed: 2500)
            h.up(250)
            let release = h.time
            return [0.1, 0.5, 1.0, 2.0, 4.0].map { dt in
                h.run(until: release + dt, fps: fps)
                return h.offset
            }
        }
        let reference = offsets(fps: 60)
        for fps in [30.0, 120, 144] {
            for (a, b) in zip(offsets(fps: fps), reference) { XCTAssertEqual(a, b, accuracy: 0.5, "at \(fps) fps") }
        }
    }
}

extension ScrollViewDragTests {
    /// Found by the soak: a range change mid-drag (an inset dropping to 0 in a 1 pt tall view) left the
    /// overscroll larger than the rubber band can show.
    func testARangeChangeMidDragKeepsTheOverscrollWithinTheBand() {
        var h = Harness(contentHeight: 3000, inset: EdgeInsets(top: 300))
        h.down(100)
        h.drag(from: 100, to: 250, speed: 500)              // pulled about 50 pt past the top
        XCTAssertLessThan(h.offset, -300)
        h.scrollView.frame = Rect(x: 0, y: 0, width: 390, height: 1)
        h.scrollView.contentInset = .zero
        XCTAssertGreaterThanOrEqual(h.offset, -1, "a 1 pt view shows less than 1 pt of overscroll")
        h.time += 0.01
        h.move(260)
        XCTAssertGreaterThanOrEqual(h.offset, -1)
    }
}
