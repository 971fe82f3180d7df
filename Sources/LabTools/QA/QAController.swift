import Foundation
import Graphics
import Scenes
import ScrollUI

/// The window's visual-QA tools: HUD, guides, slow motion, pause and step, the timeline, show
/// touches, screenshots, the input log with its recordings, saves and videos, and help. Keys come
/// here before the scene; it draws the overlays.
public final class QAController {
    /// Slow motion's animation speed (iOS Simulator's Slow Animations: 10 times slower).
    static let slowMotionScale = 0.1
    /// One step of the period key, seconds (a 60 Hz frame).
    static let stepDuration = 1.0 / 60
    /// Where screenshots and key-R recordings go, relative to the current folder.
    static let capturesFolder = "captures"
    /// How long a failure notice stays in the window, seconds.
    static let noticeDuration = 4.0

    public enum Outcome: Equatable {
        /// Not a QA key: give it to the scene.
        case unhandled
        /// Handled; draw a new frame.
        case handled
        /// The HUD was shown or hidden (the window may grow or shrink for its panel).
        case hudToggled
        /// Recording started or stopped (the title shows it).
        case recordingToggled
        /// Key V: export a video of the recording or the last 30 s (`exportVideo`).
        case videoRequested
    }

    public private(set) var isHUDVisible = false
    private(set) var areGuidesVisible = false
    private(set) var isHelpVisible = false
    private(set) var isSlowMotion = false
    private(set) var isPaused = false
    private var touchesRequested = false
    /// The input of the scene on screen since it loaded (set by `adopt`).
    public private(set) var capture: InputCapture?
    /// The paused window's timeline (the window sets it; a replay's overlays have none).
    public var timeline: Timeline?
    /// The live window's clock at its last frame.
    private(set) var liveTime = 0.0
    /// The running recording.
    public var recorder: TraceRecorder? { capture?.recorder }
    var capturesFolder = QAController.capturesFolder
    /// Reports a line for the user on standard output (paths of screenshots and recordings).
    /// Each line is flushed at once, so a script reading a pipe or a file sees the path when it is written.
    var report: (String) -> Void = { print($0); fflush(nil) }
    /// Reports a failure on standard error, one line (an unwritable capture, recording or state file).
    public var reportFailure: (String) -> Void = { StandardError.report($0) }
    /// A short note shown in the window (a failure, or a confirmation), and when it goes away
    /// (window clock).
    public private(set) var notice: (text: String, until: Double)?
    private(set) var noticeStyle = OverlayRenderer.BadgeStyle.alert
    /// Shows "? for help" for a few seconds when the first frame is drawn (the window sets it).
    public var showsHelpHint = false
    /// How long a confirmation or the help hint stays, seconds.
    static let confirmationDuration = 3.0
    private var noticeChanged = false

    private(set) var history = SampleHistory()
    /// The HUD's numbers and texts as shown, taken ten times a second (`HUDReadout`); nil while
    /// the HUD is hidden.
    private(set) var hudReadout: HUDReadout?
    /// While comparing: each variant's history, A first (the HUD overlays their curves).
    var variantHistories: [SampleHistory] = []
    /// The variants of `run --compare`, variant A's session being the one the keys come with; nil
    /// for one scene. Speed, steps and option changes apply to all; the timeline and keys that
    /// cannot serve them all show a notice instead.
    public var comparison: SessionGroup?
    /// The component's last state changes, newest last (the HUD shows them; ✗ marks one it does not allow).
    public private(set) var recentTransitions: [String] = []
    /// How many of them the HUD shows.
    static let recentTransitionCount = 3
    public var timings = FrameTimings()
    /// The live tuning panel while it is open (key O), and the press the panel holds.
    var tuning: TuningPanel?
    var tuningPress: TuningPress?

    /// Touches show while asked for, and always while recording.
    var areTouchesVisible: Bool { touchesRequested || recorder != nil }

    /// The animation clock's speed for the current slow-motion and pause settings.
    var timeScale: Double { isPaused ? 0 : isSlowMotion ? QAController.slowMotionScale : 1 }

    public init() {}

