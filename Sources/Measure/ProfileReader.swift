import Foundation
import LabBasics
import MotionAnalysis
import Playback

/// Decodes a recording once through ffmpeg into column-block profiles: ffmpeg's area scaling averages
/// each of `blocks` column blocks of every row group into one gray byte, so only `blocks × rows`
/// bytes per frame cross the pipe (27 KB for a phone at 2 rows per point). Every decoded frame comes
/// out once, at its own time (`-fps_mode passthrough`); the frames asked for are kept in one buffer.
public enum ProfileReader {
    /// Column blocks per row: 16 (each a witness of its own; a scroll indicator or a touch circle
    /// covers one to three).
    static let blocks = 16
    /// Analysis rows per point at most: 2 (more detail than the offsets need costs only time).
    static let rowsPerPoint = 2.0

    /// The profiles of the kept frames whose indices (among kept frames) lie in `selection`, cropped to
    /// `crop` (x, y, width, height of the displayed frame) when given, at `rows` rows.
    public static func read(_ info: RecordingInfo, tools: MediaTools, crop: (x: Int, y: Int, width: Int, height: Int)?, rows: Int,
                     selection: Range<Int>) throws -> FrameProfiles {
        var filters: [String] = []
        if let crop { filters.append("crop=\(crop.width):\(crop.height):\(crop.x):\(crop.y)") }
        filters.append("scale=w=\(blocks):h=\(rows):flags=area")
        filters.append("format=gray")
        let arguments = ["-nostdin", "-v", "error", "-max_pixels", String(RecordingProbe.pixelLimit), "-i", ToolPath.url(info.path),
                         "-map", "0:V:0", "-an", "-sn", "-dn", tools.passThroughOption, "passthrough",
                         "-vf", filters.joined(separator: ","), "-f", "rawvideo", "pipe:1"]
        let frameSize = blocks * rows
        var bytes = [UInt8](repeating: 0, count: selection.count * frameSize)
        var scratch = [UInt8](repeating: 0, count: frameSize)
        var decoded = 0, kept = 0
        let errorText = try stream(tools.ffmpeg, arguments, path: info.path) { descriptor, watchdog in
            while true {
                let keepIndex = decoded < info.keeps.count && info.keeps[decoded] ? kept : -1
                let wanted = keepIndex >= 0 && selection.contains(keepIndex)
                let complete: Bool = wanted
                    ? bytes.withUnsafeMutableBytes { MediaTools.readFully(descriptor, $0.baseAddress! + (keepIndex - selection.lowerBound) * frameSize, frameSize) }
                    : scratch.withUnsafeMutableBytes { MediaTools.readFully(descriptor, $0.baseAddress!, frameSize) }
                guard complete else { return }
                watchdog.progressed()
                if keepIndex >= 0 { kept += 1 }
                decoded += 1
            }
        }
        if let errorText { throw AppError.runtime("ffmpeg could not decode '\(info.path)': \(errorText)") }
        guard decoded == info.decodedCount else {
            throw AppError.runtime("ffmpeg decoded \(decoded) frames of '\(info.path)', ffprobe listed \(info.decodedCount)")
        }
        let times = Array(info.times[selection])
        return FrameProfiles(blocks: blocks, rows: rows, times: times, bytes: bytes)
    }

    /// Runs ffmpeg with `consume` reading its standard output; ffmpeg's failure when it failed.
    private static func stream(_ executable: String, _ arguments: [String], path: String, consume: (Int32, ToolWatchdog) -> Void) throws -> String? {
        let child = try MediaTools.start(executable, arguments, doing: "decoding '\(path)'")
        consume(child.output.fileHandleForReading.fileDescriptor, child.watchdog)
        // Whatever is left (a frame beyond the ones counted) is drained so ffmpeg can end.
        _ = child.output.fileHandleForReading.readDataToEndOfFile()
        let errorText = child.errors.text()
        child.process.waitUntilExit()
        try child.checkProgress()
        guard child.process.terminationReason == .exit, child.process.terminationStatus == 0 else {
            let outcome = MediaTools.Outcome(status: child.process.terminationStatus, output: Data(), errorText: errorText)
            return "(\(child.ending))" + (outcome.reason.map { ": \($0)" } ?? "")
        }
        return nil
    }
}
