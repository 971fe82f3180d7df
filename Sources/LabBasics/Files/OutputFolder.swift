#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A folder outputs go into (`--frames`, the soak's `--output`), made with the folders above it when
/// missing. A failure is a runtime error that names the folder and says why in words.
public enum OutputFolder {
    /// Permission bits of a new folder before the umask (as `mkdir` makes them).
    static let creationMode: mode_t = 0o777

    /// Makes `path` (and what is missing above it); nothing happens when it is a folder already.
    public static func create(_ path: String) throws {
        if let problem = problem(making: path) { throw AppError.runtime("cannot create the folder '\(path)': \(problem)") }
    }

    /// Why `path` cannot be made a folder, or nil once it is one.
    private static func problem(making path: String) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            return isFolder.boolValue ? nil : "'\(path)' is a file, not a folder"
        }
        if let parent = parent(of: path), let problem = problem(making: parent) { return problem }
        guard mkdir(path, creationMode) != 0, errno != EEXIST else { return nil }
        return String(cString: strerror(errno))
    }

    /// The folder that holds `path` as written (`a/b/` → `a`, `/a` → `/`), nil for a bare name or `/`.
    private static func parent(of path: String) -> String? {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return nil }
        if slash == trimmed.startIndex { return trimmed.count > 1 ? "/" : nil }
        return String(trimmed[..<slash])
    }
}
