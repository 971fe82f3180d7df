import ArgumentParser
import LabTools
import Scenes

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

    func validate() throws {
        guard frames >= 1, frames <= 100_000 else { throw ValidationError("--frames must be from 1 to 100000") }
    }

    func run() throws {
        let scenes = try scene.map { [try SceneCatalog.scene(named: $0)] } ?? SceneCatalog.all
        try validateAssignments(for: scenes)
        let output = LineWriter()
        let assets = try SDLAssetStore()
        let viewport = SceneBenchmark.viewport, scale = SceneBenchmark.scale
        let width = Int(viewport.width * scale), height = Int(viewport.height * scale)
        let floor = SceneBenchmark.measureFloor(width: width, height: height)
        var results: [SceneBenchmark.Result] = []
        for sceneType in scenes {
            // Options another scene lacks are not an error when benchmarking every scene.
            let assignments = scene == nil ? applicableAssignments(for: sceneType) : self.assignments
            let benchmark = SceneBenchmark(sceneType: sceneType, assignments: assignments, frames: frames,
                                           assets: assets, viewport: viewport, scale: scale,
                                           warmupFrames: SceneBenchmark.warmupFrames)
            results.append(try benchmark.run(reference: noSDL ? nil : { frameWidth, frameHeight in
                try SDLBenchReference(width: frameWidth, height: frameHeight, glyphs: assets.fonts)
            }))
        }
        let report = BenchReport(width: width, height: height, floor: floor, scenes: results)
        for line in report.table { try output.write(line) }
        if json { try output.write(report.json) }
        try output.close()
    }

    /// Every `--set` names an option of at least one measured scene, with a value each of those
    /// scenes accepts: checked before any scene is measured.
    func validateAssignments(for scenes: [any Scene.Type]) throws {
        for sceneType in scenes {
            _ = try SceneSettings(options: sceneType.options, assignments: applicableAssignments(for: sceneType),
                                  sceneName: sceneType.name)
        }
        guard scene == nil else { return }
        let names = Set(scenes.flatMap { $0.options.map(\.name) })
        for assignment in assignments {
            let name = assignment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            if !names.contains(name) {
                throw AppError.usage("unknown option '\(name)': no scene has it (options: \(names.sorted().joined(separator: ", ")))")
            }
        }
    }

    /// The `--set` assignments whose option the scene has.
    func applicableAssignments(for sceneType: any Scene.Type) -> [String] {
        let names = Set(sceneType.options.map(\.name))
        return assignments.filter { assignment in
            guard let equals = assignment.firstIndex(of: "=") else { return true }  // malformed: let it fail
            return names.contains(String(assignment[..<equals]))
        }
    }
}
