import Foundation
import Graphics
import Rendering
import Scenes
import ScrollUI

/// `replay --plot FILE`: offset, velocity and the component's key value over time as one PNG, with
/// labelled axes, the input events as vertical lines and thresholds/detents as horizontal ones; drawn
/// with our renderer.
public final class PlotImage {
    /// The image's size, points (drawn at 2 pixels per point).
    static let size = Size(width: 1100, height: 760)
    static let scale = 2.0

    private let fonts: any TextMeasuring & GlyphRasterizing
    private let png: PNGFile
    private var offset = PlotSeries(name: "offset", unit: "pt", color: Color(hex: 0x007AFF))
    private var velocity = PlotSeries(name: "velocity", unit: "pt/s", color: Color(hex: 0xFF9500))
    private var metric: PlotSeries?
    private var events: [PlotDrawer.Event] = []

    public init(fonts: any TextMeasuring & GlyphRasterizing, png: PNGFile, events traceEvents: [TraceEvent]) {
        self.fonts = fonts
        self.png = png
        events = traceEvents.compactMap(PlotDrawer.event(for:))
    }

    /// Records one frame.
    public func capture(time: Double, session: SceneSession) {
        let scrollView = session.scene.mainScrollView
        offset.points.append((time, scrollView.contentOffset.y))
        velocity.points.append((time, scrollView.velocity.y))
        if let value = session.scene.metric {
            if metric == nil {
                metric = PlotSeries(name: value.name, unit: "", color: Color(hex: 0x34C759), marks: value.marks)
            }
            metric?.points.append((time, value.value))
        }
    }

    public func write(to path: String, title: String) throws {
        let size = PlotImage.size
        var context = DrawingContext(list: DisplayList(), visibleRect: Rect(origin: .zero, size: size), textMeasurer: fonts)
        context.fill(Rect(origin: .zero, size: size), .white)
        context.drawText(TextRun(title, font: Font(size: 18, weight: .semibold)), at: Point(x: 24, y: 16), Palette.label)
        var legendX = 24.0
        for (label, color) in [("down", Color(hex: 0x34C759)), ("up", Color(hex: 0xFF3B30)), ("key", Color(hex: 0xAF52DE)),
                               ("wheel", Color(hex: 0x8E8E93))] {
            context.fill(Rect(x: legendX, y: 48, width: 2, height: 14), color)
            context.drawText(TextRun(label, font: Font(size: 12)), at: Point(x: legendX + 6, y: 47), Palette.secondaryLabel)
            legendX += 70
        }
        let start = offset.points.first?.x ?? 0   // a replay `--from` a time starts there
        let end = max(offset.points.last?.x ?? 1, start + 0.001)
        let series = [offset, velocity] + (metric.map { [$0] } ?? [])
        PlotDrawer(style: .document).draw(series, events: events, timeRange: start...end,
                                          in: Rect(x: 12, y: 74, width: size.width - 24, height: size.height - 86),
                                          context: &context)
        let buffer = PixelBuffer(width: Int(size.width * PlotImage.scale), height: Int(size.height * PlotImage.scale))
        Rasterizer(glyphs: fonts).render(context.list, into: buffer, scale: PlotImage.scale, background: .white)
        try png.write(buffer, to: path)
    }
}
