import ScrollUI

/// Runs an action once the window's clock reaches a time (virtual in replays, so a simulated load
/// ends at the same frame on every run). Cancelled by releasing it or calling `cancel()`.
final class DelayedAction: Animating {
    let deadline: Double
    private var action: (() -> Void)?

    /// Schedules `action` `delay` seconds from the window's current time.
    init(after delay: Double, in window: Window, action: @escaping () -> Void) {
        deadline = window.now + max(0, delay)
        self.action = action
        window.startAnimating(self)
    }

    func cancel() { action = nil }

    func advance(to time: Double) -> Bool {
        guard let pending = action else { return false }
        guard time >= deadline else { return true }
        action = nil
        pending()
        return false
    }
}
