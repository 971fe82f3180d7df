import Devices
import Foundation
import Graphics
import LabBasics
import LabDrawing
import MotionAnalysis
import Playback
import Rendering
import Scenes
import ScrollUI
import LabTraces

/// `measure --video FILE.mp4`: the recording (pane A) beside ScrollLab's list replaying the measured
/// trace (pane B), time-aligned (the replay at the trace time of each output frame), captioned as
/// `replay --compare` captions its panes, over a strip that plots the offset difference (ScrollLab
/// minus the recording) with a cursor at the frame's time. Frames at the recording's median rate.
public final class MeasureVideo {
    /// Pixels per point of the panes: 1 (a phone-sized pane of 390 × 844 px).
    static let paneScale = 1.0
    /// The difference strip's height, points.
    static let stripHeight = 130.0
    static let cursorColor = Color(hex: 0xFFFFFF, opacity: 0.85)
    /// Output frame rates allowed: the recording's median rate, kept within 10 … 120.
    static let frameRates = 10.0...120.0

    public let report: MeasureReport
    public let trace: MeasureTrace
    public let assets: any AssetStore

    public init(report: MeasureReport, trace: MeasureTrace, assets: any AssetStore) {
        self.report = report
        self.trace = trace
        self.assets = assets
    }

    /// The recording's frame in points.
    private var recordingPoints: Size {
        Size(width: Double(report.info.width) / report.scale.vertical, height: Double(report.info.height) / report.scale.vertical)
    }

    /// Each pane: the replay's viewport and the recording, whichever is larger on each side.
    private var canvas: Size {
        Size(width: max(trace.viewport.width, recordingPoints.width), height: max(trace.viewport.height, recordingPoints.height))
    }

    private var fps: Double { min(max(report.frameRate.rounded(), Self.frameRates.lowerBound), Self.frameRates.upperBound) }

    /// The video's frame size and frame count within the limits, checked before anything is written.
    func checkLimits() throws {
        let composed = SideBySideFrame.canvas(panes: 2, canvas: canvas)
        try Limits.checkFrame(Size(width: composed.width, height: composed.height + Self.stripHeight), scale: Self.paneScale, "--video")
        let times = report.motion.times
        try Limits.checkWrittenFrames(Int(saturating: (((times.last ?? 0) - (times.first ?? 0)) * fps).rounded(.down)).saturatingAdding(1),
                                      "--video")
    }

    public func write(to path: String) throws {
        try checkLimits()
        let tools = try MediaTools(purpose: "--video")
        let motion = report.motion, scale = Self.paneScale, canvas = canvas, fps = fps, recordingPoints = recordingPoints
        let rate = SegmentTable.number(motion.comparison.configuration.decelerationRate.rawValue, 4)
        let first = motion.times.first ?? 0, last = motion.times.last ?? 0
        let variants = [CompareVariant(index: 0, label: "recording · \((report.info.path as NSString).lastPathComponent)"),
                        CompareVariant(index: 1, label: "ScrollLab · list, deceleration \(rate)")]
        let panes = SideBySideFrame(variants: variants, canvas: canvas, scale: scale, captions: true, fonts: assets.fonts)
        let strip = try makeStrip(width: Double(panes.buffer.width) / scale, scale: scale)
        let frame = PixelBuffer(width: panes.buffer.width, height: panes.buffer.height + strip.buffer.height)
        let encoder = try VideoEncoder(path: path, format: .mp4, width: frame.width, height: frame.height, fps: fps)
        let recordingSize = FrameRenderer.pixelSize(of: recordingPoints, scale: scale)
        let reader = try RecordingFrameReader(info: report.info, tools: tools, width: recordingSize.width, height: recordingSize.height,
                                              selection: report.firstFrame..<(report.firstFrame + motion.times.count))
        defer { reader.finish() }
        let replay = try Replay(trace: trace, assets: assets)
        let renderer = FrameRenderer(fonts: assets.fonts)
        var shown = try reader.next()
        var pending = try reader.next()
        var k = 0
        while true {
            let t = first + Double(k) / fps
            if !FrameTime.isDue(t, by: last) { break }
            while let index = pending, FrameTime.isDue(motion.times[index], by: t) {
                shown = index
                pending = nil
                panes.begin()
                panes.place(reader.buffer, at: 0)
                pending = try reader.next()
            }
            if shown == nil { panes.begin() }
            replay.play(until: trace.start + t)
            panes.place(renderer.render(replay.session.window, scale: scale, canvas: canvas), at: 1)
            compose(frame, panes: panes.buffer, strip: strip, time: t)
            try encoder.append(frame)
            k += 1
        }
        try encoder.finish()
    }

