import Foundation
import Scenes
import TestKit

/// What a replay's state lines say happened, at the frames of a recording made from it: the offset
/// of every frame (from the first), where each motion began and each rest, as `measure` must find them.
///
/// - finger: the first frame that moves after a still one (the content follows the finger);
/// - deceleration, return, settle: the first frame in which the view decelerates, bounces, or animates
///   or springs to a rest after a drag (the phase after `dragging`, as each scene's physics names it);
/// - rest: the first frame of the stretch in which the content no longer moves until the next motion
///   (a view lands exactly on its rest; a finger that stops holds the content still).
struct MeasureTruth {
    struct Boundary {
        let kind: String
        let frame: Int
    }

    let offsets: [Double]
    let boundaries: [Boundary]
    /// Each rest after a motion: its time and offset (from the first frame).
    let rests: [(time: Double, offset: Double)]

    /// `states` (a replay's, at its own frame rate) taken at `times` (the recording's frames); `settles`:
    /// the scene's resting motion after a drag is a settle (a snap to a detent, which its phase calls
    /// decelerating).
    init(states: [ParsedState], at times: [Double], settles: Bool) throws {
        let stateTimes = states.map { $0.time! }
        let picked: [ParsedState] = times.map { time in
            let index = stateTimes.indices.min { abs(stateTimes[$0] - time) < abs(stateTimes[$1] - time) }!
            return states[index]
        }
        let first = picked[0].offsetY!
        let offsets = picked.map { $0.offsetY! - first }
        self.offsets = offsets
        let phases = picked.map { $0.string(CommonStateKeys.phase)! }
        let still = 1e-3
        let moved = offsets.indices.map { $0 > 0 && abs(offsets[$0] - offsets[$0 - 1]) > still }
        var boundaries: [Boundary] = [], rests: [(Double, Double)] = []
        for k in 1..<offsets.count {
            let released = ["decelerating", "bouncing", "animating"].contains(phases[k])
            if moved[k], k < 2 || !moved[k - 1], !released { boundaries.append(Boundary(kind: "finger", frame: k)) }
            if phases[k - 1] == "dragging" || phases[k - 1] == "tracking" {
                switch phases[k] {
                case "decelerating": boundaries.append(Boundary(kind: settles ? "settle" : "deceleration", frame: k))
                case "bouncing": boundaries.append(Boundary(kind: "return", frame: k))
                case "animating": boundaries.append(Boundary(kind: "settle", frame: k))
                default: break
                }
            }
            if phases[k - 1] == "decelerating", phases[k] == "bouncing" { boundaries.append(Boundary(kind: "return", frame: k)) }
            // A rest: the frame where the content arrives at an offset it keeps for at least two more
            // frames, until a finger moves it again or the recording ends.
            guard moved[k], k + 2 < offsets.count, !moved[k + 1], !moved[k + 2] else { continue }
            var end = k + 2
            while end + 1 < offsets.count, !moved[end + 1] { end += 1 }
            let next = end + 1 < offsets.count ? phases[end + 1] : "idle"
            guard !["decelerating", "bouncing", "animating"].contains(next) else { continue }
            boundaries.append(Boundary(kind: "rest", frame: k))
            rests.append((times[k], offsets[k]))
        }
        self.boundaries = boundaries
        self.rests = rests
    }
}
