import CSDL2
import Foundation

/// Keeps what the C libraries print out of the terminal, so every message the app shows is one
/// line of its own.
///
/// SDL's log is routed here for the whole process (`routeSDLLog`). `capture` runs a block with file
/// descriptor 2 redirected into an unlinked temporary file: whatever SDL, Xlib, Mesa, Wayland or
/// libpng write there, and SDL's log, comes back as lines for the caller to fold into its own
/// message (`reason(_:adding:)`) or to drop. Outside a capture, SDL's log is dropped.
enum DiagnosticCapture {
    /// Most bytes read back from one capture; the first lines say what went wrong.
    static let byteLimit = 16_384
    /// Longest text folded into a message, characters.
    static let summaryLimit = 240
    /// Prefixes that libraries put before their message and that say nothing in ours
    /// (libwayland's `error: XDG_RUNTIME_DIR is invalid ...`).
    static let droppedPrefixes = ["error: ", "warning: "]

    /// One capture at a time: file descriptor 2 belongs to the whole process.
    private static let captureLock = NSLock()
    /// Guards `logLines`: SDL may log from any thread.
    private static let logLock = NSLock()
    /// SDL's log lines while a capture runs; nil otherwise. Guarded by `logLock`.
    nonisolated(unsafe) private static var logLines: [String]?
    /// The real standard error while a capture runs, else -1. Used on the capturing thread only.
    nonisolated(unsafe) private static var savedStandardError: Int32 = -1

    /// Sends SDL's log (`SDL_Log`, `SDL_LogError`, ...) here instead of standard error.
    static func routeSDLLog() {
        SDL_LogSetOutputFunction({ _, _, _, message in
            guard let message else { return }
            DiagnosticCapture.logLock.lock()
            defer { DiagnosticCapture.logLock.unlock() }
            DiagnosticCapture.logLines?.append(String(cString: message))
        }, nil)
    }

    /// Runs `body` with standard error and SDL's log captured; returns its value and the lines that
    /// were printed (none when the temporary file cannot be made: then `body` prints as usual).
    static func capture<T>(_ body: () -> T) -> (value: T, lines: [String]) {
        captureLock.lock()
        defer { captureLock.unlock() }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0 else { return (body(), []) }
        defer { close(saved) }
        guard let file = tmpfile() else { return (body(), []) }
        defer { fclose(file) }
        fflush(nil)
        guard dup2(fileno(file), STDERR_FILENO) >= 0 else { return (body(), []) }
        setLogLines([])
        savedStandardError = saved
        let value = body()
        savedStandardError = -1
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        let logged = setLogLines(nil)
        return (value, lines(readingFromStart: file) + logged)
    }

    /// Gives standard error back in the middle of a capture, for a process that is about to end from
    /// inside it (the X server went away while SDL made the window); does nothing outside one.
    static func releaseStandardError() {
        guard savedStandardError >= 0 else { return }
        fflush(nil)
        dup2(savedStandardError, STDERR_FILENO)
    }

    /// `base`, followed by "; " and what was printed when anything was (`base` then loses a final period).
    static func reason(_ base: String, adding lines: [String]) -> String {
        guard let summary = summary(of: lines) else { return base }
        var clause = base
        while clause.hasSuffix(".") { clause.removeLast() }
        return "\(clause); \(summary)"
    }

    /// The printed lines as one clause: trimmed, without a library's `error: ` prefix or final
    /// period, repeats removed, joined by "; " and cut at `summaryLimit`; nil when nothing was printed.
    static func summary(of lines: [String]) -> String? {
        var seen: [String] = []
        for line in lines {
            var text = line.trimmingCharacters(in: .whitespacesAndNewlines)
            for prefix in droppedPrefixes where text.lowercased().hasPrefix(prefix) {
                text = String(text.dropFirst(prefix.count))
            }
            while text.hasSuffix(".") { text.removeLast() }
            if !text.isEmpty && !seen.contains(text) { seen.append(text) }
        }
        guard !seen.isEmpty else { return nil }
        let joined = seen.joined(separator: "; ")
        return joined.count <= summaryLimit ? joined : String(joined.prefix(summaryLimit - 1)) + "…"
    }

    @discardableResult
    private static func setLogLines(_ lines: [String]?) -> [String] {
        logLock.lock()
        defer { logLock.unlock() }
        let previous = logLines ?? []
        logLines = lines
        return previous
    }

    private static func lines(readingFromStart file: UnsafeMutablePointer<FILE>) -> [String] {
        rewind(file)
        var bytes = [UInt8](repeating: 0, count: byteLimit)
        let count = fread(&bytes, 1, byteLimit, file)
        return String(decoding: bytes[..<count], as: UTF8.self)
            .split(whereSeparator: \.isNewline).map(String.init)
    }
}
