import Foundation
import LabBasics

/// The containers `replay --video FILE` writes, chosen by the file's extension, and how ffmpeg makes
/// each from raw frames: H.264 MP4 and VP9 WebM in yuv420p (even sizes: an odd width or height gets
/// one black column or row), and GIF through a palette made for each frame.
public enum VideoFormat: String, CaseIterable, Sendable {
    case mp4, gif, webm

    /// GIF frame delays are whole hundredths of a second, and browsers slow delays under 2/100 s down
    /// to 10/100 s: a GIF plays 100 / n frames per second for a whole n of at least this.
    static let gifMinimumDelay = 2
    /// A GIF's frames per second when `--fps` is not given (a delay of 2/100 s).
    public static let gifDefaultFrameRate = 50.0
    /// H.264's constant rate factor: 18 looks like the frames (0 lossless … 51).
    static let h264Quality = 18
    /// VP9's constant quality (0 best … 63), with `-b:v 0`: about the size of the MP4.
    static let vp9Quality = 32
    /// libvpx's speed in its realtime mode (`-cpu-used`, 0 … 8): the fastest, so a replay is not held up.
    static let vp9Speed = 8

    /// The format of `path`'s extension (case-insensitive); another one is a usage error naming the allowed ones.
    public init(path: String) throws {
        let suffix = (path as NSString).pathExtension.lowercased()
        guard let format = VideoFormat(rawValue: suffix) else {
            let allowed = VideoFormat.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")
            throw AppError.usage("--video '\(path)': the file must end in \(allowed)")
        }
        self = format
    }

    /// The frame rates an MP4 or a WebM plays at, frames per second: at least one (ffmpeg's H.264
    /// encoder fails at 1e-5 and the WebM muxer's millisecond clock garbles rates under 0.5), at most
    /// the replay's fastest.
    public static let frameRates = 1.0...Limits.frameRate

    /// Why `fps` cannot be this format's frame rate, or nil: checked before the replay, for every format.
    public func frameRateProblem(_ fps: Double) -> String? {
        switch self {
        case .gif:
            guard VideoFormat.gifDelay(fps) == nil else { return nil }
            return "a GIF plays 100 / n frames per second (n a whole number from \(VideoFormat.gifMinimumDelay)): "
                + "--fps must be 50, 33.3333, 25, 20, ..."
        case .mp4, .webm:
            guard !VideoFormat.frameRates.contains(fps) else { return nil }
            return "an \(self == .mp4 ? "MP4" : "WebM") plays \(Int(VideoFormat.frameRates.lowerBound)) to "
                + "\(Int(VideoFormat.frameRates.upperBound)) frames per second: --fps must be in that range"
        }
    }

    /// The frame delay in hundredths of a second that gives `fps`, when it is a whole number of at least 2.
    static func gifDelay(_ fps: Double) -> Int? {
        let delay = 100 / fps
        let whole = delay.rounded()
        guard abs(delay - whole) < 1e-3, whole >= Double(gifMinimumDelay), whole <= 65535 else { return nil }
        return Int(whole)
    }

    /// `fps` as ffmpeg reads a frame rate: `100/n` for a GIF's delays, else the number.
    func frameRateArgument(_ fps: Double) -> String {
        if self == .gif, let delay = VideoFormat.gifDelay(fps) { return "100/\(delay)" }
        return fps == fps.rounded() && fps < 1e6 ? String(Int(fps)) : String(fps)
    }

    /// ffmpeg's arguments after the input: filters, codec and container.
    var encodingArguments: [String] {
        let evenSize = "pad=ceil(iw/2)*2:ceil(ih/2)*2"
        switch self {
        case .mp4:
            return ["-vf", evenSize, "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", String(VideoFormat.h264Quality),
                    "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            return ["-vf", evenSize, "-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-crf", String(VideoFormat.vp9Quality),
                    "-b:v", "0", "-deadline", "realtime", "-cpu-used", String(VideoFormat.vp9Speed), "-row-mt", "1", "-f", "webm"]
        case .gif:
            return ["-vf", "split[a][b];[a]palettegen=stats_mode=single[p];[b][p]paletteuse=new=1", "-loop", "0", "-f", "gif"]
        }
    }
}
