import Devices
import Foundation
import Graphics
import LabBasics
import LabDrawing
import Rendering
import Scenes
import ScrollUI
import LabTraces

/// Plays a trace headless in virtual time: events apply at their exact times, frames are taken at
/// t = k / fps (an event up to 1 µs past a frame's time belongs to it, `FrameTime`), and each frame gives a state line and optionally a PNG and a video frame
/// (QA-INTERFACE.md). Motion is a function of time, so the same trace gives the same offsets at any
/// frame rate. From `from` on: the frames before it are played but not given, and the frames after
/// it keep their index k, so they are the tail of the whole replay.
public final class ReplayRunner {
    public struct Configuration {
        public var sceneType: any Scene.Type
        public var assignments: [String] = []
        public var fps = 60.0
        /// The device the scene lays out for (its status bar, safe area, housing and home indicator).
        public var device = DeviceCatalog.standard
        public var viewport = SceneCatalog.defaultViewport
        public var scale = 1.0
        public var until: Double?
        /// Where one PNG per frame goes (frame-00000.png, ...), written with the runner's `png`.
        public var framesDirectory: String?
        /// The first frame given is the first at or after this time, seconds (`--from`).
        public var from: Double?
        /// The window's overlays drawn into the frames and the video (`--overlays`).
        public var overlays: FrameOverlays?
        /// The check each frame's file passes right before it is written: it lands on no input or output.
        public var outputPaths: OutputPaths?
        /// The video leaves out the frames of a pause (the scene's clock standing, no input since the frame
        /// before), so that it lasts the scene time it shows: the window's videos (V, a bug report's).
        public var videoSkipsPauses = false
        /// Threads that draw a frame (`Rasterizer.threadCount`); nil: every core.
        public var drawingThreads: Int?

        public init(sceneType: any Scene.Type) {
            self.sceneType = sceneType
        }
    }

    public let configuration: Configuration
    public let session: SceneSession
    private let events: [Input]
    private let renderer: FrameRenderer?
    /// What every video frame shows, points.
    public let videoCanvas: Size
    private let frames: FrameFolder?
    private let video: VideoEncoder?

    /// `png` writes the frames when the configuration asks for them; `video` gets every frame given,
    /// drawn on `videoCanvas(events:configuration:)`. `lines` are the trace file's line of each
    /// event, which messages name (none for input made in memory).
    public init(events: [Input], lines: [Int] = [], configuration: Configuration, assets: any AssetStore, png: PNGFile? = nil,
                video: VideoEncoder? = nil) throws {
        self.events = events
        self.configuration = configuration
        self.video = video
        session = try SceneSession(sceneType: configuration.sceneType, assignments: configuration.assignments,
                                   viewport: configuration.viewport, assets: assets, device: configuration.device)
        try ReplayRunner.checkOptions(in: events, lines: lines, session: session)
        frames = try configuration.framesDirectory.map { try FrameFolder(path: $0, png: png, outputPaths: configuration.outputPaths) }
        renderer = configuration.framesDirectory != nil || video != nil ? FrameRenderer(fonts: assets.fonts) : nil
        if let threads = configuration.drawingThreads { renderer?.rasterizer.threadCount = max(1, threads) }
        videoCanvas = ReplayRunner.videoCanvas(events: events, configuration: configuration)
    }

    /// Checks every `set` event against the scene before anything plays: a value it refuses, or a
    /// broken rule between options (`Scene.validate`), is a usage error naming the trace line.
    public static func checkOptions(in events: [Input], lines: [Int], session: SceneSession) throws {
        var assignments = session.settings.assignments
        for (index, event) in events.enumerated() {
            guard case .option(let assignment) = event.kind else { continue }
            let line = TraceParser.line(of: index, in: lines)
            let name = OptionAssignment.name(of: assignment)
            guard session.sceneType.options.contains(where: { $0.name == name }) else {
                throw AppError.usage("trace line \(line): unknown option '\(name)' for scene '\(session.name)'")
            }
            assignments.append(assignment)
            do {
                let settings = try SceneSettings(options: session.sceneType.options, assignments: assignments, sceneName: session.name,
                                                 device: session.device)
                try session.sceneType.validate(settings, viewport: session.window.size)
            } catch let error as AppError {
                throw AppError.usage("trace line \(line): \(error.message)")
            }
        }
    }

    /// The canvas of every video frame, points: the largest width and height the viewport takes (at
    /// the start and at each resize), with the overlays' room; smaller viewports are drawn at its top left.
    public static func videoCanvas(events: [Input], configuration: Configuration) -> Size {
        var largest = configuration.viewport
        for event in events {
            guard case .resize(let size) = event.kind else { continue }
            largest = Size(width: max(largest.width, size.width), height: max(largest.height, size.height))
        }
        return configuration.overlays?.canvas(for: largest) ?? largest
    }

    /// The last frame's time: `--until`, or the last event's time.
    public var endTime: Double { ReplayRunner.endTime(events: events, configuration: configuration) }

    /// The last frame's time of a replay of `events`: `--until`, or the last event's time.
    public static func endTime(events: [Input], configuration: Configuration) -> Double {
        configuration.until ?? events.last?.time ?? 0
    }

