import Foundation
import Graphics
import Scenes
import ScrollUI

/// The paused window's timeline (←, →, the strip) and what the window writes from its input log:
/// the last 30 s as a trace (L) and a video (V).
extension QAController {
    // MARK: Timeline

    /// Steps the timeline `delta` frames (← -1, → +1); past the end it goes back to the live window.
    func stepTimeline(by delta: Int, session: SceneSession) {
        guard let timeline, let capture else { return }
        do {
            try timeline.step(by: delta, capture: capture, now: session.window.now)
        } catch {
            fail("cannot step the timeline: \(Self.message(error))", note: "No timeline", at: session.window.now)
        }
    }

    /// The strip over the bottom of the viewport while paused, for a `viewport` of that size.
    public func timelineStrip(viewport: Size) -> TimelineStrip? {
        guard isPaused, comparison == nil, let capture else { return nil }
        return TimelineStrip(viewport: viewport, duration: capture.log.relative(liveTime))
    }

    /// Seeks the paused timeline to the time at `x` on the strip (a press or a drag on it).
    public func seekTimeline(toX x: Double, live session: SceneSession) {
        guard let timeline, let capture, let strip = timelineStrip(viewport: session.window.size) else { return }
        do {
            try timeline.seek(to: strip.time(atX: x), capture: capture, now: session.window.now)
        } catch {
            fail("cannot seek: \(Self.message(error))", note: "No timeline", at: session.window.now)
        }
        session.window.setNeedsDisplay()
    }

    func drawTimeline(in viewport: Size, context: inout DrawingContext) {
        guard let capture, let strip = timelineStrip(viewport: viewport) else { return }
        let end = strip.duration
        let cursor = timeline?.time ?? end
        let frame = timeline?.frame.map { "frame \($0)" } ?? "live"
        let caption = String(format: "%.2f s · %@ / %.2f s", cursor, frame, end)
        strip.draw(events: capture.log.events, transitions: timeline?.transitions ?? [], cursor: cursor, caption: caption,
                   context: &context)
    }

    // MARK: Saves

    /// Key L: everything since the scene loaded into `captures/`, its output starting 30 s ago.
    func saveRecent(session: SceneSession, at time: Double) {
        guard let capture else { return }
        do {
            try makeCapturesFolder()
            let path = capturePath(session: session, suffix: "jsonl")
            try capture.saveRecent(into: OutputFile(path: path), at: time)
            report("scroll-lab: saved the last \(Int(InputCapture.recentDuration)) s to \(path)")
            show(note: "Saved the last \(Int(InputCapture.recentDuration)) s", at: time)
        } catch {
            fail("cannot save the last \(Int(InputCapture.recentDuration)) s: \(Self.message(error))", note: "Not saved", at: time)
        }
    }

    /// Key V: the running recording (from where it started), or else the last 30 s, as an MP4 in
    /// `captures/`, made headless from the log at `scale` pixels per point. ffmpeg missing or failing
    /// is one line on standard error and a note; the window keeps running.
    public func exportVideo(session: SceneSession, scale: Double, assets: any AssetStore) {
        guard let capture else { return }
        let time = session.window.now
        do {
            try makeCapturesFolder()
            let path = capturePath(session: session, suffix: "mp4")
            let start = capture.recordingStart ?? capture.recentStart(at: time)
            let export = VideoExport(capture: capture, start: start, scale: scale, showsTouches: areTouchesVisible)
            try export.write(to: path, until: time, assets: assets)
            report("scroll-lab: video \(path)")
            show(note: "Saved \((path as NSString).lastPathComponent)", at: time)
        } catch {
            fail("\(Self.message(error))", note: "No video", at: time)
        }
    }
}
