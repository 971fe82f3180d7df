import Scenes

/// The last few seconds of a scene's motion for the HUD's live plot: a fixed-capacity ring of
/// samples (time, offset, velocity, metric), so recording a frame allocates nothing.
public struct SampleHistory {
    public struct Sample {
        public var time: Double
        public var offset: Double
        public var velocity: Double
        public var metric: Double?
    }

    /// How much history the HUD plots, seconds.
    public static let window = 3.0
    /// Room for `window` seconds at 240 frames per second.
    public static let capacity = 1024

    private var samples: [Sample]
    private var start = 0
    public private(set) var count = 0

    public init() {
        samples = Array(repeating: Sample(time: 0, offset: 0, velocity: 0, metric: nil), count: SampleHistory.capacity)
    }

    /// Adds a sample and forgets those older than `window` seconds before it. A sample at the time of
    /// the last one replaces it (a paused scene's time stands: its frames would otherwise fill the
    /// history with one point and push out what it plots).
    public mutating func append(_ sample: Sample) {
        if count > 0, self[count - 1].time == sample.time {
            samples[(start + count - 1) % SampleHistory.capacity] = sample
            return
        }
        if count == SampleHistory.capacity {
            start = (start + 1) % SampleHistory.capacity
            count -= 1
        }
        samples[(start + count) % SampleHistory.capacity] = sample
        count += 1
        while count > 1, self[0].time < sample.time - SampleHistory.window {
            start = (start + 1) % SampleHistory.capacity
            count -= 1
        }
    }

    public mutating func removeAll() {
        start = 0
        count = 0
    }

    /// The `index`-th oldest sample.
    public subscript(index: Int) -> Sample { samples[(start + index) % SampleHistory.capacity] }

    public var last: Sample? { count > 0 ? self[count - 1] : nil }
}

extension SampleHistory.Sample {
    /// The main scroll view's offset and velocity and the scene's metric, now, at `time` (the
    /// window's clock unless given: the window gives the scene's time, as its timeline counts it).
    public init(_ session: SceneSession, time: Double? = nil) {
        let scrollView = session.scene.mainScrollView
        self.init(time: time ?? session.window.now, offset: scrollView.contentOffset.y, velocity: scrollView.velocity.y,
                  metric: session.scene.metric?.value)
    }
}
