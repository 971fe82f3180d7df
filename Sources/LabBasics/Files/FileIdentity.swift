#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path leads to (device and inode, after symlinks): two paths with the same identity are the
/// same file, whatever their spelling, links or hard links.
public struct FileIdentity: Equatable {
    public let device: UInt64
    let inode: UInt64

    /// The identity of the file `path` leads to, or nil when nothing is there yet.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
}
