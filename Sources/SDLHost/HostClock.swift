import CSDL2

/// A monotonic clock in seconds, counted from the moment it was made.
///
/// Built on `SDL_GetPerformanceCounter`, which needs no `SDL_Init`. Each `HostWindow` owns one, made
/// with the window: event times and `HostWindow.now()` are on that clock, so the app can use it to
/// advance its animations.
public struct HostClock: Sendable {
    /// The performance counter at time zero.
    public let origin: UInt64
    /// Counter ticks per second (`SDL_GetPerformanceFrequency`).
    public let frequency: UInt64

    /// A clock that reads zero now.
    public init() {
        self.frequency = SDL_GetPerformanceFrequency()
        self.origin = SDL_GetPerformanceCounter()
    }

    /// Seconds since the clock was made.
    public func now() -> Double {
        seconds(atCounter: SDL_GetPerformanceCounter())
    }

    /// The clock's reading for a raw performance-counter value.
    public func seconds(atCounter counter: UInt64) -> Double {
        let ticks = counter &- origin
        let whole = ticks / frequency, rest = ticks % frequency
        return Double(whole) + Double(rest) / Double(frequency)
    }
}
