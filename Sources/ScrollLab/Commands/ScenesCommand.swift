import ArgumentParser
import LabBasics
import Scenes

/// `scroll-lab scenes`: the scene names, one per line; with `--verbose` their options and presets.
struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scenes", abstract: "List the scenes.")

    @Flag(name: .shortAndLong, help: "Show each scene's options, defaults and presets.")
    var verbose = false

    func run() throws {
        let output = LineWriter()
        for scene in SceneCatalog.all {
            try output.write(scene.name)
            guard verbose else { continue }
            try output.write("  \(scene.summary)")
            for option in scene.options {
                let rule = option.deviceRule.map { " (\($0) on the device)" } ?? ""
                try output.write("  --set \(option.name)=\(option.defaultValue)\(rule)  (\(option.accepted)) \(option.help)")
            }
            for preset in scene.presets {
                try output.write("  --preset \(preset.name)  \(preset.summary): \(preset.assignments.joined(separator: " "))")
            }
        }
        try output.close()
    }
}
