import Graphics
import LabBasics
import LabDrawing
import Studio
import Playback
import Rendering
import Scenes
import ScrollUI

/// Where the window's scenes go and their pixels: one viewport with the HUD's panel beside it or
/// over it, or a compare's columns side by side (`CompareLayout`), each rendered with its own
/// overlays and composed under the variants' captions (`SideBySideFrame`), the HUD at the right.
final class WindowCompositor {
    /// The HUD goes beside the viewport when the viewport keeps at least this width, points.
    static let minimumViewportWidth = 320.0

    private let fonts: any TextMeasuring & GlyphRasterizing
    /// One renderer per scene, so each keeps its buffer.
    private var renderers: [FrameRenderer]
    private let rasterizer: Rasterizer
    /// The HUD's commands over a compare, reused from frame to frame.
    private var hud: DrawingContext
    /// The composed frame of a compare, remade when the layout or the scale changes.
    private var composed: (frame: SideBySideFrame, layout: CompareLayout, scale: Double)?

    init(fonts: any TextMeasuring & GlyphRasterizing) {
        self.fonts = fonts
        renderers = [FrameRenderer(fonts: fonts)]
        rasterizer = Rasterizer(glyphs: fonts)
        hud = DrawingContext(list: DisplayList(), visibleRect: .zero, textMeasurer: fonts)
    }

    /// The viewport of every scene and the HUD's panel for a window of `canvas` points: one scene's
    /// panel is beside the viewport when there is room, over it otherwise; a compare's is at the right.
    /// A viewport is at most `Limits.viewportSide` on each side, as a replay clamps a `resize`: the
    /// window records the size it shows, which is the size the replay shows.
    static func layout(for canvas: Size, group: SessionGroup, hasPanel: Bool) -> (viewport: Size, panel: Rect?) {
        let layout = unclampedLayout(for: canvas, group: group, hasPanel: hasPanel)
        return (Limits.clampedViewport(layout.viewport), layout.panel)
    }

    private static func unclampedLayout(for canvas: Size, group: SessionGroup, hasPanel: Bool) -> (viewport: Size, panel: Rect?) {
        if group.isComparing {
            let layout = CompareLayout(canvas: canvas, count: group.sessions.count, hasPanel: hasPanel)
            return (layout.viewport, layout.panel)
        }
        guard hasPanel else { return (canvas, nil) }
        let panelWidth = HUDRenderer.panelWidth, margin = HUDRenderer.panelMargin
        if canvas.width - panelWidth - 2 * margin >= minimumViewportWidth {
            let viewport = Size(width: canvas.width - panelWidth - 2 * margin, height: canvas.height)
            return (viewport, Rect(x: viewport.width + margin, y: margin, width: panelWidth, height: canvas.height - 2 * margin))
        }
        let height = min(475, canvas.height * 0.6)   // room for the plot under the HUD's rows, the hitch ratio's too
        return (canvas, Rect(x: margin, y: canvas.height - height - margin, width: min(panelWidth, canvas.width - 2 * margin),
                             height: height))
    }

    /// Renders the frame of a window of `canvas` points: `shown` (the timeline's frame, else the live
    /// scene) with the overlays, or every variant in its column. Returns the pixels and the rows
    /// that changed since the last frame (nil: all). `betweenColumns` runs after each column but the
    /// last (the window queues the input that came meanwhile).
    func render(_ group: SessionGroup, shown: SceneSession, qa: QAController, scale: Double, canvas: Size,
                betweenColumns: () -> Void = {}) -> (buffer: PixelBuffer, dirtyRows: Range<Int>?) {
        guard group.isComparing else {
            let panel = WindowCompositor.layout(for: canvas, group: group, hasPanel: qa.isHUDVisible).panel
            let overlay = qa.overlay(over: shown), hud = qa.hudOverlay
            let buffer = renderers[0].render(shown.window, scale: scale, canvas: canvas) { context in
                OverlayComposer.draw(overlay, hud: hud, over: shown, panel: panel, context: &context)
            }
            return (buffer, renderers[0].changedRows())
        }
        let layout = CompareLayout(canvas: canvas, count: group.sessions.count, hasPanel: qa.isHUDVisible)
        let frame = compose(group, layout: layout, scale: scale, betweenColumns: betweenColumns) { session, context in
            OverlayComposer.draw(qa.overlay(over: session), over: session, context: &context)
        }
        if let panel = layout.panel, let overlay = qa.hudOverlay {
            hud.restart(visibleRect: Rect(origin: .zero, size: canvas))
            OverlayComposer.draw(overlay, of: group.primary, in: panel, context: &hud)
            rasterizer.draw(hud.list, into: frame.buffer, scale: scale)
        }
        return (frame.buffer, nil)
    }

    /// Writes what a screenshot shows into `png` at `path`, in `style` (its scale, the guides and
    /// touches or none): the frame shown, or every column under its caption (without the HUD's panel).
    func writeScreenshot(_ group: SessionGroup, shown: SceneSession, style: CaptureStyle, png: PNGFile,
                         to path: String) throws {
        let overlay = style.overlay
        guard group.isComparing else {
            renderers[0].render(shown.window, scale: style.scale,
                                drawOverlay: overlay.map { overlay in { OverlayComposer.draw(overlay, over: shown, context: &$0) } })
            try renderers[0].writePNG(to: path, using: png)
            renderers[0].forgetPreviousFrame()
            return
        }
        let count = group.sessions.count
        let layout = CompareLayout(canvas: CompareLayout.windowSize(viewport: group.primary.window.size, count: count),
                                   count: count, hasPanel: false)
        let draw = overlay.map { overlay in { (session: SceneSession, context: inout DrawingContext) in
            OverlayComposer.draw(overlay, over: session, context: &context)
        } }
        try png.write(compose(group, layout: layout, scale: style.scale, overlay: draw).buffer, to: path)
    }

    /// Every variant's frame in its column, its overlay drawn over it in viewport points.
    private func compose(_ group: SessionGroup, layout: CompareLayout, scale: Double, betweenColumns: () -> Void = {},
                         overlay: ((SceneSession, inout DrawingContext) -> Void)?) -> SideBySideFrame {
        while renderers.count < group.sessions.count { renderers.append(FrameRenderer(fonts: fonts)) }
        let frame: SideBySideFrame
        if let composed, composed.layout == layout, composed.scale == scale {
            frame = composed.frame
        } else {
            frame = SideBySideFrame(variants: group.variants, canvas: layout.viewport, scale: scale, captions: true,
                                    fonts: fonts, trailing: layout.trailingWidth)
            composed = (frame, layout, scale)
        }
        frame.begin()
        for (index, session) in group.sessions.enumerated() {
            let buffer = renderers[index].render(session.window, scale: scale, canvas: layout.viewport,
                                                 drawOverlay: overlay.map { draw in { draw(session, &$0) } })
            frame.place(buffer, at: index)
            if index < group.sessions.count - 1 { betweenColumns() }
        }
        return frame
    }
}
