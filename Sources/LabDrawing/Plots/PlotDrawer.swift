import Foundation
import Graphics
import LabBasics
import ScrollUI

/// Draws stacked plots sharing one time axis into a drawing context: one panel per series with its
/// name, unit, y ticks and reference lines, vertical event markers across all panels, and the time
/// axis labelled at the bottom. Used by the HUD's live plot and by `replay --plot`.
public struct PlotDrawer {
    /// Colours and sizes; the HUD uses a compact style, the PNG a roomy one.
    public struct Style: Sendable {
        public var background: Color
        public var panel: Color
        /// Behind each series' title, so the curve never runs through it.
        var titleBackground: Color
        public var grid: Color
        public var text: Color
        public var font: Font
        var titleFont: Font
        var lineWidth: Double
        var gap: Double
        var leftMargin: Double
        public var bottomMargin: Double
        /// The y ranges rounded out to round numbers (`PlotSeries.range`): a live plot's axes then
        /// stay put while its curves move inside them.
        var roundsRanges = false

        /// The HUD's style on its panel of colour `panelColor`: the panels and titles opaque when
        /// the panel is (so they are stored, not blended, a frame for every frame of the plot).
        public static func hud(on panelColor: Color) -> Style {
            var style = Style.hud
            if panelColor.isOpaque {
                style.panel = style.panel.composited(over: panelColor)
                style.titleBackground = style.titleBackground.composited(over: style.panel)
            }
            return style
        }

        public static let hud = Style(background: .clear, panel: Color(hex: 0xFFFFFF, opacity: 0.06),
                               titleBackground: Color(hex: 0x2C2C2E, opacity: 0.9),
                               grid: Color(hex: 0xFFFFFF, opacity: 0.12), text: Color(hex: 0xEBEBF5, opacity: 0.8),
                               font: Font(size: 10), titleFont: Font(size: 11, weight: .semibold), lineWidth: 1.5,
                               gap: 8, leftMargin: 44, bottomMargin: 16, roundsRanges: true)
        static let document = Style(background: .white, panel: Color(hex: 0xF7F7FA),
                                    titleBackground: Color(hex: 0xF7F7FA, opacity: 0.9), grid: Color(hex: 0xD1D1D6),
                                    text: Color(hex: 0x3C3C43), font: Font(size: 12),
                                    titleFont: Font(size: 14, weight: .semibold), lineWidth: 2, gap: 18,
                                    leftMargin: 70, bottomMargin: 34)
    }

    /// A vertical marker at a time (an input event).
    public struct Event {
        public var time: Double
        public var label: String
        public var color: Color

        public init(time: Double, label: String, color: Color) {
            self.time = time
            self.label = label
            self.color = color
        }
    }

    /// The mark of a trace event on a plot or the timeline; none for moves, speed changes and waits.
    public static func event(for event: Input) -> Event? {
        switch event.kind {
        case .down: return Event(time: event.time, label: "down", color: Color(hex: 0x34C759))
        case .up: return Event(time: event.time, label: "up", color: Color(hex: 0xFF3B30))
        case .cancel: return Event(time: event.time, label: "cancel", color: Color(hex: 0xFF9500))
        case .key(let key, _): return Event(time: event.time, label: key, color: Color(hex: 0xAF52DE))
        case .wheel: return Event(time: event.time, label: "wheel", color: Color(hex: 0x8E8E93))
        case .fingers: return Event(time: event.time, label: "fingers", color: Color(hex: 0x8E8E93))
        case .resize: return Event(time: event.time, label: "resize", color: Color(hex: 0x5856D6))
        case .option(let assignment): return Event(time: event.time, label: assignment, color: Color(hex: 0x30B0C7))
        case .move, .speed, .step, .wait: return nil
        }
    }

    public var style: Style

    public init(style: Style) {
        self.style = style
    }

