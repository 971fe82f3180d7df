import Foundation

/// Writes lines to a file or standard output through a buffer, flushed when large and at the end.
final class LineWriter {
    private let handle: FileHandle
    private let ownsHandle: Bool
    private var buffer = ""
    /// Flush once the buffer holds this many bytes.
    static let flushThreshold = 1 << 16

    /// Standard output.
    init() {
        handle = FileHandle.standardOutput
        ownsHandle = false
    }

    /// The file at `path`, replaced or (with `append`) extended; a file that cannot be opened is a
    /// runtime error naming it.
    init(path: String, append: Bool) throws {
        let manager = FileManager.default
        if !append || !manager.fileExists(atPath: path) {
            guard manager.createFile(atPath: path, contents: nil) else {
                throw AppError.runtime("cannot write '\(path)'")
            }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { throw AppError.runtime("cannot write '\(path)'") }
        if append { handle.seekToEndOfFile() }
        self.handle = handle
        ownsHandle = true
    }

    /// Appends a line (a newline is added).
    func write(_ line: String) {
        buffer += line
        buffer += "\n"
        if buffer.utf8.count >= LineWriter.flushThreshold { flush() }
    }

    /// Writes a line and flushes at once (recordings: nothing is lost on a crash).
    func writeNow(_ line: String) {
        write(line)
        flush()
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(Data(buffer.utf8))
        buffer.removeAll(keepingCapacity: true)
    }

    deinit {
        flush()
        if ownsHandle { handle.closeFile() }
    }
}
