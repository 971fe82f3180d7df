import Graphics
import XCTest
@testable import ScrollUI

final class GestureTests: XCTestCase {
    func testADragThatStartsOnAViewStaysWithIt() {
        let window = Window(size: Size(width: 390, height: 844), textMeasurer: FixedAdvanceMeasurer())
        let container = View()
        let handle = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let other = View(frame: Rect(x: 0, y: 400, width: 390, height: 400))
        container.addSubview(handle)
        container.addSubview(other)
        window.setContent(container)
        window.layoutIfNeeded()
        let pan = PanGestureRecognizer()
        var translations: [Double] = []
        pan.action = { translations.append($0.translation.y) }
        handle.addGestureRecognizer(pan)
        let otherPan = PanGestureRecognizer()
        var otherCalls = 0
        otherPan.action = { _ in otherCalls += 1 }
        other.addGestureRecognizer(otherPan)

        window.apply(Input(time: 0, kind: .down(Point(x: 50, y: 50))))
        window.apply(Input(time: 0.01, kind: .move(Point(x: 50, y: 70))))
        window.apply(Input(time: 0.02, kind: .move(Point(x: 50, y: 500))))   // over the other view now
        window.apply(Input(time: 0.03, kind: .up(Point(x: 50, y: 520))))
        XCTAssertEqual(translations, [0, 430, 450])
        XCTAssertEqual(pan.state, .ended)
        XCTAssertEqual(otherCalls, 0)
    }

    func testTapsWithinTheSlopAndNotAfterLeavingIt() {
        let cases: [(line: UInt, travel: Double, taps: Int)] = [(#line, 0, 1), (#line, 9, 1), (#line, 10, 0), (#line, 40, 0)]
        for c in cases {
            let window = Window(size: Size(width: 390, height: 844), textMeasurer: FixedAdvanceMeasurer())
            let button = View()
            window.setContent(button)
            var taps = 0
            button.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
            window.apply(Input(time: 0, kind: .down(Point(x: 100, y: 100))))
            window.apply(Input(time: 0.05, kind: .move(Point(x: 100, y: 100 + c.travel))))
            window.apply(Input(time: 0.1, kind: .up(Point(x: 100, y: 100 + c.travel))))
            XCTAssertEqual(taps, c.taps, line: c.line)
        }
    }

    func testTheTapThatStopsAFlingDoesNotSelectARow() {
        var h = Harness(scrollView: ListView())
        let list = h.scrollView as! ListView
        list.rowCount = 1000
        list.rowHeight = 60
        var selected: [Int] = []
        list.didSelectRow = { selected.append($0) }
        h.window.layoutIfNeeded()
        h.down(400); h.time += 0.05; h.up(400)
        XCTAssertEqual(selected, [6], "a tap on a resting list selects the row under it")
        h.time += 0.1
        h.down(700)
        h.drag(from: 700, to: 300, speed: 3000)
        h.up(300)
        h.run(until: h.time + 0.2)
        h.down(400); h.time += 0.05; h.up(400)
        XCTAssertEqual(selected, [6], "the catching tap selects nothing")
        XCTAssertEqual(list.phase, .idle)
    }

    func testAVerticalListInsideAHorizontalPagerTakesVerticalDrags() {
        let window = Window(size: Size(width: 390, height: 844), textMeasurer: FixedAdvanceMeasurer())
        let pager = ScrollView()
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        pager.contentSize = Size(width: 390 * 3, height: 844)
        list.contentSize = Size(width: 390, height: 5000)
        pager.addSubview(list)
        window.setContent(pager)
        window.layoutIfNeeded()
        window.apply(Input(time: 0, kind: .down(Point(x: 200, y: 600))))
        window.apply(Input(time: 0.02, kind: .move(Point(x: 203, y: 560))))
        window.apply(Input(time: 0.04, kind: .move(Point(x: 206, y: 500))))
        XCTAssertEqual(list.phase, .dragging)
        XCTAssertEqual(pager.phase, .idle)
        window.apply(Input(time: 0.2, kind: .up(Point(x: 206, y: 500))))
        window.apply(Input(time: 1, kind: .down(Point(x: 300, y: 600))))
        window.apply(Input(time: 1.02, kind: .move(Point(x: 260, y: 603))))
        window.apply(Input(time: 1.04, kind: .move(Point(x: 200, y: 606))))
        XCTAssertEqual(pager.phase, .dragging)
        XCTAssertEqual(pager.contentOffset.x, 60, accuracy: 1e-9)
    }

    func testObserversSeeOffsetsAndThePanStates() {
        var h = Harness()
        var states: [GestureState] = []
        var offsets = 0
        let observation = h.scrollView.observe { _, change in
            switch change {
            case .panState(let state): states.append(state)
            case .contentOffset: offsets += 1
            default: break
            }
        }
        h.down(600)
        h.drag(from: 600, to: 400, speed: 1000)
        h.up(400)
        XCTAssertEqual(states, [.possible, .began, .changed, .ended].filter { states.contains($0) })
        XCTAssertEqual(states.first(where: { $0 != .possible }), .began)
        XCTAssertEqual(states.last, .ended)
        XCTAssertGreaterThan(offsets, 10)
        observation.invalidate()
        let before = offsets
        h.run(until: h.time + 1)
        XCTAssertEqual(offsets, before, "an invalidated observation hears nothing")
    }
}
