import Graphics
import Scenes
import ScrollUI

/// What the QA overlays over one viewport show: the window's keys decide it (`QAController`), or a
/// replay's `--overlays` (`FrameOverlays`).
public struct ViewportOverlay {
    /// The paused timeline's strip and what it marks.
    struct Timeline {
        var strip: TimelineStrip
        var events: ArraySlice<TraceEvent>
        var transitions: [(time: Double, label: String)]
        var cursor: Double
        var caption: String
    }

    var guides = false
    var touches = false
    var timeline: Timeline?
    var badge: (text: String, style: OverlayRenderer.BadgeStyle)?
    var tuning: TuningPanel?
    var help = false
    /// The help card marks the keys that cannot serve every variant.
    var isComparing = false
}

/// What the HUD's panel shows: the history it plots, the speed and recording badges, and each
/// compared variant's name and colour (none for one scene).
public struct HUDOverlay {
    var history: HUDHistory
    var timeScale = 1.0
    var isRecording = false
    var variants: [CompareVariant] = []
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
            timeline.strip.draw(events: timeline.events, transitions: timeline.transitions, cursor: timeline.cursor,
                                caption: timeline.caption, context: &context)
        }
        if let badge = overlay.badge {
            renderer.drawBadge(badge.text, style: badge.style, width: window.size.width, statusBarHeight: window.statusBarHeight,
                               context: &context)
        }
        if let tuning = overlay.tuning { TuningPanelView().draw(tuning, in: window.size, context: &context) }
        if overlay.help {
            renderer.drawHelp(in: window.size, scenes: SceneCatalog.names, isComparing: overlay.isComparing, context: &context)
        }
    }

    /// The HUD of `session` (variant A's numbers while comparing) in `panel`.
    public static func draw(_ hud: HUDOverlay, of session: SceneSession, in panel: Rect, context: inout DrawingContext) {
        let history = hud.history
        let variants = zip(hud.variants, history.variantSamples).map {
            HUDRenderer.Variant(letter: $0.letter, label: $0.label, color: $0.color, history: $1)
        }
        HUDRenderer().draw(in: panel, sceneName: session.name, timings: history.timings, timeScale: hud.timeScale,
                           isRecording: hud.isRecording, state: session.statePairs(), transitions: history.recentTransitions,
                           history: history.samples, variants: variants, metric: session.scene.metric, context: &context)
    }
}
