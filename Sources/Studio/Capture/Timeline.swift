import Graphics
import LabDrawing
import Playback
import Scenes
import LabTraces

/// The paused window's timeline: frames at k / fps s of the scene's time (`SceneClock`: pauses left
/// out; fps the device's refresh rate, as `replay` and a bug report number frames), each the frame
/// that `replay` gives of the scene's input log at the log time the scene showed that time (k / fps s
/// itself before any pause). The scene has no snapshot to start from, so
/// a frame is replayed headless from the load, frame by frame as `ReplayRunner` plays it, and shown
/// instead of the live window (which stays where it was paused) until the timeline goes back to it.
/// Going on from the frame shown plays only the frames between; going back replays from the load,
/// which `prepare()` does ahead for the frame before the one shown while the window waits for input,
/// so that ← shows it at once.
public final class Timeline {
    /// A scene replayed from its load, frame by frame.
    private final class Replay {
        let session: SceneSession
        private let driver: InputDriver
        private let fps: Double
        private(set) var frame = -1
        /// The latest log time its events cover: later input had not been logged when it was made.
        let end: Double
        /// The scene's clock as the events left it: a frame's log time.
        let clock: SceneClock

        init(capture: InputCapture, now: Double, fps: Double, assets: any AssetStore) throws {
            self.fps = fps
            let events = try capture.events(until: now)
            session = try SceneSession(sceneType: capture.sceneType, assignments: capture.assignments,
                                       viewport: capture.log.viewport, assets: assets, device: capture.device)
            driver = ReplayRunner.makeDriver(events: events, session: session)
            end = events.last?.time ?? 0
            clock = capture.log.clock
        }

        /// The log time that frame `index` shows.
        func logTime(of index: Int) -> Double { clock.logTime(atScene: Double(index) / fps) }

        /// True when it can show `target`: not past it, and its events cover it.
        func reaches(_ target: Int) -> Bool {
            frame <= target && FrameTime.isDue(logTime(of: target), by: end)
        }

        func advance(to target: Int) {
            while frame < target {
                frame += 1
                ReplayRunner.play(at: logTime(of: frame), driver: driver, window: session.window)
            }
        }
    }

    /// Frames per second of the timeline: the device's refresh rate (replay's default frame rate).
    public let fps: Double
    /// The most transitions kept for the strip's labels.
    static let transitionLimit = 2000
    /// Frames `prepare()` replays ahead per call toward `loopStart` (a call per frame shown while the
    /// loop plays: 4 s of scene time each at 60 Hz, 2 s at 120 Hz, so a wrap finds the in point ready
    /// without a pause).
    static let loopPrepareBudget = 240

    private let assets: any AssetStore
    /// The replayed frame shown instead of the live window; nil while the live window shows.
    public private(set) var frame: Int?
    private var shown: Replay?
    /// A replay made ahead by `prepare()`, at the frame before the one shown.
    private var spare: Replay?
    /// The log and the live window's time of the last frame shown, for `prepare()`.
    private var source: (capture: InputCapture, now: Double)?
    /// The scene's motion frame by frame since the load, as last replayed for the HUD, and the log
    /// length and scene time it was replayed to.
    private var motionCache: (events: Int, end: Double, samples: [SampleHistory.Sample])?
    /// While a loop range plays: its in point, which `prepare()` makes ahead (a little per call)
    /// instead of the frame before the one shown, so that the loop goes back to it at once.
    public var loopStart: Int?
    /// The component's transitions seen in the window, scene time, oldest first.
    public private(set) var transitions: [(time: Double, label: String)] = []

    /// A timeline of `fps` frames a second: the device's refresh rate.
    public init(assets: any AssetStore, fps: Double) {
        self.assets = assets
        self.fps = fps
    }

    /// The scene replayed to `frame`; nil while live.
    public var session: SceneSession? { frame == nil ? nil : shown?.session }

    /// The scene time of the frame shown, seconds; nil while live.
    public var time: Double? { frame.map { Double($0) / fps } }

    /// A new scene: live again, no transitions.
    public func reset() {
        returnToLive()
        transitions.removeAll()
        motionCache = nil
    }

    /// The scene's motion at every frame from the load to the live window's at `now` (window clock),
    /// replayed from `capture`'s log once and kept until more input is logged or the clock moves on.
    func motion(capture: InputCapture, now: Double) throws -> [SampleHistory.Sample] {
        let end = capture.sceneTime(at: now), events = capture.log.events.count + capture.log.droppedCount
        if let motionCache, motionCache.events == events, motionCache.end == end { return motionCache.samples }
        let replay = try Replay(capture: capture, now: now, fps: fps, assets: assets)
        let last = lastFrame(atOrBefore: end)
        var samples: [SampleHistory.Sample] = []
        samples.reserveCapacity(last + 1)
        for frame in 0...last {
            replay.advance(to: frame)
            samples.append(SampleHistory.Sample(replay.session, time: Double(frame) / fps))
        }
        motionCache = (events, end, samples)
        return samples
    }

