import Graphics
import LabBasics
import LabDrawing
import Scenes
import ScrollUI
import LabTraces

/// What one replay writes besides its state lines, checked against `Limits` before anything is
/// allocated or written: that it gives a frame at all, the size and number of the frames written as
/// files or video (the overlays' room and a compare's panes included), and the contact sheet's size.
public struct ReplayOutputs {
    /// One PNG per frame (`--frames`).
    public var frames = false
    public var video = false
    public var contactSheet = false
    /// Frames between the sheet's thumbnails (`--contact-every`); nil for about 24 thumbnails.
    public var contactEvery: Int?
    /// Variants side by side (`--compare`); 1 for one replay.
    public var panes = 1
    /// True when `from` is the trace header's `from=`, not `--from` (for messages).
    public var fromIsHeader = false

    public init() {}

    /// Checks the outputs of a replay of `events` (from the trace file's `lines`, for messages) and
    /// returns the frames it gives.
    public func check(events: [Input], lines: [Int] = [], configuration: ReplayRunner.Configuration) throws -> Range<Int> {
        let range = ReplayRunner.frameRange(events: events, configuration: configuration)
        if range.isEmpty, let from = configuration.from {
            let end = ReplayRunner.endTime(events: events, configuration: configuration)
            let first = Double(range.lowerBound) / configuration.fps
            let firstText = first <= Limits.traceSeconds ? " (t = \(StateLine.format(first)) s)" : ""
            let name = fromIsHeader ? "the trace header's from=\(StateLine.format(from))" : "--from \(StateLine.format(from))"
            let advice = fromIsHeader ? " (give --from)" : ""
            throw AppError.usage(from > end
                ? "\(name) is after the replay's end (\(StateLine.format(end)) s)\(advice)"
                : "\(name) gives no frame: the first at or after it\(firstText) is after the replay's end "
                    + "(\(StateLine.format(end)) s)\(advice)")
        }
        let scale = configuration.scale
        let kinds = configuration.overlays?.kinds ?? []
        // Every frame of a video, and every pane of a compare, has the largest size the viewport takes.
        let canvas = ReplayRunner.videoCanvas(events: events, configuration: configuration)
        if frames || video {
            if panes > 1 {
                try Limits.checkFrame(SideBySideFrame.canvas(panes: panes, canvas: canvas), scale: scale,
                                      "the side-by-side frames of \(panes) variants")
            } else if frames {
                try Limits.checkFrame(kinds.canvas(for: configuration.viewport), scale: scale, "the viewport of the recording")
                for (index, event) in events.enumerated() {
                    guard case .resize(let size) = event.kind else { continue }
                    if let problem = Limits.frameProblem(kinds.canvas(for: size), scale: scale) {
                        throw AppError.usage("trace line \(TraceParser.line(of: index, in: lines)): a resize to \(problem)")
                    }
                }
            }
            if video && panes == 1 { try Limits.checkFrame(canvas, scale: scale, "--video") }
            try Limits.checkWrittenFrames(range.count, frames ? "--frames" : "--video")
        }
        if contactSheet {
            let interval = ContactSheet.interval(contactEvery, totalFrames: range.count)
            let thumbnail = SideBySideFrame.pixelSize(panes: panes, canvas: canvas, scale: ContactSheet.thumbnailScale,
                                                      captions: false)
            let sheet = ContactSheet.size(cells: range.count.groups(of: interval),
                                          thumbnail: Size(width: Double(thumbnail.width), height: Double(thumbnail.height)),
                                          captions: panes > 1)
            try Limits.checkImage(width: sheet.width, height: sheet.height,
                                  "--contact-sheet of \(range.count) frames every \(interval)", advice: "use a larger --contact-every")
        }
        return range
    }
}
