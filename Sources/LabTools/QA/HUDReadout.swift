/// The HUD's numbers and texts as shown (frame rate, smoothed timings, latency, dropped frames, the
/// scene's state and transitions): taken from the live values every `interval` seconds of the
/// window's clock, not every frame, so that they can be read, and the HUD's text is drawn again ten
/// times a second while its graphs move every frame. Taken when a frame is sampled (drawn or not),
/// so that a replay's frame shows the same numbers however the replay got to it.
struct HUDReadout {
    /// Seconds between two readings: ten a second, as a phone's performance overlays refresh their
    /// numbers (a choice; 60 changes a second cannot be read).
    static let interval = 0.1

    /// When the values were taken (the window's clock).
    var time: Double
    var framesPerSecond: Double
    var workMilliseconds: Double
    var uploadMilliseconds: Double
    var displayMilliseconds: Double
    var latencyMilliseconds: Double
    var lastLatencyMilliseconds: Double
    var droppedCount: Int
    var state: [(key: String, value: String)]
    var transitions: [String]

    /// The values of `timings`, `state` and `transitions` at `time`.
    init(timings: FrameTimings, state: [(key: String, value: String)] = [], transitions: [String] = [], time: Double = 0) {
        self.time = time
        framesPerSecond = timings.framesPerSecond
        workMilliseconds = timings.workMilliseconds
        uploadMilliseconds = timings.uploadMilliseconds
        displayMilliseconds = timings.displayMilliseconds
        latencyMilliseconds = timings.latencyMilliseconds
        lastLatencyMilliseconds = timings.lastLatencyMilliseconds
        droppedCount = timings.droppedCount
        self.state = state
        self.transitions = transitions
    }

    /// True when a reading taken at `time` would be older than `interval` (or from the future: the
    /// clock went back, a new session).
    func isDue(at now: Double) -> Bool {
        now - time >= HUDReadout.interval || now < time
    }
}
