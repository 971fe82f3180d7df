/// When the window's next frame is due while something animates: one frame interval after the last
/// one was due, so the frames keep the device's rate on average even though each wait ends a little
/// late (SDL waits whole milliseconds: 17 ms for a 16.7 ms interval would present 58.8 frames a
/// second); one interval after the present itself when the window fell a whole interval behind (after
/// an idle wait, or a slow frame), so that it never presents a burst to catch up.
///
///     due      0 ─── 16.7 ─── 33.3 ─── 50.0        presents at 0, 17, 34, 50 (not 0, 17, 34, 51)
public struct FramePacing {
    /// Seconds between frames.
    public let interval: Double
    /// When the next frame is due (the window's clock).
    public private(set) var nextFrameTime = 0.0

    public init(interval: Double) {
        self.interval = interval
    }

    /// A frame was presented at `time`.
    public mutating func presented(at time: Double) {
        let onCadence = nextFrameTime + interval
        nextFrameTime = onCadence > time ? onCadence : time + interval
    }
}
