import ArgumentParser
import LabBasics
import LabTraces
import Scenes

/// `gesture key NAME...`: key presses, one after another.
struct KeyGesture: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "key", abstract: "Key presses, one after another.")

    @Argument(parsing: .allUnrecognized,
              help: ArgumentHelp("Key names as SDL names them, lower case: escape, tab, space, up, a … z, 0 … 9.", valueName: "name"))
    var values: [String] = []

    @Option(parsing: .unconditional, help: "Seconds between keys (default \(ReadableNumber.text(GestureDefaults.repeatInterval))).")
    var interval: Double?

    @OptionGroup var output: GestureOutput

    func validate() throws {
        if values.isEmpty { throw ValidationError("key needs one or more key names") }
        try GestureOutput.checkSeconds([("--interval", interval)])
    }

    func run() throws {
        try output.write { _ in
            let names = values.map { $0.lowercased() }
            if let unknown = names.first(where: { !TraceParser.isKeyName($0) }) {
                throw AppError.usage("unknown key '\(unknown)' (SDL key names in lower case: escape, tab, space, up, a ... z, 0 ... 9)")
            }
            return .keys(names, interval: interval ?? GestureDefaults.repeatInterval)
        }
    }
}