    /// Handles a QA key for `session`; `renderScreenshot` writes the viewport to a path.
    public func handleKey(_ event: KeyEvent, session: SceneSession, renderScreenshot: (String) throws -> Void) -> Outcome {
        if let outcome = handleTuningKey(event, session: session) { return outcome }
        guard event.modifiers.subtracting(.shift).isEmpty else { return .unhandled }
        let time = max(event.time, session.window.now)
        switch event.key {
        case "h": isHUDVisible.toggle(); return .hudToggled
        case "g": areGuidesVisible.toggle()
        case "t": isSlowMotion.toggle(); applyTimeScale(to: session, at: time)
        case "p":
            isPaused.toggle()
            if !isPaused { timeline?.returnToLive() }
            applyTimeScale(to: session, at: time)
        case "period" where isPaused: step(session: session, at: time)
        case "left" where isPaused && comparison != nil, "right" where isPaused && comparison != nil:
            showUnavailable("The timeline", at: time)
        case "left" where isPaused: stepTimeline(by: -1, session: session)
        case "right" where isPaused: stepTimeline(by: 1, session: session)
        case "k": touchesRequested.toggle()
        case "s": screenshot(session: session, render: renderScreenshot)
        case "r": toggleRecording(session: session, at: time); return .recordingToggled
        case "l": saveRecent(session: session, at: time)
        case "v": return .videoRequested
        case "f1": isHelpVisible.toggle()
        case "slash" where event.modifiers.contains(.shift): isHelpVisible.toggle()
        case "escape" where isHelpVisible: isHelpVisible = false
        default: return .unhandled
        }
        session.window.setNeedsDisplay()
        return .handled
    }

    /// Sets the window's animation speed at `time` and logs it, so a replay slows and pauses where
    /// the window did.
    private func applyTimeScale(to session: SceneSession, at time: Double) {
        for each in sessions(with: session) {
            each.window.advance(to: time)
            each.window.timeScale = timeScale
        }
        log(TraceEvent(time: time, kind: .speed(timeScale), line: 0), at: time)
    }

    /// The period key while paused: one frame on, through the timeline when it shows a past frame.
    private func step(session: SceneSession, at time: Double) {
        if timeline?.frame != nil { return stepTimeline(by: 1, session: session) }
        for each in sessions(with: session) {
            each.window.advance(to: time)
            each.window.step(by: QAController.stepDuration)
        }
        log(TraceEvent(time: time, kind: .step(QAController.stepDuration), line: 0), at: time)
    }

    /// Follows a speed change that a played trace made (`run --replay`): pause or slow motion.
    public func adoptTimeScale(_ scale: Double) {
        isPaused = scale == 0
        isSlowMotion = scale > 0 && scale < 1
    }

    /// Shows the chosen overlays without their keys (a replay's `--overlays`).
    func show(touches: Bool, guides: Bool, hud: Bool) {
        touchesRequested = touches
        areGuidesVisible = guides
        isHUDVisible = hud
    }

    /// Starts the input log of a scene just loaded and applies the settings to its window. A
    /// recording goes on in a new file for the new scene (one trace per scene).
    public func adopt(_ session: SceneSession) {
        let wasRecording = recorder != nil
        stopRecording(at: session.window.now)
        capture = comparison.map { InputCapture(session: session, assignments: $0.base, compare: $0.sets) }
            ?? InputCapture(session: session)
        timeline?.reset()
        for each in sessions(with: session) { each.window.timeScale = timeScale }
        tuning = nil
        if timeScale != 1 { log(TraceEvent(time: session.window.now, kind: .speed(timeScale), line: 0), at: session.window.now) }
        history.removeAll()
        variantHistories = Array(repeating: SampleHistory(), count: comparison?.sessions.count ?? 0)
        liveTime = session.window.now
        if wasRecording { toggleRecording(session: session, at: session.window.now) }
    }

    // MARK: Recording

    /// Starts recording to `path` (`run --record`, or key R with a generated name in `captures/`):
    /// everything logged since the scene loaded, then each event as it happens.
    public func startRecording(to path: String, session: SceneSession) throws {
        if capture == nil { adopt(session) }
        try capture?.startRecording(into: OutputFile(path: path), at: session.window.now)
        report("scroll-lab: recording to \(path)")
    }

    /// Records into an already made recorder (tests give it a sink that fails).
    func adopt(recorder: TraceRecorder) {
        capture?.adopt(recorder: recorder)
    }

    public func stopRecording(at time: Double) {
        do {
            if let path = try capture?.stopRecording(at: time) { report("scroll-lab: recorded \(path)") }
        } catch {
            fail("recording stopped: \(Self.message(error))", note: "Recording stopped", at: time)
        }
    }

