import Foundation
import LabBasics

/// A bug report's folder (key B): `captures/bug-YYYYMMDD-HHMMSS`, with `-2`, `-3`... after it when a
/// folder of that second exists, so that no report ever lands in another's folder, and the names of
/// the files in it. `replay` recognises such a folder by its trace.
public enum BugReportFolder {
    static let prefix = "bug-"
    /// The most folders tried for one second before giving up.
    static let attempts = 1000

    /// Everything since the scene loaded, its `from` 10 s of scene time before the mark.
    public static let trace = "trace.jsonl"
    /// The 10 s before the mark (or the scene time there was), at the phone's pixel scale.
    public static let video = "video.mp4"
    /// The marked frame at the phone's pixel scale.
    public static let screenshot = "screenshot.png"
    /// The note, the scene, options, state line, version, machine and display, for a person.
    public static let reportText = "report.txt"
    /// The same as JSON, for a tool.
    public static let reportJSON = "report.json"

    /// `bug-20261126-061502` for a report made at `date` in `timeZone`, `-N` after it for attempt N > 1.
    static func name(at date: Date, timeZone: TimeZone, attempt: Int = 1) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let stamp = String(format: "%04d%02d%02d-%02d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
                           parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        return prefix + stamp + (attempt > 1 ? "-\(attempt)" : "")
    }

    /// Makes a new, empty folder for a report made at `date` inside `parent` (made when missing) and
    /// returns its path. A folder is only ever made, never reused: an existing name takes the next `-N`.
    static func create(in parent: String, at date: Date, timeZone: TimeZone = .current) throws -> String {
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw AppError.runtime("cannot create '\(parent)': \(reason(of: error))")
        }
        for attempt in 1...attempts {
            let path = file(name(at: date, timeZone: timeZone, attempt: attempt), in: parent)
            if mkdir(path, 0o755) == 0 { return path }
            let code = errno
            guard code == EEXIST else {
                throw AppError.runtime("cannot create the bug report's folder '\(path)': \(String(cString: strerror(code)))")
            }
        }
        throw AppError.runtime("cannot create a bug report's folder in '\(parent)': \(attempts) folders of this second exist")
    }

    /// The trace of the bug report at `path` (`replay FOLDER`): a folder named `bug-...` or holding a
    /// report; nil for anything else (a trace file, another folder: read as a trace, which says what
    /// it is). A report's folder without its trace, or whose trace is not a regular file (a FIFO would
    /// block its reader forever), is a usage error; so is a folder that cannot be read, with the reason.
    public static func trace(in path: String) throws -> String? {
        guard isFolder(path) else { return nil }
        guard access(path, R_OK | X_OK) == 0 else {
            throw AppError.usage("cannot read the folder '\(path)': \(String(cString: strerror(errno)))")
        }
        let holdsReport = [reportJSON, reportText].contains { FileManager.default.fileExists(atPath: file($0, in: path)) }
        guard (path as NSString).lastPathComponent.hasPrefix(prefix) || holdsReport else { return nil }
        let trace = file(BugReportFolder.trace, in: path)
        // stat, never open: opening a FIFO for reading waits for a writer.
        var info = stat()
        guard stat(trace, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR {
                throw AppError.usage("'\(path)' is a bug report's folder without its \(BugReportFolder.trace): nothing to replay")
            }
            throw AppError.usage("cannot read '\(trace)': \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw AppError.usage("'\(trace)' is \(kind(info.st_mode)), not a file: a bug report's trace is a regular file")
        }
        return trace
    }

    /// What a file that is not a regular file is, in words.
    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "not a regular file"
        }
    }

    private static func file(_ name: String, in folder: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    private static func reason(of error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying.map { String(cString: strerror(Int32($0.code))) } ?? error.localizedDescription
    }
}
