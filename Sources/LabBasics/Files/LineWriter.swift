/// Writes lines to an output (a file opened in place, or standard output) through a buffer, flushed
/// when large, on `flush()` and on `close()`. Every failure is an `AppError` naming the output.
public final class LineWriter {
    public let sink: any OutputSink
    private var buffer: [UInt8] = []
    /// Flush once the buffer holds this many bytes.
    static let flushThreshold = 1 << 16

    /// Writes into `sink`.
    public init(sink: any OutputSink) {
        self.sink = sink
        buffer.reserveCapacity(LineWriter.flushThreshold + 1024)
    }

    /// Standard output.
    public convenience init() {
        self.init(sink: OutputFile.standardOutput())
    }

    /// The file at `path`, opened in place: truncated, or extended with `append`; `-` is standard output.
    public convenience init(path: String, append: Bool) throws {
        self.init(sink: path == LineWriter.standardOutputPath ? OutputFile.standardOutput() : try OutputFile(path: path, append: append))
    }

    /// The path that names standard output (`--states -`), as Unix tools take it.
    public static let standardOutputPath = "-"

    /// What the output is called in messages.
    public var name: String { sink.name }

    /// Appends a line (a newline is added); writes the buffer out once it is large.
    public func write(_ line: String) throws {
        buffer.append(contentsOf: line.utf8)
        buffer.append(0x0A)
        if buffer.count >= LineWriter.flushThreshold { try flush() }
    }

    /// Writes a line and flushes at once (recordings: nothing is lost on a crash).
    public func writeNow(_ line: String) throws {
        try write(line)
        try flush()
    }

    public func flush() throws {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        try sink.write(buffer)
    }

    /// Flushes and closes the output.
    public func close() throws {
        try flush()
        try sink.close()
    }
}
