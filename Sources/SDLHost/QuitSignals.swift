#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Signals

/// SIGHUP and SIGQUIT end the program like SIGTERM: quietly, and in the window through SDL_QUIT.
///
/// SDL turns SIGINT and SIGTERM into SDL_QUIT (its handler sets a flag that the next event pump
/// turns into the event, and the signal breaks the event wait). While video runs, SIGHUP and SIGQUIT
/// get a handler that only raises SIGTERM, so they take that same path: the window loop ends, the
/// recording is completed and the exit code is 0. Without it SIGHUP would end the process at once
/// and SIGQUIT would make Swift's runtime print a crash report. A signal that the parent set to be
/// ignored (`nohup`, a shell's background job) stays ignored.
public enum QuitSignals {
    /// The signals routed to SDL's quit while video runs.
    static let routedSignals = [SIGHUP, SIGQUIT]

    /// The actions `routeToSDL` replaced, restored by `restore`. Used under `SDLLibrary`'s lock.
    nonisolated(unsafe) private static var replaced: [Int32: sigaction] = [:]

    /// Makes SIGQUIT end the process at once with exit code 131, without a core dump or Swift's
    /// crash report (call first thing in `main`). The headless commands keep this; the window
    /// replaces it while video runs.
    public static func endQuietlyOnQuit() {
        guard !SignalAction.isIgnored(SIGQUIT) else { return }
        // 128 + the signal's number, as a shell reports a signal. Only async-signal-safe calls here.
        SignalAction.install({ signal in _exit(128 + signal) }, for: SIGQUIT, flags: SA_RESTART)
    }

    /// Routes SIGHUP and SIGQUIT to SIGTERM, once SDL has installed its SIGTERM handler (after video
    /// started); does nothing when SDL did not (SIGTERM ignored by the parent).
    static func routeToSDL() {
        guard replaced.isEmpty, !SignalAction.isIgnored(SIGTERM), !SignalAction.isDefault(SIGTERM) else { return }
        for signal in routedSignals where !SignalAction.isIgnored(signal) {
            replaced[signal] = SignalAction.install({ _ in _ = raise(SIGTERM) }, for: signal, flags: SA_RESTART)
        }
    }

    /// Puts back the actions `routeToSDL` replaced (before SDL removes its SIGTERM handler).
    static func restore() {
        for (signal, action) in replaced { SignalAction.restore(action, for: signal) }
        replaced.removeAll()
    }
}
