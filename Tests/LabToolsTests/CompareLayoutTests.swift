import Graphics
@testable import LabDrawing
@testable import Playback
import XCTest

/// The live compare window's columns: their size for a window, and where a window point lands.
final class CompareLayoutTests: XCTestCase {
    /// Viewports share the width left by the gutters (and the HUD's room) in whole points, under the captions.
    func testViewportsShareTheWidth() {
        let hud = HUDRenderer.panelWidth + 2 * HUDRenderer.panelMargin
        let cases: [(line: UInt, canvas: Size, count: Int, panel: Bool, viewport: Size, trailing: Double)] = [
            (#line, Size(width: 786, height: 874), 2, false, Size(width: 390, height: 844), 0),
            (#line, Size(width: 1182, height: 874), 3, false, Size(width: 390, height: 844), 0),
            (#line, Size(width: 1578, height: 874), 4, false, Size(width: 390, height: 844), 0),
            (#line, Size(width: 786 + hud, height: 874), 2, true, Size(width: 390, height: 844), hud),
            (#line, Size(width: 1280, height: 1000), 4, false, Size(width: 315, height: 970), 2),   // a smaller screen
            (#line, Size(width: 787, height: 874), 2, false, Size(width: 390, height: 844), 1),    // an odd point left over
            (#line, Size(width: 5, height: 10), 4, false, Size(width: 1, height: 1), 0),          // never empty
        ]
        for c in cases {
            let layout = CompareLayout(canvas: c.canvas, count: c.count, hasPanel: c.panel)
            XCTAssertEqual(layout.viewport, c.viewport, line: c.line)
            XCTAssertEqual(layout.trailingWidth, c.trailing, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(layout.panel != nil, c.panel, line: c.line)
        }
    }

    /// The window for N full viewports holds exactly N columns of that viewport.
    func testWindowSizeRoundTrips() {
        for count in CompareVariant.countRange {
            let size = CompareLayout.windowSize(viewport: Size(width: 390, height: 844), count: count)
            XCTAssertEqual(size, Size(width: Double(count) * 390 + Double(count - 1) * 6, height: 874), "\(count)")
            XCTAssertEqual(CompareLayout(canvas: size, count: count, hasPanel: false).viewport, Size(width: 390, height: 844))
        }
    }

    /// A window point: the column under it and the point in that column's viewport.
    func testPointsMapToColumns() {
        let layout = CompareLayout(canvas: Size(width: 786 + 316, height: 874), count: 2, hasPanel: true)
        let cases: [(line: UInt, point: Point, column: Int?, viewport: Point?)] = [
            (#line, Point(x: 0, y: 30), 0, Point(x: 0, y: 0)),
            (#line, Point(x: 195, y: 630), 0, Point(x: 195, y: 600)),
            (#line, Point(x: 389.5, y: 873.5), 0, Point(x: 389.5, y: 843.5)),
            (#line, Point(x: 392, y: 500), nil, nil),                      // the gutter
            (#line, Point(x: 396, y: 500), 1, Point(x: 0, y: 470)),
            (#line, Point(x: 591, y: 630), 1, Point(x: 195, y: 600)),
            (#line, Point(x: 785.9, y: 100), 1, Point(x: 389.9, y: 70)),
            (#line, Point(x: 195, y: 29), nil, nil),                       // the captions
            (#line, Point(x: 900, y: 400), nil, nil),                      // the HUD's panel
            (#line, Point(x: 195, y: 874), nil, nil),                      // below the window
        ]
        for c in cases {
            let column = layout.column(at: c.point)
            XCTAssertEqual(column, c.column, line: c.line)
            if let column, let expected = c.viewport {
                let mapped = layout.viewportPoint(c.point, column: column)
                XCTAssertEqual(mapped.x, expected.x, accuracy: 1e-9, line: c.line)
                XCTAssertEqual(mapped.y, expected.y, accuracy: 1e-9, line: c.line)
            }
        }
    }

    /// A drag keeps its press's column: points beyond it map outside that viewport, not into the next.
    func testPointsOutsideMapFromTheGivenColumn() {
        let layout = CompareLayout(canvas: Size(width: 786, height: 874), count: 2, hasPanel: false)
        let cases: [(line: UInt, point: Point, column: Int, viewport: Point)] = [
            (#line, Point(x: 500, y: 400), 0, Point(x: 500, y: 370)),
            (#line, Point(x: 100, y: 10), 1, Point(x: -296, y: -20)),
            (#line, Point(x: 900, y: 900), 1, Point(x: 504, y: 870)),
        ]
        for c in cases {
            let mapped = layout.viewportPoint(c.point, column: c.column)
            XCTAssertEqual(mapped.x, c.viewport.x, accuracy: 1e-9, line: c.line)
            XCTAssertEqual(mapped.y, c.viewport.y, accuracy: 1e-9, line: c.line)
        }
        XCTAssertEqual(layout.panel, nil)
        XCTAssertEqual(layout.column(1), Rect(x: 396, y: 30, width: 390, height: 844))
    }
}