    /// Logs an input event of the window (its time on the window's clock) and hands it to the
    /// recording; a failing write stops the recording with a message (standard error and a note in
    /// the window), and the window keeps running.
    public func log(_ event: TraceEvent, at time: Double) {
        do {
            try capture?.append(event)
        } catch {
            fail("recording stopped: \(Self.message(error))", note: "Recording stopped", at: time)
        }
    }

    /// Logs a change of an option (the tuning panel) so that a replay makes it at the same time.
    func recordOption(_ assignment: String, at time: Double) {
        log(TraceEvent(time: time, kind: .option(assignment), line: 0), at: time)
    }

    /// Reports a failure on standard error and shows `note` (a few words; the terminal has the
    /// details) in the window from `time` on.
    public func fail(_ message: String, note: String, at time: Double) {
        reportFailure(message)
        show(note: "\(note) · see the terminal", style: .alert, until: time + QAController.noticeDuration)
    }

    /// Shows a confirmation in the window from `time` on (a screenshot's file name).
    func confirm(_ note: String, at time: Double) {
        show(note: note, style: .info, until: time + QAController.confirmationDuration)
    }

    /// Shows `note` in the window from `time` on, for a few seconds (a saved file).
    public func show(note: String, at time: Double) {
        show(note: note, style: .info, until: time + QAController.noticeDuration)
    }

    private func show(note: String, style: OverlayRenderer.BadgeStyle, until: Double) {
        notice = (note, until)
        noticeStyle = style
        noticeChanged = true
    }

    /// Removes the notice once its time is over; true when a notice came or went since the last call
    /// (the frame needs redrawing).
    public func takeNoticeChange(now: Double) -> Bool {
        if let notice, now >= notice.until {
            self.notice = nil
            noticeChanged = true
        }
        defer { noticeChanged = false }
        return noticeChanged
    }

    public static func message(_ error: Error) -> String {
        (error as? AppError)?.message ?? String(describing: error)
    }

    private func toggleRecording(session: SceneSession, at time: Double) {
        if recorder != nil {
            stopRecording(at: time)
            return
        }
        do {
            try makeCapturesFolder()
            try startRecording(to: capturePath(session: session, suffix: "jsonl"), session: session)
        } catch {
            fail("cannot record: \(Self.message(error))", note: "Cannot record", at: time)
        }
    }

    // MARK: Screenshots

    private func screenshot(session: SceneSession, render: (String) throws -> Void) {
        do {
            try makeCapturesFolder()
            let path = capturePath(session: session, suffix: "png")
            try render(path)
            report("scroll-lab: screenshot \(path)")
            confirm("Saved \((path as NSString).lastPathComponent)", at: session.window.now)
        } catch {
            fail("cannot save a screenshot in \(capturesFolder)/: \(Self.message(error))", note: "No screenshot",
                 at: session.window.now)
        }
    }

    func makeCapturesFolder() throws {
        do {
            try FileManager.default.createDirectory(atPath: capturesFolder, withIntermediateDirectories: true)
        } catch {
            throw AppError.runtime("cannot create '\(capturesFolder)'")
        }
    }

    /// `captures/<scene>-<seconds since start>.<suffix>`, unique within the folder.
    func capturePath(session: SceneSession, suffix: String) -> String {
        let stamp = String(format: "%08.3f", session.window.now)
        var path = "\(capturesFolder)/\(session.name)-\(stamp).\(suffix)"
        var counter = 2
        while FileManager.default.fileExists(atPath: path) {
            path = "\(capturesFolder)/\(session.name)-\(stamp)-\(counter).\(suffix)"
            counter += 1
        }
        return path
    }

    // MARK: Frames

    /// Records the frame's sample for the HUD's plot.
    public func sample(_ session: SceneSession) {
        liveTime = session.window.now
        for transition in session.scene.drainTransitions() {
            let label = (transition.isAllowed ? "" : "✗ ") + transition.description
            recentTransitions.append(label)
            if recentTransitions.count > QAController.recentTransitionCount { recentTransitions.removeFirst() }
            if let capture { timeline?.note(transition: label, at: capture.log.relative(liveTime)) }
        }
        guard isHUDVisible else {
            hudReadout = nil
            return
        }
        history.append(SampleHistory.Sample(session))
        if hudReadout?.isDue(at: liveTime) ?? true {
            hudReadout = HUDReadout(timings: timings, state: session.statePairs(), transitions: recentTransitions, time: liveTime)
        }
        sampleVariants()
    }
}
