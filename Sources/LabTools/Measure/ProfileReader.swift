#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import MotionAnalysis
import Scenes

/// Decodes a recording once through ffmpeg into column-block profiles: ffmpeg's area scaling averages
/// each of `blocks` column blocks of every row group into one gray byte, so only `blocks × rows`
/// bytes per frame cross the pipe (27 KB for a phone at 2 rows per point). Every decoded frame comes
/// out once, at its own time (`-fps_mode passthrough`); the frames asked for are kept in one buffer.
enum ProfileReader {
    /// Column blocks per row: 16 (each a witness of its own; a scroll indicator or a touch circle
    /// covers one to three).
    static let blocks = 16
    /// Analysis rows per point at most: 2 (more detail than the offsets need costs only time).
    static let rowsPerPoint = 2.0

    /// The profiles of the kept frames whose indices (among kept frames) lie in `selection`, cropped to
    /// `crop` (x, y, width, height of the displayed frame) when given, at `rows` rows.
    static func read(_ info: RecordingInfo, tools: MediaTools, crop: (x: Int, y: Int, width: Int, height: Int)?, rows: Int,
                     selection: Range<Int>) throws -> FrameProfiles {
        var filters: [String] = []
        if let crop { filters.append("crop=\(crop.width):\(crop.height):\(crop.x):\(crop.y)") }
        filters.append("scale=w=\(blocks):h=\(rows):flags=area")
        filters.append("format=gray")
        let arguments = ["-nostdin", "-v", "error", "-max_pixels", String(RecordingProbe.pixelLimit), "-i", info.path,
                         "-map", "0:V:0", "-an", "-sn", "-dn", tools.passThroughOption, "passthrough",
                         "-vf", filters.joined(separator: ","), "-f", "rawvideo", "pipe:1"]
        let frameSize = blocks * rows
        var bytes = [UInt8](repeating: 0, count: selection.count * frameSize)
        var scratch = [UInt8](repeating: 0, count: frameSize)
        var decoded = 0, kept = 0
        let errorText = try stream(tools.ffmpeg, arguments, path: info.path) { descriptor in
            while true {
                let keepIndex = decoded < info.keeps.count && info.keeps[decoded] ? kept : -1
                let wanted = keepIndex >= 0 && selection.contains(keepIndex)
                let complete: Bool = wanted
                    ? bytes.withUnsafeMutableBytes { readFully(descriptor, $0.baseAddress! + (keepIndex - selection.lowerBound) * frameSize, frameSize) }
                    : scratch.withUnsafeMutableBytes { readFully(descriptor, $0.baseAddress!, frameSize) }
                guard complete else { return }
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

    /// Runs ffmpeg with `consume` reading its standard output; ffmpeg's last error line when it failed.
    private static func stream(_ executable: String, _ arguments: [String], path: String, consume: (Int32) -> Void) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw AppError.runtime("cannot start ffmpeg (\(executable)): \(error.localizedDescription)") }
        let drain = PipeDrain(errors)
        consume(output.fileHandleForReading.fileDescriptor)
        // Whatever is left (a frame beyond the ones counted) is drained so ffmpeg can end.
        _ = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = drain.text()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let outcome = MediaTools.Outcome(status: process.terminationStatus, output: Data(), errorText: errorText)
            let ended = process.terminationReason == .exit ? "exit status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
            return "(\(ended))" + (outcome.reason.map { ": \($0)" } ?? "")
        }
        return nil
    }

    /// Reads exactly `count` bytes; false at the end of the stream (a short last frame counts as none).
    private static func readFully(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Bool {
        var done = 0
        while done < count {
            let got = systemRead(descriptor, buffer + done, count - done)
            if got < 0, errno == EINTR { continue }
            if got <= 0 { return false }
            done += got
        }
        return true
    }
}

/// `read(2)` (the enum's own `read` hides the system's name inside it).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
    #else
    return Darwin.read(descriptor, buffer, count)
    #endif
}
