import Graphics
import XCTest
@testable import ScrollUI

final class ListViewTests: XCTestCase {
    private func makeList(rows: Int) -> (Harness, ListView, () -> Int) {
        let list = ListView()
        var made = 0
        list.makeRow = { made += 1; return View() }
        list.rowHeight = 50
        list.rowCount = rows
        let h = Harness(contentHeight: 0, scrollView: list)
        list.contentSize = Size(width: 390, height: Double(rows) * 50)
        h.window.layoutIfNeeded()
        return (h, list, { made })
    }

    func testOnlyTheVisibleRowsAreBuiltWhateverTheRowCount() {
        for rows in [100, 1_000_000] {
            let (h, list, made) = makeList(rows: rows)
            XCTAssertEqual(list.contentSize.height, Double(rows) * 50)
            XCTAssertEqual(list.visibleRows.count, 17, "844 / 50 rounded up, plus the partial row")
            XCTAssertLessThanOrEqual(made(), 17)
            _ = h
        }
    }

    func testRowsAreReusedWhileScrolling() {
        var (h, list, made) = makeList(rows: 1_000_000)
        h.down(800)
        for step in 1...200 { h.time += 0.008; h.move(800 - Double(step) * 3.5) }
        h.up(100)
        for _ in 0..<120 { h.time += 1.0 / 60; h.window.advance(to: h.time); h.window.layoutIfNeeded() }
        XCTAssertGreaterThan(list.firstVisibleIndex, 10)
        XCTAssertLessThanOrEqual(made(), 19, "rows that leave are reused")
        let first = list.firstVisibleIndex
        XCTAssertEqual(list.visibleRows.first?.frame.minY, Double(first) * 50)
        list.contentOffset = Point(x: 0, y: 49_000_000)
        h.window.layoutIfNeeded()
        XCTAssertEqual(list.firstVisibleIndex, 980_000)
        XCTAssertLessThanOrEqual(made(), 19)
    }
}
