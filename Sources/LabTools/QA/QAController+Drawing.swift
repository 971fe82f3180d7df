import Graphics
import Scenes
import ScrollUI

/// The overlays the window's QA tools draw over the frame shown.
extension QAController {
    /// Draws the overlays of the frame shown (the live window, or the timeline's frame): over the
    /// viewport (guides, touches, timeline, badge, help) and the HUD in `panel`.
    public func drawOverlay(session: SceneSession, panel: Rect?, context: inout DrawingContext) {
        drawViewportOverlay(session: session, context: &context)
        guard let panel else { return }
        // Beside the viewport the panel lies on the frame's background (`FrameRenderer`'s).
        let isBeside = panel.minX >= session.window.size.width
        drawHUD(session: session, panel: panel, backdrop: isBeside ? FrameRenderer.background : nil, context: &context)
    }

    /// The overlays over one viewport (each column's while comparing): guides, touches, timeline,
    /// badge, tuning panel and help.
    public func drawViewportOverlay(session: SceneSession, context: inout DrawingContext) {
        let window = session.window
        let overlay = OverlayRenderer()
        if showsHelpHint {
            showsHelpHint = false
            confirm("? for help", at: window.now)
        }
        if areGuidesVisible { overlay.drawGuides(session.scene.guides, width: window.size.width, context: &context) }
        if areTouchesVisible, window.isPointerDown { overlay.drawTouch(at: window.pointerLocation, context: &context) }
        if isPaused { drawTimeline(in: window.size, context: &context) }
        let badgeWidth = window.size.width, statusBar = window.statusBarHeight
        if let notice {
            overlay.drawBadge(notice.text, style: noticeStyle, width: badgeWidth, statusBarHeight: statusBar, context: &context)
        } else if isPaused {
            let text = comparison == nil ? "PAUSED · ← → to step" : "PAUSED · . to step"   // no timeline while comparing
            overlay.drawBadge(text, width: badgeWidth, statusBarHeight: statusBar, context: &context)
        } else if isSlowMotion {
            overlay.drawBadge("SLOW ANIMATIONS ×0.1", width: badgeWidth, statusBarHeight: statusBar, context: &context)
        }
        drawTuning(session: session, context: &context)
        if isHelpVisible {
            overlay.drawHelp(in: window.size, scenes: SceneCatalog.names, isComparing: comparison?.isComparing ?? false,
                             context: &context)
        }
    }
}
