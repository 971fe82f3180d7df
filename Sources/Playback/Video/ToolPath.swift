import Foundation

/// A path as ffmpeg and ffprobe must be given it: `file:` and the absolute path. A bare path is read
/// as a URL: a name with a colon (`2024-01-01T10:30:00.mp4`, `clip:1.mp4`) asks for a protocol,
/// `concat:x.mp4` or `pipe:0.mp4` for another input altogether. The file protocol takes what follows
/// `file:` as it is (no escapes), so every path stays the file it names.
public enum ToolPath {
    public static func url(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path
            : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return "file:" + absolute
    }
}