    /// The side-by-side frame above the strip, with the cursor at `time`.
    private func compose(_ frame: PixelBuffer, panes: PixelBuffer, strip: Strip, time: Double) {
        let target = frame.pixels.baseAddress!
        target.update(from: panes.pixels.baseAddress!, count: panes.width * panes.height)
        let stripStart = target + panes.width * panes.height
        stripStart.update(from: strip.buffer.pixels.baseAddress!, count: strip.buffer.width * strip.buffer.height)
        let x = Int((strip.x(time) * Self.paneScale).rounded())
        guard x >= 0, x + 1 < frame.width else { return }
        let color = Self.cursorColor.premultipliedARGB
        for row in strip.plotRows {
            stripStart[row * frame.width + x] = color
            stripStart[row * frame.width + x + 1] = color
        }
    }

    /// The strip: the difference plotted once, and where a time lies across it.
    private struct Strip {
        public let buffer: PixelBuffer
        public let x: (Double) -> Double
        let plotRows: Range<Int>
    }

    /// Plays the trace once without drawing to get ScrollLab's offset at every recording frame, and
    /// plots ScrollLab minus the recording.
    private func makeStrip(width: Double, scale: Double) throws -> Strip {
        let motion = report.motion
        let replay = try Replay(trace: trace, assets: assets)
        replay.play(until: trace.start + (motion.times.first ?? 0))
        let origin = replay.offset
        var points: [(x: Double, y: Double)] = []
        for (time, offset) in zip(motion.times, motion.offsets) {
            replay.play(until: trace.start + time)
            points.append((time, replay.offset - origin - offset))
        }
        var series = PlotSeries(name: "ScrollLab - recording", unit: "pt", color: MeasurePlot.uiScrollViewColor, points: points)
        series.marks = [("1 pt", 1), ("-1 pt", -1)]
        let size = Size(width: width, height: Self.stripHeight)
        var context = DrawingContext(list: DisplayList(), visibleRect: Rect(origin: .zero, size: size), textMeasurer: assets.fonts)
        context.restart(visibleRect: Rect(origin: .zero, size: size), scale: scale)
        let drawer = PlotDrawer(style: .hud)
        let range = (motion.times.first ?? 0)...max(motion.times.last ?? 1, (motion.times.first ?? 0) + 0.001)
        let rect = Rect(x: 4, y: 8, width: size.width - 8, height: size.height - 12)
        drawer.draw([series], timeAxis: .range(range), in: rect, context: &context)
        let pixels = FrameRenderer.pixelSize(of: size, scale: scale)
        let buffer = PixelBuffer(width: pixels.width, height: pixels.height)
        Rasterizer(glyphs: assets.fonts).render(context.list, into: buffer, scale: scale, background: SideBySideFrame.background)
        let top = Int((rect.minY * scale).rounded()), bottom = Int(((rect.maxY - drawer.style.bottomMargin) * scale).rounded())
        return Strip(buffer: buffer, x: { drawer.x(of: $0, timeRange: range, in: rect) }, plotRows: top..<max(top, bottom))
    }

    /// The list scene playing the trace's events, advanced to any later time.
    private final class Replay {
        public let session: SceneSession
        private let driver: InputDriver

        public init(trace: MeasureTrace, assets: any AssetStore) throws {
            session = try SceneSession(sceneType: try SceneCatalog.scene(named: "list"), assignments: [], viewport: trace.viewport,
                                       assets: assets, device: trace.device ?? DeviceCatalog.standard)
            driver = ReplayRunner.makeDriver(events: trace.events, session: session)
        }

        public func play(until time: Double) {
            driver.advance(to: time)
            session.window.layoutIfNeeded()
        }

        public var offset: Double { session.scene.mainScrollView.contentOffset.y }
    }
}
