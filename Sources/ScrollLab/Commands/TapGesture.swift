import ArgumentParser
import Graphics
import LabBasics
import LabTraces
import Scenes

/// `gesture tap`: a press and its lift at one point.
struct TapGesture: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tap", abstract: "A press and its lift at one point.")

    @Option(parsing: .unconditional, help: "Where the tap happens, X,Y (default: the viewport's middle).")
    var point: Point?

    @OptionGroup var output: GestureOutput

    func run() throws {
        try output.write { header in
            return .tap(at: output.point(point, header: header))
        }
    }
}
