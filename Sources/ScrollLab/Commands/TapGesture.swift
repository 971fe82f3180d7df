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
            let size = output.size(header: header)
            return .tap(at: point ?? Point(x: size.width / 2, y: size.height / 2))
        }
    }
}
