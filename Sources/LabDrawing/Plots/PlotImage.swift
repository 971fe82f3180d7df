import Foundation
import Graphics
import LabBasics
import Rendering
import Scenes
import ScrollUI

/// `replay --plot FILE`: offset, velocity and the component's key value over time as one PNG, with
/// labelled axes, the input events as vertical lines and thresholds/detents as horizontal ones; drawn
/// with our renderer. With `replay --compare` each panel holds one curve per variant, in its colour.
public final class PlotImage {
    /// The image's size, points (drawn at 2 pixels per point).
    public static let size = Size(width: 1100, height: 760)
    public static let scale = 2.0
    /// The series' colours of a single replay; a compare's curves take their variants' colours.
    static let offsetColor = Color(hex: 0x007AFF)
    static let velocityColor = Color(hex: 0xFF9500)
    static let metricColor = Color(hex: 0x34C759)
    /// A compare's series titles and marks, which belong to no one variant.
    static let sharedColor = Color(hex: 0x3C3C43)
    /// Room in the legend for each variant's name, points.
    static let variantLegendWidth = 190.0

    private struct Sample {
        public var time: Double
        public var offset: Double
        public var velocity: Double
        public var metric: Double?
    }

    private let fonts: any TextMeasuring & GlyphRasterizing
    private let png: PNGFile
    /// The curves' owners: one unnamed for a single replay, else the compare's variants.
    private let variants: [(letter: String, label: String, color: Color)]
    private var samples: [[Sample]]
    private var metric: (name: String, marks: [(label: String, value: Double)])?
    private var events: [PlotDrawer.Event] = []

    /// A plot of one replay, or of `variants` side by side (curves captured per variant).
    public init(fonts: any TextMeasuring & GlyphRasterizing, png: PNGFile, events traceEvents: [Input],
                variants: [VariantCaption] = []) {
        self.fonts = fonts
        self.png = png
        self.variants = variants.map { ($0.letter, $0.label, $0.color) }
        samples = Array(repeating: [], count: max(1, variants.count))
        events = traceEvents.compactMap(PlotDrawer.event(for:))
    }

    /// Records one frame of variant `variant` (0 for a single replay).
    public func capture(time: Double, session: SceneSession, variant: Int = 0) {
        let scrollView = session.scene.mainScrollView
        let value = session.scene.metric
        if let value, metric == nil { metric = (value.name, value.marks) }
        samples[variant].append(Sample(time: time, offset: scrollView.contentOffset.y, velocity: scrollView.velocity.y,
                                       metric: value?.value))
    }

    /// The panels: offset, velocity and the metric, each with a curve per variant.
    private var series: [PlotSeries] {
        let compared = !variants.isEmpty
        func make(_ name: String, _ unit: String, _ color: Color, marks: [(label: String, value: Double)] = [],
                  _ value: (Sample) -> Double?) -> PlotSeries {
            let curves = samples.map { $0.compactMap { sample in value(sample).map { (sample.time, $0) } } }
            guard compared else { return PlotSeries(name: name, unit: unit, color: color, points: curves[0], marks: marks) }
            return PlotSeries(name: name, unit: unit, color: PlotImage.sharedColor, marks: marks,
                              curves: zip(variants, curves).map { ($0.color, $1) })
        }
        var series = [make("offset", "pt", PlotImage.offsetColor) { $0.offset },
                      make("velocity", "pt/s", PlotImage.velocityColor) { $0.velocity }]
        if let metric { series.append(make(metric.name, "", PlotImage.metricColor, marks: metric.marks) { $0.metric }) }
        return series
    }

    public func write(to path: String, title: String) throws {
        var legend: [PlotImage.LegendItem] = [("down", Color(hex: 0x34C759), false), ("up", Color(hex: 0xFF3B30), false),
                                              ("key", Color(hex: 0xAF52DE), false), ("wheel", Color(hex: 0x8E8E93), false)]
        legend += variants.map { ("\($0.letter) \($0.label)", $0.color, true) }
        let times = samples[0].map(\.time)
        let start = times.first ?? 0   // a replay `--from` a time starts there
        let end = max(times.last ?? 1, start + 0.001)
        let buffer = PlotImage.render(title: title, legend: legend, series: series, events: events, timeRange: start...end, fonts: fonts)
        try png.write(buffer, to: path)
    }

    /// A legend entry: a label and its colour, drawn as a curve's line (`isCurve`) or an event's mark.
    public typealias LegendItem = (label: String, color: Color, isCurve: Bool)

    /// A plot image: `title`, the legend under it, and `series` stacked over `timeRange` with `events`.
    public static func render(title: String, legend: [LegendItem], series: [PlotSeries], events: [PlotDrawer.Event],
                       timeRange: ClosedRange<Double>, fonts: any TextMeasuring & GlyphRasterizing) -> PixelBuffer {
        let size = PlotImage.size
        var context = DrawingContext(list: DisplayList(), visibleRect: Rect(origin: .zero, size: size), textMeasurer: fonts)
        context.restart(visibleRect: Rect(origin: .zero, size: size), scale: PlotImage.scale)
        context.fill(Rect(origin: .zero, size: size), .white)
        context.drawText(TextRun(title, font: Font(size: 18, weight: .semibold)), at: Point(x: 24, y: 16), Palette.label)
        var legendX = 24.0
        for item in legend {
            if item.isCurve {
                context.fill(Rect(x: legendX, y: 54, width: 18, height: 3), item.color)
                let run = TextTruncation.run(item.label, font: Font(size: 12, weight: .semibold),
                                             width: PlotImage.variantLegendWidth - 30, measurer: fonts)
                context.drawText(run, at: Point(x: legendX + 24, y: 47), Palette.label)
                legendX += PlotImage.variantLegendWidth
            } else {
                context.fill(Rect(x: legendX, y: 48, width: 2, height: 14), item.color)
                let run = TextRun(item.label, font: Font(size: 12))
                context.drawText(run, at: Point(x: legendX + 6, y: 47), Palette.secondaryLabel)
                legendX += max(70, fonts.size(of: run).width + 20)
            }
        }
        PlotDrawer(style: .document).draw(series, events: events, timeAxis: .range(timeRange),
                                          in: Rect(x: 12, y: 74, width: size.width - 24, height: size.height - 86),
                                          context: &context)
        let buffer = PixelBuffer(width: Int(size.width * PlotImage.scale), height: Int(size.height * PlotImage.scale))
        Rasterizer(glyphs: fonts).render(context.list, into: buffer, scale: PlotImage.scale, background: .white)
        return buffer
    }
}