    public func returnToLive() {
        frame = nil
        shown = nil
        spare = nil
        source = nil
        loopStart = nil
    }
    /// Notes a transition of the live scene at `time` seconds of scene time.
    public func note(transition label: String, at time: Double) {
        transitions.append((time, label))
        if transitions.count > Timeline.transitionLimit { transitions.removeFirst(transitions.count - Timeline.transitionLimit) }
    }

    /// The last frame at or before `time` seconds, at `fps` frames a second (`FrameTime`).
    static func lastFrame(atOrBefore time: Double, fps: Double) -> Int {
        FrameTime.lastFrame(atOrBefore: time, fps: fps)
    }

    /// The last frame of this timeline at or before `time` seconds.
    func lastFrame(atOrBefore time: Double) -> Int { Timeline.lastFrame(atOrBefore: time, fps: fps) }

    /// The scene time of frame `index`, seconds.
    func time(ofFrame index: Int) -> Double { Double(index) / fps }

    /// The frame `delta` frames from the one shown, or from the live window, whose scene time is
    /// `end`, at `fps` frames a second; nil past the end (the live window).
    static func frame(steppingBy delta: Int, from frame: Int?, end: Double, fps: Double) -> Int? {
        let last = lastFrame(atOrBefore: end, fps: fps)
        guard let frame else {
            // Live: back to the last frame before the live time; forward stays live.
            guard delta < 0 else { return nil }
            let first = FrameTime.frame(of: end, fps: fps) - 1
            return max(0, min(last, first + delta + 1))
        }
        let target = frame + delta
        return target > last ? nil : max(0, target)
    }

    /// Steps `delta` frames (← is -1, → is +1) through `capture`'s log, the live window at `now`
    /// (window clock); stepping past the end goes back to the live window.
    public func step(by delta: Int, capture: InputCapture, now: Double) throws {
        let end = capture.sceneTime(at: now)
        guard let target = Timeline.frame(steppingBy: delta, from: frame, end: end, fps: fps) else { return returnToLive() }
        try show(frame: target, capture: capture, now: now)
    }

    /// The frame a jump from `frame` (nil: the live window, whose last frame is `last`) lands on:
    /// the first frame that shows the nearest mark (an input or a transition, scene time) after it
    /// (`direction` > 0) or before it; nil when there is none that way.
    static func frame(jumping direction: Int, from frame: Int?, last: Int, marks: [Double], fps: Double) -> Int? {
        let current = frame ?? last + 1
        let frames = marks.map { min(last, FrameTime.frame(of: $0, fps: fps)) }
        return direction > 0 ? frames.filter { $0 > current }.min() : frames.filter { $0 < current }.max()
    }

    /// Jumps to the frame of the next (`direction` > 0) or previous mark (`marks`: the times of the
    /// inputs and transitions, scene time); nothing happens when there is none that way.
    public func jump(_ direction: Int, marks: [Double], capture: InputCapture, now: Double) throws {
        let last = lastFrame(atOrBefore: capture.sceneTime(at: now))
        guard let target = Timeline.frame(jumping: direction, from: frame, last: last, marks: marks, fps: fps) else { return }
        try show(frame: target, capture: capture, now: now)
    }

    /// Shows the frame nearest `time` seconds of scene time (at most the last before `now`).
    public func seek(to time: Double, capture: InputCapture, now: Double) throws {
        let last = lastFrame(atOrBefore: capture.sceneTime(at: now))
        let target = min(last, max(0, Int(saturating: (time * fps).rounded())))
        guard target != frame else { return }
        try show(frame: target, capture: capture, now: now)
    }

    /// Shows frame `target`: the replay shown or the spare goes on to it when it can, else a new
    /// replay from the load.
    private func show(frame target: Int, capture: InputCapture, now: Double) throws {
        if shown?.reaches(target) != true {
            if let spare, spare.reaches(target) {
                shown = spare
                self.spare = nil
            } else {
                shown = try Replay(capture: capture, now: now, fps: fps, assets: assets)
            }
        }
        shown?.advance(to: target)
        frame = target
        source = (capture, now)
    }

    /// Makes ahead what ← needs next (the frame before the one shown), or the loop's in point while
    /// it plays (`loopStart`, `loopPrepareBudget` frames a call), for the window to call while it
    /// waits for input; true when there was something to do.
    @discardableResult
    public func prepare() throws -> Bool {
        guard let frame, let source else { return false }
        let target = loopStart ?? frame - 1, budget = loopStart == nil ? Int.max : Timeline.loopPrepareBudget
        guard target >= 0 else { return false }
        if let spare, spare.reaches(target) {
            guard spare.frame < target else { return false }
            spare.advance(to: spare.frame + min(budget, target - spare.frame))
            return true
        }
        let replay = try Replay(capture: source.capture, now: source.now, fps: fps, assets: assets)
        replay.advance(to: min(target, budget - 1))
        spare = replay
        return true
    }
}
