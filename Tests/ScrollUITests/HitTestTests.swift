import Graphics
import XCTest
@testable import ScrollUI

final class HitTestTests: XCTestCase {
    func testHitTestFindsTheDeepestVisibleInteractiveView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let panel = View(frame: Rect(x: 50, y: 50, width: 200, height: 200))
        let button = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        let hidden = View(frame: Rect(x: 100, y: 100, width: 50, height: 50))
        let inert = View(frame: Rect(x: 100, y: 10, width: 50, height: 50))
        hidden.isHidden = true
        inert.isUserInteractionEnabled = false
        root.addSubview(panel)
        panel.addSubview(button)
        panel.addSubview(hidden)
        panel.addSubview(inert)
        let cases: [(line: UInt, point: Point, expected: View?)] = [
            (#line, Point(x: 65, y: 65), button),
            (#line, Point(x: 55, y: 55), panel),
            (#line, Point(x: 160, y: 160), panel),       // the hidden view does not count
            (#line, Point(x: 160, y: 70), panel),        // nor does the inert one
            (#line, Point(x: 20, y: 20), root),
            (#line, Point(x: 400, y: 20), nil),
        ]
        for c in cases { XCTAssertTrue(root.hitTest(c.point) === c.expected, line: c.line) }
    }

    func testHitTestFollowsTheScrollOffset() {
        var h = Harness(contentHeight: 3000)
        let row = View(frame: Rect(x: 0, y: 1000, width: 390, height: 50))
        h.scrollView.addSubview(row)
        XCTAssertFalse(h.window.rootView.hitTest(Point(x: 10, y: 510)) === row)
        h.scrollView.contentOffset = Point(x: 0, y: 500)
        XCTAssertTrue(h.window.rootView.hitTest(Point(x: 10, y: 510)) === row)
        XCTAssertEqual(row.convert(Point(x: 0, y: 0), to: nil), Point(x: 0, y: 500))
        h.down(0)
    }

    func testTheLastTopmostSiblingWins() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let below = View(frame: root.frame), above = View(frame: root.frame)
        root.addSubview(below)
        root.addSubview(above)
        XCTAssertTrue(root.hitTest(Point(x: 5, y: 5)) === above)
        root.bringSubviewToFront(below)
        XCTAssertTrue(root.hitTest(Point(x: 5, y: 5)) === below)
    }
}
