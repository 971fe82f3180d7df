#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path opened for writing in place, as every command-line tool does: created, or truncated (or
/// appended to), never replaced. A symlink stays a symlink and its target is written; a device stays
/// a device; a file keeps its mode, owner and hard links. Every failure names the path and the reason.
public final class OutputFile: OutputSink {
    /// Permission bits of a new file before the umask (rw-rw-rw-, as shells create files).
    static let creationMode: mode_t = 0o666

    public let name: String
    private var descriptor: Int32
    private let closesDescriptor: Bool
    /// How a write finds where it starts in a regular file (`SEEK_END` when appending), so that one
    /// failing part-way is taken back; nil for what cannot be cut back (a pipe, a device).
    private let writeStart: Int32?

    /// Opens `path` for writing: truncated, or extended with `append`. An empty path is a usage
    /// error; a path that cannot be opened is a runtime error naming it.
    public init(path: String, append: Bool = false) throws {
        guard !path.isEmpty else { throw AppError.usage("an output path is empty: name a file") }
        OutputFile.ignoreBrokenPipes()
        name = path
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (append ? O_APPEND : O_TRUNC)
        var opened: Int32
        repeat { opened = open(path, flags, Self.creationMode) } while opened < 0 && errno == EINTR
        guard opened >= 0 else { throw OutputFile.failure(path, errno) }
        descriptor = opened
        closesDescriptor = true
        var info = stat()
        let isFile = fstat(opened, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        writeStart = isFile ? (append ? SEEK_END : SEEK_CUR) : nil
    }

    /// Writes into an open `descriptor` (a pipe to a child process), closed by `close()` when `closes`.
    /// A redirected `descriptor` that is a regular file (`>` or `>>`) has its failed writes taken back too.
    public init(descriptor: Int32, name: String, closes: Bool) {
        OutputFile.ignoreBrokenPipes()
        self.descriptor = descriptor
        self.name = name
        closesDescriptor = closes
        var info = stat()
        let isFile = fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        let flags = fcntl(descriptor, F_GETFL)
        writeStart = isFile ? (flags >= 0 && flags & O_APPEND != 0 ? SEEK_END : SEEK_CUR) : nil
    }

    /// Standard output; writing to it when it is closed, full or a broken pipe is a runtime error.
    public static func standardOutput() -> OutputFile {
        OutputFile(descriptor: STDOUT_FILENO, name: "standard output", closes: false)
    }

    /// Writes all of `bytes`. In a regular file a write that fails part-way (a full disk, a file size
    /// limit) is taken back: the file is cut to where this write started, so it never ends in part of
    /// what one call wrote (a line of a recording, a gesture's lines).
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard var next = bytes.baseAddress, !bytes.isEmpty else { return }
        guard descriptor >= 0 else { throw AppError.runtime("cannot write '\(name)': it is closed") }
        let start = writeStart.map { lseek(descriptor, 0, $0) } ?? -1
        var remaining = bytes.count
        while remaining > 0 {
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, next, remaining)
            #else
            let written = Darwin.write(descriptor, next, remaining)
            #endif
            if written < 0 && errno == EINTR { continue }
            if written <= 0 {
                let failure = written < 0 ? OutputFile.failure(name, errno)
                    : AppError.runtime("cannot write '\(name)': nothing was written")
                if start >= 0, remaining < bytes.count, ftruncate(descriptor, start) == 0 { _ = lseek(descriptor, start, SEEK_SET) }
                throw failure
            }
            next += written
            remaining -= written
        }
    }

    /// Cuts a regular file to nothing (what a failed output leaves rather than a part of itself).
    public func discard() {
        guard descriptor >= 0, writeStart != nil else { return }
        if ftruncate(descriptor, 0) == 0 { _ = lseek(descriptor, 0, SEEK_SET) }
    }

    public func close() throws {
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

    /// A write to a closed pipe (EPIPE) or past the file size limit (`ulimit -f`, EFBIG) is reported as
    /// an error instead of killing the process (SIGPIPE, SIGXFSZ).
    static func ignoreBrokenPipes() { _ = ignoreBrokenPipesOnce }

    /// The runtime error for `code` on `path`: "cannot write 'PATH': No space left on device".
    public static func failure(_ path: String, _ code: Int32) -> AppError {
        AppError.runtime("cannot write '\(path)': \(String(cString: strerror(code)))")
    }
}

/// SIGPIPE and SIGXFSZ ignored once per process (a lazily initialised global runs its initialiser
/// once). Children inherit it: ffmpeg past a file size limit fails its write and says so.
private let ignoreBrokenPipesOnce: Void = {
    _ = signal(SIGPIPE, SIG_IGN)
    _ = signal(SIGXFSZ, SIG_IGN)
}()
