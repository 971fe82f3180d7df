import ArgumentParser
import Graphics
import LabBasics
import LabTraces
import Scenes

/// `gesture hold`: a press held still, then the lift.
struct HoldGesture: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hold", abstract: "A press held still, then the lift.")

    @Option(parsing: .unconditional, help: "Where the finger presses, X,Y (default: the viewport's middle).")
    var point: Point?

    @Option(parsing: .unconditional, help: "Seconds the press lasts (default \(ReadableNumber.text(GestureDefaults.hold))).")
    var duration: Double?

    @OptionGroup var output: GestureOutput

    func validate() throws {
        try GestureOutput.checkSeconds([("--duration", duration)])
    }

    func run() throws {
        try output.write { header in
            return .hold(at: output.point(point, header: header), duration: duration ?? GestureDefaults.hold)
        }
    }
}
