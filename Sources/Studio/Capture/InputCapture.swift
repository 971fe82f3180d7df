import Devices
import Foundation
import Graphics
import LabBasics
import Playback
import Scenes
import ScrollUI
import LabTraces

/// The input of the scene on screen, logged since it loaded (`InputLog`), and the traces written
/// from the log. Each trace holds everything since the load, so that it replays to exactly what
/// was shown; its header's `from` says where what was asked for begins:
/// - a recording (R, `run --record`) starts with the log so far, `from` the moment it started, and
///   then gets every event as it happens, flushed at once;
/// - a save of the recent input (L) is written whole, `from` 30 s of scene time before the key (or
///   the load), ending where the scene's clock stood (`SceneClock`: a pause adds nothing);
/// - a save of the loop range (L with a range set) is written whole too, `from` its in point and
///   `until` its out point.
public final class InputCapture {
    /// How far back a save of the recent input (L) and a video of it (V) go, seconds.
    public static let recentDuration = 30.0

    public private(set) var log: InputLog
    public private(set) var recorder: TraceRecorder?
    /// Where the running recording's output starts (its header's `from`), seconds since the load.
    public private(set) var recordingStart: Double?
    public let sceneType: any Scene.Type
    /// The device the scene lays out for, for the header.
    public let device: DeviceProfile
    /// The scene's options (`--set`), all of them, for the header; a compare's base options.
    public let assignments: [String]
    /// A compare's `--compare` sets, for the header; empty for one scene.
    public let compare: [String]

    /// Starts the log of `session`'s input at its window's current time; `assignments` and `compare`
    /// replace the session's options in the header (`run --compare`: the base options and the sets).
    public init(session: SceneSession, assignments: [String]? = nil, compare: [String] = [],
                capacity: Int = InputLog.defaultCapacity) {
        log = InputLog(origin: session.window.now, viewport: session.window.size, capacity: capacity)
        sceneType = session.sceneType
        device = session.device
        self.assignments = assignments ?? session.settings.assignments
        self.compare = compare
    }

    /// The header of a trace written from the log, its output starting at `from` and ending at `until`
    /// (seconds since the load; nil: at the trace's end).
    public func header(from: Double, until: Double? = nil) -> TraceHeader {
        TraceHeader(scene: sceneType.name, viewport: log.viewport, device: device.identifier, assignments: assignments, from: from,
                    until: until, compare: compare)
    }

    /// The replay's configuration for the scene logged, as `replay` makes it from a trace's header:
    /// its scene, options, viewport and device, at `fps` frames a second.
    public func replayConfiguration(fps: Double) -> ReplayRunner.Configuration {
        var configuration = ReplayRunner.Configuration(sceneType: sceneType)
        configuration.assignments = assignments
        configuration.viewport = log.viewport
        configuration.device = device
        configuration.fps = fps
        return configuration
    }

    /// Logs `event` (its time on the window's clock) and hands it to the recording. A failing
    /// recording ends (its error is thrown); the log keeps the event.
    public func append(_ event: Input) throws {
        let logged = log.append(event)
        guard let recorder else { return }
        do {
            try recorder.record(logged)
        } catch {
            self.recorder = nil
            recordingStart = nil
            throw error
        }
    }

    /// Starts a recording into `sink`: the header, then every event logged so far.
    func startRecording(into sink: any OutputSink, at windowTime: Double) throws {
        try requireComplete()
        let start = max(log.endTime, log.relative(windowTime))
        let recorder = try TraceRecorder(sink: sink, header: header(from: start), startTime: 0)
        for event in log.events { try recorder.record(event) }
        self.recorder = recorder
        recordingStart = start
    }

    /// Records into an already made recorder (tests give it a sink that fails).
    func adopt(recorder: TraceRecorder) {
        self.recorder = recorder
        recordingStart = log.endTime
    }

    /// Ends the recording with a `wait` at `windowTime` and closes it; returns its path (nil when
    /// none was running).
    @discardableResult
    public func stopRecording(at windowTime: Double) throws -> String? {
        guard let recorder else { return nil }
        self.recorder = nil
        recordingStart = nil
        try recorder.finish(at: max(log.endTime, log.relative(windowTime)))
        return recorder.path
    }

    /// Writes everything since the load into `sink`, with `from` 30 s of scene time before
    /// `windowTime`, and a `wait` at its end (`end(at:)`).
    func saveRecent(into sink: any OutputSink, at windowTime: Double) throws {
        try save(into: sink, header: header(from: recentStart(at: windowTime)), at: windowTime)
    }

    /// Writes everything since the load into `sink`, its output the frames of `scene` (scene time: a
    /// loop range): `from` and `until` the trace times that show its ends (`logSpan(scene:)`).
    func saveRange(into sink: any OutputSink, scene: ClosedRange<Double>, at windowTime: Double) throws {
        let span = logSpan(scene: scene)
        try save(into: sink, header: header(from: span.lowerBound, until: span.upperBound), at: windowTime)
    }

    /// The trace times that show the scene times `scene`, seconds since the load.
    public func logSpan(scene: ClosedRange<Double>) -> ClosedRange<Double> {
        let lower = log.clock.logTime(atScene: scene.lowerBound)
        return lower...max(lower, log.clock.logTime(atScene: scene.upperBound))
    }

    /// Writes everything since the load into `sink` under `header`, with a `wait` at its end (`end(at:)`).
    private func save(into sink: any OutputSink, header: TraceHeader, at windowTime: Double) throws {
        try requireComplete()
        let recorder = try TraceRecorder(sink: sink, header: header, startTime: 0)
        for event in log.events { try recorder.record(event) }
        try recorder.finish(at: end(at: windowTime))
    }

    /// Where the recent input (the last 30 s of scene time) begins, seconds since the load: a trace
    /// time, so that a replay from it shows those 30 s whatever pauses lie between.
    public func recentStart(at windowTime: Double) -> Double {
        log.clock.logTime(atScene: max(0, sceneTime(at: windowTime) - InputCapture.recentDuration))
    }

    /// The scene's time at `windowTime` (window clock): seconds it has run since the load, pauses left out.
    public func sceneTime(at windowTime: Double) -> Double {
        log.clock.sceneTime(at: max(log.endTime, log.relative(windowTime)))
    }

    /// Where a trace or video of the log written at `windowTime` ends, seconds since the load: then,
    /// or while paused the moment the scene's clock stopped (the pause, or its last step), since the
    /// wait adds nothing to show; never before the last input logged.
    public func end(at windowTime: Double) -> Double {
        max(log.endTime, log.clock.logTime(atScene: sceneTime(at: windowTime)))
    }

    /// The logged events with a `wait` at their end (`end(at:)`): the trace a video or the timeline replays.
    public func events(until windowTime: Double) throws -> [Input] {
        try requireComplete()
        return Array(log.events) + [Input(time: end(at: windowTime), kind: .wait)]
    }

    /// A log that dropped events (or ran past a trace's hour) no longer replays exactly.
    private func requireComplete() throws {
        guard log.isComplete else {
            throw AppError.runtime("the input log of this scene is over its bound (\(log.capacity) events, "
                                   + "\(Int(Limits.traceSeconds)) s): switch scenes to start a new one")
        }
    }
}
