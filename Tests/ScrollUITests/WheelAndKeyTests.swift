import Graphics
import ScrollPhysics
import XCTest
@testable import ScrollUI

final class WheelAndKeyTests: XCTestCase {
    private func wheel(_ h: inout Harness, dy: Double, precise: Bool = true) {
        h.window.apply(Input(time: h.time, kind: .wheel(Point(x: 195, y: 400), delta: Point(x: 0, y: dy), precise: precise)))
    }

    func testTouchpadDeltasFollowDirectlyThenCoastAfter80ms() {
        var h = Harness(contentHeight: 100_000)
        for _ in 0..<25 { wheel(&h, dy: 10); h.time += 0.01 }
        h.time -= 0.01
        XCTAssertEqual(h.offset, 250, accuracy: 1e-9)
        XCTAssertEqual(h.scrollView.phase, .dragging)
        h.run(until: h.time + 0.07)
        XCTAssertEqual(h.scrollView.phase, .dragging, "still the gesture before 80 ms without deltas")
        h.run(until: h.time + 0.02)
        XCTAssertEqual(h.scrollView.phase, .decelerating)
        h.run(until: h.time + 6)
        // 1000 pt/s at .normal rests 494.5 pt further, where its speed falls to 10 pt/s.
        XCTAssertEqual(h.offset, 250 + 494.5, accuracy: 0.5)
    }

    func testATouchpadOverscrollSpringsBack() {
        var h = Harness(contentHeight: 3000)
        for _ in 0..<10 { wheel(&h, dy: -10); h.time += 0.05 }
        XCTAssertLessThan(h.offset, 0)
        XCTAssertGreaterThan(h.offset, -100, "rubber-banded")
        h.run(until: h.time + 2)
        XCTAssertEqual(h.offset, 0)
        XCTAssertEqual(h.scrollView.phase, .idle)
    }

    func testWheelNotchesStepAndAccumulateInsideTheContent() {
        var h = Harness(contentHeight: 1200)
        wheel(&h, dy: 1, precise: false)
        XCTAssertEqual(h.scrollView.phase, .animating)
        h.time += 0.05
        wheel(&h, dy: 1, precise: false)
        h.run(until: h.time + 0.5)
        XCTAssertEqual(h.offset, 2 * DiscreteScroll.notchStep, accuracy: 1e-9)
        for _ in 0..<5 { wheel(&h, dy: 1, precise: false); h.time += 0.03 }
        h.run(until: h.time + 0.5)
        XCTAssertEqual(h.offset, 1200 - 844, "stays inside the content")
    }

