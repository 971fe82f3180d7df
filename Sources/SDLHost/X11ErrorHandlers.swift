#if os(Linux)
import CSDL2.X11
import Glibc

/// Xlib's process-wide error handlers, set before SDL starts video.
///
/// Xlib's defaults print a multi-line report and exit: for any protocol error (a window that went
/// away...) and for a lost connection (`XIO: fatal IO error ...` when the X server dies). SDL 2.26
/// sets no I/O error handler; its X11 driver sets an error handler when it opens the display, which
/// restores video modes and then calls the one it replaced (ours, as these are set first), and
/// swaps in short-lived ones that it puts back. So protocol errors are ignored here, and a lost
/// connection, even while the window is being made, calls `connectionLost`, which must not return:
/// Xlib exits as soon as its I/O handler returns.
enum X11ErrorHandlers {
    /// Exit code when the connection is lost and nobody set `connectionLost`: a runtime failure.
    static let fallbackExitCode: Int32 = 1

    /// Called on the thread that met the lost connection (the main thread, inside an SDL call) with
    /// `.displayConnectionLost`, with standard error given back if it was being captured. Set on the
    /// main thread before the window opens.
    nonisolated(unsafe) static var connectionLost: ((SDLError) -> Never)?

    /// Sets both handlers (again: Xlib keeps one of each for the process).
    static func install() {
        _ = CSDL2_XSetErrorHandler { _, _ in 0 }
        _ = CSDL2_XSetIOErrorHandler { display in
            DiagnosticCapture.releaseStandardError()
            let name = display.flatMap { CSDL2_XDisplayString($0) }.map { String(cString: $0) } ?? "unknown"
            let error = SDLError.displayConnectionLost(display: "X server \(name)")
            if let handler = X11ErrorHandlers.connectionLost { handler(error) }
            // One line as every failure of the command reports it (`StandardError.report`'s form).
            let line = "scroll-lab: \(error)\n"
            _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            _exit(X11ErrorHandlers.fallbackExitCode)
        }
    }
}
#endif
