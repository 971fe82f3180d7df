import Foundation
import Graphics
import LabBasics
import LabDrawing
import MotionAnalysis

/// `measure --plot FILE`: the measured offset and velocity over time, with UIScrollView's motion from
/// the start of every deceleration, return and settle drawn over them, and the segments' starts as
/// marked lines.
public struct MeasurePlot {
    static let measuredColor = Color(hex: 0x007AFF)
    static let uiScrollViewColor = Color(hex: 0xFF9500)
    /// The segments' marks.
    static let segmentColors: [MotionSegment.Kind: Color] = [
        .rest: Color(hex: 0x8E8E93), .finger: Color(hex: 0x34C759), .deceleration: Color(hex: 0x5856D6),
        .return: Color(hex: 0xFF3B30), .settle: Color(hex: 0xAF52DE),
    ]
    /// UIScrollView's curves are sampled this often, seconds.
    static let sampleInterval = 1.0 / 240

    public let report: MeasureReport
    public let fonts: any TextMeasuring & GlyphRasterizing

    /// Offset and velocity (UIScrollView's curves under the measured one, which is drawn last) and the
    /// difference measured − UIScrollView where both run.
    var series: [PlotSeries] {
        let motion = report.motion
        var offset = PlotSeries(name: "offset", unit: "pt", color: Self.measuredColor)
        var velocity = PlotSeries(name: "velocity", unit: "pt/s", color: Self.measuredColor)
        var difference = PlotSeries(name: "measured - UIScrollView", unit: "pt", color: Self.uiScrollViewColor)
        let last = motion.times.last ?? 0
        let verdicts = motion.comparison.entries.filter(report.isTracked)
        for entry in verdicts {
            var offsets: [(x: Double, y: Double)] = [], velocities: [(x: Double, y: Double)] = []
            var t = entry.start
            let end = min(last, entry.horizon, max(entry.endTime, entry.measuredEnd ?? entry.endTime) + Self.sampleInterval)
            while t <= end {
                offsets.append((t, entry.simulation.position(at: t - entry.start)))
                velocities.append((t, entry.simulation.velocity(at: t - entry.start)))
                t += Self.sampleInterval
            }
            offset.curves.append((Self.uiScrollViewColor, offsets))
            velocity.curves.append((Self.uiScrollViewColor, velocities))
            let frames = motion.times.indices.filter {
                motion.times[$0] >= entry.start && motion.times[$0] <= end && (motion.times[$0] < entry.horizon || entry.horizon >= last)
            }
            difference.curves.append((Self.uiScrollViewColor,
                                      frames.map { (motion.times[$0], motion.offsets[$0] - entry.simulation.position(at: motion.times[$0] - entry.start)) }))
        }
        // The measured curves break where frames are untracked: no line is drawn through a guess.
        for piece in trackedPieces {
            offset.curves.append((Self.measuredColor, piece.map { (motion.times[$0], motion.offsets[$0]) }))
            velocity.curves.append((Self.measuredColor, piece.map { (motion.times[$0], motion.velocities[$0]) }))
        }
        return verdicts.isEmpty ? [offset, velocity] : [offset, velocity, difference]
    }

    /// The runs of consecutive tracked frames.
    var trackedPieces: [Range<Int>] {
        var pieces: [Range<Int>] = [], start: Int?
        for (k, frame) in report.tracked.enumerated() {
            if frame.isTracked, start == nil { start = k }
            if !frame.isTracked, let first = start { pieces.append(first..<k); start = nil }
        }
        if let first = start { pieces.append(first..<report.tracked.count) }
        return pieces
    }

    public var events: [PlotDrawer.Event] {
        let motion = report.motion
        return motion.segments.map { segment in
            PlotDrawer.Event(time: motion.times[segment.frames.lowerBound], label: segment.kind.rawValue,
                             color: Self.segmentColors[segment.kind] ?? .black)
        }
    }

    public func write(to path: String, png: PNGFile) throws {
        let motion = report.motion
        let rate = SegmentTable.number(motion.comparison.configuration.decelerationRate.rawValue, 4)
        var legend: [PlotImage.LegendItem] = [("measured", Self.measuredColor, true), ("UIScrollView (\(rate))", Self.uiScrollViewColor, true)]
        legend += MotionSegment.Kind.allCases.map { ($0.rawValue, Self.segmentColors[$0] ?? .black, false) }
        let title = "measure · \((report.info.path as NSString).lastPathComponent) · \(report.scaleDescriptionShort)"
        let start = motion.times.first ?? 0, end = max(motion.times.last ?? 1, start + 0.001)
        let buffer = PlotImage.render(title: title, legend: legend, series: series, events: events, timeRange: start...end, fonts: fonts)
        try png.write(buffer, to: path)
    }
}
