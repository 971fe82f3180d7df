import MotionAnalysis

/// How long the last frames took, for the HUD: the last `historyLength` frames one by one (work,
/// upload, the wait in present, dropped or not; Flutter's performance overlay), and smoothed numbers
/// that can be read. A replay records only its virtual frame times (`recordVirtual`): its frames are
/// not timed, so they stay the same on every run.
public struct FrameTimings {
    /// One presented frame, milliseconds.
    public struct Frame: Equatable, Sendable {
        /// Advance, layout, display list and rasterization.
        public var work: Double
        /// Copying the changed rows to the texture and the back buffer.
        public var upload: Double
        /// `present`: waiting for the display's refresh when vsync is on, the driver's work otherwise.
        public var display: Double
        /// A refresh went by without a new frame while the scene was moving.
        public var isDropped: Bool
    }

    /// Frames kept for the graph (2 s at 120 Hz, 4 s at 60 Hz).
    public static let historyLength = 240
    /// A frame is dropped when it comes this many refresh intervals after the one before, while
    /// the scene kept moving (halfway to the second refresh, as a phone's frame pacing counts it).
    public static let droppedIntervals = 1.5
    /// Weight of the newest frame in the running averages.
    static let smoothing = 0.1
    /// Latencies kept for the HUD's percentiles (the newest: a few seconds of a drag at 60 Hz).
    public static let latencyHistoryLength = 120

    /// The display's refresh interval, seconds: the budget of one frame.
    public var refreshInterval = 1.0 / 60
    /// Whether the display told its refresh rate or it was measured (else `refreshInterval` is the
    /// window's own pacing, the HUD says "refresh unknown" and no frame counts as dropped: there is no
    /// refresh to miss).
    public var isRefreshRateKnown = false
    /// Whether `refreshInterval` was measured from the presents (`RefreshEstimator`): the display
    /// did not tell it. Frames recorded as paced are measured while the display has not told it.
    public private(set) var isRefreshMeasured = false
    private var refreshEstimator = RefreshEstimator()
    /// The simulated phone's refresh interval (its device profile's), seconds, shown apart from the
    /// display's; nil when there is none to show (a replay).
    public var deviceRefreshInterval: Double?
    /// Whether present waits for the display's refresh.
    public var isVSynced = false
    /// Frames per second over recent presented frames.
    public private(set) var framesPerSecond = 0.0
    /// Seconds of running frames before a frame rate is shown: fewer make no average (a choice: the
    /// rate's own unit, one second).
    static let rateWarmUp = 1.0
    /// When the frames the rate averages began (a load, a pause's end); nil before the first.
    private var rateStart: Double?
    /// Paused, frames come as keys step them: they have no rate, and the rate starts afresh after.
    public var isPaused = false {
        didSet { if isPaused != oldValue { restartRate() } }
    }
    /// The frame rate to show: nil while paused and before `rateWarmUp` seconds of running frames.
    public var shownFramesPerSecond: Double? {
        guard !isPaused, let rateStart, let lastFrameTime, lastFrameTime - rateStart >= FrameTimings.rateWarmUp - 1e-9,
              framesPerSecond > 0 else { return nil }
        return framesPerSecond
    }
    /// Smoothed milliseconds of work, upload and present.
    private(set) var workMilliseconds = 0.0
    private(set) var uploadMilliseconds = 0.0
    private(set) var displayMilliseconds = 0.0
    /// From an input event to the end of the present that first showed it, milliseconds: the newest
    /// `latencyHistoryLength`, in the order they came (a ring whose oldest is at `nextLatency` once full).
    public private(set) var latencies: [Double] = []
    private var nextLatency = 0
    /// The frames come from a virtual clock and their work is not timed (a replay).
    private(set) var isVirtual = false
    /// The last frames: a ring whose oldest is at `next` once full.
    public private(set) var frames: [Frame] = []
    private var next = 0
    /// Frames recorded since the start (kept or not): the graph's sweep places frame n at slot
    /// n mod `historyLength`.
    private(set) var recordedCount = 0
    private var lastFrameTime: Double?
    /// Apple's hitch time ratio over the scene's frames in motion, on a display whose refresh is known.
    public private(set) var sceneHitches = HitchTimeRatio()
    /// The same over the running gesture, from a press (`beginGesture`) or the first frame in motion
    /// after a rest to the rest that ends its motion, then kept as the last gesture's.
    private var runningHitches = HitchTimeRatio()
    public private(set) var lastGestureHitches = HitchTimeRatio()

    public init() {
        frames.reserveCapacity(FrameTimings.historyLength)
        latencies.reserveCapacity(FrameTimings.latencyHistoryLength)
    }

