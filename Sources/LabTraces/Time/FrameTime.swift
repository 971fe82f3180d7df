/// The lab's one rule of input times and frames: frame k of a clock at `fps` frames a second is at
/// k / fps s, and a time up to `tolerance` from a frame's time is at that frame: an input up to 1 µs
/// past a frame's time belongs to that frame, and a trace's end (`until=`, a mark) up to 1 µs before
/// a frame's time still shows that frame. Replay, the timeline, compare, the soak, the bench,
/// `measure --video` and the window's playback all cut frames by it.
///
///     frame k ──────────────┬─ k / fps + 1 µs ──────── frame k + 1
///              ◄── inputs of frame k ──►◄── inputs of frame k + 1 ──►
///
/// Traces are written with times rounded to the microsecond (`StrokeSampler.rounded`, other tools):
/// 1/60 s is written 0.016667, 0.33 µs past frame 1, and with a tighter rule such an input lands a
/// frame late, so a finger at a constant speed moves the content unevenly.
public enum FrameTime {
    /// How far past a frame's time an input still belongs to that frame, seconds: one step of a written
    /// trace's time resolution (1 µs, `StrokeSampler.timeResolution`), twice its rounding error.
    public static let tolerance = 1 / StrokeSampler.timeResolution

    /// Whether an input at `time` belongs to the frame at `frameTime` or an earlier one.
    public static func isDue(_ time: Double, by frameTime: Double) -> Bool {
        time <= frameTime + tolerance
    }

    /// The frame an input at `time` belongs to at `fps` frames a second: the first it is not more than
    /// `tolerance` past (never below 0).
    public static func frame(of time: Double, fps: Double) -> Int {
        max(0, Int(saturating: ((time - tolerance) * fps).rounded(.up)))
    }

    /// The last frame at or before `time` at `fps` frames a second, one up to `tolerance` after it
    /// included (never below 0): the last frame of a trace that ends at `time`.
    public static func lastFrame(atOrBefore time: Double, fps: Double) -> Int {
        max(0, Int(saturating: ((time + tolerance) * fps).rounded(.down)))
    }
}
