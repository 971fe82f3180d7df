import Graphics
import XCTest
@testable import Components

/// Detent geometry, clamping into the viewport, offset ↔ sheet top, and revealing a row.
final class BottomSheetGeometryTests: XCTestCase {
    func testDefaultDetentsOnAnIPhone14() {
        let geometry = BottomSheetGeometry(configuration: .init(), viewportHeight: 844)
        XCTAssertEqual([geometry.fullTop, geometry.halfTop, geometry.collapsedTop], [57, 400, 742])
        XCTAssertEqual(geometry.detentOffsets, [-685, -343, 0])
        XCTAssertEqual(geometry.contentInsetTop, 685)
        XCTAssertEqual(geometry.listFrame(width: 390), Rect(x: 0, y: 125, width: 390, height: 719))
        XCTAssertEqual(geometry.sheetTop(forOffset: -343), 400)
        XCTAssertEqual(geometry.sheetTop(forOffset: 250), 57, "the sheet stays at full while the list scrolls")
        XCTAssertEqual(geometry.sheetTopInContent(forOffset: -343), -68)
        XCTAssertEqual(geometry.sheetTopInContent(forOffset: 250), 182)
    }

    func testDetentsAreClampedIntoTheViewportAndKeptInOrder() {
        let cases: [(line: UInt, full: Double, half: Double, collapsed: Double, height: Double, tops: [Double])] = [
            (#line, 57, 30, 102, 844, [57, 57, 742]),           // half above full: at full
            (#line, 57, 900, 102, 844, [57, 742, 742]),         // half below collapsed: at collapsed
            (#line, 57, 400, 102, 500, [57, 398, 398]),         // a short window
            (#line, 600, 400, 102, 844, [600, 600, 742]),       // full below half: half follows
            (#line, 900, 400, 102, 844, [742, 742, 742]),       // full below collapsed
            (#line, 57, 400, 2000, 844, [0, 0, 0]),             // collapsed taller than the viewport
            (#line, 57, 400, 10, 844, [57, 400, 776]),          // the header always shows
        ]
        for c in cases {
            let geometry = BottomSheetGeometry(configuration: .init(fullTop: c.full, halfTop: c.half, collapsedHeight: c.collapsed),
                                           viewportHeight: c.height)
            XCTAssertEqual([geometry.fullTop, geometry.halfTop, geometry.collapsedTop], c.tops, line: c.line)
        }
    }

    func testDetentAtAnOffset() {
        let geometry = BottomSheetGeometry(configuration: .init(), viewportHeight: 844)
        let cases: [(line: UInt, offset: Double, detent: BottomSheetDetent?, nearest: BottomSheetDetent)] = [
            (#line, 0, .full, .full), (#line, 0.3, .full, .full), (#line, 420, .full, .full),
            (#line, -343.4, .half, .half), (#line, -685, .collapsed, .collapsed),
            (#line, -200, nil, .half), (#line, -100, nil, .full), (#line, -700, nil, .collapsed),
        ]
        for c in cases {
            XCTAssertEqual(geometry.detent(atOffset: c.offset), c.detent, line: c.line)
            XCTAssertEqual(geometry.nearestDetent(toOffset: c.offset), c.nearest, line: c.line)
        }
    }

    func testRevealingARow() {
        // Rows of 64 pt under a 44 pt section title; 685 pt of list show at full above the home indicator.
        let geometry = BottomSheetGeometry(configuration: .init(), viewportHeight: 844)
        func row(_ index: Double) -> (Double, Double) { (44 + 64 * index, 108 + 64 * index) }
        let cases: [(line: UInt, row: Double, from: Double, expected: Double)] = [
            (#line, 0, -343, -343),          // in view at half: nothing moves
            (#line, 3, -343, -343),
            (#line, 8, -343, 0),             // below the half sheet: full shows it
            (#line, 15, -343, 383),          // below the full sheet: the list scrolls it up to the bottom
            (#line, 0, -685, -343),          // collapsed: half shows it
            (#line, 0, 500, 44),             // scrolled past it: the list scrolls back to it
            (#line, 12, 500, 500),
        ]
        for c in cases {
            let (minY, maxY) = row(c.row)
            let offset = geometry.offsetRevealing(minY: minY, maxY: maxY, from: c.from, maximumOffset: 2000, bottomMargin: 34)
            XCTAssertEqual(offset, c.expected, line: c.line)
        }
    }
}
