/// The scene's motion over the whole session since it loaded, one sample a timeline frame (k / fps s
/// of scene time), replayed from the input log: what the HUD plots while paused, on the timeline
/// strip's time base (0 at the load, `duration` at the right; `span` when the strip is zoomed), with a
/// cursor at the frame shown.
public struct SessionMotion {
    public var samples: [SampleHistory.Sample]
    /// The scene's time at the plot's right end (the strip's), seconds.
    public var duration: Double
    /// The scene's time of the frame shown, seconds.
    public var cursor: Double
    /// The strip's span while zoomed (Z), which the plot then shows; nil: the whole session.
    public var span: ClosedRange<Double>?
    /// Seconds between the timeline's frames (1 / the device's refresh rate).
    public var frameInterval: Double

    public init(samples: [SampleHistory.Sample], duration: Double, cursor: Double, span: ClosedRange<Double>? = nil, frameInterval: Double) {
        self.samples = samples
        self.duration = duration
        self.cursor = cursor
        self.span = span
        self.frameInterval = frameInterval
    }

    /// The plot's time range: the strip's span, or the whole session (at least one frame).
    public var timeRange: ClosedRange<Double> {
        guard let span, span.upperBound > span.lowerBound else { return 0...max(duration, frameInterval) }
        return span
    }
}
