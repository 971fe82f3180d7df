import ArgumentParser
import Graphics
import LabBasics
import LabTraces
import Scenes

/// `gesture notches COUNT`: mouse-wheel notches, negative toward the top.
struct NotchesGesture: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "notches",
                                                    abstract: "Mouse-wheel notches (a negative count scrolls toward the top).")

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("How many notches (negative: toward the top).", valueName: "count"))
    var values: [String] = []

    @Option(parsing: .unconditional, help: "Where the pointer is, X,Y (default: the viewport's middle).")
    var point: Point?

    @Option(parsing: .unconditional, help: "Seconds between notches (default \(ReadableNumber.text(GestureDefaults.repeatInterval))).")
    var interval: Double?

    @OptionGroup var output: GestureOutput

    func validate() throws {
        if values.isEmpty { throw ValidationError("notches needs the number of notches (negative: toward the top)") }
        try GestureOutput.checkSeconds([("--interval", interval)])
    }

    func run() throws {
        try output.write { header in
            let limit = Limits.notches
            guard values.count == 1, let count = Int(values[0]), count != 0, (-limit...limit).contains(count) else {
                throw AppError.usage("notches needs a count from -\(limit) to \(limit) other than 0 (negative: toward the top)")
            }
            return .notches(at: output.point(point, header: header), count: count,
                            interval: interval ?? GestureDefaults.repeatInterval)
        }
    }
}
