import Foundation
import Graphics
import LabBasics
import LabDrawing
import Playback
import Scenes
import ScrollUI

/// Key V: a video of the window's input made headless from the scene's log, as
/// `replay TRACE --video FILE.mp4 --from START` makes it, so it is exactly the replay's frames, less
/// the frames of a pause (the video lasts the scene time it shows, as the timeline counts it). It is
/// prepared on the window's thread and made beside it (`BackgroundExport`).
struct VideoExport {
    /// The container the window exports (H.264, plays everywhere).
    static let format = VideoFormat.mp4
    /// Frames per second of the exported video (replay's default).
    static let fps = 60.0

    let capture: InputCapture
    /// The first frame's time, seconds since the scene loaded.
    let start: Double
    /// The last frame's time (a loop range's out point), seconds since the load; nil: the log's end.
    var end: Double?
    /// Pixels per point and the overlays drawn.
    let style: CaptureStyle

    init(capture: InputCapture, start: Double, end: Double? = nil, style: CaptureStyle) {
        self.capture = capture
        self.start = start
        self.end = end
        self.style = style
    }

    /// What the video draws, taken from the log on the window's thread: `Prepared.write` then runs on any
    /// thread. ffmpeg missing or a frame too large is a runtime error.
    func prepared(events: [Input]) throws -> Prepared {
        guard VideoEncoder.findExecutable() != nil else {
            throw AppError.runtime("cannot export a video: ffmpeg is not on the PATH: \(VideoEncoder.installAdvice)")
        }
        var configuration = capture.replayConfiguration(fps: VideoExport.fps)
        configuration.videoSkipsPauses = true
        let scale = style.scale
        configuration.scale = scale
        configuration.from = min(start, events.last?.time ?? 0)
        configuration.until = end.map { max(configuration.from ?? 0, min($0, events.last?.time ?? 0)) }
        configuration.overlays = style.overlayKinds.isEmpty ? nil : FrameOverlays(style.overlayKinds)
        let canvas = ReplayRunner.videoCanvas(events: events, configuration: configuration)
        if let problem = Limits.frameProblem(canvas, scale: scale) {
            throw AppError.runtime("cannot export a video: \(problem)")
        }
        return Prepared(events: events, configuration: configuration, pixels: FrameRenderer.pixelSize(of: canvas, scale: scale))
    }

    /// A video ready to be made: the events, the replay's configuration and the frame's pixels.
    struct Prepared {
        let events: [Input]
        let configuration: ReplayRunner.Configuration
        let pixels: (width: Int, height: Int)

        /// Threads that draw a frame of a video made beside the window (chosen: one, the window keeps
        /// the other core; `replay --video` draws on every core).
        static let backgroundDrawingThreads = 1

        /// Makes the video at `path` at `speed`; with `progress`, its share is set after every frame and
        /// its cancellation ends the video (`BackgroundExport.Cancelled`) with `path` untouched.
        func write(to path: String, assets: any AssetStore, speed: VideoSpeed, progress: BackgroundExport.Progress?) throws {
            var configuration = self.configuration
            if progress != nil { configuration.drawingThreads = Self.backgroundDrawingThreads }
            let encoder = try VideoEncoder(path: path, format: VideoExport.format, width: pixels.width, height: pixels.height,
                                           fps: VideoExport.fps, speed: speed)
            let runner = try ReplayRunner(events: events, configuration: configuration, assets: assets, video: encoder)
            let total = max(1, runner.frameCount)
            var given = 0
            try runner.run { _ in
                if progress?.isCancelled == true { throw BackgroundExport.Cancelled() }
                given += 1
                progress?.fraction = Double(given) / Double(total)
            }
            try encoder.finish()
        }
    }
}
