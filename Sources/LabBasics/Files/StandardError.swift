import Foundation

/// Standard error, where every failure is reported as one line: `scroll-lab: MESSAGE`.
public enum StandardError {
    /// Writes `scroll-lab: MESSAGE` on standard error as one line: control characters in it (a
    /// newline in a `--set` value or a path) are shown escaped. A failing standard error is ignored:
    /// there is nowhere left to say so.
    public static func report(_ message: String) {
        let line = Array("scroll-lab: \(AppError.escapingControlCharacters(message))\n".utf8)
        line.withUnsafeBytes { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    }
}
