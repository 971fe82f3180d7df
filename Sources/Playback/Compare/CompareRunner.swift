import Foundation
import Graphics
import LabBasics
import LabDrawing
import Rendering
import Scenes
import ScrollUI

/// `replay --compare`: one replay per variant of the same trace, advanced in step, so each frame
/// shows every variant under the same finger. Gives each variant's state lines (with a `variant`
/// key), the divergence table, and side-by-side frames, contact sheet thumbnails, plot curves and
/// video frames (README "Compare").
public final class CompareRunner {
    /// Where the compare's outputs go; each is optional.
    public struct Outputs {
        /// One side-by-side PNG per frame (frame-00000.png, ...), written with `png`.
        public var framesDirectory: String?
        public var png: PNGFile?
        public var video: VideoEncoder?
        public var sheet: ContactSheet?
        public var plot: PlotImage?
        /// The check each frame's file passes right before it is written: it lands on no input or output.
        public var outputPaths: OutputPaths?

        public init() {}
    }

    public let variants: [CompareVariant]
    private let runners: [ReplayRunner]
    private let scale: Double
    private let fonts: any TextMeasuring & GlyphRasterizing
    /// Every variant's pane, points: the largest viewport of the trace with the overlays' room, so the
    /// frames keep one size through resizes (smaller viewports are drawn at the pane's top left).
    public let paneCanvas: Size

    /// The replays of `variants`: `configuration` is the base (fps, viewport, `from`, `until`, scale,
    /// overlays); frames and video go through `run`'s outputs, not the configuration. `lines` are the
    /// trace file's line of each event, for messages.
    public init(events: [Input], lines: [Int] = [], configuration: ReplayRunner.Configuration, variants: [CompareVariant],
                assets: any AssetStore) throws {
        self.variants = variants
        scale = configuration.scale
        fonts = assets.fonts
        runners = try variants.map { variant in
            var own = configuration
            own.assignments = variant.assignments
            own.framesDirectory = nil
            own.overlays = configuration.overlays.map { FrameOverlays($0.kinds) }   // each keeps its own HUD history
            do {
                return try ReplayRunner(events: events, lines: lines, configuration: own, assets: assets)
            } catch let error as AppError {
                throw error.inVariant(variant.letter, sets: variant.label)
            }
        }
        paneCanvas = ReplayRunner.videoCanvas(events: events, configuration: configuration)
    }

    /// The number of frames `run` gives.
    public var frameCount: Int { runners[0].frameCount }

    /// The side-by-side frame's size in pixels at the replay's scale (the video's size).
    public var pixelSize: (width: Int, height: Int) {
        SideBySideFrame.pixelSize(panes: variants.count, canvas: paneCanvas, scale: scale, captions: true)
    }

    /// Plays every frame of every variant: hands each variant's state line to `emit` (variant A's,
    /// then B's, ... per frame), draws the outputs, and returns the divergence table. `observe` sees
    /// each frame's composed side-by-side buffer.
    @discardableResult
    public func run(outputs: Outputs = Outputs(), observe: ((_ frame: Int, _ composed: SideBySideFrame) -> Void)? = nil,
                    emit: (String) throws -> Void) throws -> DivergenceTable {
        let frames = try outputs.framesDirectory.map { try FrameFolder(path: $0, png: outputs.png, outputPaths: outputs.outputPaths) }
        let drawsFrames = frames != nil || outputs.video != nil || observe != nil
        let full = drawsFrames
            ? SideBySideFrame(variants: variants, canvas: paneCanvas, scale: scale, captions: true, fonts: fonts) : nil
        let thumbnails = outputs.sheet.map { _ in
            SideBySideFrame(variants: variants, canvas: paneCanvas, scale: ContactSheet.thumbnailScale, captions: false,
                            fonts: fonts)
        }
        let renderer = FrameRenderer(fonts: fonts)
        var table = DivergenceTable(keys: runners[0].session.stateKeys)
        while let (frame, time) = runners[0].advance() {
            for runner in runners.dropFirst() { _ = runner.advance() }
            var values: [StateValues] = []
            for (index, runner) in runners.enumerated() {
                let state = runner.session.variantState(frame: frame, time: time, variant: variants[index].letter)
                try emit(state.line)
                values.append(state.values)
                outputs.plot?.capture(time: time, session: runner.session, variant: index)
            }
            table.add(time: time, variants: values)
            if let sheet = outputs.sheet, let thumbnails, sheet.wants(frame: frame) {
                compose(into: thumbnails, scale: ContactSheet.thumbnailScale, renderer: renderer)
                sheet.add(thumbnails.buffer, frame: frame, time: time, panes: panes(of: thumbnails))
            }
            if let full {
                compose(into: full, scale: scale, renderer: renderer)
                observe?(frame, full)
                try outputs.video?.append(full.buffer)
                try frames?.write(full.buffer, frame: frame)
            }
        }
        return table
    }

    /// Draws every variant's current frame into its pane.
    private func compose(into frame: SideBySideFrame, scale: Double, renderer: FrameRenderer) {
        frame.begin()
        for (index, runner) in runners.enumerated() {
            frame.place(runner.render(with: renderer, scale: scale, canvas: paneCanvas), at: index)
        }
    }

    /// The contact sheet's labels for a thumbnail's panes: each variant's caption and phase.
    private func panes(of frame: SideBySideFrame) -> [ContactSheet.Pane] {
        let width = FrameRenderer.pixelSize(of: paneCanvas, scale: ContactSheet.thumbnailScale).width
        return runners.indices.map { index in
            ContactSheet.Pane(x: Double(frame.paneX(index)), width: Double(width),
                              phase: runners[index].session.scene.mainScrollView.phase.rawValue,
                              caption: ("\(variants[index].letter) \(variants[index].label)", variants[index].color))
        }
    }
}