    /// Draws `series` stacked in `rect` along `timeAxis`, with `events` as vertical lines.
    public func draw(_ series: [PlotSeries], events: [Event] = [], timeAxis: PlotTimeAxis, in rect: Rect,
              context: inout DrawingContext) {
        guard !series.isEmpty, rect.width > style.leftMargin + 20 else { return }
        if !style.background.isInvisible { context.fill(rect, style.background) }
        let plotLeft = rect.minX + style.leftMargin
        let plotWidth = rect.maxX - plotLeft - 8
        let panelHeight = (rect.height - style.bottomMargin - style.gap * Double(series.count - 1)) / Double(series.count)
        guard panelHeight > 10, plotWidth > 10 else { return }
        let span = timeAxis.span
        let scale = context.scale
        // The device columns inside the panels.
        let columns = Int((plotLeft * scale).rounded(.up))..<Int(((plotLeft + plotWidth) * scale).rounded(.down))

        for (index, item) in series.enumerated() {
            let top = rect.minY + Double(index) * (panelHeight + style.gap)
            let panel = Rect(x: plotLeft, y: top, width: plotWidth, height: panelHeight)
            context.fillRoundedRect(panel, radii: CornerRadii(4), style.panel)
            let range = item.range(from: timeAxis.earliest, rounded: style.roundsRanges)
            func y(_ value: Double) -> Double {
                panel.maxY - (value - range.lowerBound) / (range.upperBound - range.lowerBound) * panel.height
            }
            // Y ticks: the ends and zero when it shows.
            // The top label hangs below the panel's top, the bottom one sits above its bottom, so
            // neighbouring panels' labels never collide.
            let lineHeight = context.textMeasurer.size(of: TextRun("0", font: style.font)).height
            var ticks: [(value: Double, labelY: Double)] = [(range.upperBound, panel.minY + lineHeight / 2),
                                                             (range.lowerBound, panel.maxY - lineHeight / 2)]
            if PlotDrawer.labelsZero(range: range, panelHeight: panel.height, lineHeight: lineHeight) { ticks.append((0, y(0))) }
            for tick in ticks {
                let ty = y(tick.value)
                context.fill(Rect(x: plotLeft, y: ty - 0.25, width: plotWidth, height: 0.5), style.grid)
                label(ReadableNumber.text(tick.value), right: plotLeft - 4, centerY: tick.labelY, context: &context)
            }
            let marks = item.marks.filter { range.contains($0.value) }
            let runs = marks.map { TextRun($0.label, font: style.font) }
            let labels = LabelPlacement.arrange(zip(marks, runs).map { mark, run in
                let size = context.textMeasurer.size(of: run)
                return Rect(x: plotLeft + plotWidth - size.width - 4, y: y(mark.value) - size.height, width: size.width, height: size.height)
            }, gap: 6)
            for (mark, (run, label)) in zip(marks, zip(runs, labels)) {
                dashed(from: plotLeft, to: plotLeft + plotWidth, y: y(mark.value), color: item.color.withOpacity(0.55), context: &context)
                context.drawText(run, at: label.origin, item.color)
            }
            for event in events {
                guard let position = timeAxis.position(of: event.time) else { continue }
                context.fill(Rect(x: plotLeft + position * plotWidth - 0.5, y: panel.minY, width: 1, height: panel.height),
                             event.color.withOpacity(0.45))
            }
            context.pushClip(panel)
            for curve in item.allCurves {
                let drawer = PlotCurve(columns: columns, scale: scale, lineWidth: style.lineWidth, color: curve.color)
                for run in timeAxis.runs(of: curve.points.lazy.map(\.x)) {
                    drawer.draw(curve.points[run.indices].lazy.map {
                        ((plotLeft + ($0.x - run.leftTime) / span * plotWidth) * scale, y($0.y))
                    }, context: &context)
                }
            }
            context.popClip()
            let title = TextRun(item.unit.isEmpty ? item.name : "\(item.name) (\(item.unit))", font: style.titleFont)
            let titleSize = context.textMeasurer.size(of: title)
            context.fillRoundedRect(Rect(x: plotLeft + 3, y: panel.minY + 3, width: titleSize.width + 8, height: titleSize.height),
                                    radii: CornerRadii(4), style.titleBackground)
            context.drawText(title, at: Point(x: plotLeft + 7, y: panel.minY + 3), item.color)
        }
        // Time axis: each label as precise as the step between ticks; one that would touch the label
        // before it (or run past the plot's right) is left out, its tick kept.
        let axisY = rect.maxY - style.bottomMargin + 3
        let step = PlotDrawer.niceStep(span / 6)
        var labelsEnd = -Double.infinity
        for tick in timeAxis.ticks(every: step) {   // left to right
            let tx = plotLeft + tick.position * plotWidth
            context.fill(Rect(x: tx - 0.25, y: axisY - 3, width: 0.5, height: 3), style.text)
            let run = TextRun(PlotDrawer.timeLabel(tick.time, step: step), font: style.font)
            let size = context.textMeasurer.size(of: run)
            let left = tx - size.width / 2
            guard left >= labelsEnd + PlotDrawer.labelSpacing, left + size.width <= rect.maxX else { continue }
            context.drawText(run, at: Point(x: left, y: axisY), style.text)
            labelsEnd = left + size.width
        }
    }

