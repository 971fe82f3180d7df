import Graphics
import Scenes
import ScrollUI
import LabTraces

/// What the QA overlays over one viewport show: the window's keys decide it (`QAController`), or a
/// replay's `--overlays` (`FrameOverlays`).
public struct ViewportOverlay {
    /// The paused timeline's strip and what it marks.
    public struct Timeline {
        public var strip: TimelineStrip
        public var events: ArraySlice<Input>
        /// The scene's clock: where the events' log times lie on the strip.
        public var clock: SceneClock
        public var transitions: [(time: Double, label: String)]
        public var cursor: Double
        /// The caption and the loop's and span's times, made when they change.
        public var texts: TimelineStripTexts

        public init(strip: TimelineStrip, events: ArraySlice<Input>, clock: SceneClock, transitions: [(time: Double, label: String)], cursor: Double, texts: TimelineStripTexts) {
            self.strip = strip
            self.events = events
            self.clock = clock
            self.transitions = transitions
            self.cursor = cursor
            self.texts = texts
        }
    }

    public var guides = false
    public var touches = false
    public var timeline: Timeline?
    public var badge: (text: String, style: OverlayRenderer.BadgeStyle)?
    /// The marks before the badge, in the same row: REC, PAUSED, the slow clock's speed.
    public var marks: [BadgeMark] = []
    /// Why the badge's failure happened, in full (a refused option change, an unwritable capture).
    public var reason: String?
    public var tuning: TuningPanel?
    public var help = false
    /// The help card's page (`HelpCard`).
    public var helpPage = 0
    /// The bug report's note being typed, or the folder it was written to (key B).
    public var bugReport: BugReportCard?
    /// The help card marks the keys that cannot serve every variant.
    public var isComparing = false

    public init(guides: Bool = false, touches: Bool = false, timeline: Timeline? = nil, badge: (text: String, style: OverlayRenderer.BadgeStyle)? = nil, marks: [BadgeMark] = [], reason: String? = nil, tuning: TuningPanel? = nil, help: Bool = false, helpPage: Int = 0, bugReport: BugReportCard? = nil, isComparing: Bool = false) {
        self.guides = guides
        self.touches = touches
        self.timeline = timeline
        self.badge = badge
        self.marks = marks
        self.reason = reason
        self.tuning = tuning
        self.help = help
        self.helpPage = helpPage
        self.bugReport = bugReport
        self.isComparing = isComparing
    }
}

/// What the HUD's panel shows: the history it plots, the speed and recording badges, and each
/// compared variant's name and colour (none for one scene).
public struct HUDOverlay {
    public var history: HUDHistory
    /// While paused: the whole session's motion, plotted instead of the last 3 s.
    public var session: SessionMotion?
    public var timeScale = 1.0
    public var isRecording = false
    public var variants: [VariantCaption] = []

    public init(history: HUDHistory, session: SessionMotion? = nil, timeScale: Double = 1.0, isRecording: Bool = false, variants: [VariantCaption] = []) {
        self.history = history
        self.session = session
        self.timeScale = timeScale
        self.isRecording = isRecording
        self.variants = variants
    }
}

/// Draws the QA overlays from what they show, holding no state: over a viewport, in painter's order
/// guides, touches, the timeline strip, the badge, the tuning panel and the help card; the HUD in its
/// panel. The window and replay frames (`replay --overlays`) draw them the same way.
public enum OverlayComposer {
    public static func draw(_ overlay: ViewportOverlay, over session: SceneSession, context: inout DrawingContext) {
        let window = session.window, renderer = OverlayRenderer()
        if overlay.guides { renderer.drawGuides(session.scene.guides, width: window.size.width, context: &context) }
        if overlay.touches, window.isPointerDown { renderer.drawTouch(at: window.pointerLocation, context: &context) }
        if let timeline = overlay.timeline {
            timeline.strip.draw(events: timeline.events, clock: timeline.clock, transitions: timeline.transitions, cursor: timeline.cursor,
                                texts: timeline.texts, context: &context)
        }
        if overlay.badge != nil || !overlay.marks.isEmpty {
            renderer.drawBadge(overlay.badge?.text, style: overlay.badge?.style ?? .alert, marks: overlay.marks,
                               width: window.size.width, statusBarHeight: window.statusBarHeight, context: &context)
        }
        if let tuning = overlay.tuning { TuningPanelView().draw(tuning, in: window.size, context: &context) }
        if let reason = overlay.reason {
            // Above the tuning panel when it shows, else above the home indicator.
            let bottom = overlay.tuning.map { TuningPanelView.card(rowCount: $0.rows.count, in: window.size).minY }
                ?? window.size.height - TuningPanelView.bottomInset
            renderer.drawReason(reason, width: window.size.width, bottom: bottom - TuningPanelView.margin, context: &context)
        }
        overlay.bugReport?.draw(in: window.size, statusBarHeight: window.statusBarHeight, context: &context)
        if overlay.help {
            renderer.drawHelp(in: window.size, scenes: SceneCatalog.names, isComparing: overlay.isComparing, page: overlay.helpPage,
                              context: &context)
        }
    }

    /// The viewport's overlays over `session` and, when there is a `panel`, the HUD in it: the
    /// window's single scene and replay frames. A panel beside the viewport lies on the frame's
    /// background (`FrameRenderer`'s), on which the HUD is drawn opaque.
    public static func draw(_ overlay: ViewportOverlay, hud: HUDOverlay?, over session: SceneSession, panel: Rect?,
                            context: inout DrawingContext) {
        draw(overlay, over: session, context: &context)
        guard let panel, let hud else { return }
        let isBeside = panel.minX >= session.window.size.width
        draw(hud, of: session, in: panel, backdrop: isBeside ? FrameRenderer.background : nil, context: &context)
    }

    /// The HUD of `session` (variant A's numbers while comparing) in `panel`, over `backdrop` when the
    /// panel lies on an opaque colour (`HUDRenderer.draw`). The numbers are the history's last
    /// reading, or read now when there is none.
    public static func draw(_ hud: HUDOverlay, of session: SceneSession, in panel: Rect, backdrop: Color? = nil,
                            context: inout DrawingContext) {
        let history = hud.history
        let variants = zip(hud.variants, history.variantSamples).map {
            HUDRenderer.Variant(letter: $0.letter, label: $0.label, color: $0.color, history: $1)
        }
        let readout = history.readout ?? HUDReadout(timings: history.timings, state: session.statePairs(),
                                                    transitions: history.recentTransitions, time: session.window.now)
        HUDRenderer().draw(in: panel, backdrop: backdrop, sceneName: session.name, timings: history.timings, readout: readout,
                           timeScale: hud.timeScale, isRecording: hud.isRecording, history: history.samples, session: hud.session,
                           variants: variants,
                           metric: session.scene.metric, context: &context)
    }
}
