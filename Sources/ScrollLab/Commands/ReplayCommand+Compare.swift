import Foundation
import LabBasics
import LabDrawing
import Playback
import Scenes
import LabTraces

/// `replay TRACE --compare SETS --compare SETS ...`: the trace played once per variant, in step;
/// side-by-side frames, contact sheet, plot and video; each variant's state lines with a `variant`
/// key in `--states`; the divergence table on standard output (README "Compare").
extension ReplayCommand {
    /// Plays `sets` (`--compare`, or a compare recording's header's) as the variants.
    func runCompare(_ sets: [String], file: TraceFile, configuration: ReplayRunner.Configuration) throws {
        let variants = try CompareVariant.parse(sets, base: configuration.assignments, sceneType: configuration.sceneType,
                                                viewport: configuration.viewport, device: configuration.device)
        let assets = try SDLAssetStore()
        let png = PNGFile(encoder: SDLPNGEncoder())
        let runner = try CompareRunner(events: file.events, lines: file.lines, configuration: configuration, variants: variants,
                                       assets: assets)
        var outputs = CompareRunner.Outputs()
        outputs.framesDirectory = frames
        outputs.outputPaths = configuration.outputPaths
        outputs.png = png
        let pixels = runner.pixelSize
        outputs.video = try video.map {
            try makeEncoder(path: $0, width: pixels.width, height: pixels.height, fps: configuration.fps * (speed ?? 1))
        }
        outputs.sheet = contactSheet.map { _ in
            ContactSheet(fonts: assets.fonts, png: png, interval: contactEvery, totalFrames: runner.frameCount)
        }
        outputs.plot = plot.map { _ in PlotImage(fonts: assets.fonts, png: png, events: file.events, variants: variants.map(\.caption)) }
        let writer = try states.map { try LineWriter(path: $0, append: false) }
        let table = try runner.run(outputs: outputs, emit: { try writer?.write($0) })
        try writer?.close()
        try outputs.video?.finish()
        let title = "\(configuration.sceneType.name) · \((trace as NSString).lastPathComponent) · "
            + variants.map { "\($0.letter) \($0.label)" }.joined(separator: " vs ")
        if let sheet = outputs.sheet, let contactSheet { try sheet.write(to: contactSheet, title: title) }
        if let plotImage = outputs.plot, let plot { try plotImage.write(to: plot, title: title) }
        let output = LineWriter()
        for line in table.lines(variants: variants.map { ($0.letter, $0.label) }) { try output.write(line) }
        try output.close()
    }
}