    /// Whether a panel spanning `range` labels its zero too: only when it shows, no end reads "0"
    /// already, and its label can sit on its line, 1.5 lines clear of the ends' labels (else it would
    /// be moved off its line: a label away from the value it names).
    static func labelsZero(range: ClosedRange<Double>, panelHeight: Double, lineHeight: Double) -> Bool {
        guard range.contains(0), ReadableNumber.text(range.lowerBound) != "0", ReadableNumber.text(range.upperBound) != "0",
              range.upperBound > range.lowerBound else { return false }
        let fromTop = range.upperBound / (range.upperBound - range.lowerBound) * panelHeight
        return fromTop >= lineHeight * 1.5 && panelHeight - fromTop >= lineHeight * 1.5
    }

    /// Room kept between two time labels, points.
    static let labelSpacing = 4.0

    /// A tick's time as a label, with the decimals its `step` needs (no two ticks read alike:
    /// 187.5 s and 188 s, not 188 s twice), trailing zeros left out.
    static func timeLabel(_ time: Double, step: Double) -> String {
        let decimals = step >= 1 || !step.isFinite || step <= 0 ? 0 : min(6, Int((-log10(step) - 1e-9).rounded(.up)))
        var text = String(format: "%.\(decimals)f", time)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return (text == "-0" ? "0" : text) + " s"
    }

    /// Where `time` lies across `rect` when `draw` plots `timeRange` in it, points.
    public func x(of time: Double, timeRange: ClosedRange<Double>, in rect: Rect) -> Double {
        let plotLeft = rect.minX + style.leftMargin, plotWidth = rect.maxX - plotLeft - 8
        let span = max(timeRange.upperBound - timeRange.lowerBound, 1e-6)
        return plotLeft + (time - timeRange.lowerBound) / span * plotWidth
    }

    private func label(_ text: String, right: Double, centerY: Double, context: inout DrawingContext) {
        let run = TextRun(text, font: style.font)
        let size = context.textMeasurer.size(of: run)
        context.drawText(run, at: Point(x: right - size.width, y: centerY - size.height / 2), style.text)
    }

    private func dashed(from x0: Double, to x1: Double, y: Double, color: Color, context: inout DrawingContext) {
        var x = x0
        while x < x1 {
            context.fill(Rect(x: x, y: y - 0.5, width: min(6, x1 - x), height: 1), color)
            x += 10
        }
    }

    /// 1, 2 or 5 times a power of ten, at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let power = pow(10, floor(log10(raw)))
        for factor in [1.0, 2, 5, 10] where factor * power >= raw { return factor * power }
        return 10 * power
    }
}
