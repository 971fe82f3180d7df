import Foundation
import Playback
import Scenes
import ScrollUI
import LabTraces

/// The frame a bug report marks (key B): the frame shown, live or scrubbed on the paused timeline,
/// as a point of the scene's input log, and the trace that leads to it.
///
///     scene time   0 ──────────── s − 10 ═══════════ s (the mark)
///     trace         everything since the load ─────── ends at the mark (a `wait` there)
///                                 from ══════════════ the video, the replay's output
///
/// The marked frame is the last frame a replay of that trace gives (at k / fps of trace time, fps the
/// device's refresh rate, as `replay` plays it): the frame shown when scrubbed, and within one frame
/// of it live, where the window's frames fall between.
public struct BugMark: Equatable {
    /// How far back the video and the trace's output go, seconds of scene time.
    public static let recentDuration = 10.0

    /// Seconds of the scene's clock at the mark (pauses left out).
    public let sceneTime: Double
    /// Seconds since the load at the mark: the trace's end.
    public let traceTime: Double
    /// Where the trace's output and the video start, seconds since the load (its header's `from`).
    public let from: Double
    /// The frame rate the replay plays the trace at (the device's refresh rate, `replay`'s default).
    public let fps: Double
    /// The logged input up to the mark, and a `wait` at it.
    public let events: [Input]

    /// Marks the frame shown in a window whose scene's input `capture` logs: the timeline's frame at
    /// `shownSceneTime` (seconds of scene time), or the live window at `windowTime` (window clock) when
    /// nil. A log over its bound cannot be replayed: that is an error.
    public init(capture: InputCapture, shownSceneTime: Double?, windowTime: Double) throws {
        let logged = try capture.events(until: windowTime)
        let end = logged.last?.time ?? 0
        if let shownSceneTime {
            sceneTime = shownSceneTime
            traceTime = min(end, capture.log.clock.logTime(atScene: shownSceneTime))
        } else {
            sceneTime = capture.sceneTime(at: windowTime)
            traceTime = end
        }
        from = capture.log.clock.logTime(atScene: max(0, sceneTime - BugMark.recentDuration))
        fps = capture.device.refreshRate
        let traceTime = traceTime
        // The log's events (without the `wait` that ends them) up to the mark, then the mark's own.
        events = logged.dropLast().filter { $0.time <= traceTime } + [Input(time: traceTime, kind: .wait)]
    }

    /// The index of the marked frame in the replay: the last at or before the mark.
    public var frame: Int {
        FrameTime.lastFrame(atOrBefore: traceTime, fps: fps)
    }

    /// The marked frame on the timeline's clock (scene time, pauses left out, at `fps`), as the paused
    /// strip numbers frames: "Bug report · frame 1794 at 29.90 s", the seconds those of the frame.
    /// (`frame` counts trace time, pauses in: the replay's, which the report names apart.)
    public var caption: String {
        let shown = Timeline.lastFrame(atOrBefore: sceneTime, fps: fps)
        return "Bug report · frame \(shown) at " + String(format: "%.2f s", Double(shown) / fps)
    }

    /// Replays the trace headless to the marked frame: the scene as it shows that frame, and its state line.
    func replay(_ capture: InputCapture, assets: any AssetStore) throws -> (session: SceneSession, stateLine: String) {
        let runner = try ReplayRunner(events: events, configuration: capture.replayConfiguration(fps: fps), assets: assets)
        // Played to the mark unseen: only the marked frame's state line is made.
        var last: (frame: Int, time: Double)?
        while let next = runner.advance() { last = next }
        return (runner.session, last.map { runner.session.stateLine(frame: $0.frame, time: $0.time) } ?? "")
    }
}
