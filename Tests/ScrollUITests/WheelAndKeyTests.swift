import Graphics
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
            h.run(until: h.time + 1)
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
        h.run(until: h.time + 2)
        XCTAssertEqual(h.scrollView.phase, .idle)
        XCTAssertEqual(h.offset, 3000 - 1400, accuracy: 1e-9)
    }
}
