import Foundation
import Graphics
import ScrollUI
import LabTraces

/// The strip at the bottom of the paused viewport: the scene's time since its load (`SceneClock`:
/// pauses left out) from left to right, the input events as ticks, the component's transitions as labels, and the frame shown as
/// a red line; a press or a drag on it seeks. A loop range shows shaded between its in and out marks
/// (its times at the caption's right); zoomed (Z), the track spans part of that time, its ends' times
/// under it, and the ticks, labels and cursor follow.
///
///     ┌──────────────────────────────────────────────┐
///     │ 1.25 s · frame 75 / 4.02 s  loop 1.20–2.05 s │
///     │        refreshTriggered  promotionShowing    │
///     │ ──┃──╂────────┃━━━━━━━━━━━━━━━━━━━━━━━━────── │
///     └──────────────────────────────────────────────┘
///     (loop:          [░░░░░░░░░░░]  in and out marks, shaded between)
public struct TimelineStrip {
    /// The strip's height, points.
    public static let height = 62.0
    /// Room between the strip and the viewport's edges, and inside it, points.
    public static let margin = 8.0
    /// The track's distance from the strip's bottom, points.
    static let trackInset = 14.0
    /// An input event's tick, points tall.
    static let tickHeight = 10.0
    public static let background = Color(hex: 0x1C1C1E)
    public static let cursorColor = Color(hex: 0xFF453A)
    static let textColor = Color(hex: 0xFFFFFF, opacity: 0.92)
    /// The loop range's marks and text, and its shade (Final Cut's range selection yellow).
    static let loopColor = Color(hex: 0xFFD60A)
    static let loopShade = Color(hex: 0xFFD60A, opacity: 0.16)
    /// The loop's text and the zoomed track's end times, points.
    static let smallFontSize = 9.0

    /// Where the strip is, in the viewport.
    public let frame: Rect
    /// The scene's time since its load, seconds: the whole timeline.
    public let duration: Double
    /// The times from the track's left end to its right end: 0 … duration, or less when zoomed.
    public let span: ClosedRange<Double>
    /// The loop range, scene time; nil when none is set.
    public let loop: ClosedRange<Double>?

    /// The strip for `viewport` of a timeline of `duration` seconds, showing `span` of it (within
    /// 0 … duration; the whole by default) and the `loop` range.
    public init(viewport: Size, duration: Double, span: ClosedRange<Double>? = nil, loop: ClosedRange<Double>? = nil) {
        let margin = TimelineStrip.margin
        frame = Rect(x: margin, y: max(0, viewport.height - TimelineStrip.height - margin),
                     width: max(1, viewport.width - 2 * margin), height: TimelineStrip.height)
        self.duration = max(0, duration)
        let whole = 0...self.duration
        self.span = span.map { $0.clamped(to: whole) } ?? whole
        self.loop = loop
    }

    /// True when the track shows part of the timeline.
    public var isZoomed: Bool { span != 0...duration }

    /// The track the times lie along.
    public var track: Rect {
        Rect(x: frame.minX + TimelineStrip.margin, y: frame.maxY - TimelineStrip.trackInset,
             width: max(1, frame.width - 2 * TimelineStrip.margin), height: 2)
    }

    public func contains(_ point: Point) -> Bool { frame.contains(point) }

    /// The x of `time` on the track (at its ends for times outside the span).
    public func x(for time: Double) -> Double {
        let length = span.upperBound - span.lowerBound
        guard length > 0 else { return track.minX }
        return track.minX + min(1, max(0, (time - span.lowerBound) / length)) * track.width
    }

    /// The time at `x`, within the span.
    public func time(atX x: Double) -> Double {
        span.lowerBound + min(1, max(0, (x - track.minX) / track.width)) * (span.upperBound - span.lowerBound)
    }

    /// True when `time` lies in the span (a time up to 1 µs from its ends at them, `FrameTime`).
    public func shows(_ time: Double) -> Bool {
        FrameTime.isDue(span.lowerBound, by: time) && FrameTime.isDue(time, by: span.upperBound)
    }

