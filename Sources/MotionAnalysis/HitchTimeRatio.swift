/// Apple's measure of smoothness: the milliseconds frames were late, summed, per second of motion
/// (MetricKit's `scrollHitchTimeRatio`, iOS 14; Xcode Organizer; WWDC20 "Eliminate animation hitches with
/// XCTest"; "Explore UI animation hitches and the render loop"). A display shows a frame only at a
/// refresh, so a frame that comes n refreshes after the one before is n − 1 refreshes late: an interval
/// is rounded to whole refreshes (our presents are not stamped at the refresh). A recording's frames
/// are its refreshes: one that repeats the one before while the content moves is one refresh late (a
/// GIF's delays are not draw times, so they are never read as intervals).
public struct HitchTimeRatio: Equatable, Sendable {
    /// Apple's bands, ms per s: good under 5, a warning from 5 to 10, critical above 10 (WWDC20).
    public static let warningRatio = 5.0
    public static let criticalRatio = 10.0

    /// Apple's three bands.
    public enum Band: String, Sendable {
        case good, warning, critical
    }

    /// Seconds frames were late, summed.
    public private(set) var hitchTime = 0.0
    /// Seconds of motion the frames covered.
    public private(set) var duration = 0.0

    public init() {}

    /// The ratio of frames presented at `presentTimes` (seconds, in order, all while in motion) on a
    /// display refreshing every `refreshInterval` seconds.
    public init(presentTimes: [Double], refreshInterval: Double) {
        for (earlier, later) in zip(presentTimes, presentTimes.dropFirst()) {
            add(interval: later - earlier, refreshInterval: refreshInterval)
        }
    }

    /// The ratio of a recording's frames in motion, one every `frameInterval` seconds: true where a frame
    /// repeats the one before.
    public init(repeats: [Bool], frameInterval: Double) {
        for isRepeat in repeats { addRecorded(isRepeat: isRepeat, frameInterval: frameInterval) }
    }

    /// Adds a presented frame that came `interval` seconds after the one before, in motion.
    public mutating func add(interval: Double, refreshInterval: Double) {
        guard interval > 0, refreshInterval > 0 else { return }
        let late = max(0, (interval / refreshInterval).rounded() - 1)
        duration += interval
        hitchTime += late * refreshInterval
    }

    /// Adds a recorded frame in motion, a repeat of the one before or not.
    public mutating func addRecorded(isRepeat: Bool, frameInterval: Double) {
        guard frameInterval > 0 else { return }
        duration += frameInterval
        if isRepeat { hitchTime += frameInterval }
    }

    /// Both spans of motion together.
    public mutating func add(_ other: HitchTimeRatio) {
        hitchTime += other.hitchTime
        duration += other.duration
    }

    /// Milliseconds late per second of motion; nil before any motion.
    public var millisecondsPerSecond: Double? {
        duration > 0 ? hitchTime * 1000 / duration : nil
    }

    /// The band of the ratio; nil before any motion.
    public var band: Band? {
        millisecondsPerSecond.map { Self.band(of: $0) }
    }

    /// The band of `ratio` ms/s.
    public static func band(of ratio: Double) -> Band {
        ratio < warningRatio ? .good : ratio <= criticalRatio ? .warning : .critical
    }

    /// "2.1 ms/s good", or "–" before any motion.
    public var summary: String {
        guard let ratio = millisecondsPerSecond, let band else { return "–" }
        return "\((ratio * 10).rounded() / 10) ms/s \(band.rawValue)"
    }
}

extension HitchTimeRatio {
    /// Longest run of repeated frames between two that move that still counts as hitches, frames (chosen:
    /// 100 ms at 60 Hz; a longer stand is a finger that stopped, not a late frame).
    public static let longestHitchRun = 6

    /// The ratio of a recording's frames from their offsets (points, nil where untracked), one frame every
    /// `frameInterval` seconds: a frame is in motion when it moved more than `stillDistance` from the one
    /// before, or when it repeats it (moved no more) in a run of at most `longestHitchRun` repeats between
    /// two frames that move; each such repeat is one frame late. Untracked frames count neither way.
    public init(offsets: [Double?], frameInterval: Double, stillDistance: Double) {
        self.init()
        var repeatRun = 0, movedBefore = false
        for k in offsets.indices.dropFirst() {
            guard let now = offsets[k], let before = offsets[k - 1] else {
                repeatRun = 0; movedBefore = false
                continue
            }
            if abs(now - before) > stillDistance {
                if movedBefore, repeatRun > 0, repeatRun <= Self.longestHitchRun {
                    for _ in 0..<repeatRun { addRecorded(isRepeat: true, frameInterval: frameInterval) }
                }
                addRecorded(isRepeat: false, frameInterval: frameInterval)
                movedBefore = true
                repeatRun = 0
            } else {
                repeatRun += 1
                if repeatRun > Self.longestHitchRun { movedBefore = false }
            }
        }
    }
}
