import Foundation
import Graphics
import LabBasics
import Scenes
import ScrollUI

/// The heads-up display (key H): frame rate and a graph of the last frames' times (`FrameTimingGraph`), the scene's state as a readable
/// table, and a live plot of the last 3 s of offset, velocity and the component's key value with its
/// thresholds and detents. Drawn by our renderer into a panel rect. While comparing, the plot has one
/// curve per variant in its colour, under a legend, and the numbers are variant A's.
public struct HUDRenderer {
    /// Width of the HUD panel, points.
    public static let panelWidth = 300.0
    /// Between the HUD's panel and the window's edges, points.
    public static let panelMargin = 8.0
    public static let background = Color(hex: 0x1C1C1E, opacity: 0.94)
    public static let primary = Color(hex: 0xFFFFFF)
    static let secondary = Color(hex: 0xEBEBF5, opacity: 0.6)
    static let offsetColor = Color(hex: 0x0A84FF)
    static let velocityColor = Color(hex: 0xFF9F0A)
    static let metricColor = Color(hex: 0x30D158)
    /// A legend entry's row while comparing, points.
    static let legendRowHeight = 16.0

    /// A compared variant's curves: its name, colour and samples.
    struct Variant {
        public var letter: String
        public var label: String
        public var color: Color
        public var history: SampleHistory
    }

    /// Draws the HUD in `panel`: the graphs from the live `timings` and `history`, the numbers and
    /// texts from `readout` (`HUDReadout`: taken ten times a second). On an opaque `backdrop` (the
    /// frame's background beside the viewport) the panel is drawn opaque in the colour it shows
    /// there, so that it is stored rather than blended; over the scene it stays translucent.
    func draw(in panel: Rect, backdrop: Color? = nil, sceneName: String, timings: FrameTimings, readout: HUDReadout,
              timeScale: Double, isRecording: Bool, history: SampleHistory, session: SessionMotion? = nil, variants: [Variant] = [],
              metric: SceneMetric?,
              context: inout DrawingContext) {
        let state = readout.state, transitions = readout.transitions
        let background = backdrop.map { HUDRenderer.background.composited(over: $0) } ?? HUDRenderer.background
        context.fillRoundedRect(panel, radii: CornerRadii(12), background)
        var y = panel.minY + 14
        let left = panel.minX + 14
        context.drawText(TextRun("ScrollLab HUD · \(sceneName)", font: Font(size: 13, weight: .semibold)),
                         at: Point(x: left, y: y), HUDRenderer.secondary)
        y += 22
        let fps = TextRun(readout.framesPerSecond, font: Font(size: 26, weight: .bold))
        context.drawText(fps, at: Point(x: left, y: y), HUDRenderer.primary)
        var badgeX = left + 120
        let red = Color(hex: 0xFF453A)
        if isRecording {
            context.fillRoundedRect(Rect(x: badgeX, y: y + 13, width: 9, height: 9), radii: CornerRadii(4.5), red)
            context.drawText(TextRun("REC", font: Font(size: 12, weight: .bold)), at: Point(x: badgeX + 13, y: y + 9), red)
            badgeX += 52
        }
        let speed = timeScale == 0 ? "PAUSED" : timeScale < 1 ? "SLOW ×\(ReadableNumber.text(timeScale))" : ""
        context.drawText(TextRun(speed, font: Font(size: 12, weight: .bold)), at: Point(x: badgeX, y: y + 9), red)
        y += 34
        if timings.isVirtual {
            context.drawText(TextRun("replay: virtual time, frames not timed", font: Font(size: 11)), at: Point(x: left, y: y),
                             HUDRenderer.secondary)
            y += 20
        } else {
            y = FrameTimingGraph().draw(timings, readout: readout, left: left, top: y, width: panel.width - 28, context: &context)
        }
        y += 6
        // Two columns of key/value pairs; a value too wide for its column takes the whole row.
        y = HUDStateTable.draw(state, left: left, top: y, width: panel.width - 28, context: &context) + 10
        let valueFont = HUDStateTable.valueFont
        // The component's last state changes, as the soak reads them.
        for transition in transitions {
            context.drawText(TextRun(transition, font: valueFont), at: Point(x: left, y: y), HUDRenderer.secondary)
            y += 16
        }
        if !transitions.isEmpty { y += 6 }
        // While comparing: which colour is which variant, one row each.
        // The numbers above are variant A's.
        for (index, variant) in variants.enumerated() {
            context.fillRoundedRect(Rect(x: left, y: y + 3, width: 10, height: 10), radii: CornerRadii(2), variant.color)
            let text = "\(variant.letter)  \(variant.label)" + (index == 0 ? "  · numbers above" : "")
            let run = TextTruncation.run(text, font: valueFont, width: panel.width - 46, measurer: context.textMeasurer)
            context.drawText(run, at: Point(x: left + 16, y: y), HUDRenderer.primary)
            y += HUDRenderer.legendRowHeight
        }
        if !variants.isEmpty { y += 6 }
        let plotRect = Rect(x: panel.minX + 4, y: y, width: panel.width - 10, height: max(0, panel.maxY - y - 8))
        guard plotRect.height > 120, let newest = history.last ?? session?.samples.last else { return }
        var series = [PlotSeries(name: "offset", unit: "pt", color: HUDRenderer.offsetColor),
                      PlotSeries(name: "velocity", unit: "pt/s", color: HUDRenderer.velocityColor)]
        var metricSeries = metric.map { PlotSeries(name: $0.name, unit: "", color: HUDRenderer.metricColor, marks: $0.marks) }
        func add(_ sample: SampleHistory.Sample) {
            series[0].points.append((sample.time, sample.offset))
            series[1].points.append((sample.time, sample.velocity))
            if let value = sample.metric { metricSeries?.points.append((sample.time, value)) }
        }
        if let session {
            session.samples.forEach(add)
        } else {
            for index in 0..<history.count { add(history[index]) }
        }
        if !variants.isEmpty {
            // Every variant's curve in its colour over the same axes; the titles stay neutral.
            for index in series.indices { series[index].color = HUDRenderer.primary }
            metricSeries?.color = HUDRenderer.primary
            series[0].points = []
            series[1].points = []
            metricSeries?.points = []
            for variant in variants {
                var offsets: [(x: Double, y: Double)] = [], velocities: [(x: Double, y: Double)] = []
                var metrics: [(x: Double, y: Double)] = []
                for index in 0..<variant.history.count {
                    let sample = variant.history[index]
                    offsets.append((sample.time, sample.offset))
                    velocities.append((sample.time, sample.velocity))
                    if let value = sample.metric { metrics.append((sample.time, value)) }
                }
                series[0].curves.append((variant.color, offsets))
                series[1].curves.append((variant.color, velocities))
                metricSeries?.curves.append((variant.color, metrics))
            }
        }
        if let metricSeries { series.append(metricSeries) }
        let drawer = PlotDrawer(style: .hud(on: background))
        guard let session else {
            drawer.draw(series, timeAxis: .sweep(now: newest.time, window: SampleHistory.window), in: plotRect, context: &context)
            return
        }
        // Paused: the whole session on the timeline strip's time base, the frame shown as its red line.
        drawer.draw(series, timeAxis: .range(session.timeRange), in: plotRect, context: &context)
        let x = drawer.x(of: session.cursor, timeRange: session.timeRange, in: plotRect)
        context.fill(Rect(x: x - 0.75, y: plotRect.minY, width: 1.5, height: plotRect.height - drawer.style.bottomMargin),
                     TimelineStrip.cursorColor)
    }
}
