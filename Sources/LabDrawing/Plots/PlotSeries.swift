import Graphics

/// One curve of a plot: a name, a colour and its points (x in seconds, y in the series' unit), with
/// labelled horizontal reference lines (thresholds, detents) in the same unit; a compare's plot adds
/// one curve per variant in the variant's colour to the same panel.
public struct PlotSeries {
    public var name: String
    public var unit: String
    public var color: Color
    public var points: [(x: Double, y: Double)] = []
    public var marks: [(label: String, value: Double)] = []
    /// Further curves drawn over the same axes, each in its own colour.
    public var curves: [(color: Color, points: [(x: Double, y: Double)])] = []

    public init(name: String, unit: String, color: Color, points: [(x: Double, y: Double)] = [], marks: [(label: String, value: Double)] = [], curves: [(color: Color, points: [(x: Double, y: Double)])] = []) {
        self.name = name
        self.unit = unit
        self.color = color
        self.points = points
        self.marks = marks
        self.curves = curves
    }

    /// Every curve of the panel: `points` in the series' colour, then `curves`.
    var allCurves: [(color: Color, points: [(x: Double, y: Double)])] { [(color, points)] + curves }

    /// The y range to show: the points from time `earliest` on and the marks, padded by 8 %, never
    /// empty; when `rounded`, widened to multiples of a 1-2-5 step of about a quarter of it (which
    /// stay the same while the points move inside them).
    public func range(from earliest: Double = -.infinity, rounded: Bool = false) -> ClosedRange<Double> {
        var low = Double.infinity, high = -Double.infinity
        for curve in allCurves {
            for point in curve.points where point.x >= earliest {
                low = min(low, point.y)
                high = max(high, point.y)
            }
        }
        for mark in marks { low = min(low, mark.value); high = max(high, mark.value) }
        guard low.isFinite, high.isFinite else { return 0...1 }
        if high - low < 1e-9 {
            low -= 1
            high += 1
        }
        let pad = (high - low) * 0.08
        low -= pad
        high += pad
        guard rounded else { return low...high }
        let step = PlotDrawer.niceStep((high - low) / 4)
        return ((low / step).rounded(.down) * step)...((high / step).rounded(.up) * step)
    }
}
