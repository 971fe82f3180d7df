import Foundation
import Playback
import Rendering

/// A recording's frames decoded by ffmpeg at a chosen size as `bgra` pixels (the bytes of a
/// `PixelBuffer`), read one at a time into one buffer: the kept frames of the measured range, in order.
public final class RecordingFrameReader {
    public let buffer: PixelBuffer
    private let child: MediaTools.Child
    private let info: RecordingInfo
    private let selection: Range<Int>
    private var decoded = 0
    private var kept = 0
    private var isFinished = false

    /// Starts ffmpeg on the recording, scaling every frame to `width` × `height` pixels.
    public init(info: RecordingInfo, tools: MediaTools, width: Int, height: Int, selection: Range<Int>) throws {
        self.info = info
        self.selection = selection
        buffer = PixelBuffer(width: width, height: height)
        child = try MediaTools.start(tools.ffmpeg, [
            "-nostdin", "-v", "error", "-max_pixels", String(RecordingProbe.pixelLimit), "-i", ToolPath.url(info.path), "-map", "0:V:0", "-an", "-sn",
            "-dn", tools.passThroughOption, "passthrough", "-vf", "scale=w=\(width):h=\(height):flags=area,format=bgra",
            "-f", "rawvideo", "pipe:1",
        ], doing: "decoding '\(info.path)'")
    }

    deinit {
        if !isFinished { finish() }
    }

    /// The next frame of the range (its index among the measured frames) in `buffer`, or nil after the
    /// last; the watchdog's error when ffmpeg was stopped for making no progress.
    public func next() throws -> Int? {
        let bytes = buffer.width * buffer.height * 4
        let descriptor = child.output.fileHandleForReading.fileDescriptor
        // Only the wait for a frame counts: ffmpeg is blocked on a full pipe while the caller is busy.
        child.watchdog.progressed()
        while decoded < info.keeps.count {
            let keepIndex = info.keeps[decoded] ? kept : -1
            guard MediaTools.readFully(descriptor, UnsafeMutableRawPointer(buffer.pixels.baseAddress!), bytes) else {
                if child.watchdog.hasStopped { throw child.watchdog.failure(tool: "ffmpeg") }
                return nil
            }
            child.watchdog.progressed()
            decoded += 1
            if keepIndex >= 0 { kept += 1 }
            if keepIndex >= selection.upperBound { return nil }
            if keepIndex >= selection.lowerBound { return keepIndex - selection.lowerBound }
        }
        return nil
    }

    /// Stops ffmpeg (the frames after the range are not needed).
    public func finish() {
        isFinished = true
        if child.process.isRunning { child.process.terminate() }
        try? child.output.fileHandleForReading.close()
        child.process.waitUntilExit()
        child.watchdog.end()
        _ = child.errors.text()
    }
}
