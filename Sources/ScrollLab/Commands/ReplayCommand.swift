import ArgumentParser
import Devices
import Foundation
import LabBasics
import LabDrawing
import Studio
import Playback
import Scenes
import ScrollUI
import LabTraces

/// `scroll-lab replay TRACE --scene NAME`: plays a trace headless in virtual time and writes a state
/// line per frame, optionally one PNG per frame, a contact sheet, a plot and a video (QA-INTERFACE.md).
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "replay",
                                                    abstract: "Play a trace headless and dump the state of every frame.")

    @Argument(help: "The trace file (JSON Lines): a file, a stream such as a FIFO, or a bug report's folder (key B).")
    var trace: String

    @OptionGroup var selection: SceneSelection

    @Option(parsing: .unconditional, help: "Frames per second of the virtual clock (default: the device's refresh rate, 60 or 120; 50 for a GIF).")
    var fps: Double?

    @Option(parsing: .unconditional, help: "Viewport size in points, WIDTHxHEIGHT (default: the device's, or the recording's).")
    var viewport: ViewportSize?

    @Option(parsing: .unconditional, help: "Pixels per point of the frames written with --frames.")
    var scale: Double = 1

    @Option(help: "Write the state lines to this file instead of standard output.")
    var states: String?

    @Option(help: "Write one PNG per frame into this folder (frame-00000.png, ...).")
    var frames: String?

    @Option(parsing: .unconditional, help: "Stop at this time in seconds instead of the trace's last event.")
    var until: Double?

    @Option(help: "Write every Nth frame as a labelled grid into this PNG.")
    var contactSheet: String?

    @Option(parsing: .unconditional, help: "Frames between the contact sheet's thumbnails (default: about 24 thumbnails).")
    var contactEvery: Int?

    @Option(help: "Write a plot of offset, velocity and the component's value over time into this PNG.")
    var plot: String?

    @Option(parsing: .unconditional, help: "Give the states and frames from this time in seconds on (frames keep their numbers).")
    var from: Double?

    @Option(help: "Write the frames as a video: FILE.mp4 (H.264), FILE.gif or FILE.webm (VP9), made by ffmpeg.")
    var video: String?

    @Option(parsing: .unconditional, help: "The video's speed: 0.25 is 4 times slower (0.1 to 4, default 1).")
    var speed: Double?

    @Option(help: "Draw the window's overlays into frames, contact sheet and video: touches, guides, hud (comma-separated, or the option repeated).")
    var overlays: [OverlayList] = []

    @Option(help: ArgumentHelp("A variant to compare side by side: options NAME=VALUE and preset=NAME, separated by commas "
                               + "or spaces (\"\" for the base options alone); 2 to 4 of them.", valueName: "sets"))
    var compare: [String] = []

    /// The frame rate: `--fps`, else 50 for a GIF (whole hundredths of a second) and the device's
    /// refresh rate otherwise.
    private func frameRate(device: DeviceProfile) -> Double {
        fps ?? (video.flatMap { try? VideoFormat(path: $0) } == .gif ? VideoFormat.gifDefaultFrameRate : device.refreshRate)
    }

    /// Seconds of trace between two frames are `speed / fps`: slow motion takes more frames.
    static let speedRange = 0.1...4.0

    func validate() throws {
        if let fps, !(fps.isFinite && fps > 0 && fps <= Limits.frameRate) {
            throw ValidationError("--fps must be a number above 0 and at most \(Int(Limits.frameRate))")
        }
        guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale must be a number above 0 and at most 4") }
        if let until, !(until.isFinite && until >= 0 && until <= Limits.traceSeconds) {
            throw ValidationError("--until must be a number of seconds from 0 to \(Int(Limits.traceSeconds))")
        }
        if let from, !(from.isFinite && from >= 0 && from <= Limits.traceSeconds) {
            throw ValidationError("--from must be a number of seconds from 0 to \(Int(Limits.traceSeconds))")
        }
        if let from, let until, from > until { throw ValidationError("--from must not be after --until") }
        if let contactEvery, contactEvery < 1 { throw ValidationError("--contact-every must be at least 1") }
        if contactEvery != nil, contactSheet == nil {
            throw ValidationError("--contact-every needs --contact-sheet (it sets which frames the sheet shows)")
        }
        if let speed {
            let range = ReplayCommand.speedRange
            guard speed.isFinite, range.contains(speed) else {
                throw ValidationError("--speed must be a number from \(range.lowerBound) to \(Int(range.upperBound))")
            }
            guard video != nil else { throw ValidationError("--speed needs --video (it sets how fast the video plays)") }
        }
        if let video, let fps {
            let format = try VideoFormat(path: video)
            if let problem = format.frameRateProblem(fps) { throw ValidationError("--video '\(video)': \(problem)") }
        }
        let kinds = try OverlayList.kinds(overlays)
        if !compare.isEmpty, !CompareVariant.countRange.contains(compare.count) {
            let range = CompareVariant.countRange
            throw ValidationError("--compare takes \(range.lowerBound) to \(range.upperBound) variants, one per --compare, "
                                  + "not \(compare.count)")
        }
        if let problem = viewport?.problem { throw ValidationError(problem) }
        if let viewport, let problem = Limits.frameProblem(kinds.canvas(for: viewport.size), scale: scale) {
            throw ValidationError("--viewport × --scale\(kinds.contains(.hud) ? " with the HUD" : ""): \(problem)")
        }
    }

    func run() throws {
        let trace = try BugReportFolder.trace(in: self.trace) ?? self.trace   // a bug report's folder: its trace
        let paths = try OutputPaths(input: (trace, "the trace"),
                                    outputs: [(states, "--states"), (contactSheet, "--contact-sheet"), (plot, "--plot"),
                                              (video, "--video")],
                                    frames: frames.map { ($0, "--frames") })
        let file = try TraceFile.load(path: trace)
        if let note = file.note(path: trace) { PendingWarning.text = note }
        var (sceneType, configuration) = try makeConfiguration(file: file)
        configuration.outputPaths = paths
        // A recording of `run --compare` replays as the compare it was, unless the options say otherwise.
        let headerApplies = selection.scene == nil && selection.preset == nil
        let sets = !compare.isEmpty ? compare : headerApplies ? file.header?.compare ?? [] : []
        // Every limit before anything is allocated or written; then no frame may land on an input or output.
        var outputs = ReplayOutputs()
        outputs.frames = frames != nil
        outputs.video = video != nil
        outputs.contactSheet = contactSheet != nil
        outputs.contactEvery = contactEvery
        outputs.panes = max(1, sets.count)
        outputs.fromIsHeader = from == nil
        try paths.checkFrames(try outputs.check(events: file.events, lines: file.lines, configuration: configuration))
        if !sets.isEmpty { return try runCompare(sets, file: file, configuration: configuration) }
        let encoder = try video.map { try makeEncoder(path: $0, configuration: configuration, events: file.events) }
        let assets = try SDLAssetStore()
        let png = PNGFile(encoder: SDLPNGEncoder())
        let runner = try ReplayRunner(events: file.events, lines: file.lines, configuration: configuration, assets: assets, png: png,
                                      video: encoder)
        let writer = try states.map { try LineWriter(path: $0, append: false) } ?? LineWriter()
        let sheet = contactSheet.map { _ in
            ContactSheet(fonts: assets.fonts, png: png, interval: contactEvery, totalFrames: runner.frameCount,
                         overlays: configuration.overlays)
        }
        let plotImage = plot.map { _ in PlotImage(fonts: assets.fonts, png: png, events: file.events) }
        try runner.run(observe: { frame, time, session in
            sheet?.capture(frame: frame, time: time, session: session)
            plotImage?.capture(time: time, session: session)
        }, emit: { try writer.write($0) })
        try writer.close()
        try encoder?.finish()
        let title = "\(sceneType.name) · \((trace as NSString).lastPathComponent)"
        if let sheet, let contactSheet { try sheet.write(to: contactSheet, title: title) }
        if let plotImage, let plot { try plotImage.write(to: plot, title: title) }
    }

    /// Starts ffmpeg for frames of `width` × `height` pixels played at `fps` frames per second.
    func makeEncoder(path: String, width: Int, height: Int, fps: Double) throws -> VideoEncoder {
        try VideoEncoder(path: path, format: try VideoFormat(path: path), width: width, height: height, fps: fps)
    }

    /// The scene and the replay's configuration from the options and the trace's header.
    func makeConfiguration(file: TraceFile) throws -> (any Scene.Type, ReplayRunner.Configuration) {
        // The header's viewport and device count when the header's scene does (no --scene); a device
        // asked for brings its own size.
        let device = try selection.resolveDevice(header: file.header)
        let headerViewport = selection.scene == nil && selection.device == nil ? file.header?.viewport : nil
        let size = viewport?.size ?? headerViewport ?? device.size
        let (sceneType, assignments, usesHeader) = try selection.resolve(header: file.header, fallback: nil, viewport: size,
                                                                         device: device)
        if let video, let problem = try VideoFormat(path: video).frameRateProblem(frameRate(device: device)) {
            throw AppError.usage("--video '\(video)': \(problem)")
        }
        var configuration = ReplayRunner.Configuration(sceneType: sceneType)
        configuration.assignments = assignments
        configuration.fps = frameRate(device: device) / (speed ?? 1)
        configuration.device = device
        configuration.viewport = size
        configuration.scale = scale
        configuration.framesDirectory = frames
        configuration.overlays = overlays.isEmpty ? nil : FrameOverlays(try OverlayList.kinds(overlays))
        // A trace saved from the window starts its output where its header says (R pressed, the last 30 s),
        // unless `--until` ends the replay before that, and ends where it says (a loop range's out point),
        // unless `--from` starts the replay after that.
        configuration.from = from ?? (usesHeader ? file.header?.from : nil)
        configuration.until = until ?? (usesHeader ? file.header?.until : nil)
        if ReplayRunner.frameRange(events: file.events, configuration: configuration).isEmpty {
            if from == nil, until != nil { configuration.from = nil }
            if until == nil, from != nil { configuration.until = nil }
        }
        return (sceneType, configuration)
    }

    /// Starts ffmpeg for the video's canvas at the replay's scale, played at `--fps`.
    private func makeEncoder(path: String, configuration: ReplayRunner.Configuration, events: [Input]) throws -> VideoEncoder {
        let pixels = FrameRenderer.pixelSize(of: ReplayRunner.videoCanvas(events: events, configuration: configuration), scale: scale)
        return try makeEncoder(path: path, width: pixels.width, height: pixels.height, fps: configuration.fps * (speed ?? 1))
    }
}
