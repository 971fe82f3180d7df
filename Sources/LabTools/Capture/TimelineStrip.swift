import Graphics
import ScrollUI

/// The strip at the bottom of the paused viewport: the scene's time since its load (`SceneClock`:
/// pauses left out) from left to right, the input events as ticks, the component's transitions as labels, and the frame shown as
/// a red line; a press or a drag on it seeks.
///
///     ┌────────────────────────────────────────────┐
///     │ 1.250 s · frame 75 / 4.02 s   ← → · drag   │
///     │        refreshTriggered  promotionShowing  │
///     │ ──┃──╂────────┃━━━━━━━━━━━━━━━━━━━━━━━━──── │
///     └────────────────────────────────────────────┘
public struct TimelineStrip {
    /// The strip's height, points.
    public static let height = 62.0
    /// Room between the strip and the viewport's edges, and inside it, points.
    static let margin = 8.0
    /// The track's distance from the strip's bottom, points.
    static let trackInset = 14.0
    /// An input event's tick, points tall.
    static let tickHeight = 10.0
    static let background = Color(hex: 0x1C1C1E)
    static let cursorColor = Color(hex: 0xFF453A)
    static let textColor = Color(hex: 0xFFFFFF, opacity: 0.92)

    /// Where the strip is, in the viewport.
    public let frame: Rect
    /// The time at the right end of the track, seconds.
    public let duration: Double

    public init(viewport: Size, duration: Double) {
        let margin = TimelineStrip.margin
        frame = Rect(x: margin, y: max(0, viewport.height - TimelineStrip.height - margin),
                     width: max(1, viewport.width - 2 * margin), height: TimelineStrip.height)
        self.duration = max(0, duration)
    }

    /// The track the times lie along.
    var track: Rect {
        Rect(x: frame.minX + TimelineStrip.margin, y: frame.maxY - TimelineStrip.trackInset,
             width: max(1, frame.width - 2 * TimelineStrip.margin), height: 2)
    }

    public func contains(_ point: Point) -> Bool { frame.contains(point) }

    /// The x of `time` on the track.
    public func x(for time: Double) -> Double {
        guard duration > 0 else { return track.minX }
        return track.minX + min(1, max(0, time / duration)) * track.width
    }

    /// The time at `x`, within 0 … duration.
    public func time(atX x: Double) -> Double {
        min(1, max(0, (x - track.minX) / track.width)) * duration
    }

    /// Draws the strip with `events`' ticks (their log times placed by `clock`), `transitions`' labels
    /// and the frame at `cursor`, scene time.
    public func draw(events: ArraySlice<Input>, clock: SceneClock, transitions: [(time: Double, label: String)], cursor: Double,
                     caption: String, context: inout DrawingContext) {
        context.fillRoundedRect(frame, radii: CornerRadii(10), TimelineStrip.background)
        let track = self.track
        context.fill(track, Color(hex: 0xFFFFFF, opacity: 0.25))
        context.fill(Rect(x: track.minX, y: track.minY, width: x(for: cursor) - track.minX, height: track.height),
                     Color(hex: 0xFFFFFF, opacity: 0.6))
        var lastColumn = -Double.infinity
        for event in events.reversed() {   // newest first: one tick per point column
            guard let mark = PlotDrawer.event(for: event) else { continue }
            let x = x(for: clock.sceneTime(at: event.time)).rounded()
            guard x != lastColumn else { continue }
            lastColumn = x
            context.fill(Rect(x: x - 0.5, y: track.midY - TimelineStrip.tickHeight / 2, width: 1.5, height: TimelineStrip.tickHeight),
                         mark.color)
        }
        drawLabels(transitions, context: &context)
        let cursorX = x(for: cursor)
        context.fill(Rect(x: cursorX - 1, y: frame.minY + 22, width: 2, height: frame.maxY - 4 - frame.minY - 22),
                     TimelineStrip.cursorColor)
        context.drawText(TextRun(caption, font: Font(size: 11, weight: .semibold)),
                         at: Point(x: frame.minX + TimelineStrip.margin, y: frame.minY + 5), TimelineStrip.textColor)
    }

    /// The transitions' labels above the track, on two rows; a label that would cover the one
    /// before it on both rows is left out.
    private func drawLabels(_ transitions: [(time: Double, label: String)], context: inout DrawingContext) {
        var rowEnds = [-Double.infinity, -Double.infinity]
        for transition in transitions {
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
