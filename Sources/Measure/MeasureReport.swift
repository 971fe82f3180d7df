import Foundation
import LabBasics
import MotionAnalysis
import Scenes

/// What `measure` found in a recording: how it was read (scale, region), every frame's offset, and the
/// motion's segments beside UIScrollView. The writers (state lines, table, JSON, plot, trace, video)
/// read it.
public struct MeasureReport {
    public let info: RecordingInfo
    public let scale: PixelScale
    /// The scrolling region in the displayed frame's pixels: x, y, width, height.
    public let region: (x: Int, y: Int, width: Int, height: Int)
    /// Whether the region came from `--region`.
    public let regionGiven: Bool
    /// The recording's index of the first frame measured (`--from`).
    public let firstFrame: Int
    public let tracked: [TrackedFrame]
    public let motion: MeasuredMotion
    /// The deceleration compared with, as given (`normal`, `fast`, a factor).
    public let rateName: String

    /// Frames whose offset is known.
    public var trackedFrames: Int { tracked.filter(\.isTracked).count }
    /// The runs of untracked frames with their reasons.
    public var untrackedRuns: [UntrackedRun] { UntrackedRun.runs(in: tracked) }
    /// Untracked frames per reason, most first.
    public var untrackedByReason: [(loss: TrackingLoss, frames: Int)] {
        TrackingLoss.allCases.map { loss in (loss, tracked.filter { $0.loss == loss }.count) }
            .filter { $0.frames > 0 }.sorted { $0.frames > $1.frames }
    }

    /// Whether every frame of the segments `entry` covers is tracked: only then is UIScrollView's verdict given.
    public func isTracked(_ entry: PhysicsComparison.Entry) -> Bool {
        let first = motion.segments[entry.segments.lowerBound].frames.lowerBound
        let last = motion.segments[entry.segments.upperBound].frames.upperBound
        return tracked[first...last].allSatisfy(\.isTracked)
    }

    /// Whether every frame of `segment` is tracked.
    public func isTracked(_ segment: MotionSegment) -> Bool { tracked[segment.frames].allSatisfy(\.isTracked) }

    /// Seconds from the first frame measured to the last.
    public var duration: Double { (motion.times.last ?? 0) - (motion.times.first ?? 0) }

    /// Whether every frame of the recording is measured (no `--from`/`--until` cut).
    public var isWholeRecording: Bool { firstFrame == 0 && motion.times.count == info.times.count }

    /// How long the whole recording lasts: its frames' span and the last frame's own duration (the
    /// container's, else a mean interval).
    public var recordingDuration: Double {
        let interval = motion.times.count > 1 ? duration / Double(motion.times.count - 1) : 0
        return duration + (info.lastFrameDuration ?? interval)
    }

    /// The segment a measured frame lies in (`MotionSegment.Kind`: rest, finger, coast...).
    public static let segment = StateKey.text("segment")
    /// The keys of a measured state line, after `replay --states`' own.
    /// Whether the frame's offset is known (`false`: `offsetY` and `velocityY` are null).
    public static let tracked = StateKey.boolean("tracked")
    /// A measured frame's offset and velocity, null when untracked.
    public static let offsetY = StateKey.number("offsetY", nullable: true)
    public static let velocityY = StateKey.number("velocityY", nullable: true)
    public static let stateKeys = [CommonStateKeys.time, CommonStateKeys.frame, offsetY, velocityY, tracked, segment]

    /// One state line per frame, in `replay --states`' format: `t`, `frame`, `offsetY` (points since
    /// the first frame measured, positive as contentOffset.y grows), `velocityY`, `tracked` (false:
    /// offset and velocity null), `segment`.
    public func stateLines() -> [String] {
        motion.times.indices.map { k in
            var line = StateLine()
            line.add(CommonStateKeys.time, motion.times[k])
            line.add(CommonStateKeys.frame, firstFrame + k)
            let known = tracked[k].isTracked
            line.add(Self.offsetY, known ? motion.offsets[k] : nil)
            line.add(Self.velocityY, known ? motion.velocities[k] : nil)
            line.add(Self.tracked, known)
            line.add(Self.segment, motion.segments[motion.segmentOfFrame[k]].kind.rawValue)
            return line.finished
        }
    }

    /// How the scale was decided, for people: `2 px/pt (780x1688 taken as a 390x844 pt iPhone 12, 13, 14, downscaled)`.
    public var scaleDescription: String {
        let value = ReadableNumber.text(scale.vertical)
        guard let screen = scale.screen else { return "\(value) px/pt (given)" }
        let advice = scale.source == .device ? "" : "; pass --scale if not"
        return "\(value) px/pt (\(info.width)x\(info.height) taken as a \(ReadableNumber.text(screen.width))x"
            + "\(ReadableNumber.text(screen.height)) pt screen, \(screen.devices); \(scale.source.rawValue)\(advice))"
    }

    /// The scale in a few words: `2 px/pt (390x844 pt)`.
    public var scaleDescriptionShort: String {
        let value = ReadableNumber.text(scale.vertical)
        guard let screen = scale.screen else { return "\(value) px/pt" }
        return "\(value) px/pt (\(ReadableNumber.text(screen.width))x\(ReadableNumber.text(screen.height)) pt)"
    }

    /// The mean frame rate, frames per second: the whole recording's frames over its duration, a
    /// window's intervals over its span (a GIF's 30/30/40 ms delays are a 30 fps mean, where the median
    /// interval would say 33.3).
    public var frameRate: Double {
        if isWholeRecording, recordingDuration > 0 { return Double(motion.times.count) / recordingDuration }
        guard motion.times.count > 1, duration > 0 else { return 0 }
        return Double(motion.times.count - 1) / duration
    }

    /// Apple's hitch time ratio of the recording (`HitchTimeRatio`): each frame one refresh at the mean
    /// frame rate, a frame repeating the one before while the content moves one refresh late; "still"
    /// is under half a recorded pixel.
    public var hitches: HitchTimeRatio {
        let offsets = motion.offsets.indices.map { tracked[$0].isTracked ? motion.offsets[$0] : nil }
        guard frameRate > 0 else { return HitchTimeRatio() }
        return HitchTimeRatio(offsets: offsets, frameInterval: 1 / frameRate, stillDistance: 0.5 / scale.vertical)
    }
}
