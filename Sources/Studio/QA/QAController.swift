import Foundation
import Graphics
import LabDrawing
import Playback
import Scenes
import ScrollUI
import LabTraces

/// The window's QA keys (`KeyTable`), routed to the tools that do the work: `PlaybackControl` (T, P, the period
/// key), `Captures` (S, R, L, V), the paused `Timeline` (← →, the strip), `TuningControl` (O), the
/// HUD's history (H), guides (G), touches (K) and help (?, F1), with `Notices` for what the window
/// says. Keys come here before the scene. Each frame it says what the overlays show
/// (`overlay(over:)`, `hud`), which `OverlayComposer` draws.
public final class QAController {
    public enum Outcome: Equatable {
        /// Not a QA key: give it to the scene.
        case unhandled
        /// Handled; draw a new frame.
        case handled
        /// The HUD was shown or hidden (the window may grow or shrink for its panel).
        case hudToggled
        /// Recording started or stopped (the title shows it).
        case recordingToggled
        /// Key V: export a video of the recording or the last 30 s (`exportVideo`); Shift+V with
        /// the overlays.
        case videoRequested(CaptureStyle)
    }

    /// The note for a key that cannot serve several variants at once: short enough for the status
    /// bar's middle of a phone-wide column (the sentence goes to standard output).
    static let unavailableNote = "Not while comparing"

    public let notices = Notices()
    /// The timeline strip's texts, kept between frames (`TimelineStripTexts`).
    let stripTexts = TimelineStripTexts()
    public private(set) var playback = PlaybackControl()
    public let captures: Captures
    public let tuning: TuningControl
    /// Key B: the bug report (the window handles its key, its note's text and its writing).
    public let bugReports: BugReporter
    public var hud = HUDHistory()
    /// The paused window's timeline (the window sets it; none while comparing).
    public var timeline: Timeline?
    /// The timeline's loop range and zoom ([ ] X P Z while paused).
    private(set) var loop = TimelineControl()
    /// The variants of `run --compare`, variant A's session being the one the keys come with; nil
    /// for one scene. Speed, steps and option changes apply to all; the timeline and keys that
    /// cannot serve them all show a notice instead.
    public var comparison: SessionGroup?
    /// What drives the scene on screen (set by `adopt`): the speed changes, steps and option changes
    /// of the keys go through it, and it logs every input it applies.
    private(set) var driver: InputDriver?

    public private(set) var isHUDVisible = false
    private(set) var areGuidesVisible = false
    private(set) var isHelpVisible = false
    /// The help card's page shown (a card too tall for the viewport takes pages; ? turns them).
    private(set) var helpPage = 0
    private var touchesRequested = false
    /// The build a handoff names (`scroll-lab --version`; the window sets it).
    public var buildLine = "scroll-lab"
    /// Pixels per point of screenshots and videos (`run --capture-scale`); nil: the device's.
    public var captureScale: Double?
    /// Shows "? for help" for a few seconds when the first frame is drawn (the window sets it).
    public var showsHelpHint = false
    /// The live window's clock at its last frame.
    private(set) var liveTime = 0.0

    /// Touches show while asked for, and always while recording.
    var areTouchesVisible: Bool { touchesRequested || captures.recorder != nil }

    public init() {
        captures = Captures(notices: notices)
        tuning = TuningControl(notices: notices)
        bugReports = BugReporter(notices: notices, captures: captures)
    }

    /// Starts the input log of a scene just loaded, which `driver` drives: every input it applies is
    /// logged, and its window gets the animation speed. A recording goes on in a new file for the new
    /// scene (one trace per scene).
    public func adopt(_ session: SceneSession, driver: InputDriver) {
        let wasRecording = captures.recorder != nil
        captures.start(session, assignments: comparison?.base, compare: comparison?.sets ?? [])
        timeline?.reset()
        loop = TimelineControl()
        self.driver = driver
        driver.didApply = { [captures] in captures.log($0) }
        tuning.panel = nil
        if playback.timeScale != 1 { try? driver.apply(playback.speed(at: session.window.now)) }
        hud.reset(variantCount: comparison?.sessions.count ?? 0)
        liveTime = session.window.now
        if wasRecording { captures.toggleRecording(session: session, at: session.window.now) }
    }

