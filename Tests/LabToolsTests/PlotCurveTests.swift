import Graphics
@testable import LabDrawing
import XCTest

/// A plot's curves: one span per device pixel column, widened by the pen; and the sweep that keeps
/// each sample where it was drawn.
final class PlotCurveTests: XCTestCase {
    typealias Span = [Double]

    /// (points at x in device columns, the columns drawn, the pen's radius in columns, the spans:
    /// each column the line passes or the pen reaches, with the lowest and highest height the line
    /// takes within the pen's radius of it).
    func testCurvesAreOneSpanPerPixelColumn() {
        let cases: [(line: UInt, points: [(x: Double, y: Double)], columns: Range<Int>, radius: Int, spans: [Span])] = [
            (#line, [(0.25, 1), (0.75, 2), (1.25, 3)], 0..<10, 0, [[0, 1, 2.5], [1, 2.5, 3]]),
            // Samples three columns apart: every column between gets its part of the line.
            (#line, [(0.5, 0), (3.5, 6)], 0..<10, 0, [[0, 0, 1], [1, 1, 3], [2, 3, 5], [3, 5, 6]]),
            (#line, [(0.5, 0), (3.5, 6)], 1..<3, 0, [[1, 1, 3], [2, 3, 5]]),
            // Many samples in one column: one span.
            (#line, [(2.125, 4), (2.25, 9), (2.5, -1), (2.75, 3)], 0..<10, 0, [[2, -1, 9]]),
            (#line, [(2.25, 4)], 0..<10, 0, [[2, 4, 4]]),
            (#line, [], 0..<10, 0, []),
            // A pen one column either side: each column takes its neighbours' heights, and the
            // line's ends reach one column further.
            (#line, [(0.5, 0), (3.5, 6)], 0..<10, 1,
             [[0, 0, 3], [1, 0, 5], [2, 1, 6], [3, 3, 6], [4, 5, 6]]),
            // A step (a velocity's jump): as wide as the pen, not one column.
            (#line, [(2.5, 0), (3.5, 0), (3.5, 8), (5.5, 8)], 0..<10, 1,
             [[1, 0, 0], [2, 0, 8], [3, 0, 8], [4, 0, 8], [5, 8, 8], [6, 8, 8]]),
            // Columns outside the panel are not drawn, but their heights reach the edge's columns.
            (#line, [(0.5, 0), (3.5, 6)], 1..<3, 1, [[1, 0, 5], [2, 1, 6]]),
            (#line, [(2.25, 4)], 0..<10, 2, [[0, 4, 4], [1, 4, 4], [2, 4, 4], [3, 4, 4], [4, 4, 4]]),
            // A flat stretch: every column the same span, the pen's columns at both ends.
            (#line, [(1.5, 1), (1.75, 1), (8.5, 1)], 0..<12, 1,
             [[0, 1, 1], [1, 1, 1], [2, 1, 1], [3, 1, 1], [4, 1, 1], [5, 1, 1], [6, 1, 1], [7, 1, 1], [8, 1, 1], [9, 1, 1]]),
        ]
        for c in cases {
            var spans: [Span] = []
            PlotCurve.forEachColumnSpan(of: c.points, columns: c.columns, radius: c.radius) { spans.append([Double($0), $1, $2]) }
            XCTAssertEqual(spans, c.spans, line: c.line)
        }
    }

    /// A line is about as wide as it is high at every scale: the pen's radius in columns.
    func testThePenIsAsWideAsTheLine() {
        for (width, scale, radius) in [(1.5, 1.0, 0), (1.5, 2, 1), (1.5, 3, 2), (2, 2, 1), (2, 3, 2), (0.5, 1, 0)] {
            XCTAssertEqual(PlotCurve(columns: 0..<1, scale: scale, lineWidth: width, color: .white).penRadius, radius, "\(width) pt @\(scale)")
        }
    }

    /// A sweep of 3 s: where times are drawn, the runs of samples drawn as one line each, and the
    /// times labelled along the axis.
    func testTheSweepKeepsEachSampleWhereItWasDrawn() {
        let axis = PlotTimeAxis.sweep(now: 7.5, window: 3)
        // This sweep began at 6 s: 7.5 s is half-way; 5.5 s, the last sweep's, is at 5.5 − 3 = 2.5 s of it.
        XCTAssertEqual(axis.position(of: 7.5), 0.5)
        XCTAssertEqual(axis.position(of: 6), 0)
        XCTAssertEqual(axis.position(of: 5.5)!, 2.5 / 3, accuracy: 1e-12)
        XCTAssertNil(axis.position(of: 4.55), "in the gap ahead of the cursor")
        XCTAssertNil(axis.position(of: 7.6), "not yet")
        // Drawn at 7.5 s and again at 7.6 s, a sample keeps its place.
        XCTAssertEqual(PlotTimeAxis.sweep(now: 7.6, window: 3).position(of: 7), axis.position(of: 7))
        let times = [4.0, 4.7, 5.0, 5.9, 6.1, 7.0, 7.5]
        let runs = axis.runs(of: times)
        // The last sweep's samples up to the first of this one; this one's from the last of the last.
        XCTAssertEqual(runs.map(\.indices), [1..<5, 3..<7])
        XCTAssertEqual(runs.map(\.leftTime), [3, 6])
        let ticks = axis.ticks(every: 1)
        XCTAssertEqual(ticks.map(\.time), [6, 7], "this sweep's only: the last one's would read out of order")
        XCTAssertEqual(PlotTimeAxis.range(2...4).ticks(every: 1).map(\.time), [2, 3, 4])
    }
}
