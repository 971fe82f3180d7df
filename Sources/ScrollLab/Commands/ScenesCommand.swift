import ArgumentParser
import LabTools
import Scenes

/// `scroll-lab scenes`: the scene names, one per line; with `--verbose` their options.
struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scenes", abstract: "List the scenes.")

    @Flag(name: .shortAndLong, help: "Show each scene's options and defaults.")
    var verbose = false

    func run() throws {
        let output = LineWriter()
        for scene in SceneCatalog.all {
            try output.write(scene.name)
            guard verbose else { continue }
            try output.write("  \(scene.summary)")
            for option in scene.options {
                try output.write("  --set \(option.name)=\(option.defaultValue)  (\(option.accepted)) \(option.help)")
            }
        }
        try output.close()
    }
}