    func testKeysScrollWithShortAnimations() {
        let cases: [(line: UInt, key: String, modifiers: KeyEvent.Modifiers, expected: Double)] = [
            (#line, "down", [], 1000 + DiscreteScroll.arrowKeyStep),
            (#line, "up", [], 1000 - DiscreteScroll.arrowKeyStep),
            (#line, "pagedown", [], 1000 + 844 * DiscreteScroll.pageFraction),
            (#line, "space", [], 1000 + 844 * DiscreteScroll.pageFraction),
            (#line, "space", [.shift], 1000 - 844 * DiscreteScroll.pageFraction),
            (#line, "pageup", [], 1000 - 844 * DiscreteScroll.pageFraction),
            (#line, "home", [], 0),
            (#line, "end", [], 5000 - 844),
        ]
        for c in cases {
            var h = Harness(contentHeight: 5000)
            h.window.keyScrollView = h.scrollView
            h.scrollView.contentOffset = Point(x: 0, y: 1000)
            XCTAssertTrue(h.window.apply(Input(time: h.time, kind: .key(c.key, modifiers: c.modifiers))), line: c.line)
            XCTAssertEqual(h.scrollView.phase, .animating, line: c.line)
            h.run(until: h.time + PacedSpringSimulation.scrollToTopDuration)
            XCTAssertEqual(h.offset, c.expected, accuracy: 1e-6, line: c.line)
        }
        var h = Harness()
        h.window.keyScrollView = h.scrollView
        XCTAssertFalse(h.window.apply(Input(time: 0, kind: .key("x"))))
    }
}

extension WheelAndKeyTests {
    /// Found by the soak: a resize during a key animation left the list resting outside its range.
    func testAResizeDuringAnAnimationStillEndsInsideTheRange() {
        var h = Harness(contentHeight: 3000)
        h.window.keyScrollView = h.scrollView
        h.window.apply(Input(time: h.time, kind: .key("end")))
        h.run(until: h.time + 0.1)
        h.window.size = Size(width: 390, height: 1400)
        h.window.layoutIfNeeded()
        h.run(until: h.time + 3)
        XCTAssertEqual(h.scrollView.phase, .idle)
        XCTAssertEqual(h.offset, 3000 - 1400, accuracy: 1e-9)
    }
}

extension WheelAndKeyTests {
    /// WebKit's iOS keyboard scrolling (`KeyboardScroll.h`, `distanceForIncrement`): a line of 40 pt, a page
    /// of 0.8 of the viewport, a spring of mass 1, stiffness 109, damping 20 toward the target.
    func testKeysAreWebKitsIOSKeyboardScrolling() {
        XCTAssertEqual(DiscreteScroll.arrowKeyStep, 40)
        XCTAssertEqual(DiscreteScroll.pageFraction, 0.8)
        XCTAssertEqual(SpringParameters.keyboardScroll, SpringParameters(mass: 1, stiffness: 109, damping: 20))
        let cases: [(line: UInt, key: String, target: Double, spring: (Double) -> Double)] = [
            (#line, "down", 1040, { SpringSimulation(parameters: .keyboardScroll, position: 1000, velocity: 0, target: 1040).position(at: $0) }),
            (#line, "pagedown", 1000 + 0.8 * 844,
             { SpringSimulation(parameters: .keyboardScroll, position: 1000, velocity: 0, target: 1000 + 0.8 * 844).position(at: $0) }),
            (#line, "home", 0, { PacedSpringSimulation.scrollToTop(from: 1000, to: 0).position(at: $0) }),
        ]
        for c in cases {
            var h = Harness(contentHeight: 5000)
            h.window.keyScrollView = h.scrollView
            h.scrollView.contentOffset = Point(x: 0, y: 1000)
            h.window.apply(Input(time: 0, kind: .key(c.key)))
            for t in [0.05, 0.1, 0.2, 0.4] {
                h.run(until: t)
                XCTAssertEqual(h.offset, c.spring(t), accuracy: 1e-6, "t = \(t)", line: c.line)
            }
            XCTAssertNotEqual(h.offset, c.target, line: c.line)
        }
    }

    /// A key pressed during a flick along it keeps the flick's velocity (WebKit keeps the scroll's velocity
    /// along the key's direction); one against it starts from rest.
    func testAKeyKeepsTheVelocityAlongItsStepOnly() {
        for (line, key, kept) in [(#line, "down", true), (#line, "up", false)] as [(UInt, String, Bool)] {
            var h = Harness(contentHeight: 100_000)
            h.window.keyScrollView = h.scrollView
            h.down(600); h.drag(from: 600, to: 300, speed: 2000); h.up(300)
            h.run(until: h.time + 0.1)
            let v = h.scrollView.velocity.y
            XCTAssertGreaterThan(v, 500, line: line)
            h.window.apply(Input(time: h.time, kind: .key(key)))
            h.run(until: h.time + 1 / 60)
            if kept {
                XCTAssertGreaterThan(h.scrollView.velocity.y, 0.5 * v, "from rest it would be under 100 pt/s", line: line)
            } else {
                XCTAssertLessThan(h.scrollView.velocity.y, 0, "turns at once", line: line)
            }
        }
    }
}

extension WheelAndKeyTests {
    /// A key held (its auto-repeats 40 ms apart, as X11 sends them) accelerates as WebKit's held key: about
    /// 25 steps a second once held for 1 s, where taps 0.1 s apart step 40 pt each.
    func testAHeldKeyAcceleratesAndTapsStep() {
        let cases: [(line: UInt, interval: Double, presses: Int, velocityAtEnd: ClosedRange<Double>, rest: ClosedRange<Double>)] = [
            // Held from the first repeat (0.04 s, moving at the tap's ~150 pt/s) to 0.09 s after the last
            // (1.13 s): 1000 pt/s from about 0.9 s; about 830 pt travelled and 1000/√109 = 96 pt carried.
            (#line, 0.04, 27, 990...1010, 1000 + 750...1000 + 900),
            // Taps: each springs one step further, 10 × 40 pt, well under the held top speed.
            (#line, 0.1, 10, 0...500, 1400...1400),
        ]
        for c in cases {
            var h = Harness(contentHeight: 100_000)
            h.window.keyScrollView = h.scrollView
            h.scrollView.contentOffset = Point(x: 0, y: 1000)
            for index in 0..<c.presses {
                h.run(until: Double(index) * c.interval)
                h.window.apply(Input(time: h.time, kind: .key("down")))
            }
            h.run(until: h.time + 1 / 60)
            XCTAssertTrue(c.velocityAtEnd.contains(h.scrollView.velocity.y), "\(h.scrollView.velocity.y)", line: c.line)
            h.run(until: h.time + 3)
            XCTAssertTrue(c.rest.contains(h.offset), "\(h.offset)", line: c.line)
            XCTAssertEqual(h.scrollView.phase, .idle, line: c.line)
        }
    }

    /// A key held at the end of the content pushes past it with WebKit's rubber-band force (5,000 against
    /// the 109 spring: 45.9 pt at rest) and springs back when it stops.
    func testAHeldKeyRubberBandsAtTheEdge() {
        var h = Harness(contentHeight: 2000)
        h.window.keyScrollView = h.scrollView
        h.scrollView.contentOffset = Point(x: 0, y: 2000 - 844)
        for index in 0..<50 {
            h.run(until: Double(index) * 0.04)
            h.window.apply(Input(time: h.time, kind: .key("down")))
        }
        XCTAssertEqual(h.offset, 2000 - 844 + 5_000 / 109, accuracy: 2)
        h.run(until: h.time + 3)
        XCTAssertEqual(h.offset, 2000 - 844)
    }
}
