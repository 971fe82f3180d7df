import Foundation
import LabDrawing

/// The paused timeline's keys: ← → step a frame, Shift+← → jump to the previous / next input or
/// transition, and the loop range and zoom. `[` sets the in point and `]` the out point at the frame
/// shown (the live window's last frame when it shows), X clears them; with a range set, P plays it in
/// a loop (from the frame shown, or from its in point when that lies outside, one frame per 1 / fps s of
/// the window's clock, which is the scene's time at normal speed; from the out point back to the in
/// point) and P again stops on the frame shown. Z zooms the strip to the last gesture
/// (`GestureSpan`) and back. L and V export exactly the range (`sceneRange`).
struct TimelineControl {
    /// The keys it takes while paused (SDL's names).
    static let keys: Set = ["left", "right", "leftbracket", "rightbracket", "x", "z", "p"]

    private(set) var range = LoopRange()
    /// While the loop plays: the window's clock and the frame when it began.
    private(set) var playing: (time: Double, frame: Int)?
    /// The strip's span while zoomed, scene time.
    private(set) var zoom: ClosedRange<Double>?

    var isPlaying: Bool { playing != nil }

    /// The badge's text while paused, beside the PAUSED mark: what P does with the range; nil without one.
    var badge: String? {
        isPlaying ? "LOOP · P to stop" : range.isEmpty ? nil : "P to loop"
    }

    /// The last frame of `timeline` over `capture` at `now` (window clock).
    static func lastFrame(_ timeline: Timeline, capture: InputCapture, now: Double) -> Int {
        timeline.lastFrame(atOrBefore: capture.sceneTime(at: now))
    }

    /// The range in scene time on `timeline` whose last frame is `last`; nil without one.
    func sceneRange(_ timeline: Timeline, last: Int) -> ClosedRange<Double>? {
        range.frames(last: last).map { timeline.time(ofFrame: $0.lowerBound)...timeline.time(ofFrame: $0.upperBound) }
    }

    /// Handles `key` (one of `keys`) of the paused timeline of `capture` at `now`; false when it is not
    /// its key now (P without a range: the window resumes).
    mutating func handleKey(_ key: String, shift: Bool, timeline: Timeline, capture: InputCapture, now: Double,
                            notices: Notices) -> Bool {
        let last = TimelineControl.lastFrame(timeline, capture: capture, now: now), shown = timeline.frame ?? last
        switch key {
        case "left" where shift: jump(-1, timeline: timeline, capture: capture, now: now, notices: notices)
        case "right" where shift: jump(1, timeline: timeline, capture: capture, now: now, notices: notices)
        case "left": step(by: -1, timeline: timeline, capture: capture, now: now, notices: notices)
        case "right": step(by: 1, timeline: timeline, capture: capture, now: now, notices: notices)
        case "leftbracket":
            range.setIn(shown, last: last)
            notices.confirm("In " + TimelineControl.seconds(timeline.time(ofFrame: shown)), at: now)
        case "rightbracket":
            range.setOut(shown, last: last)
            notices.confirm("Out " + TimelineControl.seconds(timeline.time(ofFrame: shown)), at: now)
        case "x" where !range.isEmpty:
            range.clear()
            stop(timeline: timeline)
            notices.confirm("Loop cleared", at: now)
        case "p" where isPlaying:
            stop(timeline: timeline)
        case "p" where !range.isEmpty:
            playing = (now, shown)
            advance(timeline: timeline, capture: capture, now: now, notices: notices)
        case "z" where zoom != nil:
            zoom = nil
        case "z":
            do {
                try zoomToLastGesture(timeline: timeline, capture: capture, now: now)
                if zoom == nil { notices.confirm("No gesture to zoom to", at: now) }
            } catch {
                notices.fail("cannot zoom: \(Notices.message(error))", note: "No zoom", at: now)
            }
        default:
            return false
        }
        return true
    }

    /// Steps the timeline `delta` frames (← -1, → +1, `.` +1); past the end it goes back to the live window.
    mutating func step(by delta: Int, timeline: Timeline, capture: InputCapture, now: Double, notices: Notices) {
        stop(timeline: timeline)
        do {
            try timeline.step(by: delta, capture: capture, now: now)
        } catch {
            notices.fail("cannot step the timeline: \(Notices.message(error))", note: "No timeline", at: now)
        }
    }

    /// Shift+← / Shift+→: the timeline jumps to the previous / next input (the strip's ticks) or transition.
    private mutating func jump(_ direction: Int, timeline: Timeline, capture: InputCapture, now: Double, notices: Notices) {
        stop(timeline: timeline)
        let clock = capture.log.clock
        let marks = capture.log.events.compactMap { event in PlotDrawer.event(for: event).map { _ in clock.sceneTime(at: event.time) } }
            + timeline.transitions.map(\.time)
        do {
            try timeline.jump(direction, marks: marks, capture: capture, now: now)
        } catch {
            notices.fail("cannot jump: \(Notices.message(error))", note: "No timeline", at: now)
        }
    }

    /// While the loop plays, shows its frame at `now` (window clock); true while it plays on.
    @discardableResult
    mutating func advance(timeline: Timeline, capture: InputCapture, now: Double, notices: Notices) -> Bool {
        guard let playing else { return false }
        guard let frames = range.frames(last: TimelineControl.lastFrame(timeline, capture: capture, now: now)) else {
            stop(timeline: timeline)
            return false
        }
        let frame = LoopRange.frame(after: now - playing.time, from: playing.frame, in: frames, fps: timeline.fps)
        do {
            try timeline.seek(to: timeline.time(ofFrame: frame), capture: capture, now: now)
        } catch {
            stop(timeline: timeline)
            notices.fail("cannot play the loop: \(Notices.message(error))", note: "No loop", at: now)
            return false
        }
        timeline.loopStart = frames.lowerBound
        return true
    }

    /// Stops the loop on the frame shown.
    mutating func stop(timeline: Timeline?) {
        playing = nil
        timeline?.loopStart = nil
    }

    /// Zooms to the last gesture of `capture`'s log, from its start to the scene's rest after it
    /// (the motion replayed by `timeline`); no zoom when there is no gesture.
    private mutating func zoomToLastGesture(timeline: Timeline, capture: InputCapture, now: Double) throws {
        let clock = capture.log.clock
        guard let gesture = GestureSpan.lastGesture(in: capture.log.events) else { return }
        let end = clock.sceneTime(at: gesture.upperBound)
        let rest = GestureSpan.rest(after: end, samples: try timeline.motion(capture: capture, now: now))
        zoom = GestureSpan.span(start: clock.sceneTime(at: gesture.lowerBound), rest: rest, duration: capture.sceneTime(at: now))
    }

    /// A frame's scene time as a note says it.
    private static func seconds(_ time: Double) -> String { String(format: "%.2f s", time) }
}
