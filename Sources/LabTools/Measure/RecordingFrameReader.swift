#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Rendering
import Scenes

/// A recording's frames decoded by ffmpeg at a chosen size as `bgra` pixels (the bytes of a
/// `PixelBuffer`), read one at a time into one buffer: the kept frames of the measured range, in order.
final class RecordingFrameReader {
    let buffer: PixelBuffer
    private let process = Process()
    private let output = Pipe()
    private let errors: PipeDrain
    private let info: RecordingInfo
    private let selection: Range<Int>
    private var decoded = 0
    private var kept = 0
    private var isFinished = false

    /// Starts ffmpeg on the recording, scaling every frame to `width` × `height` pixels.
    init(info: RecordingInfo, tools: MediaTools, width: Int, height: Int, selection: Range<Int>) throws {
        self.info = info
        self.selection = selection
        buffer = PixelBuffer(width: width, height: height)
        process.executableURL = URL(fileURLWithPath: tools.ffmpeg)
        process.arguments = ["-nostdin", "-v", "error", "-max_pixels", String(RecordingProbe.pixelLimit), "-i", info.path,
                             "-map", "0:V:0", "-an", "-sn", "-dn", tools.passThroughOption, "passthrough",
                             "-vf", "scale=w=\(width):h=\(height):flags=area,format=bgra", "-f", "rawvideo", "pipe:1"]
        let errorPipe = Pipe()
        process.standardOutput = output
        process.standardError = errorPipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw AppError.runtime("cannot start ffmpeg (\(tools.ffmpeg)): \(error.localizedDescription)") }
        errors = PipeDrain(errorPipe)
    }

    deinit {
        guard !isFinished else { return }
        if process.isRunning { process.terminate() }
        try? output.fileHandleForReading.close()
        process.waitUntilExit()
    }

    /// The next frame of the range (its index among the measured frames) in `buffer`, or nil after the last.
    func next() -> Int? {
        let bytes = buffer.width * buffer.height * 4
        let descriptor = output.fileHandleForReading.fileDescriptor
        while decoded < info.keeps.count {
            let keepIndex = info.keeps[decoded] ? kept : -1
            guard read(descriptor, UnsafeMutableRawPointer(buffer.pixels.baseAddress!), bytes) else { return nil }
            decoded += 1
            if keepIndex >= 0 { kept += 1 }
            if keepIndex >= selection.upperBound { return nil }
            if keepIndex >= selection.lowerBound { return keepIndex - selection.lowerBound }
        }
        return nil
    }

    /// Stops ffmpeg (the frames after the range are not needed).
    func finish() {
        isFinished = true
        if process.isRunning { process.terminate() }
        try? output.fileHandleForReading.close()
        process.waitUntilExit()
        _ = errors.text()
    }

    private func read(_ descriptor: Int32, _ target: UnsafeMutableRawPointer, _ count: Int) -> Bool {
        var done = 0
        while done < count {
            #if canImport(Glibc)
            let got = Glibc.read(descriptor, target + done, count - done)
            #else
            let got = Darwin.read(descriptor, target + done, count - done)
            #endif
            if got < 0, errno == EINTR { continue }
            if got <= 0 { return false }
            done += got
        }
        return true
    }
}
