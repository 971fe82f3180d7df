#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Scenes

/// A path opened for writing in place, as every command-line tool does: created, or truncated (or
/// appended to), never replaced. A symlink stays a symlink and its target is written; a device stays
/// a device; a file keeps its mode, owner and hard links. Every failure names the path and the reason.
final class OutputFile: OutputSink {
    /// Permission bits of a new file before the umask (rw-rw-rw-, as shells create files).
    static let creationMode: mode_t = 0o666

    let name: String
    private var descriptor: Int32
    private let closesDescriptor: Bool

    /// Opens `path` for writing: truncated, or extended with `append`. An empty path is a usage
    /// error; a path that cannot be opened is a runtime error naming it.
    init(path: String, append: Bool = false) throws {
        guard !path.isEmpty else { throw AppError.usage("an output path is empty: name a file") }
        OutputFile.ignoreBrokenPipes()
        name = path
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (append ? O_APPEND : O_TRUNC)
        var opened: Int32
        repeat { opened = open(path, flags, Self.creationMode) } while opened < 0 && errno == EINTR
        guard opened >= 0 else { throw OutputFile.failure(path, errno) }
        descriptor = opened
        closesDescriptor = true
    }

    /// Writes into an open `descriptor` (a pipe to a child process), closed by `close()` when `closes`.
    init(descriptor: Int32, name: String, closes: Bool) {
        OutputFile.ignoreBrokenPipes()
        self.descriptor = descriptor
        self.name = name
        closesDescriptor = closes
    }

    /// Standard output; writing to it when it is closed, full or a broken pipe is a runtime error.
    static func standardOutput() -> OutputFile {
        OutputFile(descriptor: STDOUT_FILENO, name: "standard output", closes: false)
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard var next = bytes.baseAddress, !bytes.isEmpty else { return }
        var remaining = bytes.count
        while remaining > 0 {
            guard descriptor >= 0 else { throw AppError.runtime("cannot write '\(name)': it is closed") }
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, next, remaining)
            #else
            let written = Darwin.write(descriptor, next, remaining)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                throw OutputFile.failure(name, errno)
            }
            if written == 0 { throw AppError.runtime("cannot write '\(name)': nothing was written") }
            next += written
            remaining -= written
        }
    }

    func close() throws {
        guard closesDescriptor, descriptor >= 0 else { return }
        let status = closeDescriptor()
        if status != 0 { throw OutputFile.failure(name, errno) }
    }

    deinit {
        if closesDescriptor, descriptor >= 0 { _ = closeDescriptor() }
    }

    private func closeDescriptor() -> Int32 {
        let fd = descriptor
        descriptor = -1
        #if canImport(Glibc)
        return Glibc.close(fd)
        #else
        return Darwin.close(fd)
        #endif
    }

    /// A write to a closed pipe is reported as an error (EPIPE) instead of killing the process.
    private static func ignoreBrokenPipes() { _ = ignoreBrokenPipesOnce }

    /// The runtime error for `code` on `path`: "cannot write 'PATH': No space left on device".
    static func failure(_ path: String, _ code: Int32) -> AppError {
        AppError.runtime("cannot write '\(path)': \(String(cString: strerror(code)))")
    }
}

/// SIGPIPE ignored once per process (a lazily initialised global runs its initialiser once).
private let ignoreBrokenPipesOnce: Void = { _ = signal(SIGPIPE, SIG_IGN) }()
