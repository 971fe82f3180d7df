import Foundation
import Graphics
import ScrollUI

/// A plot's curve drawn as one column-wide fill per device pixel column: in each column, from the
/// lowest to the highest height the line through the points takes within half the line's width
/// either side of it, thickened by half the line's width above and below (the line drawn with a
/// square pen, so that a steep stretch is as wide as a flat one is high). However many samples a
/// column holds it is one fill (three seconds of a 240 Hz window are 720 samples over a few hundred
/// columns), a column between two far-apart samples still gets its part of the line, and adjacent
/// columns of the same span (a flat stretch) join into one fill.
public struct PlotCurve {
    /// The device columns that may be drawn (the plot's panel).
    public var columns: Range<Int>
    /// Device pixels per point.
    public var scale: Double
    var lineWidth: Double
    public var color: Color

    /// Columns either side whose heights a column takes: the pen is the odd number of columns
    /// nearest the line's width (the narrower when two are as near): 0, 1 and 2 for a 1.5-pt line
    /// at scales 1, 2 and 3.
    var penRadius: Int { max(0, Int(((lineWidth * scale - 1) / 2 - 0.5).rounded(.up))) }

    /// Fills the columns of the line through `points` (x in device columns, fractional; y in points;
    /// x increasing).
    public func draw(_ points: some Sequence<(x: Double, y: Double)>, context: inout DrawingContext) {
        var run: (start: Int, end: Int, low: Double, high: Double)?
        let half = lineWidth / 2
        func flush() {
            guard let run else { return }
            context.fill(Rect(x: Double(run.start) / scale, y: run.low - half, width: Double(run.end - run.start) / scale,
                              height: run.high - run.low + lineWidth), color)
        }
        PlotCurve.forEachColumnSpan(of: points, columns: columns, radius: penRadius) { column, low, high in
            if let current = run, current.end == column, current.low == low, current.high == high {
                run?.end = column + 1
            } else {
                flush()
                run = (column, column + 1, low, high)
            }
        }
        flush()
    }

    /// Calls `body` once per column of `columns` within `radius` columns of one that the line
    /// through `points` (x in columns, increasing) passes, left to right, with the lowest and
    /// highest y the line takes in that column and the `radius` columns either side.
    static func forEachColumnSpan(of points: some Sequence<(x: Double, y: Double)>, columns: Range<Int>, radius: Int,
                                  _ body: (_ column: Int, _ low: Double, _ high: Double) -> Void) {
        guard radius > 0 else { return forEachColumnSpan(of: points, columns: columns, body) }
        // The line's own spans, in the columns that reach `columns`, kept for the last 2r + 1 columns.
        let reach = (columns.lowerBound - radius)..<(columns.upperBound + radius)
        withUnsafeTemporaryAllocation(of: (column: Int, low: Double, high: Double).self, capacity: 2 * radius + 1) { recent in
            var count = 0, next = Int.min
            // Emits the columns from `next` up to `last` (those within reach of a span seen).
            func emit(through last: Int) {
                guard count > 0 else { return }
                let newest = recent[(count - 1) % recent.count].column
                var column = max(next, recent[max(0, count - recent.count) % recent.count].column - radius)
                while column <= min(last, newest + radius) {
                    var low = Double.infinity, high = -Double.infinity
                    for index in max(0, count - recent.count)..<count {
                        let span = recent[index % recent.count]
                        guard abs(span.column - column) <= radius else { continue }
                        low = min(low, span.low)
                        high = max(high, span.high)
                    }
                    if columns.contains(column) { body(column, low, high) }
                    column += 1
                }
                next = max(next, column)
            }
            forEachColumnSpan(of: points, columns: reach) { column, low, high in
                emit(through: column - radius - 1)
                next = max(next, column - radius)
                recent[count % recent.count] = (column, low, high)
                count += 1
            }
            emit(through: Int.max - radius)
        }
    }

    /// Calls `body` once per column of `columns` that the line through `points` (x in columns,
    /// increasing) passes, left to right, with the lowest and highest y it takes there.
    static func forEachColumnSpan(of points: some Sequence<(x: Double, y: Double)>, columns: Range<Int>,
                                  _ body: (_ column: Int, _ low: Double, _ high: Double) -> Void) {
        var column = Int.min, low = 0.0, high = 0.0
        func add(_ index: Int, _ y0: Double, _ y1: Double) {
            guard columns.contains(index) else { return }
            if index == column {
                low = min(low, y0, y1)
                high = max(high, y0, y1)
                return
            }
            if column != Int.min { body(column, low, high) }
            column = index
            low = min(y0, y1)
            high = max(y0, y1)
        }
        var previous: (x: Double, y: Double)?
        for point in points where point.x.isFinite && point.y.isFinite {
            defer { previous = point }
            guard let from = previous, point.x > from.x else {
                add(Int(point.x.rounded(.down)), previous?.y ?? point.y, point.y)
                continue
            }
            // Each column the segment crosses, with the heights where it enters and leaves it.
            let first = max(Int(from.x.rounded(.down)), columns.lowerBound)
            let last = min(Int(point.x.rounded(.up)) - 1, columns.upperBound - 1)
            guard first <= last else { continue }
            let slope = (point.y - from.y) / (point.x - from.x)
            for index in first...last {
                let enter = max(from.x, Double(index)), leave = min(point.x, Double(index + 1))
                add(index, from.y + (enter - from.x) * slope, from.y + (leave - from.x) * slope)
            }
        }
        if column != Int.min { body(column, low, high) }
    }
}
