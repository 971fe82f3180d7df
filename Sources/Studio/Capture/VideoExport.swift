import Foundation
import Graphics
import LabBasics
import LabDrawing
import Playback
import Scenes
import ScrollUI

/// Key V: a video of the window's input made headless from the scene's log, as
/// `replay TRACE --video FILE.mp4 --from START` makes it, so it is exactly the replay's frames, less
/// the frames of a pause (the video lasts the scene time it shows, as the timeline counts it).
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

    /// Replays the log up to `windowTime` into an MP4 at `path`; ffmpeg missing or failing is a
    /// runtime error and leaves `path` untouched.
    func write(to path: String, until windowTime: Double, assets: any AssetStore) throws {
        try write(events: capture.events(until: windowTime), to: path, assets: assets)
    }

    /// Replays `events` (the log's, ending with a `wait`) into an MP4 at `path` (a bug report's, up to its mark).
    func write(events: [Input], to path: String, assets: any AssetStore) throws {
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
        let pixels = FrameRenderer.pixelSize(of: canvas, scale: scale)
        let encoder = try VideoEncoder(path: path, format: VideoExport.format, width: pixels.width, height: pixels.height,
                                       fps: VideoExport.fps)
        let runner = try ReplayRunner(events: events, configuration: configuration, assets: assets, video: encoder)
        try runner.run { _ in }
        try encoder.finish()
    }
}
