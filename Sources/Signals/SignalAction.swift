#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal's action as `sigaction(2)` holds it: a handler installed, the default put back, and
/// whether the action now is the default one or ignored. The window's quit routing (`QuitSignals`)
/// and a video's cleanup on a signal (`VideoCleanup`) share it. Every call is async-signal-safe.
public enum SignalAction {
    /// Installs `handler` for `signal`, with `flags` (`SA_RESTART`...) and `blocking` also blocked
    /// while it runs; returns the action it replaced.
    @discardableResult
    public static func install(_ handler: @escaping @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32 = 0,
                               blocking: [Int32] = []) -> sigaction {
        var action = make(handler)
        for other in blocking { sigaddset(&action.sa_mask, other) }
        action.sa_flags = flags
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        return previous
    }

    /// Puts back an action `install` replaced.
    public static func restore(_ action: sigaction, for signal: Int32) {
        var previous = action
        sigaction(signal, &previous, nil)
    }

    /// Makes `signal` do what it does by default (end the process, for the quit signals).
    public static func setDefault(_ signal: Int32) {
        var action = make(SIG_DFL)
        sigaction(signal, &action, nil)
    }

    /// An action running `handler`, blocking nothing more, with no flags.
    private static func make(_ handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        return action
    }

    public static func isDefault(_ signal: Int32) -> Bool { handlerAddress(signal) == 0 }   // SIG_DFL
    public static func isIgnored(_ signal: Int32) -> Bool { handlerAddress(signal) == 1 }   // SIG_IGN

    /// The current handler of `signal` as an address: 0 is SIG_DFL, 1 is SIG_IGN.
    private static func handlerAddress(_ signal: Int32) -> Int {
        var current = sigaction()
        sigaction(signal, nil, &current)
        #if canImport(Glibc)
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        #else
        return unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self)
        #endif
    }
}
