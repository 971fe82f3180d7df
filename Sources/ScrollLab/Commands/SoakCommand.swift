import ArgumentParser
import Foundation

/// `scroll-lab soak`: random, reproducible gestures on every scene with invariant checks.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak", abstract: "Drive the scenes with random input and check invariants on every frame.")

    @Option(help: "How long to run, wall-clock seconds.")
    var seconds: Double = 30

    @Option(help: "The random seed (the same seed gives the same input).")
    var seed: UInt64 = 1

    @Option(help: "One scene, or all.")
    var scene: String = "all"

    @Option(help: "Where a failure's trace is written.")
    var output: String = "."

    func validate() throws {
        guard seconds.isFinite, seconds > 0, seconds <= 86_400 else {
            throw ValidationError("--seconds must be a number above 0 and at most 86400")
        }
    }

    func run() throws {
        let scenes = scene == "all" ? SceneCatalog.all : [try SceneCatalog.scene(named: scene)]
        let runner = SoakRunner(scenes: scenes, seconds: seconds, seed: seed, outputFolder: output, assets: try AssetStore())
        let report = try runner.run()
        if let violation = report.violation {
            if !violation.tracePath.isEmpty { print("soak: trace written to \(violation.tracePath)") }
            print("soak: violation: \(violation.message)")
            throw ExitCode(1)
        }
        print("soak: \(report.frames) frames, \(report.gestures) gestures, \(report.scenes) scenes, 0 violations")
    }
}