    /// The frames a replay of `events` gives: from the one an input at `from` belongs to (`FrameTime`)
    /// to the one the end belongs to; empty when `from` leaves none.
    public static func frameRange(events: [Input], configuration: Configuration) -> Range<Int> {
        let fps = configuration.fps
        var first = 0
        if let from = configuration.from {
            first = FrameTime.frame(of: from, fps: fps)
            if !FrameTime.isDue(from, by: Double(first) / fps) { first += 1 }   // k / fps rounded below `from`
        }
        let last = FrameTime.lastFrame(atOrBefore: endTime(events: events, configuration: configuration), fps: fps)
        return first..<max(first, last + 1)
    }

    /// The index of the first frame given: the first at or after `from`.
    public var firstFrame: Int { ReplayRunner.frameRange(events: events, configuration: configuration).lowerBound }

    /// The number of frames `run` gives (0 when `from` is past the end).
    public var frameCount: Int { ReplayRunner.frameRange(events: events, configuration: configuration).count }

    /// Runs every frame, handing each state line from `from` on to `emit` and the laid-out frame to
    /// `observe`; returns the number of frames given.
    @discardableResult
    public func run(observe: ((_ frame: Int, _ time: Double, _ session: SceneSession) -> Void)? = nil,
                    emit: (String) throws -> Void) throws -> Int {
        var given = 0
        while let (frame, time) = advance() {
            try emit(session.stateLine(frame: frame, time: time))
            observe?(frame, time, session)
            try draw(frame: frame)
            given += 1
        }
        return given
    }

    /// The driver and the next frame of `advance()`.
    private lazy var driver = ReplayRunner.makeDriver(events: events, session: session)
    /// The scene's clock over the trace (its pauses left out): the HUD plots on it, as the window's does.
    private lazy var sceneClock = SceneClock(following: events)
    /// `standsStill`'s place in the events: the first after the frame before the one drawn.
    private var pauseCursor = 0
    private var nextFrame = 0

    /// Plays the trace up to the next frame given (those before `from` are played unseen) and lays
    /// it out; returns its index and time, or nil after the last frame. Several runners of the same
    /// trace and configuration advance in step (`replay --compare`).
    public func advance() -> (frame: Int, time: Double)? {
        let window = session.window
        while true {
            let frame = nextFrame
            let time = Double(frame) / configuration.fps
            if frame > FrameTime.lastFrame(atOrBefore: endTime, fps: configuration.fps) { return nil }
            ReplayRunner.play(frame: frame, fps: configuration.fps, driver: driver, window: window)
            configuration.overlays?.sample(session, time: time, sceneTime: sceneClock.sceneTime(at: time))
            nextFrame += 1
            if frame >= firstFrame { return (frame, time) }
        }
    }

    /// Renders the current frame at the configuration's scale with its overlays, on `canvas` (points;
    /// default: the viewport and the overlays' room), into `renderer`'s buffer.
    public func render(with renderer: FrameRenderer, scale: Double? = nil, canvas: Size? = nil) -> PixelBuffer {
        let scale = scale ?? configuration.scale
        if let overlays = configuration.overlays { return overlays.render(session, with: renderer, scale: scale, canvas: canvas) }
        return renderer.render(session.window, scale: scale, canvas: canvas)
    }

    /// The driver that plays a replay's events on `session` (an event up to 1 µs past a frame's time
    /// lands in that frame, `FrameTime`), whose `set` events change the scene's options.
    public static func makeDriver(events: [Input], session: SceneSession) -> InputDriver {
        let driver = InputDriver(group: SessionGroup(session))
        driver.play(events)
        return driver
    }

    /// Plays frame `frame` on `window`: the events due by its time (k / fps) at their own times, then
    /// the window advanced to that time and laid out. Replay and the timeline play every frame so.
    public static func play(frame: Int, fps: Double, driver: InputDriver, window: Window) {
        play(at: Double(frame) / fps, driver: driver, window: window)
    }

    /// Plays the events due by `time` at their own times, then advances `window` to it and lays it out.
    public static func play(at time: Double, driver: InputDriver, window: Window) {
        driver.advance(to: time)
        window.layoutIfNeeded()
    }

    /// Whether frame `frame` shows what the frame before it showed because the scene was paused: the
    /// scene's clock stood between them and no input came (a step while paused moves the clock on).
    private func standsStill(frame: Int) -> Bool {
        guard frame > firstFrame else { return false }
        let time = Double(frame) / configuration.fps, previous = Double(frame - 1) / configuration.fps
        // The first event after the frame before (frames come in order, so the cursor only moves on).
        while pauseCursor < events.count, FrameTime.isDue(events[pauseCursor].time, by: previous) { pauseCursor += 1 }
        guard sceneClock.sceneTime(at: time) <= sceneClock.sceneTime(at: previous) else { return false }
        return pauseCursor == events.count || !FrameTime.isDue(events[pauseCursor].time, by: time)
    }

    /// Writes frame `frame`'s PNG and hands it to the video; one rendering serves both unless the
    /// viewport is smaller than the video's canvas (after a resize).
    private func draw(frame: Int) throws {
        guard let renderer else { return }
        let canvas = configuration.overlays?.canvas(for: session.window.size) ?? session.window.size
        let videoTakes = video != nil && !(configuration.videoSkipsPauses && standsStill(frame: frame))
        if let video, videoTakes { try video.append(render(with: renderer, canvas: videoCanvas)) }
        if let frames {
            let buffer = !videoTakes || canvas != videoCanvas ? render(with: renderer) : renderer.buffer
            try frames.write(buffer, frame: frame)
        }
    }
}
