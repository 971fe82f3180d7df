/// Puts the X server's event times (milliseconds, wrapping at 2³²) on the window's clock.
///
/// An event cannot happen after it is read, so `server time + offset` never exceeds `now`: the
/// offset is the smallest `now − server time` seen, which tracks the least delay. The intervals
/// between events keep the server's precision, which the velocity of a touchpad gesture needs.
/// Times never go backwards.
struct ServerTimeMapping {
    /// A mapped time more than this far behind `now` means the server's clock jumped: start again from
    /// `now`, seconds. An event read late because the window was busy (a video export can take
    /// minutes) keeps its time, so that its latency counts the wait.
    static let resynchronizationLag = 3600.0
    /// A server time this far before the last one means its clock wrapped (every 49.7 days) or was
    /// reset: start again from `now`, seconds. Smaller steps back (events of two devices slightly out
    /// of order) keep the last time.
    static let wrapStepBack = 1.0
    /// Milliseconds per second, for the server's times.
    static let millisecondsPerSecond = 1000.0

    private var offset: Double?
    private var lastTime = -Double.infinity
    private var lastServerSeconds = -Double.infinity

    /// The time on the window's clock of an event stamped `serverTime`, read at `now`.
    mutating func time(ofServerTime serverTime: UInt32, now: Double) -> Double {
        let seconds = Double(serverTime) / Self.millisecondsPerSecond
        var mapped = offset.map { seconds + $0 } ?? now
        // The first event, an event from the future, or a wrapped or jumping server clock.
        let wrapped = seconds < lastServerSeconds - Self.wrapStepBack
        if offset == nil || mapped > now || wrapped || now - mapped > Self.resynchronizationLag {
            offset = now - seconds
            mapped = now
        }
        lastServerSeconds = seconds
        lastTime = min(now, max(lastTime, mapped))
        return lastTime
    }
}
