#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How ffmpeg spends its time on a video: `replay --video`'s quality, or a quick encode where a person
/// waits beside a live window (V and B), on fewer threads and at a lower priority so that the window
/// keeps its refresh (README "Videos": the times of both).
public enum VideoSpeed: Sendable {
    /// x264's default preset at `VideoFormat.h264Quality`, every core.
    case quality
    /// x264 at `quickPreset` and `quickQuality`, `quickThreads` threads, `niceness` below the window.
    case quick

    /// x264's preset for a quick encode (chosen: measured in the README, several times the default's speed).
    static let quickPreset = "veryfast"
    /// H.264's constant rate factor for a quick encode (chosen: 20 still looks like the frames at @3).
    static let quickQuality = 20
    /// Threads ffmpeg encodes a quick video on (chosen: of two cores, the window keeps one).
    static let quickThreads = 2
    /// How much nicer than the window ffmpeg and the export's drawing run (`setpriority`, 0 … 19; chosen).
    public static let niceness: Int32 = 10

    /// The encoder arguments of `format` at this speed.
    func arguments(_ format: VideoFormat) -> [String] {
        var arguments = format.encodingArguments
        guard self == .quick, format == .mp4, let crf = arguments.firstIndex(of: "-crf") else { return arguments }
        arguments[crf + 1] = String(Self.quickQuality)
        return arguments + ["-preset", Self.quickPreset, "-threads", String(Self.quickThreads)]
    }

    /// Lowers the priority of process `pid` (ffmpeg) for a quick encode; nothing for quality.
    func lowerPriority(of pid: Int32) {
        guard self == .quick else { return }
        Self.setNiceness(of: id_t(pid))
    }

    /// Lowers the priority of the calling thread (Linux: a thread is its own scheduling entity, named by
    /// the id `/proc/thread-self` links to); nothing elsewhere.
    public static func lowerCurrentThread() {
        #if os(Linux)
        var link = [CChar](repeating: 0, count: 64)
        let length = readlink("/proc/thread-self", &link, link.count - 1)
        guard length > 0, let tid = String(decoding: link[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .split(separator: "/").last.flatMap({ id_t($0) }) else { return }
        setNiceness(of: tid)
        #endif
    }

    private static func setNiceness(of id: id_t) {
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id, niceness)
        #else
        _ = setpriority(PRIO_PROCESS, id, niceness)
        #endif
    }
}
