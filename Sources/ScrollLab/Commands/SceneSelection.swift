import ArgumentParser
import Graphics
import LabTools
import Scenes

/// `--scene` and `--set`, shared by `run` and `replay`. A recording's header fills in what they leave out.
struct SceneSelection: ParsableArguments {
    @Option(help: "The scene (default: the one a recording's header names, else the first for `run`).")
    var scene: String?

    @Option(name: .customLong("set"), help: "A scene option, NAME=VALUE (repeatable; after a preset, it overrides it).")
    var assignments: [String] = []

    @Option(help: "A named set of the scene's options (`scroll-lab scenes --verbose` lists them): seed, ...")
    var preset: String?

    /// The scene and its validated options. `--scene` wins over the header, whose preset and options then
    /// do not apply, and so does `--preset` over the header's preset and options; what applies comes in
    /// the order preset, header options, `--set`, so each overrides the one before.
    /// `fallback` is the scene when neither names one (nil: a usage error). A preset's values that
    /// follow the screen are worked out for `viewport`.
    func resolve(header: TraceHeader?, fallback: (any Scene.Type)?, viewport: Size = SceneCatalog.defaultViewport) throws
        -> (scene: any Scene.Type, assignments: [String], usesHeader: Bool) {
        try SceneSelection.resolve(scene: scene, preset: preset, assignments: assignments, header: header, fallback: fallback,
                                   viewport: viewport)
    }

    /// `resolve(header:fallback:viewport:)` for options given as values (a header read back is
    /// resolved with none, as `replay` resolves it).
    static func resolve(scene: String?, preset: String?, assignments: [String], header: TraceHeader?,
                        fallback: (any Scene.Type)?, viewport: Size) throws
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
        let headerApplies = usesHeader && preset == nil
        let presetAssignments = try (preset ?? (headerApplies ? header?.preset : nil))
            .map { try SceneCatalog.preset(named: $0, of: sceneType).assignments(for: viewport) } ?? []
        let all = presetAssignments + (headerApplies ? header?.assignments ?? [] : []) + assignments
        // The rules between options too (`full` above `half`...), at the viewport the scene will have.
        try sceneType.validate(try SceneSettings(options: sceneType.options, assignments: all, sceneName: sceneType.name),
                               viewport: viewport)
        return (sceneType, all, usesHeader)
    }
}
