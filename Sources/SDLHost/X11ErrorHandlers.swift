#if os(Linux)
import CSDL2.X11
import Glibc

/// Xlib's process-wide error handlers, replaced once the window is open on X11.
///
/// Xlib's defaults print a multi-line report and exit: for any protocol error (a window that went
/// away...) and for a lost connection (`XIO: fatal IO error ...` when the X server dies). SDL 2.26
/// sets only an error handler of its own at startup (it restores video modes, then calls Xlib's) and
/// none for I/O errors. Here protocol errors are ignored, and a lost connection calls
/// `connectionLost`, which must not return: Xlib exits as soon as its I/O handler returns.
enum X11ErrorHandlers {
    /// Exit code when the connection is lost and nobody set `connectionLost`: a runtime failure.
    static let fallbackExitCode: Int32 = 1

    /// Called on the thread that met the lost connection (the main thread, inside an SDL call) with
    /// `.displayConnectionLost`. Set on the main thread before the window runs.
    nonisolated(unsafe) static var connectionLost: ((SDLError) -> Never)?

    /// Installs both handlers (after SDL made the window, so SDL's startup handler is replaced).
    static func install() {
        _ = CSDL2_XSetErrorHandler { _, _ in 0 }
        _ = CSDL2_XSetIOErrorHandler { display in
            let name = display.flatMap { CSDL2_XDisplayString($0) }.map { String(cString: $0) } ?? "unknown"
            let error = SDLError.displayConnectionLost(display: "X server \(name)")
            if let handler = X11ErrorHandlers.connectionLost { handler(error) }
            let line = "\(error)\n"
            _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            _exit(X11ErrorHandlers.fallbackExitCode)
        }
    }
}
#endif
