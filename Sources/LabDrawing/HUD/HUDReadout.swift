import Foundation
import LabBasics
import MotionAnalysis
import Scenes

/// The HUD's numbers and texts as shown (frame rate, smoothed timings, latency, dropped frames, the
/// scene's state and transitions): taken from the live values every `interval` seconds of the
/// window's clock, not every frame, so that they can be read, and the HUD's text is drawn again ten
/// times a second while its graphs move every frame. Taken when a frame is sampled (drawn or not),
/// so that a replay's frame shows the same numbers however the replay got to it.
public struct HUDReadout {
    /// Seconds between two readings: ten a second, as a phone's performance overlays refresh their
    /// numbers (a choice; 60 changes a second cannot be read).
    public static let interval = 0.1

    /// When the values were taken (the window's clock).
    public var time: Double
    /// The texts shown, formatted once a reading: "60 fps" (empty while paused and before a second of
    /// frames: `FrameTimings.shownFramesPerSecond`); work, upload and present ("1.10");
    /// the latency's median and 99th percentile over the kept inputs ("input → present p50 16.0 ·
    /// p99 31.0 ms", empty before any input).
    public var framesPerSecond: String
    public var work: String
    public var upload: String
    public var display: String
    public var latency: String
    public var droppedCount: Int
    /// Apple's hitch time ratio of the scene and of the last gesture ("hitches: scene 1.2 ms/s good ·
    /// gesture 0.0 ms/s good"), empty before any timed motion; the band to colour it by, the worse.
    public var hitches: String
    public var hitchBand: HitchTimeRatio.Band?
    /// The scene's state, numbers shortened for reading (the state lines keep four decimals).
    public var state: [(key: String, value: String)]
    public var transitions: [String]

    /// The values of `timings`, `state` and `transitions` at `time`.
    public init(timings: FrameTimings, state: [(key: String, value: String)] = [], transitions: [String] = [], time: Double = 0) {
        self.time = time
        framesPerSecond = timings.shownFramesPerSecond.map { String(format: "%.0f fps", $0) } ?? ""
        work = String(format: "%.2f", timings.workMilliseconds)
        upload = String(format: "%.2f", timings.uploadMilliseconds)
        display = String(format: "%.2f", timings.displayMilliseconds)
        if let (median, p99) = timings.latencyPercentiles(0.5, 0.99) {
            latency = String(format: "input → present p50 %.1f · p99 %.1f ms", median, p99)
        } else {
            latency = ""
        }
        droppedCount = timings.droppedCount
        let scene = timings.sceneHitches, gesture = timings.gestureHitches
        hitches = scene.duration > 0 ? "hitches: scene \(scene.summary) · gesture \(gesture.summary)" : ""
        let bands = [scene.band, gesture.band].compactMap { $0 }
        hitchBand = bands.contains(.critical) ? .critical : bands.contains(.warning) ? .warning : bands.first
        self.state = state.map { ($0.key, Double($0.value).map(ReadableNumber.text) ?? $0.value) }
        self.transitions = transitions
    }

    /// True when a reading taken at `time` would be older than `interval` (or from the future: the
    /// clock went back, a new session).
    public func isDue(at now: Double) -> Bool {
        now - time >= HUDReadout.interval || now < time
    }
}