    /// Handles a QA key for `session`; `renderScreenshot` writes the viewport to a path in a style.
    public func handleKey(_ event: KeyEvent, session: SceneSession,
                          renderScreenshot: (String, CaptureStyle) throws -> Void) -> Outcome {
        if event.key == "c", event.modifiers == [.shift], let panel = tuning.panel {
            captures.writeHandoff(handoff(panel, session: session), session: session)
            return .handled
        }
        if tuning.handleKey(event, target: target(session)) { return .handled }
        guard event.modifiers.subtracting(.shift).isEmpty else { return .unhandled }
        let time = max(event.time, session.window.now)
        if playback.isPaused, comparison == nil, TimelineControl.keys.contains(event.key), let timeline, let log = captures.log,
           loop.handleKey(event.key, shift: event.modifiers.contains(.shift), timeline: timeline, capture: log,
                          now: session.window.now, notices: notices) {
            session.window.setNeedsDisplay()
            return .handled
        }
        let paused = playback.isPaused, comparing = comparison != nil
        switch KeyTable.action(for: event) {
        case .toggleHUD: isHUDVisible.toggle(); return .hudToggled
        case .toggleGuides: areGuidesVisible.toggle()
        case .toggleSlowMotion:
            let speed = playback.toggleSlowMotion(at: time)
            try? driver?.apply(speed)
        case .togglePause:
            let speed = playback.togglePause(at: time)
            if !playback.isPaused { timeline?.returnToLive() }
            try? driver?.apply(speed)
        case .stepFrame where paused:
            if let timeline, timeline.frame != nil, let log = captures.log {
                loop.step(by: 1, timeline: timeline, capture: log, now: session.window.now, notices: notices)
            } else {
                try? driver?.apply(playback.step(at: time, frameInterval: session.device.frameInterval))
            }
        case .stepTimeline where paused && comparing, .jumpTimeline where paused && comparing, .zoomStrip where paused && comparing,
             .loopRange where paused && comparing && event.key != "x":   // X with no range to clear goes on to the scene
            showUnavailable("The timeline", at: time)
        case .stepTimeline where paused, .jumpTimeline where paused: break   // taken, with no timeline to step
        case .toggleTouches: touchesRequested.toggle()
        case .screenshot(let withOverlays):
            let style = captureStyle(for: session, withOverlays: withOverlays)
            let compared = comparison.flatMap { $0.isComparing ? $0.sessions.count : nil }
            let canvas = compared.map { CompareLayout.windowSize(viewport: session.window.size, count: $0) } ?? session.window.size
            captures.screenshot(session: session, canvas: canvas, scale: style.scale) { try renderScreenshot($0, style) }
        case .toggleRecording: captures.toggleRecording(session: session, at: time); return .recordingToggled
        case .saveRecent:
            if let range = loopRange {
                captures.saveRange(range, session: session, at: time)
            } else {
                captures.saveRecent(session: session, at: time)
            }
        case .video(let withOverlays): return .videoRequested(captureStyle(for: session, withOverlays: withOverlays))
        case .toggleHelp:   // opens the card, turns its page, closes it after the last
            let pages = HelpCard.pageCount(over: session, isComparing: comparison?.isComparing ?? false)
            (isHelpVisible, helpPage) = !isHelpVisible ? (true, 0) : helpPage + 1 < pages ? (true, helpPage + 1) : (false, helpPage)
        case .close where isHelpVisible: isHelpVisible = false
        case .close where captures.exports.isBusy: captures.exports.cancel(at: time)   // after the lab's panels, before the scene
        default: return .unhandled
        }
        session.window.setNeedsDisplay()
        return .handled
    }

    /// A pointer on the tuning panel works its controls; true when the panel took the event.
    public func handleTuningPointer(_ pointer: Input, session: SceneSession) -> Bool {
        tuning.handlePointer(pointer, target: target(session))
    }

