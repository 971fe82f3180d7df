import Graphics
import LabBasics
import Scenes
import ScrollUI
import LabTraces

/// What the window plays of a trace (`run --replay`): its header's `from=` and `until=` honoured as
/// `replay` honours them when the header's scene applies (no `--scene`). The scene's clock starts
/// `lead` seconds (`from=`) before the window opens, so the input before `from=` is played at once,
/// unseen, and the first frame shown is the scene at `from=`; the input after `until=` is left out
/// (a press held there is cancelled, as when the window loses focus), and the window is the user's
/// from there on, as at a trace's end.
///
///     trace time  0 ─── played at once ─── from ═══ real time ═══ until ┄┄ left out ┄┄ end
///     window            (before it opens)  opens                  the user's
public struct WindowPlayback: Equatable {
    /// The input played, in order: the trace's up to `until=` (all of it without).
    public let events: [Input]
    /// Seconds of trace time already played when the window shows its first frame: `from=` (0 without).
    public let lead: Double

    /// `events` of a trace with `header`; `headerApplies` is false when `--scene` drops the header,
    /// whose range then does not apply either. A `from=` after the trace's end (`until=`, else its
    /// last event) is a usage error: nothing of it would be seen.
    public init(events: [Input], header: TraceHeader?, headerApplies: Bool) throws {
        let from = headerApplies ? header?.from : nil, until = headerApplies ? header?.until : nil
        let end = until ?? events.last?.time ?? 0
        if let from, from > end {
            throw AppError.usage("the trace header's from=\(StateLine.format(from)) is after the trace's end "
                                 + "(\(StateLine.format(end)) s): the window would show none of it")
        }
        self.events = until.map { WindowPlayback.events(events, endingAt: $0) } ?? events
        lead = from ?? 0
    }

    /// `events` up to `until`; a press (or a touchpad's fingers) still held there is cancelled there, so
    /// the user's window is not left under the trace's finger.
    public static func events(_ events: [Input], endingAt until: Double) -> [Input] {
        var kept = events.filter { FrameTime.isDue($0.time, by: until) }
        var pressed: Point?, fingersDown = false
        for event in kept {
            switch event.kind {
            case .down(let point): pressed = point
            case .move(let point) where pressed != nil: pressed = point
            case .up, .cancel: pressed = nil
            case .fingers(let down): fingersDown = down
            default: break
            }
        }
        if let pressed { kept.append(Input(time: until, kind: .cancel(pressed))) }
        if fingersDown { kept.append(Input(time: until, kind: .fingers(down: false))) }
        return kept
    }
}
