#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Signals

/// While a headless command makes a video, SIGTERM, SIGINT, SIGHUP and SIGQUIT first stop ffmpeg and
/// remove the video's private temporary folder (its two files, then the folder), then end the process
/// as the signal would have (SIGQUIT with exit code 131, as `QuitSignals` ends it quietly). Only signals
/// whose action is the default one (or, for SIGQUIT, that quiet end) are taken: a window's handlers
/// (SDL's quit, which lets the export finish) and signals the parent ignored stay as they are.
/// The handler makes only async-signal-safe calls, on paths copied before it is installed.
public enum VideoCleanup {
    /// The signals that end a headless command.
    static let signals = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]

    /// ffmpeg's process id, 0 when none.
    nonisolated(unsafe) private static var child: pid_t = 0
    /// The video and its folder, removed in that order (C strings made before the
    /// handler is installed: the handler reads them without allocating or counting references).
    nonisolated(unsafe) private static var video: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var folder: UnsafeMutablePointer<CChar>?
    /// The actions replaced, put back by `end()`.
    nonisolated(unsafe) private static var replaced: [Int32: sigaction] = [:]

    /// Takes the signals while ffmpeg (`pid`) writes `video` into `folder`; one video at a time.
    public static func begin(child pid: pid_t, video videoPath: String, folder path: String) {
        guard folder == nil, SignalAction.isDefault(SIGTERM) else { return }
        child = pid
        video = strdup(videoPath)
        folder = strdup(path)
        for signal in signals where SignalAction.isDefault(signal) || (signal == SIGQUIT && !SignalAction.isIgnored(signal)) {
            // Whichever comes first, the others wait: one cleanup.
            replaced[signal] = SignalAction.install(handle, for: signal, blocking: signals)
        }
    }

    /// Gives the signals back (the video is finished or abandoned; its folder is removed by the caller).
    public static func end() {
        for (signal, action) in replaced { SignalAction.restore(action, for: signal) }
        replaced.removeAll()
        for path in [video, folder] { free(path) }
        (video, folder) = (nil, nil)
        child = 0
    }

    /// Stops ffmpeg, removes its files and folder, and ends the process as `signal` ends it.
    private static let handle: @convention(c) (Int32) -> Void = { signal in
        if VideoCleanup.child > 0 {
            _ = kill(VideoCleanup.child, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(VideoCleanup.child, &status, 0)
        }
        if let video = VideoCleanup.video { _ = unlink(video) }
        if let folder = VideoCleanup.folder { _ = rmdir(folder) }
        if signal == SIGQUIT { _exit(128 + signal) }
        SignalAction.setDefault(signal)
        _ = raise(signal)   // delivered when the handler returns: the process ends by the signal
    }
}
