import Foundation
import Graphics
import MotionAnalysis
import ScrollUI

/// The HUD's frame graph (Flutter's performance overlay): one bar per presented frame for the last
/// few seconds, stacked work (update and raster), upload and present, against the display's
/// refresh interval; dropped frames marked in red; and what the present time is: a wait for the
/// display when vsync is on, the driver's work when not. The bars sweep as Flutter's do: frame n
/// stays in slot n mod `FrameTimings.historyLength` until the sweep comes round again, the oldest
/// few slots left empty after the newest, so a frame changes one bar, not all of them.
///
///     work 1.10 · upload 0.31 · present 14.2 ms       ← smoothed
///     ▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮▮   ▮▮▮▮▮▮▮▮▮▮▮▮▮▮ - - - ← one refresh (16.7 ms at 60 Hz)
///                          ↑ the newest, then the gap
///     present waits for the display                0 dropped
///     display 60 Hz · phone 60 Hz
///     input → present p50 16.0 · p99 31.0 ms
public struct FrameTimingGraph {
    /// The graph's height, points; its top is two refresh intervals.
    static let graphHeight = 44.0
    static let workColor = Color(hex: 0x0A84FF)
    static let uploadColor = Color(hex: 0xBF5AF2)
    /// Present while waiting for the display (vsync): not work.
    static let waitColor = Color(hex: 0xFFFFFF, opacity: 0.22)
    /// Present without vsync: the driver's work.
    static let presentWorkColor = Color(hex: 0xFF9F0A)
    static let droppedColor = Color(hex: 0xFF453A)
    /// A hitch ratio's warning band: systemOrange (dark).
    public static let warningColor = Color(hex: 0xFF9F0A)
    public static let budgetColor = Color(hex: 0x30D158)
    /// Slots left empty after the newest bar: where the sweep is.
    static let gapBars = 8

    /// Draws the graph of `timings` from `top` across `width`, with the numbers of `readout` (the
    /// timings' own when nil); returns the y under it.
    public func draw(_ timings: FrameTimings, readout: HUDReadout? = nil, left: Double, top: Double, width: Double,
              context: inout DrawingContext) -> Double {
        let readout = readout ?? HUDReadout(timings: timings)
        let small = Font(size: 11), bold = Font(size: 11, weight: .semibold)
        let present = timings.isVSynced ? FrameTimingGraph.waitColor : FrameTimingGraph.presentWorkColor
        var x = left
        for (label, value, color) in [("work", readout.work, FrameTimingGraph.workColor), ("upload", readout.upload, FrameTimingGraph.uploadColor),
                                      ("present", readout.display, present)] {
            context.fillRoundedRect(Rect(x: x, y: top + 4, width: 7, height: 7), radii: CornerRadii(3.5), color.withOpacity(1))
            let run = TextRun("\(label) \(value)", font: bold)
            context.drawText(run, at: Point(x: x + 10, y: top), HUDRenderer.primary)
            x += 10 + context.textMeasurer.size(of: run).width + 10
        }
        context.drawText(TextRun("ms", font: small), at: Point(x: x - 6, y: top), HUDRenderer.secondary)

        let graph = Rect(x: left, y: top + 18, width: width, height: FrameTimingGraph.graphHeight)
        context.fillRoundedRect(graph, radii: CornerRadii(3), Color(hex: 0xFFFFFF, opacity: 0.06))
        let budget = timings.refreshInterval * 1000
        let pointsPerMillisecond = graph.height / (2 * budget)
        let slots = FrameTimings.historyLength
        let barWidth = graph.width / Double(slots)
        // Slot by slot from the left: kept frame `index` is frame number `firstNumber + index`.
        let firstNumber = timings.recordedCount - timings.frameCount
        let shown = min(timings.frameCount, slots - FrameTimingGraph.gapBars)
        for slot in 0..<slots {
            let index = ((slot - firstNumber) % slots + slots) % slots
            guard index >= timings.frameCount - shown, index < timings.frameCount else { continue }
            let frame = timings.frame(index)
            let barX = graph.minX + Double(slot) * barWidth
            var y = graph.maxY
            func stack(_ milliseconds: Double, _ color: Color) {
                let height = min(milliseconds * pointsPerMillisecond, y - graph.minY)
                guard height > 0 else { return }
                context.fill(Rect(x: barX, y: y - height, width: max(barWidth - 0.25, 0.5), height: height), color)
                y -= height
            }
            stack(frame.work, FrameTimingGraph.workColor)
            stack(frame.upload, FrameTimingGraph.uploadColor)
            stack(frame.display, present)
            if frame.isDropped {
                context.fill(Rect(x: barX, y: graph.minY, width: max(barWidth, 1), height: 4), FrameTimingGraph.droppedColor)
            }
        }
        let budgetY = graph.maxY - budget * pointsPerMillisecond
        var dashX = graph.minX
        while dashX < graph.maxX {
            context.fill(Rect(x: dashX, y: budgetY - 0.5, width: min(4, graph.maxX - dashX), height: 1), FrameTimingGraph.budgetColor)
            dashX += 7
        }

        let meaning = timings.isVSynced ? "present waits for the display" : "no vsync: present is driver work"
        let dropped = readout.droppedCount
        let droppedRun = TextRun("\(dropped) dropped", font: bold)
        let droppedX = left + width - context.textMeasurer.size(of: droppedRun).width
        context.drawText(droppedRun, at: Point(x: droppedX, y: graph.maxY + 4),
                         dropped > 0 ? FrameTimingGraph.droppedColor : HUDRenderer.secondary)
        // What present means beside the dropped count; the refresh rates under it, then the latency.
        let line = TextTruncation.run(meaning, font: small, width: droppedX - 8 - left, measurer: context.textMeasurer)
        context.drawText(line, at: Point(x: left, y: graph.maxY + 4), HUDRenderer.secondary)
        let hitchColor = readout.hitchBand.map(FrameTimingGraph.color) ?? HUDRenderer.secondary
        // The hitch ratio's row only once there is one (a live window's timed motion; never a replay's frames).
        let rows = [(FrameTimingGraph.refreshText(timings), HUDRenderer.secondary), (readout.latency, HUDRenderer.secondary)]
            + (readout.hitches.isEmpty ? [] : [(readout.hitches, hitchColor)])
        for (row, (text, color)) in rows.enumerated() {
            let run = TextTruncation.run(text, font: small, width: width, measurer: context.textMeasurer)
            context.drawText(run, at: Point(x: left, y: graph.maxY + 19 + Double(row) * 15), color)
        }
        return graph.maxY + 37 + 15 * Double(rows.count - 1)
    }

    /// A hitch band's colour: secondary when good, orange for a warning, the dropped red when critical.
    static func color(_ band: HitchTimeRatio.Band) -> Color {
        switch band {
        case .good: return HUDRenderer.secondary
        case .warning: return warningColor
        case .critical: return droppedColor
        }
    }

    /// The display's refresh rate as the HUD says it ("display 60 Hz" as the display tells it,
    /// "display 60 Hz (measured)" from the presents, or "refresh unknown"), then the simulated
    /// phone's when there is one (" · phone 120 Hz").
    public static func refreshText(_ timings: FrameTimings) -> String {
        func hertz(_ interval: Double) -> String { "\(Int((1 / interval).rounded())) Hz" }
        let display = !timings.isRefreshRateKnown ? "refresh unknown"
            : "display " + hertz(timings.refreshInterval) + (timings.isRefreshMeasured ? " (measured)" : "")
        return display + (timings.deviceRefreshInterval.map { " · phone " + hertz($0) } ?? "")
    }
}
