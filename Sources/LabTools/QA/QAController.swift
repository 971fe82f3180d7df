import Foundation
import Graphics
import Scenes
import ScrollUI

/// The window's visual-QA tools: HUD, guides, slow motion, pause and step, show touches,
/// screenshots, recording and help. Keys come here before the scene; it draws the overlays.
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
    }

    public private(set) var isHUDVisible = false
    private(set) var areGuidesVisible = false
    private(set) var isHelpVisible = false
    private(set) var isSlowMotion = false
    private(set) var isPaused = false
    private var touchesRequested = false
    public private(set) var recorder: TraceRecorder?
    var capturesFolder = QAController.capturesFolder
    /// Reports a line for the user on standard output (paths of screenshots and recordings).
    var report: (String) -> Void = { print($0) }
    /// Reports a failure on standard error, one line (an unwritable capture, recording or state file).
    public var reportFailure: (String) -> Void = { StandardError.report($0) }
    /// A short note shown in the window (a failure, or a confirmation), and when it goes away
    /// (window clock).
    public private(set) var notice: (text: String, until: Double)?
    private var noticeStyle = OverlayRenderer.BadgeStyle.alert
    /// Shows "? for help" for a few seconds when the first frame is drawn (the window sets it).
    public var showsHelpHint = false
    /// How long a confirmation or the help hint stays, seconds.
    static let confirmationDuration = 3.0
    private var noticeChanged = false

    private(set) var history = SampleHistory()
    /// The component's last state changes, newest last (the HUD shows them; ✗ marks one it does not allow).
    public private(set) var recentTransitions: [String] = []
    /// How many of them the HUD shows.
    static let recentTransitionCount = 3
    public var timings = FrameTimings()
    /// The live tuning panel while it is open (key O), and the slider a pointer drags on it.
    var tuning: TuningPanel?
    var isDraggingSlider: Int?

    /// Touches show while asked for, and always while recording.
    var areTouchesVisible: Bool { touchesRequested || recorder != nil }

    /// The animation clock's speed for the current slow-motion and pause settings.
    var timeScale: Double { isPaused ? 0 : isSlowMotion ? QAController.slowMotionScale : 1 }

    public init() {}

    /// Handles a QA key for `session`; `renderScreenshot` writes the viewport to a path.
    public func handleKey(_ event: KeyEvent, session: SceneSession, renderScreenshot: (String) throws -> Void) -> Outcome {
        if let outcome = handleTuningKey(event, session: session) { return outcome }
        guard event.modifiers.subtracting(.shift).isEmpty else { return .unhandled }
        switch event.key {
        case "h": isHUDVisible.toggle(); return .hudToggled
        case "g": areGuidesVisible.toggle()
        case "t": isSlowMotion.toggle(); session.window.timeScale = timeScale
        case "p": isPaused.toggle(); session.window.timeScale = timeScale
        case "period": if isPaused { session.window.step(by: QAController.stepDuration) }
        case "k": touchesRequested.toggle()
        case "s": screenshot(session: session, render: renderScreenshot)
        case "r": toggleRecording(session: session); return .recordingToggled
        case "f1": isHelpVisible.toggle()
        case "slash" where event.modifiers.contains(.shift): isHelpVisible.toggle()
        case "escape" where isHelpVisible: isHelpVisible = false
        default: return .unhandled
        }
        session.window.setNeedsDisplay()
        return .handled
    }

    /// Shows the chosen overlays without their keys (a replay's `--overlays`).
    func show(touches: Bool, guides: Bool, hud: Bool) {
        touchesRequested = touches
        areGuidesVisible = guides
        isHUDVisible = hud
    }

    /// Applies the settings to a new scene's window (after a scene switch).
    public func adopt(_ session: SceneSession) {
        session.window.timeScale = timeScale
        tuning = nil
        history.removeAll()
    }

    // MARK: Recording

    /// Starts recording to `path` (`run --record`, or key R with a generated name in `captures/`).
    public func startRecording(to path: String, session: SceneSession) throws {
        let header = TraceHeader(scene: session.name, viewport: session.window.size, assignments: session.settings.assignments)
        recorder = try TraceRecorder(path: path, header: header, startTime: session.window.now)
        report("scroll-lab: recording to \(path)")
    }

    /// Records into an already made recorder (tests give it a sink that fails).
    func adopt(recorder: TraceRecorder) {
        self.recorder = recorder
    }

    public func stopRecording(at time: Double) {
        guard let recorder else { return }
        self.recorder = nil
        do {
            try recorder.finish(at: time)
            report("scroll-lab: recorded \(recorder.path)")
        } catch {
            fail("recording stopped: \(Self.message(error))", note: "Recording stopped", at: time)
        }
    }

    /// Hands the recorder an event to write; a failing write stops the recording with a message
    /// (standard error and a note in the window), and the window keeps running.
    public func record(at time: Double, _ write: (TraceRecorder) throws -> Void) {
        guard let recorder else { return }
        do {
            try write(recorder)
        } catch {
            self.recorder = nil
            fail("recording stopped: \(Self.message(error))", note: "Recording stopped", at: time)
        }
    }

    /// Records a change of an option (the tuning panel) so that a replay makes it at the same time.
    func recordOption(_ assignment: String, at time: Double) {
        record(at: time) { try $0.recordOption(assignment, time: time) }
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

    private func toggleRecording(session: SceneSession) {
        if recorder != nil {
            stopRecording(at: session.window.now)
            return
        }
        do {
            try makeCapturesFolder()
            try startRecording(to: capturePath(session: session, suffix: "jsonl"), session: session)
        } catch {
            fail("cannot record: \(Self.message(error))", note: "Cannot record", at: session.window.now)
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

    private func makeCapturesFolder() throws {
        do {
            try FileManager.default.createDirectory(atPath: capturesFolder, withIntermediateDirectories: true)
        } catch {
            throw AppError.runtime("cannot create '\(capturesFolder)'")
        }
    }

    /// `captures/<scene>-<seconds since start>.<suffix>`, unique within the folder.
    private func capturePath(session: SceneSession, suffix: String) -> String {
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
        for transition in session.scene.drainTransitions() {
            recentTransitions.append((transition.isAllowed ? "" : "✗ ") + transition.description)
            if recentTransitions.count > QAController.recentTransitionCount { recentTransitions.removeFirst() }
        }
        guard isHUDVisible else { return }
        let scrollView = session.scene.mainScrollView
        history.append(SampleHistory.Sample(time: session.window.now, offset: scrollView.contentOffset.y,
                                            velocity: scrollView.velocity.y, metric: session.scene.metric?.value))
    }

    /// Draws the overlays: over the viewport (guides, touches, badge, help) and the HUD in `panel`.
    public func drawOverlay(session: SceneSession, panel: Rect?, context: inout DrawingContext) {
        let window = session.window
        let overlay = OverlayRenderer()
        if showsHelpHint {
            showsHelpHint = false
            confirm("? for help", at: window.now)
        }
        if areGuidesVisible { overlay.drawGuides(session.scene.guides, width: window.size.width, context: &context) }
        if areTouchesVisible, window.isPointerDown { overlay.drawTouch(at: window.pointerLocation, context: &context) }
        if let notice { overlay.drawBadge(notice.text, style: noticeStyle, width: window.size.width, statusBarHeight: window.statusBarHeight,
                                           context: &context) }
        else if isPaused { overlay.drawBadge("PAUSED · press . to step", width: window.size.width,
                                                       statusBarHeight: window.statusBarHeight, context: &context) }
        else if isSlowMotion { overlay.drawBadge("SLOW ANIMATIONS ×0.1", width: window.size.width,
                                                          statusBarHeight: window.statusBarHeight, context: &context) }
        if isHUDVisible, let panel {
            HUDRenderer().draw(in: panel, sceneName: session.name, timings: timings, timeScale: timeScale,
                               isRecording: recorder != nil, state: session.statePairs(), transitions: recentTransitions,
                               history: history,
                               metric: session.scene.metric, context: &context)
        }
        drawTuning(in: window.size, context: &context)
        if isHelpVisible { overlay.drawHelp(in: window.size, scenes: SceneCatalog.names, context: &context) }
    }
}
