#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LabBasics

/// ffprobe and ffmpeg, found on the PATH, and a way to run them to the end: standard input empty,
/// standard output collected, standard error read at the same time (so neither pipe can fill and
/// block), exit status checked by the caller.
public struct MediaTools {
    public let ffprobe: String
    public let ffmpeg: String
    /// ffmpeg's option that keeps every decoded frame with its own time: `-fps_mode` from 5.1 on,
    /// `-vsync` before (without it ffmpeg duplicates frames to a constant rate).
    public let passThroughOption: String

    /// Both tools, or a runtime error saying how to install them.
    public init(purpose: String) throws {
        guard let ffprobe = VideoEncoder.findExecutable(VideoProbe.executableName), let ffmpeg = VideoEncoder.findExecutable()
        else {
            throw AppError.runtime("\(purpose) needs ffprobe and ffmpeg, which are not on the PATH: install them with "
                                   + VideoEncoder.installCommands)
        }
        self.ffprobe = ffprobe
        self.ffmpeg = ffmpeg
        let version = (try? MediaTools.run(ffmpeg, ["-hide_banner", "-version"], doing: "telling its version").output).map { String(decoding: $0, as: UTF8.self) } ?? ""
        passThroughOption = MediaTools.supportsFrameRateMode(versionLine: version) ? "-fps_mode" : "-vsync"
    }

    /// Whether `ffmpeg -version`'s first line names 5.1 or later (or a version it cannot read, such as a git build).
    static func supportsFrameRateMode(versionLine: String) -> Bool {
        guard let range = versionLine.range(of: "ffmpeg version ") else { return true }
        var text = versionLine[range.upperBound...].prefix { !$0.isWhitespace }
        if text.hasPrefix("n") { text = text.dropFirst() }
        let parts = text.split(separator: ".").map { Int($0.prefix { $0.isNumber }) }
        guard parts.count >= 2, let major = parts[0], let minor = parts[1] else { return true }
        return major > 5 || (major == 5 && minor >= 1)
    }

    public struct Outcome {
        public let status: Int32
        public let output: Data
        public let errorText: String

        public init(status: Int32, output: Data, errorText: String) {
            self.status = status
            self.output = output
            self.errorText = errorText
        }

        /// The last line of standard error that says something, without the tool's "path: " or "[module] " prefix.
        public var reason: String? {
            guard let last = errorText.split(whereSeparator: \.isNewline).last(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
            var text = Substring(last)
            if let bracket = text.range(of: "] ", options: .backwards) { text = text[bracket.upperBound...] }
            if let colon = text.range(of: ": ", options: .backwards) { text = text[colon.upperBound...] }
            return text.trimmingCharacters(in: .whitespaces)
        }
    }

    /// Runs `executable` with `arguments` to its end; one that makes no progress for
    /// `ToolWatchdog.stallSeconds` is stopped, a runtime error saying it was `doing` that.
    public static func run(_ executable: String, _ arguments: [String], doing: String) throws -> Outcome {
        let child = try start(executable, arguments, doing: doing)
        var data = Data()
        let descriptor = child.output.fileHandleForReading.fileDescriptor
        var chunk = [UInt8](repeating: 0, count: PipeDrain.chunk)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { break }
            child.watchdog.progressed()
            data.append(contentsOf: chunk[0..<got])
        }
        let errorText = child.errors.text()
        child.process.waitUntilExit()
        try child.checkProgress()
        let status = child.process.terminationReason == .exit ? child.process.terminationStatus : 128 + child.process.terminationStatus
        return Outcome(status: status, output: data, errorText: errorText)
    }

    /// A running child: its standard output to read, its standard error drained meanwhile, and the
    /// watchdog that stops it when it makes no progress (`progressed()` on every frame read).
    public struct Child {
        public let process: Process
        public let output: Pipe
        public let errors: PipeDrain
        public let watchdog: ToolWatchdog

        /// "exit status N" or "signal N", once it has ended.
        public var ending: String {
            process.terminationReason == .exit ? "exit status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
        }

        /// Once it has ended: the watchdog's error when it was stopped for making no progress.
        public func checkProgress() throws {
            watchdog.end()
            if watchdog.hasStopped {
                throw watchdog.failure(tool: (process.executableURL?.lastPathComponent) ?? "a tool")
            }
        }
    }

    /// Starts `executable` with `arguments`, standard input empty, watched while it is `doing` something.
    public static func start(_ executable: String, _ arguments: [String], doing: String) throws -> Child {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw AppError.runtime("cannot start \((executable as NSString).lastPathComponent) (\(executable)): \(error.localizedDescription)")
        }
        let watchdog = ToolWatchdog(process: process, doing: doing)
        return Child(process: process, output: output, errors: PipeDrain(errors, watchdog: watchdog), watchdog: watchdog)
    }

    /// Reads exactly `count` bytes from `descriptor`; false at the end of the stream (a short last piece counts as none).
    public static func readFully(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Bool {
        var done = 0
        while done < count {
            #if canImport(Glibc)
            let got = Glibc.read(descriptor, buffer + done, count - done)
            #else
            let got = Darwin.read(descriptor, buffer + done, count - done)
            #endif
            if got < 0, errno == EINTR { continue }
            if got <= 0 { return false }
            done += got
        }
        return true
    }
}

/// Reads a child's pipe to its end on another thread while the caller reads the other one.
public final class PipeDrain: @unchecked Sendable {
    /// Bytes read at a time.
    static let chunk = 1 << 16
    private var data = Data()
    private let group = DispatchGroup()

    /// Drains `pipe`; every piece read is progress for `watchdog`.
    public init(_ pipe: Pipe, watchdog: ToolWatchdog? = nil) {
        group.enter()
        let handle = pipe.fileHandleForReading
        DispatchQueue.global().async { [self] in
            while true {
                let piece = handle.availableData
                if piece.isEmpty { break }
                watchdog?.progressed()
                data.append(piece)
            }
            group.leave()
        }
    }

    /// Everything the pipe gave, once it has ended.
    public func text() -> String {
        group.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
