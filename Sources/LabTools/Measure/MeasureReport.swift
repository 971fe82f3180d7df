import Foundation
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

    /// Frames whose match had a low quality (their offsets are the best estimate there is).
    public var lowQualityFrames: Int { tracked.filter { $0.quality < TrackedFrame.lowQuality }.count }

    /// The segment a measured frame lies in (`MotionSegment.Kind`: rest, finger, coast...).
    public static let segment = StateKey.text("segment")
    /// The keys of a measured state line, after `replay --states`' own.
    public static let stateKeys = [CommonStateKeys.time, CommonStateKeys.frame, CommonStateKeys.offsetY, CommonStateKeys.velocityY,
                                   segment]

    /// One state line per frame, in `replay --states`' format: `t`, `frame`, `offsetY` (points since
    /// the first frame measured, positive as contentOffset.y grows), `velocityY`, `segment`.
    public func stateLines() -> [String] {
        motion.times.indices.map { k in
            var line = StateLine()
            line.add(CommonStateKeys.time, motion.times[k])
            line.add(CommonStateKeys.frame, firstFrame + k)
            line.add(CommonStateKeys.offsetY, motion.offsets[k])
            line.add(CommonStateKeys.velocityY, motion.velocities[k])
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

    /// The median frame interval's rate, frames per second.
    public var frameRate: Double {
        let times = motion.times
        guard times.count > 1 else { return 0 }
        let intervals = (1..<times.count).map { times[$0] - times[$0 - 1] }.sorted()
        return 1 / intervals[intervals.count / 2]
    }
}
