import ArgumentParser
import Devices
import Foundation
import Graphics
import LabBasics
import Playback
import Scenes
import SDLHost
import LabTraces

/// `scroll-lab bench`: per scene, the time to advance, lay out, build the display list and rasterize
/// each frame of a fixed script headless at 780 x 1688 pixels (scale 2), with two references: the
/// memory floor (one buffer fill) and SDL's software renderer drawing the same display lists.
/// Use a release build (`make bench`).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frame times headless at scale 2 against the memory floor and SDL's renderer (use a release build).")

    @Option(help: "Only this scene.")
    var scene: String?

    @Option(parsing: .unconditional, help: "Frames measured per scene, at 60 per script second (the script repeats).")
    var frames: Int = 600

    @Option(name: .customLong("set"), help: "A scene option, NAME=VALUE (repeatable).")
    var assignments: [String] = []

    @Flag(help: "End with one JSON object on the last line.")
    var json = false

    @Flag(help: "Skip the SDL reference renderer.")
    var noSDL = false

    @Flag(help: "Draw every frame whole instead of only the rows that changed since the frame before (the same pixels).")
    var fullRedraw = false

    @Option(name: .customLong("viewport"), parsing: .unconditionalSingleValue, help: "Viewport size in points, WIDTHxHEIGHT (repeatable, paired with --scale; default 390x844).")
    var viewports: [ViewportSize] = []

    @Option(name: .customLong("scale"), parsing: .unconditionalSingleValue,
            help: "Pixels per point (repeatable: one per --viewport or --device, or one for all; default 2, or the device's).")
    var scales: [Double] = []

    @Option(name: .customLong("device"),
            help: ArgumentHelp("A device to measure at its size and scale (repeatable; `scroll-lab devices`); with --viewport, "
                               + "the one device the scenes lay out for at those sizes."))
    var devices: [String] = []

    @Flag(name: .customLong("plot"),
          help: "Also draw frame time against pixels per frame for every scene into --plot-file (without --viewport: at 390x844 @2, 430x932 @3 and 1024x1366 @2).")
    var plotRequested = false

    @Option(name: .customLong("plot-file"), help: "Where the plot goes (default bench-plot.png); implies --plot.")
    var plotPath: String?

    /// A plot is drawn: `--plot`, or a `--plot-file` given.
    var plot: Bool { plotRequested || plotPath != nil }
    /// Where the plot goes.
    var plotFile: String { plotPath ?? "bench-plot.png" }

    @Flag(help: "Play the scripts through a real window (needs a display, e.g. Xvfb) and time work, upload, present and input-to-present latency.")
    var window = false

    @Flag(help: "With --window: show the HUD beside the viewport, as key H does (the window is wider by its panel).")
    var hud = false

    func validate() throws {
        guard frames >= 1, frames <= 100_000 else { throw ValidationError("--frames must be from 1 to 100000") }
        for viewport in viewports { if let problem = viewport.problem { throw ValidationError(problem) } }
        for scale in scales where !(scale >= 0.5 && scale <= 4) { throw ValidationError("--scale must be from 0.5 to 4") }
        if hud && !window { throw ValidationError("--hud is for --window (the headless bench draws no HUD)") }
        if window && (plot || !scales.isEmpty || viewports.count > 1 || !devices.isEmpty) {
            throw ValidationError("--window measures one window at the display's scale: no --plot, --scale, --device or second --viewport")
        }
    }

    /// The sizes to measure: as given, or the goals' three sizes for a plot without --viewport or --device.
    func sizes() throws -> [BenchSize] {
        if plot && viewports.isEmpty && scales.isEmpty && devices.isEmpty { return BenchSize.goals }
        let profiles = try devices.map { try SceneCatalog.device(named: $0) }
        let sizes: [BenchSize]
        if viewports.isEmpty && !profiles.isEmpty {
            sizes = try BenchSize.pairing(devices: profiles, scales: scales)
        } else {
            guard profiles.count <= 1 else {
                throw AppError.usage("with --viewport give at most one --device (the scenes lay out for it at every size)")
            }
            let device = profiles.first ?? DeviceCatalog.standard
            sizes = try BenchSize.pairing(viewports: viewports.map(\.size), scales: scales)
                .map { BenchSize(viewport: $0.viewport, scale: $0.scale, device: device) }
        }
        for size in sizes where size.megapixels > 64 {
            throw AppError.usage("\(size.label) is \(size.pixelWidth) x \(size.pixelHeight) px: frames are at most 64 Mpx")
        }
        return sizes
    }

    func run() throws {
        let scenes = try scene.map { [try SceneCatalog.scene(named: $0)] } ?? SceneCatalog.all
        // Everything is checked before minutes of measuring: the options at every size, the plot's path.
        let sizes = window ? [] : try sizes()
        let viewports = window ? [viewports.first?.size ?? SceneCatalog.defaultViewport] : sizes.map(\.viewport)
        try validateAssignments(for: scenes, viewports: viewports)
        if window { return try runWindow(scenes: scenes) }
        if plot {
            try OutputPaths.checkDistinct(input: nil, outputs: [(plotFile, "--plot-file")])
            let folder = URL(fileURLWithPath: plotFile).deletingLastPathComponent().path
            guard FileManager.default.isWritableFile(atPath: folder) else {
                throw AppError.runtime("cannot write --plot-file '\(plotFile)': its folder is missing or not writable")
            }
        }
        let output = LineWriter()
        let assets = try SDLAssetStore()
        var reports: [BenchReport] = []
        for size in sizes {
            let floor = SceneBenchmark.measureFloor(width: size.pixelWidth, height: size.pixelHeight)
            var results: [SceneBenchmark.Result] = []
            for sceneType in scenes {
                // Options another scene lacks are not an error when benchmarking every scene.
                let assignments = scene == nil ? applicableAssignments(for: sceneType) : self.assignments
                let benchmark = SceneBenchmark(sceneType: sceneType, assignments: assignments, frames: frames,
                                               assets: assets, viewport: size.viewport, scale: size.scale, device: size.device,
                                               warmupFrames: SceneBenchmark.warmupFrames, fullRedraw: fullRedraw)
                results.append(try benchmark.run(reference: noSDL ? nil : { frameWidth, frameHeight in
                    try SDLBenchReference(width: frameWidth, height: frameHeight, glyphs: assets.fonts)
                }))
            }
            let report = BenchReport(size: size, floor: floor, scenes: results, fullRedraw: fullRedraw)
            if !reports.isEmpty { try output.write("") }
            for line in report.table { try output.write(line) }
            reports.append(report)
        }
        if json { try output.write(reports.count == 1 ? reports[0].json : "[" + reports.map(\.json).joined(separator: ",") + "]") }
        if plot {
            try BenchPlot(reports: reports).write(to: plotFile, title: "ScrollLab bench: frame time against pixels per frame",
                                                 fonts: assets.fonts, png: PNGFile(encoder: SDLPNGEncoder()))
            try output.write("scroll-lab: plot \(plotFile)")
        }
        try output.close()
    }

    /// `--window`: each scene's script through one real window at the default viewport.
    private func runWindow(scenes: [any Scene.Type]) throws {
        let output = LineWriter()
        let assets = try SDLAssetStore()
        let viewport = viewports.first?.size ?? SceneCatalog.defaultViewport
        let host = try SDLFailure.converting {
            try HostWindow(title: "ScrollLab bench", size: WindowBenchmark.windowSize(viewport: viewport, hud: hud))
        }
        let benchmark = WindowBenchmark(host: host, assets: assets, frames: frames, hud: hud)
        var results: [WindowBenchReport.Scene] = []
        for sceneType in scenes {
            results.append(try benchmark.run(sceneType, assignments: scene == nil ? applicableAssignments(for: sceneType) : assignments))
        }
        for line in WindowBenchReport(header: benchmark.description, scenes: results).table { try output.write(line) }
        try output.close()
    }

    /// Every `--set` names an option of at least one measured scene, with a value each of those
    /// scenes accepts, within the rules between its options at every viewport measured: checked
    /// before any scene is measured.
    func validateAssignments(for scenes: [any Scene.Type], viewports: [Size]) throws {
        for sceneType in scenes {
            do {
                let settings = try SceneSettings(options: sceneType.options, assignments: applicableAssignments(for: sceneType),
                                                 sceneName: sceneType.name)
                for viewport in viewports { try sceneType.validate(settings, viewport: viewport) }
            } catch let error as AppError where scene == nil && !error.message.hasPrefix("\(sceneType.name):") {
                // Every scene with the option takes the value: say which one refuses it.
                throw AppError.usage("\(sceneType.name): \(error.message)")
            }
        }
        guard scene == nil else { return }
        let names = Set(scenes.flatMap { $0.options.map(\.name) })
        for assignment in assignments {
            let name = OptionAssignment.name(of: assignment)
            if !names.contains(name) {
                throw AppError.usage("unknown option '\(name)': no scene has it (options: \(names.sorted().joined(separator: ", ")))")
            }
        }
    }

    /// The `--set` assignments whose option the scene has.
    func applicableAssignments(for sceneType: any Scene.Type) -> [String] {
        let names = Set(sceneType.options.map(\.name))
        return assignments.filter { assignment in
            guard let assignment = OptionAssignment(assignment) else { return true }  // malformed: let it fail
            return names.contains(assignment.name)
        }
    }
}
