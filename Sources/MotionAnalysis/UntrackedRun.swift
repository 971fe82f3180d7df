/// Consecutive frames left untracked for the same reason (frame indices of the measured frames).
public struct UntrackedRun: Sendable, Equatable {
    public var frames: ClosedRange<Int>
    public var loss: TrackingLoss

    public init(frames: ClosedRange<Int>, loss: TrackingLoss) {
        self.frames = frames
        self.loss = loss
    }

    /// The runs of untracked frames in `tracked`, in order.
    public static func runs(in tracked: [TrackedFrame]) -> [UntrackedRun] {
        var runs: [UntrackedRun] = []
        for (k, frame) in tracked.enumerated() {
            guard let loss = frame.loss else { continue }
            if let last = runs.last, last.loss == loss, last.frames.upperBound == k - 1 {
                runs[runs.count - 1].frames = last.frames.lowerBound...k
            } else {
                runs.append(UntrackedRun(frames: k...k, loss: loss))
            }
        }
        return runs
    }
}