    /// Draws the strip with `events`' ticks (their log times placed by `clock`), `transitions`' labels
    /// and the frame at `cursor`, scene time; its caption, loop and span times are `texts`' (updated
    /// for this strip and cursor).
    public func draw(events: ArraySlice<Input>, clock: SceneClock, transitions: [(time: Double, label: String)], cursor: Double,
                     texts: TimelineStripTexts, context: inout DrawingContext) {
        context.fillRoundedRect(frame, radii: CornerRadii(10), TimelineStrip.background)
        let track = self.track
        if let loop { drawLoop(loop, context: &context) }
        context.fill(track, Color(hex: 0xFFFFFF, opacity: 0.25))
        context.fill(Rect(x: track.minX, y: track.minY, width: x(for: cursor) - track.minX, height: track.height),
                     Color(hex: 0xFFFFFF, opacity: 0.6))
        var lastColumn = -Double.infinity
        for event in events.reversed() {   // newest first: one tick per point column
            guard let mark = PlotDrawer.event(for: event) else { continue }
            let time = clock.sceneTime(at: event.time)
            if !FrameTime.isDue(span.lowerBound, by: time) { break }   // the rest are older still
            guard shows(time) else { continue }
            let x = x(for: time).rounded()
            guard x != lastColumn else { continue }
            lastColumn = x
            context.fill(Rect(x: x - 0.5, y: track.midY - TimelineStrip.tickHeight / 2, width: 1.5, height: TimelineStrip.tickHeight),
                         mark.color)
        }
        drawLabels(transitions, context: &context)
        if shows(cursor) {
            let cursorX = x(for: cursor)
            context.fill(Rect(x: cursorX - 1, y: frame.minY + 22, width: 2, height: frame.maxY - 4 - frame.minY - 22),
                         TimelineStrip.cursorColor)
        }
        let captionRun = TextRun(texts.caption, font: Font(size: 11, weight: .semibold))
        context.drawText(captionRun, at: Point(x: frame.minX + TimelineStrip.margin, y: frame.minY + 5), TimelineStrip.textColor)
        if loop != nil {
            drawLoopText(texts.loop, after: context.textMeasurer.size(of: captionRun).width, context: &context)
        }
        if isZoomed { drawSpanEnds(texts.spanEnds, context: &context) }
    }

    /// The loop range's shade over the track's band, and its in and out marks (brackets).
    private func drawLoop(_ loop: ClosedRange<Double>, context: inout DrawingContext) {
        guard loop.upperBound >= span.lowerBound, loop.lowerBound <= span.upperBound else { return }
        let top = frame.minY + 22, bottom = frame.maxY - 4
        let left = x(for: loop.lowerBound), right = max(left + 1, x(for: loop.upperBound))
        context.fill(Rect(x: left, y: top, width: right - left, height: bottom - top), TimelineStrip.loopShade)
        let color = TimelineStrip.loopColor
        for (time, x, inward) in [(loop.lowerBound, left, 1.0), (loop.upperBound, right, -1.0)] where shows(time) {
            context.fill(Rect(x: x - 1, y: top, width: 2, height: bottom - top), color)
            for y in [top, bottom - 2] { context.fill(Rect(x: inward > 0 ? x : x - 5, y: y, width: 5, height: 2), color) }
        }
    }

    /// The loop range's times at the right of the caption line, the first of `texts` that fits beside
    /// the caption (`captionWidth` points): "loop 1.20–2.05 s", else "1.20–2.05", else nothing.
    private func drawLoopText(_ texts: [String], after captionWidth: Double, context: inout DrawingContext) {
        let room = frame.width - 2 * TimelineStrip.margin - captionWidth - 8
        for text in texts {
            let run = TextRun(text, font: Font(size: TimelineStrip.smallFontSize + 1, weight: .semibold))
            let width = context.textMeasurer.size(of: run).width
            guard width <= room else { continue }
            context.drawText(run, at: Point(x: frame.maxX - TimelineStrip.margin - width, y: frame.minY + 6), TimelineStrip.loopColor)
            return
        }
    }

    /// Zoomed: the times of the track's ends (`ends`), under its ends.
    private func drawSpanEnds(_ ends: (left: String, right: String), context: inout DrawingContext) {
        let track = self.track, font = Font(size: TimelineStrip.smallFontSize, weight: .medium)
        let left = TextRun(ends.left, font: font)
        let right = TextRun(ends.right, font: font)
        let rightWidth = context.textMeasurer.size(of: right).width
        let y = track.maxY + 1
        context.drawText(left, at: Point(x: track.minX, y: y), TimelineStrip.textColor)
        context.drawText(right, at: Point(x: track.maxX - rightWidth, y: y), TimelineStrip.textColor)
    }

    /// A time as the strip writes it: seconds with two decimals.
    public static func seconds(_ time: Double) -> String { String(format: "%.2f", time) }

    /// The transitions' labels above the track, on two rows; a label that would cover the one
    /// before it on both rows is left out.
    private func drawLabels(_ transitions: [(time: Double, label: String)], context: inout DrawingContext) {
        var rowEnds = [-Double.infinity, -Double.infinity]
        for transition in transitions {
            guard shows(transition.time) else { continue }
            let run = TextRun(transition.label, font: Font(size: 9, weight: .medium))
            let size = context.textMeasurer.size(of: run)
            let x = x(for: transition.time)
            guard let row = rowEnds.indices.first(where: { rowEnds[$0] < x }) else { continue }
            rowEnds[row] = x + size.width + 4
            let y = track.minY - 8 - Double(row + 1) * (size.height + 1)
            context.fill(Rect(x: x - 0.5, y: y + size.height, width: 1, height: track.minY - y - size.height), Color(hex: 0x34C759))
            context.drawText(run, at: Point(x: x + 2, y: y), Color(hex: 0x8EF0A8))
        }
    }
}
