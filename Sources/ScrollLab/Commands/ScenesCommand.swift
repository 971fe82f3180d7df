import ArgumentParser

/// `scroll-lab scenes`: the scene names, one per line; with `--verbose` their options.
struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scenes", abstract: "List the scenes.")

    @Flag(name: .shortAndLong, help: "Show each scene's options and defaults.")
    var verbose = false

    func run() throws {
        for scene in SceneCatalog.all {
            print(scene.name)
            guard verbose else { continue }
            print("  \(scene.summary)")
            for option in scene.options {
                print("  --set \(option.name)=\(option.defaultValue)  (\(option.accepted)) \(option.help)")
            }
        }
    }
}
