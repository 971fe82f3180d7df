/// The scene's motion over the whole session since it loaded, one sample a timeline frame (k / fps s
/// of scene time), replayed from the input log: what the HUD plots while paused, on the timeline
/// strip's time base (0 at the load, `duration` at the right; `span` when the strip is zoomed), with a
/// cursor at the frame shown.
struct SessionMotion {
    var samples: [SampleHistory.Sample]
    /// The scene's time at the plot's right end (the strip's), seconds.
    var duration: Double
    /// The scene's time of the frame shown, seconds.
    var cursor: Double
    /// The strip's span while zoomed (Z), which the plot then shows; nil: the whole session.
    var span: ClosedRange<Double>?
    /// Seconds between the timeline's frames (1 / the device's refresh rate).
    var frameInterval: Double

    /// The plot's time range: the strip's span, or the whole session (at least one frame).
    var timeRange: ClosedRange<Double> {
        guard let span, span.upperBound > span.lowerBound else { return 0...max(duration, frameInterval) }
        return span
    }
}
