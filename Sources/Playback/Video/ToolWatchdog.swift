#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LabBasics

/// Stops a child tool (ffmpeg, ffprobe) that makes no progress for `stallSeconds`: no frame read from
/// it or sent to it, no byte of output, no growth of the files it writes. A tool that hangs (a stand-in
/// that never reads its input, a stalled network mount) would otherwise make the command wait forever;
/// stopped, its caller reports `failure(tool:)` and exit 1.
public final class ToolWatchdog: @unchecked Sendable {
    /// How long a tool may make no progress, seconds: far longer than ffmpeg takes for one frame of the
    /// largest allowed size (64 Mpx), short enough that a hang is noticed.
    static let defaultStallSeconds = 30.0
    /// The environment variable that sets the bound instead, in seconds (the tests use 1).
    static let stallVariable = "SCROLLLAB_TOOL_STALL_SECONDS"
    /// The bounds the variable may set, seconds: from 0.1 (the timer checks a few times within it) to a
    /// day (its interval stays representable).
    static let shortestStallSeconds = 0.1
    static let longestStallSeconds = 86_400.0
    /// How often progress is looked at, as a fraction of the bound.
    static let checksPerBound = 4.0

    /// The bound in effect: `SCROLLLAB_TOOL_STALL_SECONDS` when it is a number above 0, held to 0.1 s
    /// to a day; else 30 s.
    static var stallSeconds: Double {
        let text = ProcessInfo.processInfo.environment[stallVariable] ?? ""
        guard let value = Double(text), value.isFinite, value > 0 else { return defaultStallSeconds }
        return min(max(value, shortestStallSeconds), longestStallSeconds)
    }

    private let process: Process
    private let doing: String
    private let bound: Double
    private let watched: () -> Int
    private let lock = NSLock()
    private var lastProgress = DispatchTime.now().uptimeNanoseconds
    private var lastWatched: Int
    private var stopped = false
    private let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())

    /// Watches `process`, which is `doing` something ("reading 'rec.mp4'"); `watched` (a file size)
    /// counts as progress whenever it changes.
    public init(process: Process, doing: String, watched: @escaping () -> Int = { 0 }) {
        self.process = process
        self.doing = doing
        self.watched = watched
        bound = ToolWatchdog.stallSeconds
        lastWatched = watched()
        let interval = bound / ToolWatchdog.checksPerBound
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in self?.check() }
        timer.resume()
    }

    deinit { timer.cancel() }

    /// The tool did something (a frame read or sent, bytes of output).
    public func progressed() {
        lock.lock()
        lastProgress = DispatchTime.now().uptimeNanoseconds
        lock.unlock()
    }

    /// Stops watching (the tool has ended).
    public func end() { timer.cancel() }

    /// Whether the tool was stopped for making no progress.
    public var hasStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    /// The runtime error for a stopped `tool`: "ffprobe made no progress for 30 s while reading 'rec.mp4': stopped".
    public func failure(tool: String) -> AppError {
        AppError.runtime("\(tool) made no progress for \(ReadableNumber.text(bound)) s while \(doing): stopped")
    }

    private func check() {
        let size = watched()
        lock.lock()
        let now = DispatchTime.now().uptimeNanoseconds
        if size != lastWatched {
            lastWatched = size
            lastProgress = now
        }
        let idle = Double(now - lastProgress) / 1e9
        let stalls = !stopped && idle >= bound
        if stalls { stopped = true }
        lock.unlock()
        guard stalls else { return }
        timer.cancel()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
