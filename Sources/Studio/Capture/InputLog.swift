import Graphics
import LabBasics
import ScrollUI
import LabTraces

/// The input of the scene on screen since it loaded, kept so that a trace written at any moment
/// (R, L, V) and the timeline replay exactly what was shown. Times are seconds since the load.
///
/// Bounded: it keeps the newest `capacity` events (1,000,000 by default, about 60 MB, over an hour
/// of continuous dragging); older ones are dropped as in a ring, and the log is then no longer
/// complete. Events later than `Limits.traceSeconds` (an hour) after the load make it incomplete
/// too, since a trace cannot hold them. Only a complete log is written or replayed.
public struct InputLog {
    /// The most events kept by default.
    public static let defaultCapacity = 1_000_000

    /// The window's clock at the load: t = 0 of the log.
    public let origin: Double
    /// The viewport at the load, points (a trace's header).
    public let viewport: Size
    public let capacity: Int
    private var storage: [Input] = []
    /// Index of the oldest kept event in `storage` (dropped ones are removed in batches).
    private var head = 0
    /// How many events were dropped for the bound.
    public private(set) var droppedCount = 0
    /// The latest time logged, seconds since the load (times never go back).
    public private(set) var endTime = 0.0
    /// The scene's clock, from the pauses, resumes and steps logged (none are dropped from it).
    public private(set) var clock = SceneClock()

    public init(origin: Double, viewport: Size, capacity: Int = InputLog.defaultCapacity) {
        self.origin = origin
        self.viewport = viewport
        self.capacity = max(1, capacity)
    }

    /// The kept events, oldest first, times since the load.
    public var events: ArraySlice<Input> { storage[head...] }

    /// True when every event since the load is kept and fits in a trace.
    public var isComplete: Bool { droppedCount == 0 && endTime <= Limits.traceSeconds }

    /// Seconds since the load of a time on the window's clock.
    public func relative(_ windowTime: Double) -> Double { max(0, windowTime - origin) }

    /// Logs `event`, whose time is on the window's clock; a time before the last one logged counts
    /// as the last one. Returns the event as logged.
    @discardableResult
    public mutating func append(_ event: Input) -> Input {
        let logged = event.at(max(endTime, relative(event.time)))
        endTime = logged.time
        clock.note(logged)
        storage.append(logged)
        if storage.count - head > capacity {
            head += 1
            droppedCount += 1
            if head >= max(1, capacity / 2) {
                storage.removeFirst(head)
                head = 0
            }
        }
        return logged
    }
}