    /// The scenes the tuning panel changes: every variant while comparing.
    private func target(_ session: SceneSession) -> TuningControl.Target {
        TuningControl.Target(session: session, group: comparison ?? SessionGroup(session), driver: driver)
    }

    /// Follows a speed change that a played trace made (`run --replay`): pause or slow motion.
    public func adoptPlayedSpeed(_ scale: Double) {
        playback.adopt(scale)
    }

    /// Shows the chosen overlays without their keys (tests).
    func show(touches: Bool, guides: Bool, hud: Bool) {
        touchesRequested = touches
        areGuidesVisible = guides
        isHUDVisible = hud
    }

    /// Shows that `feature` (a few words, capitalized) cannot serve several variants at once: a short
    /// note in the window, and the sentence with what to do instead on standard output.
    public func showUnavailable(_ feature: String, at time: Double) {
        let sentence = feature.prefix(1).lowercased() + feature.dropFirst()
        notices.report("scroll-lab: \(sentence) is not available while comparing: record (R), then use replay --compare")
        notices.show(note: QAController.unavailableNote, at: time)
    }

    /// How S and V capture `session`: at the device's pixel scale (or `captureScale`), with the
    /// guides and touches the window shows when `withOverlays` (Shift), else the scene alone.
    public func captureStyle(for session: SceneSession, withOverlays: Bool) -> CaptureStyle {
        CaptureStyle(scale: captureScale ?? session.device.scale,
                     guides: withOverlays && areGuidesVisible, touches: withOverlays && areTouchesVisible)
    }

    /// Shift+C on the tuning panel: its values as Swift (`SwiftHandoff`).
    func handoff(_ panel: TuningPanel, session: SceneSession) -> String {
        let values = Dictionary(panel.rows.map { ($0.name, $0.text) }, uniquingKeysWith: { $1 })
        return SwiftHandoff.code(sceneName: session.name, options: session.sceneType.options, values: values,
                                 device: session.device, build: buildLine)
    }

    /// The videos made beside the window: call every frame; true when one finished (the window redraws).
    public func pollExports(at time: Double) -> Bool {
        captures.exports.poll(at: time)
    }

    /// Key V: the loop range, the recording or the last 30 s as an MP4 in `captures/`, in `style`.
    public func exportVideo(session: SceneSession, style: CaptureStyle, assets: any AssetStore) {
        captures.exportVideo(session: session, style: style, range: loopRange, assets: assets)
    }

    // MARK: Timeline

    /// The strip over the bottom of the viewport while paused, for a `viewport` of that size.
    public func timelineStrip(viewport: Size) -> TimelineStrip? {
        guard playback.isPaused, comparison == nil, let log = captures.log else { return nil }
        return TimelineStrip(viewport: viewport, duration: log.sceneTime(at: liveTime), span: loop.zoom, loop: loopRange)
    }

    /// The loop range in scene time while one is set: what L and V export.
    private var loopRange: ClosedRange<Double>? {
        guard let timeline, let log = captures.log else { return nil }
        return loop.sceneRange(timeline, last: TimelineControl.lastFrame(timeline, capture: log, now: liveTime))
    }

    /// Seeks the paused timeline to the time at `x` on the strip (a press or a drag on it).
    public func seekTimeline(toX x: Double, live session: SceneSession) {
        guard let timeline, let log = captures.log, let strip = timelineStrip(viewport: session.window.size) else { return }
        loop.stop(timeline: timeline)
        do {
            try timeline.seek(to: strip.time(atX: x), capture: log, now: session.window.now)
        } catch {
            notices.fail("cannot seek: \(Notices.message(error))", note: "No timeline", at: session.window.now)
        }
        session.window.setNeedsDisplay()
    }

    // MARK: Frames