    /// Records a presented frame: when it was presented, its work, upload and display seconds, and
    /// whether the scene was moving since the frame before (`SessionGroup.isMoving`: only then, and
    /// only on a display whose refresh is known, can a frame be dropped), and whether the frame was
    /// due as soon as the one before allowed (an animation ran: its interval may measure the refresh).
    public mutating func record(frameTime: Double, work: Double, upload: Double, display: Double, wasMoving: Bool,
                                wasPaced: Bool = false) {
        let interval = lastFrameTime.map { frameTime - $0 }
        if wasPaced, let interval, !isRefreshRateKnown || isRefreshMeasured,
           refreshEstimator.add(interval: interval, work: work + upload), let measured = refreshEstimator.interval {
            refreshInterval = measured
            isRefreshRateKnown = true
            isRefreshMeasured = true
        }
        recordFrame(at: frameTime)
        let a = FrameTimings.smoothing
        workMilliseconds += (work * 1000 - workMilliseconds) * a
        uploadMilliseconds += (upload * 1000 - uploadMilliseconds) * a
        displayMilliseconds += (display * 1000 - displayMilliseconds) * a
        let dropped = isRefreshRateKnown && wasMoving && (interval ?? 0) > refreshInterval * FrameTimings.droppedIntervals
        recordHitches(interval: interval, wasMoving: wasMoving)
        append(Frame(work: work * 1000, upload: upload * 1000, display: display * 1000, isDropped: dropped))
    }

    /// Forgets every frame, average and latency (a new scene); what the display is (its refresh
    /// interval, whether it told it, vsync) stays.
    public mutating func restart() {
        var fresh = FrameTimings()
        fresh.refreshInterval = refreshInterval
        fresh.isRefreshRateKnown = isRefreshRateKnown
        fresh.isRefreshMeasured = isRefreshMeasured
        fresh.refreshEstimator = refreshEstimator
        fresh.deviceRefreshInterval = deviceRefreshInterval
        fresh.isVSynced = isVSynced
        fresh.isPaused = isPaused
        self = fresh
    }

    /// A press begins a gesture: the running one, if any, is the last one from now on.
    public mutating func beginGesture() {
        if runningHitches.duration > 0 { lastGestureHitches = runningHitches }
        runningHitches = HitchTimeRatio()
    }

    /// The running gesture's hitches while it runs, else the last gesture's.
    public var gestureHitches: HitchTimeRatio { runningHitches.duration > 0 ? runningHitches : lastGestureHitches }

    /// Adds a frame `interval` after the one before to the hitch ratios when the scene was moving and the
    /// refresh is known; a frame without motion ends the running gesture.
    private mutating func recordHitches(interval: Double?, wasMoving: Bool) {
        guard wasMoving else {
            if runningHitches.duration > 0 { lastGestureHitches = runningHitches }
            runningHitches = HitchTimeRatio()
            return
        }
        guard isRefreshRateKnown, !isPaused, let interval else { return }
        sceneHitches.add(interval: interval, refreshInterval: refreshInterval)
        runningHitches.add(interval: interval, refreshInterval: refreshInterval)
    }

    /// Records the time from an input event to the end of the present that showed it, seconds.
    public mutating func recordLatency(_ seconds: Double) {
        let milliseconds = max(0, seconds) * 1000
        if latencies.count < FrameTimings.latencyHistoryLength {
            latencies.append(milliseconds)
        } else {
            latencies[nextLatency] = milliseconds
            nextLatency = (nextLatency + 1) % FrameTimings.latencyHistoryLength
        }
    }

    /// The kept latency at `share` of them in order (0.5: the median, 0.99), milliseconds: the
    /// nearest rank, the smallest that at least `share` of them do not exceed; nil before any input.
    public func latencyPercentile(_ share: Double) -> Double? {
        latencyPercentiles(share, share)?.first
    }

    /// The latencies' percentiles at two shares (the median and the p99), sorting them once.
    public func latencyPercentiles(_ first: Double, _ second: Double) -> (first: Double, second: Double)? {
        guard !latencies.isEmpty else { return nil }
        let sorted = latencies.sorted()
        func value(_ share: Double) -> Double {
            sorted[min(max(Int((share * Double(sorted.count)).rounded(.up)), 1), sorted.count) - 1]
        }
        return (value(first), value(second))
    }

    /// Records a frame of a virtual clock: the frame rate follows it, and the HUD shows no work times.
    public mutating func recordVirtual(frameTime: Double) {
        isVirtual = true
        recordFrame(at: frameTime)
    }

    /// How many frames are kept.
    public var frameCount: Int { frames.count }

    /// The kept frame `index` places after the oldest (no copy of the ring is made).
    public func frame(_ index: Int) -> Frame {
        frames[(next + index) % frames.count]
    }

    /// Dropped frames among the kept ones.
    public var droppedCount: Int { frames.reduce(0) { $0 + ($1.isDropped ? 1 : 0) } }

    private mutating func append(_ frame: Frame) {
        recordedCount += 1
        if frames.count < FrameTimings.historyLength {
            frames.append(frame)
        } else {
            frames[next] = frame
            next = (next + 1) % FrameTimings.historyLength
        }
    }

    /// Starts the frame rate afresh: the frames before do not count in it.
    private mutating func restartRate() {
        rateStart = nil
        lastFrameTime = nil
        framesPerSecond = 0
    }

    private mutating func recordFrame(at frameTime: Double) {
        if rateStart == nil { rateStart = frameTime }
        if let last = lastFrameTime, frameTime > last {
            let fps = 1 / (frameTime - last)
            framesPerSecond = framesPerSecond == 0 ? fps : framesPerSecond + (fps - framesPerSecond) * FrameTimings.smoothing
        }
        lastFrameTime = frameTime
    }
}
