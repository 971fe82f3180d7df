import LabTraces

/// The timeline's loop range: an in point and an out point, frames of the timeline (k / fps s of the
/// scene's time). Either may be left open: the range then starts at the first frame or ends at the
/// last. A point set past the other one drops it, as an editor's in and out points do.
///
///     frames  0 ──────── in ═══════════ out ──────── last
///                        └── plays from out back to in ──┘
public struct LoopRange: Equatable {
    public private(set) var inFrame: Int?
    public private(set) var outFrame: Int?

    public init() {}

    /// True when neither point is set.
    public var isEmpty: Bool { inFrame == nil && outFrame == nil }

    /// Sets the in point at `frame` (within 0 … `last`); an out point before it is dropped.
    public mutating func setIn(_ frame: Int, last: Int) {
        let frame = min(max(0, frame), max(0, last))
        inFrame = frame
        if let outFrame, outFrame < frame { self.outFrame = nil }
    }

    /// Sets the out point at `frame` (within 0 … `last`); an in point after it is dropped.
    public mutating func setOut(_ frame: Int, last: Int) {
        let frame = min(max(0, frame), max(0, last))
        outFrame = frame
        if let inFrame, inFrame > frame { self.inFrame = nil }
    }

    public mutating func clear() {
        inFrame = nil
        outFrame = nil
    }

    /// The frames it covers on a timeline whose last frame is `last`; nil when no point is set.
    public func frames(last: Int) -> ClosedRange<Int>? {
        guard !isEmpty else { return nil }
        let last = max(0, last)
        let lower = min(inFrame ?? 0, last)
        return lower...min(max(outFrame ?? last, lower), last)
    }

    /// The frame a loop over `frames` of a timeline of `fps` frames a second shows `elapsed` seconds
    /// after it began at frame `start`: on one frame per 1 / fps s of scene time, and from the out
    /// point back to the in point. A start outside the range begins at its in point.
    public static func frame(after elapsed: Double, from start: Int, in frames: ClosedRange<Int>, fps: Double) -> Int {
        let count = frames.count
        let first = frames.contains(start) ? start - frames.lowerBound : 0
        let steps = FrameTime.lastFrame(atOrBefore: elapsed, fps: fps)
        return frames.lowerBound + (first + steps % count) % count
    }
}
