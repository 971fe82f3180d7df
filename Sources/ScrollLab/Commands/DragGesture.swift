import ArgumentParser
import Graphics
import LabBasics
import LabTraces
import Scenes

/// `gesture drag`: a press at `--from`, a straight move to `--to`, the lift.
struct DragGesture: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "drag", abstract: "A press, a straight move and the lift.")

    @Option(parsing: .unconditional, help: "Where the finger presses, X,Y in viewport points.")
    var from: Point?

    @Option(parsing: .unconditional, help: "Where the drag ends, X,Y.")
    var to: Point?

    @Option(parsing: .unconditional, help: "Seconds the move lasts (default \(ReadableNumber.text(GestureDefaults.drag))).")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Seconds the finger holds still before the lift (default 0).")
    var hold: Double?

    @OptionGroup var output: GestureOutput

    func validate() throws {
        try GestureOutput.checkSeconds([("--duration", duration), ("--hold", hold)])
    }

    func run() throws {
        try output.write { _ in
            guard let from, let to else { throw AppError.usage("drag needs --from X,Y and --to X,Y") }
            return .drag(from: from, to: to, duration: duration ?? GestureDefaults.drag, hold: hold ?? 0)
        }
    }
}