    /// Records the frame for the HUD: the component's transitions (the timeline notes them) and,
    /// while the HUD shows, the motion of the scene and of every variant.
    public func sample(_ session: SceneSession) {
        liveTime = session.window.now
        if bugReports.isEditing { loop.stop(timeline: timeline) }   // the marked frame stays while its note is typed
        if let timeline, let log = captures.log, loop.advance(timeline: timeline, capture: log, now: liveTime, notices: notices) {
            session.window.setNeedsDisplay()   // the loop's next frame
        }
        for label in hud.noteTransitions(of: session) {
            if let log = captures.log { timeline?.note(transition: label, at: log.sceneTime(at: liveTime)) }
        }
        let time = captures.log?.sceneTime(at: liveTime)
        hud.timings.isPaused = playback.isPaused
        hud.record(session, at: time, variants: comparison?.sessions ?? [], reads: isHUDVisible)
        if !isHUDVisible { hud.forgetReadout() }
    }

    /// What the overlays over `session`'s viewport show (each column's while comparing). The first
    /// frame's "? for help" becomes a notice here.
    public func overlay(over session: SceneSession) -> ViewportOverlay {
        let window = session.window
        if showsHelpHint {
            showsHelpHint = false
            notices.confirm("? for help", at: window.now)
        }
        var overlay = ViewportOverlay(guides: areGuidesVisible, touches: areTouchesVisible)
        if playback.isPaused, let log = captures.log, let strip = timelineStrip(viewport: window.size) {
            let end = strip.duration, cursor = timeline?.time ?? end
            stripTexts.update(cursor: cursor, frame: timeline?.frame, end: end, loop: strip.loop, span: strip.isZoomed ? strip.span : nil)
            overlay.timeline = .init(strip: strip, events: log.log.events, clock: log.log.clock, transitions: timeline?.transitions ?? [], cursor: cursor,
                                     texts: stripTexts)
        }
        if let notice = notices.notice {
            overlay.badge = (notice.text, notices.style)
            overlay.reason = notices.reason
        } else if playback.isPaused {
            overlay.badge = (comparison == nil ? loop.badge ?? "← → to step" : ". to step", .alert)   // no timeline while comparing
        }
        // The slow clock's speed: a played trace's, else slow motion's.
        let speed = window.timeScale > 0 && window.timeScale < 1 ? window.timeScale : PlaybackControl.slowMotionScale
        overlay.marks = BadgeMark.row(recording: captures.recorder != nil, paused: playback.isPaused && !loop.isPlaying,
                                      slowMotion: playback.isSlowMotion ? speed : nil)
        if let progress = captures.exports.badge { overlay.marks.append(.export(progress)) }
        overlay.tuning = tuning.shown(over: session, comparison: comparison)
        overlay.help = isHelpVisible
        overlay.helpPage = helpPage
        overlay.bugReport = bugReports.card(at: liveTime)
        overlay.isComparing = comparison?.isComparing ?? false
        return overlay
    }

    /// What the HUD's panel shows; nil while it is hidden.
    public var hudOverlay: HUDOverlay? {
        guard isHUDVisible else { return nil }
        var overlay = HUDOverlay(history: hud, timeScale: playback.timeScale, isRecording: captures.recorder != nil,
                                 variants: comparison?.variants.map(\.caption) ?? [])
        // A bug report's note being typed: the marked frame's state, as the viewport shows it.
        if let marked = bugReports.frozenSession { overlay.history = hud.reading(marked, transitions: hud.recentTransitions) }
        guard playback.isPaused, comparison == nil, let timeline, let log = captures.log else { return overlay }
        // Paused: the whole session, and the state of the frame shown with the transitions up to it.
        let duration = log.sceneTime(at: liveTime), cursor = timeline.time ?? duration
        if let samples = try? timeline.motion(capture: log, now: liveTime) {
            overlay.session = SessionMotion(samples: samples, duration: duration, cursor: cursor, span: loop.zoom,
                                            frameInterval: 1 / timeline.fps)
        }
        if let shown = timeline.session {
            let labels = timeline.transitions.filter { FrameTime.isDue($0.time, by: cursor) }.map(\.label)
            overlay.history = hud.reading(shown, transitions: labels)
        }
        return overlay
    }
}
