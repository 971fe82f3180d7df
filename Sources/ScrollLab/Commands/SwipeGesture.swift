import ArgumentParser
import Graphics
import LabBasics
import LabTraces
import Scenes
import ScrollPhysics

/// `gesture swipe`: touchpad deltas that move the content at a steady speed.
struct SwipeGesture: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "swipe",
                                                    abstract: "Touchpad deltas that move the content at a steady speed.")

    @Option(parsing: .unconditional, help: "Where the swipe happens, X,Y (default: the viewport's middle).")
    var point: Point?

    @Option(parsing: .unconditional, help: "The content's speed, pt/s (positive toward its end).")
    var velocity: Double?

    @Option(parsing: .unconditional, help: "Seconds the swipe lasts (default \(ReadableNumber.text(GestureDefaults.swipe))).")
    var duration: Double?

    @OptionGroup var output: GestureOutput

    func validate() throws {
        try GestureOutput.checkSeconds([("--duration", duration)])
    }

    func run() throws {
        try output.write { header in
            guard let velocity, velocity.isFinite, abs(velocity) <= VelocityTracker.maximumVelocity else {
                throw AppError.usage("swipe needs --velocity, the content's speed in pt/s (at most \(Int(VelocityTracker.maximumVelocity)))")
            }
            return .swipe(at: output.point(point, header: header), velocity: velocity,
                          duration: duration ?? GestureDefaults.swipe)
        }
    }
}
