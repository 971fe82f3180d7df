import ArgumentParser
import Graphics
import LabBasics
import LabTraces
import Scenes
import ScrollPhysics

extension FlingRamp: ExpressibleByArgument {}

/// `gesture fling`: a finger that speeds up to its release velocity along a direction, then lifts.
struct FlingGesture: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fling",
                                                    abstract: "A finger that speeds up to a release velocity, then lifts.")

    @Option(parsing: .unconditional, help: ArgumentHelp("Where the finger presses, X,Y in viewport points (default: the "
                                                        + "middle column, its travel centred on the middle but no nearer the edge "
                                                        + "behind it than \(Int(GestureDefaults.flingEdgeFraction * 100)) % of the "
                                                        + "viewport: low enough for a fling up, high enough for one down)."))
    var from: Point?

    @Option(parsing: .unconditional, help: "Release speed of the finger, pt/s.")
    var velocity: Double?

    @Option(help: "Which way the finger moves: up, down, left or right.")
    var direction: FlingDirection = .up

    @Option(help: "How the speed rises to the release velocity: constant, linear or ease-out.")
    var ramp: FlingRamp = .linear

    @Option(parsing: .unconditional, help: "The finger's travel, points.")
    var distance: Double?

    @Option(parsing: .unconditional, help: "Seconds the fling lasts.")
    var duration: Double?

    @OptionGroup var output: GestureOutput

    func validate() throws {
        try GestureOutput.checkSeconds([("--duration", duration)])
        if let distance, !(distance.isFinite && distance >= 0 && distance <= Limits.gestureDistance) {
            throw ValidationError("--distance must be a number of points from 0 to \(Int(Limits.gestureDistance))")
        }
    }

    func run() throws {
        try output.write { header in try makeFling(size: output.size(header: header)) }
    }

    /// The ramp's duration from `--distance` or `--duration` (the constant tail comes after it),
    /// pressed at `--from` or, without it, where its travel fits in a viewport of `size`
    /// (`GestureDefaults.flingPress`).
    private func makeFling(size: Size) throws -> Gesture {
        let limit = VelocityTracker.maximumVelocity
        guard let velocity, velocity.isFinite, velocity >= VelocityTracker.minimumFlingVelocity, velocity <= limit else {
            throw AppError.usage("fling needs --velocity, the release speed in pt/s from \(Int(VelocityTracker.minimumFlingVelocity)) "
                                 + "to \(Int(limit))")
        }
        if distance != nil && duration != nil { throw AppError.usage("fling takes --distance or --duration, not both") }
        let tail = GestureDefaults.flingTail
        var rampDuration = GestureDefaults.flingRamp
        if let distance {
            let least = velocity * tail
            guard distance >= least else {
                throw AppError.usage("a fling at \(ReadableNumber.text(velocity)) pt/s travels at least \(ReadableNumber.text(least.rounded(.up))) pt "
                                     + "(its last \(ReadableNumber.text(tail)) s at full speed): use a longer --distance")
            }
            rampDuration = (distance - least) / (velocity * ramp.meanSpeed)
        } else if let duration {
            guard duration >= tail else {
                throw AppError.usage("a fling lasts at least \(ReadableNumber.text(tail)) s (its constant-speed end): use a longer --duration")
            }
            rampDuration = duration - tail
        }
        let vector = Point(x: direction.vector.x, y: direction.vector.y)
        let press = from ?? GestureDefaults.flingPress(in: size, direction: vector,
                                                       travel: ramp.travel(rampDuration: rampDuration, speed: velocity))
        return .fling(from: press, direction: vector, speed: velocity, ramp: ramp, rampDuration: rampDuration)
    }
}
