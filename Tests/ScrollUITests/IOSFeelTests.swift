import Graphics
import ScrollPhysics
import XCTest
@testable import ScrollUI

/// The second pass on iOS feel (PHYSICS.md §8, §10): carried momentum, a touchpad lift without a
/// hitch, the content's velocity in the rubber band, the status bar tap, notches of three rows.
final class IOSFeelTests: XCTestCase {
    /// Four 3000 pt/s flicks 0.25 s apart, each caught while the previous one coasts: the release
    /// speeds the scroll view measures, taken right after each release.
    private func repeatedFlicks(direction: [Double], every interval: Double = 0.5, pause: Double = 0) -> [Double] {
        var h = Harness(contentHeight: 1_000_000)
        var speeds: [Double] = []
        for (index, sign) in direction.enumerated() {
            let start = Double(index) * interval
            h.run(until: start)
            h.down(500)
            h.drag(from: 500, to: 500 - sign * 150, speed: 3000)
            if pause > 0 { h.time += pause; h.move(500 - sign * 150) }
            h.up(500 - sign * 150)
            speeds.append(h.scrollView.velocity.y)
        }
        return speeds
    }

    func testRepeatedFlicksTheSameWayGoFasterEachTime() {
        let speeds = repeatedFlicks(direction: [1, 1, 1, 1])
        XCTAssertEqual(speeds[0], 3000, accuracy: 60, "a single flick as ever (2%)")
        for (earlier, later) in zip(speeds, speeds.dropFirst()) { XCTAssertGreaterThan(later, earlier * 1.1, "\(speeds)") }
        XCTAssertGreaterThan(speeds[3], 1.5 * speeds[0])
        // Caught sooner, the carried momentum exceeds twice a 3000 pt/s flick: it is capped there, so the
        // flicks never slow down and level off at three times one flick.
        let quick = repeatedFlicks(direction: [1, 1, 1, 1], every: 0.25)
        for (earlier, later) in zip(quick, quick.dropFirst()) { XCTAssertGreaterThanOrEqual(later, earlier - 1e-6, "\(quick)") }
        XCTAssertEqual(quick[3], 3 * quick[0], accuracy: 1, "\(quick)")
    }

    func testAFlickAgainstTheMotionOrAfterAPauseCarriesNothing() {
        let against = repeatedFlicks(direction: [1, -1])
        XCTAssertEqual(against[1], -3000, accuracy: 60)
        let paused = repeatedFlicks(direction: [1, 1], pause: 0.03)
        let alone = repeatedFlicks(direction: [1], pause: 0.03)
        XCTAssertEqual(paused[1], alone[0], accuracy: 1e-6, "still for 30 ms before the lift: nothing carried")
        XCTAssertLessThan(paused[1], 3000)
    }

    func testASingleFlickRestsWhereThePhysicsSays() {
        var h = Harness(contentHeight: 1_000_000)
        h.down(500)
        h.drag(from: 500, to: 200, speed: 2000)
        h.up(200)
        let release = h.offset, v = h.scrollView.velocity.y
        h.run(until: h.time + 6)
        XCTAssertEqual(v, 2000, accuracy: 40)
        XCTAssertEqual(h.offset - release, MomentumProjection.restingPosition(position: 0, velocity: v, rate: .normal),
                       accuracy: 0.5)
    }

