import Foundation
import LabBasics
import Rendering

/// `replay --video FILE`: frames piped raw (`bgra`, the buffer's own bytes) into a real `ffmpeg`
/// process that encodes them into a file in a private temporary folder. Only when ffmpeg has
/// succeeded (exit status 0, no write error in its log, and ffprobe finding every frame in a video
/// stream: `VideoProbe`) is FILE opened in place and the video copied into it, so a failure leaves
/// whatever FILE was untouched, and a symlink, device or FIFO stays what it is (README "Files and
/// errors"). A signal that ends the command meanwhile stops ffmpeg and removes the folder first
/// (`VideoCleanup`).
public final class VideoEncoder {
    /// How ffmpeg is looked for on the PATH, and what to do when it is not there.
    public static let executableName = "ffmpeg"
    static let installCommands = "'sudo apt-get install ffmpeg' (or 'brew install ffmpeg')"
    public static let installAdvice = "install it with \(installCommands)"
    /// Bytes copied at a time from the encoded file into the output.
    static let copyChunk = 1 << 20

    public let path: String
    public let width: Int
    public let height: Int
    private let process = Process()
    private let input: OutputFile
    private let folder: String
    private let encodedPath: String
    /// ffmpeg's standard output and error, read into memory as it writes them: a log file in the
    /// temporary folder would be lost with the reason when that folder's file system is full.
    private var log: PipeDrain?
    private let ffprobe: String
    private var watchdog: ToolWatchdog?
    private var isStarted = false
    private var isFinished = false
    /// Frames sent to ffmpeg so far.
    private var frameCount = 0

