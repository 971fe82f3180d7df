import ArgumentParser
import Foundation

/// `scroll-lab replay TRACE --scene NAME`: plays a trace headless in virtual time and writes a state
/// line per frame, optionally one PNG per frame (QA-INTERFACE.md).
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "replay",
                                                    abstract: "Play a trace headless and dump the state of every frame.")

    @Argument(help: "The trace file (JSON Lines).")
    var trace: String

    @Option(help: "The scene to play it on.")
    var scene: String

    @Option(help: "Frames per second of the virtual clock.")
    var fps: Double = 60

    @Option(help: "Viewport size in points, WIDTHxHEIGHT.")
    var viewport = ViewportSize(size: .init(width: 390, height: 844))

    @Option(help: "Pixels per point of the frames written with --frames.")
    var scale: Double = 1

    @Option(name: .customLong("set"), help: "A scene option, NAME=VALUE (repeatable).")
    var assignments: [String] = []

    @Option(help: "Write the state lines to this file instead of standard output.")
    var states: String?

    @Option(help: "Write one PNG per frame into this folder (frame-00000.png, ...).")
    var frames: String?

    @Option(help: "Stop at this time in seconds instead of the trace's last event.")
    var until: Double?

    func validate() throws {
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw ValidationError("--fps must be a number above 0 and at most 1000") }
        guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale must be a number above 0 and at most 4") }
        if let until, !(until.isFinite && until >= 0 && until <= 3600) {
            throw ValidationError("--until must be a number of seconds from 0 to 3600")
        }
    }

    func run() throws {
        let sceneType = try SceneCatalog.scene(named: scene)
        _ = try SceneSettings(options: sceneType.options, assignments: assignments, sceneName: sceneType.name)
        let events = try TraceParser.load(path: trace)
        let assets = try AssetStore()
        var configuration = ReplayRunner.Configuration(sceneType: sceneType)
        configuration.assignments = assignments
        configuration.fps = fps
        configuration.viewport = viewport.size
        configuration.scale = scale
        configuration.until = until
        configuration.framesDirectory = frames
        let runner = try ReplayRunner(events: events, configuration: configuration, assets: assets)
        let writer = try states.map { try LineWriter(path: $0, append: false) } ?? LineWriter()
        try runner.run { writer.write($0) }
        writer.flush()
    }
}
