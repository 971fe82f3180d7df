import ArgumentParser
import Foundation
import LabBasics
import Playback
import Scenes

/// `scroll-lab soak`: random, reproducible gestures on every scene with invariant checks.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak", abstract: "Drive the scenes with random input and check invariants on every frame.")

    @Option(parsing: .unconditional, help: "How long to run, wall-clock seconds.")
    var seconds: Double = 30

    @Option(parsing: .unconditional, help: "The random seed, a whole number from 0 to 2^64 - 1 (the same seed gives the same input).")
    var seed: String = "1"

    @Option(help: "One scene, or all.")
    var scene: String = "all"

    @Option(help: "Where a failure's trace is written.")
    var output: String = "."

    func validate() throws {
        guard seconds.isFinite, seconds > 0, seconds <= 86_400 else {
            throw ValidationError("--seconds must be a number above 0 and at most 86400")
        }
        guard UInt64(seed) != nil else { throw ValidationError("--seed must be a whole number from 0 to \(UInt64.max)") }
    }

    func run() throws {
        let scenes = scene == "all" ? SceneCatalog.all : [try SceneCatalog.scene(named: scene)]
        try OutputPaths.checkDistinct(input: nil, outputs: [], folders: [(output, "--output")])
        let standardOutput = LineWriter()
        let runner = SoakRunner(scenes: scenes, seconds: seconds, seed: UInt64(seed) ?? 1, outputFolder: output,
                                assets: try SDLAssetStore())
        let report = try runner.run()
        if let violation = report.violation {
            let trace = violation.traceProblem.map { "; the trace could not be written: \($0)" }
                ?? violation.tracePath.map { "; trace: \($0)" } ?? ""
            throw AppError.runtime("soak: violation: \(violation.message)\(trace)")
        }
        try standardOutput.write("soak: \(report.frames) frames, \(report.gestures) gestures, \(report.scenes) scenes, 0 violations")
        try standardOutput.close()
    }
}
