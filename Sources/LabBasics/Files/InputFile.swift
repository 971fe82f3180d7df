#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole input (a trace) from a regular file or a stream (a FIFO, `<(...)`), with a size
/// limit, so a device or an endless stream can never make a replay run forever.
public enum InputFile {
    public enum Failure: Error, Equatable {
        case notFound
        case folder
        /// A character or block device, or a socket.
        case device
        case tooLarge(limit: Int)
        /// The system's reason (`strerror`).
        case unreadable(String)
    }

    /// Reads everything at `path`, at most `limit` bytes.
    public static func read(path: String, limit: Int) throws(Failure) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw errno == ENOENT || errno == ENOTDIR ? .notFound : .unreadable(String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: throw .folder
        case S_IFREG: if Int(info.st_size) > limit { throw .tooLarge(limit: limit) }
        case S_IFIFO: break
        default: throw .device
        }
        var descriptor: Int32
        repeat { descriptor = open(path, O_RDONLY | O_CLOEXEC) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { _ = close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            if bytes.count + count > limit { throw .tooLarge(limit: limit) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}

/// `read(2)` (the enum's own `read` hides the system's name inside it).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
    #else
    return Darwin.read(descriptor, buffer, count)
    #endif
}
