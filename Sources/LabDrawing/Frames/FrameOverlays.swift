import Graphics
import LabBasics
import Rendering
import Scenes
import ScrollUI

/// The window's QA overlays drawn into a replay's frames, contact sheet and video
/// (`replay --overlays touches,guides,hud`): the same `OverlayComposer` as keys K, G and H, with the
/// HUD's history kept here frame by frame. The HUD's panel goes beside the viewport, as in a window
/// that grew for it, so the frames are wider.
public final class FrameOverlays {
    public struct Kinds: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let touches = Kinds(rawValue: 1 << 0)
        public static let guides = Kinds(rawValue: 1 << 1)
        public static let hud = Kinds(rawValue: 1 << 2)

        /// The names `--overlays` takes, in the order the help lists them.
        public static let names: [(name: String, kind: Kinds)] = [("touches", .touches), ("guides", .guides), ("hud", .hud)]

        /// Parses a comma-separated list of names (`touches,hud`); an unknown or empty name is a usage
        /// error listing the allowed ones.
        /// What a frame of a `viewport` shows with these overlays: the viewport, and the HUD's panel beside it.
        public func canvas(for viewport: Size) -> Size {
            guard contains(.hud) else { return viewport }
            return Size(width: viewport.width + HUDRenderer.panelWidth + 2 * FrameOverlays.panelMargin, height: viewport.height)
        }

        public init(list: String) throws {
            var kinds: Kinds = []
            for name in list.split(separator: ",", omittingEmptySubsequences: false) {
                guard let entry = Kinds.names.first(where: { $0.name == name }) else {
                    let allowed = Kinds.names.map(\.name).joined(separator: ", ")
                    throw AppError.usage("--overlays: unknown overlay '\(name)' (allowed: \(allowed), separated by commas)")
                }
                kinds.insert(entry.kind)
            }
            self = kinds
        }
    }

    /// Room around the HUD's panel, points (the window's margin).
    public static let panelMargin = 8.0

    public let kinds: Kinds
    /// What the HUD plots, in virtual time.
    public private(set) var history = HUDHistory()

    public init(_ kinds: Kinds) {
        self.kinds = kinds
    }

    /// What a frame of a `viewport` shows: the viewport, and the HUD's panel beside it.
    public func canvas(for viewport: Size) -> Size {
        kinds.canvas(for: viewport)
    }

    /// Records the frame at virtual `time` for the HUD (its plot and transitions), plotted at
    /// `sceneTime` (the trace's time with its pauses left out, as the window's HUD and timeline count
    /// it; `time` when not given); call it every frame, drawn or not, so that a frame looks the same
    /// however the replay got to it.
    public func sample(_ session: SceneSession, time: Double, sceneTime: Double? = nil) {
        history.timings.recordVirtual(frameTime: time)
        _ = history.noteTransitions(of: session)
        if kinds.contains(.hud) { history.record(session, at: sceneTime ?? time) }
    }

    /// Renders `session`'s window with the overlays on `canvas` (default: `canvas(for:)` its size).
    @discardableResult
    public func render(_ session: SceneSession, with renderer: FrameRenderer, scale: Double, canvas: Size? = nil) -> PixelBuffer {
        let viewport = session.window.size
        let canvas = canvas ?? self.canvas(for: viewport)
        let margin = FrameOverlays.panelMargin
        let panel = kinds.contains(.hud)
            ? Rect(x: viewport.width + margin, y: margin, width: HUDRenderer.panelWidth, height: viewport.height - 2 * margin)
            : nil
        let overlay = ViewportOverlay(guides: kinds.contains(.guides), touches: kinds.contains(.touches))
        return renderer.render(session.window, scale: scale, canvas: canvas) { [history] context in
            OverlayComposer.draw(overlay, hud: HUDOverlay(history: history), over: session, panel: panel, context: &context)
        }
    }
}
