#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard streams made safe to use before anything else runs.
public enum StandardStreams {
    /// Fills a closed standard input, output or error (`>&-`) with `/dev/null` opened read-only, so that
    /// no pipe or file opened later (a child's pipe) takes its number, and every write to it still fails
    /// as to a closed stream ("Bad file descriptor"); ignores SIGPIPE and SIGXFSZ, so a broken pipe or a
    /// file size limit (`ulimit -f`) is a failed write, reported, instead of the end of the process.
    public static func prepare() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let held = open("/dev/null", O_RDONLY)
            if held >= 0, held != descriptor {
                _ = dup2(held, descriptor)
                _ = close(held)
            }
        }
        OutputFile.ignoreBrokenPipes()
    }

    /// Writes `text` and a line end to standard output, checked as every output is (help, version).
    public static func printChecked(_ text: String) throws {
        let writer = LineWriter()
        try writer.write(text)
        try writer.close()
    }
}
