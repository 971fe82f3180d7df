import ArgumentParser
import LabTools
import Scenes

/// `--scene` and `--set`, shared by `run` and `replay`. A recording's header fills in what they leave out.
struct SceneSelection: ParsableArguments {
    @Option(help: "The scene (default: the one a recording's header names, else the first for `run`).")
    var scene: String?

    @Option(name: .customLong("set"), help: "A scene option, NAME=VALUE (repeatable).")
    var assignments: [String] = []

    /// The scene and its validated options. `--scene` wins over the header, whose options then do not
    /// apply; otherwise the header's options come first and `--set` ones after them, so they override.
    /// `fallback` is the scene when neither names one (nil: a usage error).
    func resolve(header: TraceHeader?, fallback: (any Scene.Type)?) throws
        -> (scene: any Scene.Type, assignments: [String], usesHeader: Bool) {
        let usesHeader = scene == nil && header != nil
        let sceneType: any Scene.Type
        if let name = scene ?? header?.scene {
            sceneType = try SceneCatalog.scene(named: name)
        } else if let fallback {
            sceneType = fallback
        } else {
            throw AppError.usage("no scene: pass --scene (the trace has no '\(TraceHeader.prefix)' header naming one)")
        }
        let all = (usesHeader ? header?.assignments ?? [] : []) + assignments
        _ = try SceneSettings(options: sceneType.options, assignments: all, sceneName: sceneType.name)
        return (sceneType, all, usesHeader)
    }
}