    /// Starts ffmpeg for frames of `width` × `height` pixels played at `fps`, to be written to `path`, at `speed`.
    public init(path: String, format: VideoFormat, width: Int, height: Int, fps: Double, speed: VideoSpeed = .quality) throws {
        guard let executable = VideoEncoder.findExecutable() else {
            throw AppError.runtime("--video needs ffmpeg, which is not on the PATH: \(VideoEncoder.installAdvice)")
        }
        guard let ffprobe = VideoEncoder.findExecutable(VideoProbe.executableName) else {
            throw AppError.runtime("--video needs ffprobe (it comes with ffmpeg) to check the video, and it is not on the PATH: "
                                   + VideoEncoder.installAdvice)
        }
        self.ffprobe = ffprobe
        self.path = path
        self.width = width
        self.height = height
        folder = try VideoEncoder.makeTemporaryFolder()
        encodedPath = (folder as NSString).appendingPathComponent("video.\(format.rawValue)")
        let logPipe = Pipe()
        var ends: [Int32] = [-1, -1]
        // Both ends close on exec: ffmpeg gets only its standard input, so it sees the end of the frames.
        guard pipe(&ends) == 0, fcntl(ends[0], F_SETFD, FD_CLOEXEC) == 0, fcntl(ends[1], F_SETFD, FD_CLOEXEC) == 0 else {
            let reason = String(cString: strerror(errno))
            for end in ends where end >= 0 { _ = close(end) }
            try? FileManager.default.removeItem(atPath: folder)
            throw AppError.runtime("cannot start ffmpeg: \(reason)")
        }
        input = OutputFile(descriptor: ends[1], name: "ffmpeg", closes: true)
        let readEnd = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-nostdin", "-hide_banner", "-loglevel", "error",
                             "-f", "rawvideo", "-pixel_format", "bgra", "-video_size", "\(width)x\(height)",
                             "-framerate", format.frameRateArgument(fps), "-i", "pipe:0", "-an"]
            + speed.arguments(format) + ["-y", ToolPath.url(encodedPath)]
        process.standardInput = readEnd
        process.standardOutput = logPipe
        process.standardError = logPipe
        do {
            try process.run()
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw AppError.runtime("cannot start ffmpeg (\(executable)): \(error.localizedDescription)")
        }
        isStarted = true
        speed.lowerPriority(of: process.processIdentifier)
        // What ffmpeg writes (its video, its log) is progress too: the end of an encode writes only those.
        let encoded = encodedPath
        let watchdog = ToolWatchdog(process: process, doing: "encoding '\(path)'") { VideoEncoder.fileSize(encoded) }
        self.watchdog = watchdog
        log = PipeDrain(logPipe, watchdog: watchdog)
        VideoCleanup.begin(child: process.processIdentifier, video: encodedPath, folder: folder)
        try? readEnd.close()
    }

    deinit {
        guard !isFinished else { return }
        try? input.close()
        if isStarted {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: folder)
        VideoCleanup.end()
    }

    /// Sends one frame; it must have the video's size.
    public func append(_ buffer: PixelBuffer) throws {
        guard buffer.width == width, buffer.height == height else {
            throw AppError.runtime("cannot write '\(path)': a frame of \(buffer.width)x\(buffer.height) pixels in a "
                                   + "\(width)x\(height) video")
        }
        do {
            // Only the wait for ffmpeg counts: it is idle while the frame is drawn.
            watchdog?.progressed()
            try input.write(UnsafeRawBufferPointer(buffer.pixels))
            watchdog?.progressed()
            frameCount += 1
        } catch {
            throw failure(otherwise: error)   // ffmpeg went away: its reason is better than a broken pipe
        }
    }

    /// Ends the input, waits for ffmpeg, checks its log and the video, and copies the video into
    /// `path` (opened in place).
    public func finish() throws {
        defer {
            isFinished = true
            try? FileManager.default.removeItem(atPath: folder)
            VideoCleanup.end()
        }
        watchdog?.progressed()
        try input.close()
        process.waitUntilExit()
        watchdog?.end()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { throw failure(otherwise: nil) }
        let log = self.log?.text() ?? ""
        if let line = VideoProbe.writeError(in: log) {
            throw AppError.runtime("ffmpeg could not write '\(path)' (exit status 0, but its log says): \(line)")
        }
        if let problem = try VideoProbe.problem(video: encodedPath, frames: frameCount, ffprobe: ffprobe) {
            throw AppError.runtime("ffmpeg could not write '\(path)': \(problem)")
        }
        try copyEncodedVideo()
    }

    /// Copies the checked video into `path`; a copy that fails part-way leaves no partial video there:
    /// a file it made is removed, a file it truncated is left empty.
    private func copyEncodedVideo() throws {
        guard let source = FileHandle(forReadingAtPath: encodedPath) else {
            throw AppError.runtime("cannot write '\(path)': ffmpeg wrote no video")
        }
        defer { try? source.close() }
        let existed = FileIdentity(path: path) != nil
        let output = try OutputFile(path: path)
        do {
            while true {
                let chunk: Data
                do {
                    chunk = try source.read(upToCount: VideoEncoder.copyChunk) ?? Data()
                } catch {
                    throw AppError.runtime("cannot write '\(path)': reading ffmpeg's video failed: \(error.localizedDescription)")
                }
                if chunk.isEmpty { break }
                try chunk.withUnsafeBytes { try output.write($0) }
            }
            try output.close()
        } catch {
            if existed { output.discard() } else { _ = unlink(path) }
            throw error
        }
    }

    /// ffmpeg's failure with the last line it wrote, once it has ended; `error` when it has not failed.
    private func failure(otherwise error: Error?) -> Error {
        try? input.close()
        process.waitUntilExit()
        watchdog?.end()
        if let watchdog, watchdog.hasStopped { return watchdog.failure(tool: "ffmpeg") }
        let ended = process.terminationReason == .exit ? "exit status \(process.terminationStatus)"
            : "signal \(process.terminationStatus)"
        if let error, process.terminationReason == .exit, process.terminationStatus == 0 { return error }
        let log = self.log?.text() ?? ""
        let last = log.split(whereSeparator: \.isNewline).last { !$0.allSatisfy(\.isWhitespace) }
        return AppError.runtime("ffmpeg could not write '\(path)' (\(ended))" + (last.map { ": \($0)" } ?? ""))
    }

    /// The size of the file at `path` in bytes, 0 when there is none.
    private static func fileSize(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : 0
    }

    /// The first executable `name` (ffmpeg) in the PATH's folders.
    public static func findExecutable(_ executableName: String = VideoEncoder.executableName) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for folder in folders where !folder.isEmpty {
            let candidate = (String(folder) as NSString).appendingPathComponent(executableName)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }

    /// A new folder only this process uses, in the system's temporary folder (`TMPDIR`).
    private static func makeTemporaryFolder() throws -> String {
        var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("scroll-lab-video-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else {
            throw AppError.runtime("cannot make a temporary folder for the video in '\(NSTemporaryDirectory())': "
                                   + String(cString: strerror(errno)))
        }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
