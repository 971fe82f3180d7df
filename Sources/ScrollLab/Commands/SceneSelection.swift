import ArgumentParser
import Devices
import Graphics
import LabBasics
import Scenes
import LabTraces

/// `--scene`, `--set`, `--preset` and `--device`, shared by `run`, `replay` and `gesture`. A
/// recording's header fills in what they leave out.
struct SceneSelection: ParsableArguments {
    @Option(help: "The scene (default: the one a recording's header names, else the first for `run`).")
    var scene: String?

    @Option(name: .customLong("set"), help: "A scene option, NAME=VALUE (repeatable; after a preset, it overrides it).")
    var assignments: [String] = []

    @Option(help: "A named set of the scene's options (`scroll-lab scenes --verbose` lists them): seed, ...")
    var preset: String?

    @Option(help: ArgumentHelp("The device the scene lays out for: its size, status bar, safe area, sensor housing, home "
                               + "indicator and refresh rate (`scroll-lab devices` lists them; default: the recording's, else iphone-14)."))
    var device: String?

    /// The device: `--device`, else the one the header names when the header's scene applies (no
    /// `--scene`), else the iPhone 14 (a header without a device was made on it).
    func resolveDevice(header: TraceHeader?) throws -> DeviceProfile {
        if let device { return try SceneCatalog.device(named: device) }
        if scene == nil, let named = header?.device {
            do {
                return try SceneCatalog.device(named: named)
            } catch let error as AppError {
                throw AppError.usage("the trace's header: \(error.message)")
            }
        }
        return DeviceCatalog.standard
    }

    /// The scene and its validated options. `--scene` wins over the header, whose preset and options then
    /// do not apply, and so does `--preset` over the header's preset and options; what applies comes in
    /// the order preset, header options, `--set`, so each overrides the one before.
    /// `fallback` is the scene when neither names one (nil: a usage error). A preset's values that
    /// follow the screen are worked out for `viewport` on `device`.
    func resolve(header: TraceHeader?, fallback: (any Scene.Type)?, viewport: Size = SceneCatalog.defaultViewport,
                 device: DeviceProfile = DeviceCatalog.standard) throws
        -> (scene: any Scene.Type, assignments: [String], usesHeader: Bool) {
        try SceneSelection.resolve(scene: scene, preset: preset, assignments: assignments, header: header, fallback: fallback,
                                   viewport: viewport, device: device)
    }

    /// `resolve(header:fallback:viewport:device:)` for options given as values (a header read back is
    /// resolved with none, as `replay` resolves it).
    static func resolve(scene: String?, preset: String?, assignments: [String], header: TraceHeader?,
                        fallback: (any Scene.Type)?, viewport: Size, device: DeviceProfile = DeviceCatalog.standard) throws
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
            .map { try SceneCatalog.preset(named: $0, of: sceneType).assignments(for: viewport, device: device) } ?? []
        let all = presetAssignments + (headerApplies ? header?.assignments ?? [] : []) + assignments
        // The rules between options too (`full` above `half`...), at the viewport the scene will have.
        try sceneType.validate(try SceneSettings(options: sceneType.options, assignments: all, sceneName: sceneType.name,
                                                 device: device),
                               viewport: viewport)
        return (sceneType, all, usesHeader)
    }
}
