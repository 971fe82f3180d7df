import Foundation
import LabBasics

/// What makes a video that ffmpeg reported as written a video: no write error in ffmpeg's log (on a
/// full disk ffmpeg says "Error writing trailer" and still exits with status 0), and ffprobe finding
/// a video stream with every frame sent, before the video is copied to its path.
public enum VideoProbe {
    /// How ffprobe is looked for on the PATH (it comes with ffmpeg).
    public static let executableName = "ffprobe"
    /// Phrases of ffmpeg's log that mean its output was not written whole (matched ignoring case).
    static let writeErrorMarks = ["error writing", "error closing", "error muxing", "no space left", "file too large",
                                  "input/output error", "i/o error", "disk quota exceeded"]

    /// The first line of `log` that reports a write error, or nil.
    static func writeError(in log: String) -> String? {
        log.split(whereSeparator: \.isNewline).map(String.init).first { line in
            let lowered = line.lowercased()
            return writeErrorMarks.contains { lowered.contains($0) }
        }
    }

    /// Why the video at `path` is not one of `frames` frames, or nil when it is: ffprobe reads its first
    /// video stream's packets (one per frame in H.264, VP9 and GIF) without decoding them.
    public static func problem(video path: String, frames: Int, ffprobe: String) throws -> String? {
        let arguments = ["-v", "error", "-select_streams", "v:0", "-count_packets", "-show_entries", "stream=codec_type,nb_read_packets",
                         "-of", "default=noprint_wrappers=1", ToolPath.url(path)]
        let outcome: MediaTools.Outcome
        do {
            outcome = try MediaTools.run(ffprobe, arguments, doing: "checking the video")
        } catch let error as AppError where error.message.hasPrefix("cannot start") {
            return "ffprobe could not start: \(error.message)"
        }
        let text = String(decoding: outcome.output, as: UTF8.self) + outcome.errorText
        var values: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
        }
        guard outcome.status == 0, values["codec_type"] == "video" else {
            let said = text.split(whereSeparator: \.isNewline).first.map { ": \($0)" } ?? ""
            return "ffprobe finds no video stream in it\(said)"
        }
        let count = values["nb_read_packets"].flatMap { Int($0) } ?? -1
        return count == frames ? nil : "ffprobe finds \(max(count, 0)) of its \(frames) frames"
    }
}