    /// Touchpad deltas 11 ms apart, then nothing: the content keeps moving from the last delta on (no
    /// frozen frame while the gesture's end is inferred) and rests where momentum from the last delta
    /// rests.
    func testATouchpadLiftHasNoFrozenFrames() {
        var h = Harness(contentHeight: 1_000_000)
        var t = 0.0
        for index in 1...30 {
            t = Double(index) * 0.011
            h.window.apply(Input(time: t, kind: .wheel(Point(x: 195, y: 400), delta: Point(x: 0, y: min(Double(index), 22)), precise: true)))
        }
        let last = h.offset, lastTime = t
        var previous = last
        var frame = (lastTime * 60).rounded(.up) / 60
        while frame < lastTime + 0.2 {
            h.window.advance(to: frame)
            XCTAssertGreaterThan(h.offset - previous, 0.5, "moving at t = \(frame)")
            previous = h.offset
            frame += 1 / 60
        }
        h.run(until: lastTime + 8)
        XCTAssertEqual(h.scrollView.phase, .idle)
        // The tracker's velocity at the last delta: 22 pt per 11 ms = 2000 pt/s.
        XCTAssertEqual(h.offset, MomentumProjection.restingPosition(position: last, velocity: 2000, rate: .normal), accuracy: 1)
    }

    func testADeltaDuringTheCoastTakesOverWithoutAJumpBack() {
        let h = Harness(contentHeight: 1_000_000)
        for index in 1...10 {
            h.window.apply(Input(time: Double(index) * 0.011, kind: .wheel(Point(x: 195, y: 400), delta: Point(x: 0, y: 20), precise: true)))
        }
        h.window.advance(to: 0.15)     // coasting for 40 ms
        let coasted = h.offset
        XCTAssertGreaterThan(coasted, 200)
        h.window.apply(Input(time: 0.15, kind: .wheel(Point(x: 195, y: 400), delta: Point(x: 0, y: 2), precise: true)))
        XCTAssertGreaterThanOrEqual(h.offset, coasted, "never back along the delta")
        XCTAssertEqual(h.scrollView.phase, .dragging)
    }

    /// Dragging past the top, the state's velocity is the content's (the banded speed), not the finger's.
    func testTheVelocityPastAnEdgeIsTheContentsNotTheFingers() {
        var h = Harness()
        h.down(100)
        h.drag(from: 100, to: 400, speed: 1000)
        let v = h.scrollView.velocity.y
        let travel = 300.0 - Tolerance.touchSlop
        XCTAssertEqual(v, -1000 * RubberBand.slope(logical: -travel, range: 0...9156, dimension: 844), accuracy: 25)
        XCTAssertGreaterThan(v, -600, "slower than the finger")
    }

    func testATapOnTheStatusBarScrollsToTheTop() {
        var h = Harness(inset: EdgeInsets(top: 91))
        h.window.statusBarHeight = 47
        h.window.keyScrollView = h.scrollView
        h.scrollView.contentOffset = Point(x: 0, y: 3000)
        h.down(20); h.time += 0.05; h.up(20)
        XCTAssertEqual(h.scrollView.phase, .animating)
        h.run(until: h.time + 0.5)
        XCTAssertGreaterThan(h.offset, -91 + 10, "WebKit's 1.6 s spring is still on its way at 0.5 s")
        h.run(until: h.time + 1.2)
        XCTAssertEqual(h.offset, -91)
        h.scrollView.scrollsToTop = false
        h.scrollView.contentOffset = Point(x: 0, y: 3000)
        h.down(20); h.time += 0.05; h.up(20)
        h.run(until: h.time + 0.5)
        XCTAssertEqual(h.offset, 3000, "scrollsToTop = false")
    }

    func testANotchScrollsThreeRowsOfAList() {
        let list = ListView()
        list.rowHeight = 76
        list.rowCount = 1000
        var h = Harness(scrollView: list)
        list.contentSize = Size(width: 390, height: 76_000)
        h.window.apply(Input(time: 0, kind: .wheel(Point(x: 195, y: 400), delta: Point(x: 0, y: 1), precise: false)))
        h.run(until: 1)
        XCTAssertEqual(h.offset, 228)
        let plain = Harness()
        plain.window.apply(Input(time: 0, kind: .wheel(Point(x: 195, y: 400), delta: Point(x: 0, y: 1), precise: false)))
        plain.window.advance(to: 1)
        XCTAssertEqual(plain.offset, DiscreteScroll.notchStep)
    }
}
