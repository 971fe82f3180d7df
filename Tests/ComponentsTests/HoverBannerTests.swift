import Graphics
import ScrollUI
import XCTest
@testable import Components

final class HoverBannerTests: XCTestCase {
    func testPositionHeightAndPercentOverOffsets() {
        let geometry = HoverBannerGeometry()
        let cases: [(line: UInt, offset: Double, y: Double, height: Double, percent: Double)] = [
            (#line, -280, 0, 280, 1),
            (#line, -200, -80, 280, 1 - 80.0 / 215),
            (#line, -172.5, -107.5, 280, 0.5),
            (#line, -65, -215, 280, 0),
            (#line, 400, -215, 280, 0),          // clamped: hovers
            (#line, -300, 0, 300, 1),            // pulled 20 pt past the top: stretched
            (#line, -500, 0, 500, 1),
        ]
        for c in cases {
            XCTAssertEqual(geometry.bannerY(offset: c.offset), c.y, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(geometry.bannerHeight(offset: c.offset), c.height, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(geometry.percent(offset: c.offset), c.percent, accuracy: 1e-9, line: c.line)
        }
        let rigid = HoverBannerGeometry(stretches: false)
        XCTAssertEqual(rigid.bannerHeight(offset: -500), 280)
        XCTAssertEqual(rigid.bannerY(offset: -500), 0)
        XCTAssertEqual(geometry.imageShift(offset: -65), 215 * HoverBannerGeometry.parallaxFactor)
    }

    func testArrivalsCountOncePerArrivalAndNeverMissAJump() {
        let cases: [(line: UInt, percents: [Double], expanded: Int, collapsed: Int, arrivals: [HoverBannerArrivals.End?])] = [
            (#line, [1, 1, 1], 0, 0, [nil, nil, nil]),                      // starting expanded is not an arrival
            (#line, [0.5, 0.2, 0, 0, 0], 0, 1, [nil, nil, .collapsed, nil, nil]),
            (#line, [0.5, 1, 0.7, 1], 2, 0, [nil, .expanded, nil, .expanded]),
            (#line, [0, 1, 0, 1], 2, 2, [.collapsed, .expanded, .collapsed, .expanded]),   // one frame across the range
            (#line, [1e-9, 0.3], 0, 1, [.collapsed, nil]),
        ]
        for c in cases {
            var arrivals = HoverBannerArrivals(percent: 1)
            let seen = c.percents.map { arrivals.update(percent: $0) }
            XCTAssertEqual(seen, c.arrivals, line: c.line)
            XCTAssertEqual(arrivals.expandedCount, c.expanded, line: c.line)
            XCTAssertEqual(arrivals.collapsedCount, c.collapsed, line: c.line)
        }
    }

    func testSnapTargets() {
        let geometry = HoverBannerGeometry()
        let cases: [(line: UInt, offset: Double, resting: Double, expected: Double?)] = [
            (#line, -200, -200, -280),     // mostly shown: back to fully shown
            (#line, -150, -150, -65),      // mostly hidden: on to hovering
            (#line, -200, -120, -65),      // a fling that stops past the middle goes on
            (#line, -150, -240, -280),
            (#line, -200, 300, nil),       // momentum carries it past the hover height
            (#line, -150, -400, nil),      // ... or to the top
            (#line, -280, -280, nil),      // at an end: nothing to do
            (#line, 100, 120, nil),        // the banner already hovers
        ]
        for c in cases {
            XCTAssertEqual(HoverBannerRules.target(geometry: geometry, offset: c.offset, restingOffset: c.resting),
                           c.expected, line: c.line)
        }
    }

    func testTheControllerReportsEveryChangeAndEachArrivalOnce() {
        let window = Window(size: Size(width: 390, height: 844), textMeasurer: FixedAdvanceMeasurer())
        let list = ListView()
        list.rowHeight = 76
        list.rowCount = 100
        window.setContent(list)
        window.layoutIfNeeded()
        let controller = HoverBannerController()
        var percents: [Double] = []
        var expanded = 0, collapsed = 0
        controller.onScroll = { percents.append($0) }
        controller.onExpanded = { expanded += 1 }
        controller.onCollapsed = { collapsed += 1 }
        controller.attach(to: list)
        XCTAssertEqual(list.contentInset.top, 280)
        XCTAssertEqual(list.contentOffset.y, -280)
        for offset in stride(from: -270.0, through: 300, by: 10) { list.contentOffset = Point(x: 0, y: offset) }
        XCTAssertEqual(collapsed, 1)
        list.contentOffset = Point(x: 0, y: -280)                  // one jump all the way back
        XCTAssertEqual(expanded, 1)
        list.contentOffset = Point(x: 0, y: 500)
        XCTAssertEqual(collapsed, 2)
        XCTAssertEqual(percents.first, 1 - 10.0 / 215)
        XCTAssertEqual(percents.last, 0)
        XCTAssertEqual(Set(percents.filter { $0 == 0 }).count, 1)
    }

    func testSnapSettlesAHalfCollapsedBanner() {
        let window = Window(size: Size(width: 390, height: 844), textMeasurer: FixedAdvanceMeasurer())
        let list = ListView()
        list.rowHeight = 76
        list.rowCount = 100
        window.setContent(list)
        window.layoutIfNeeded()
        let controller = HoverBannerController(snaps: true)
        controller.attach(to: list)
        window.apply(Input(time: 0, kind: .down(Point(x: 195, y: 600))))
        for step in 1...20 { window.apply(Input(time: Double(step) * 0.016, kind: .move(Point(x: 195, y: 600 - Double(step) * 7)))) }
        window.apply(Input(time: 0.5, kind: .move(Point(x: 195, y: 460))))
        window.apply(Input(time: 0.5, kind: .up(Point(x: 195, y: 460))))
        XCTAssertEqual(list.phase, .animating)
        var time = 0.5
        while time < 2 { time += 1.0 / 60; window.advance(to: time) }
        XCTAssertTrue([0.0, 1.0].contains(controller.percent), "rests at an end, not at \(controller.percent)")
    }
}
