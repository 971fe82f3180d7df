import ArgumentParser
import Graphics
import LabBasics
import LabTraces
import Scenes
import ScrollPhysics

/// `gesture pull POINTS`: a slow drag down that pulls the content POINTS past its top edge, measured
/// in the scene it will be replayed in, held, then lifted.
struct PullGesture: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "pull",
                                                    abstract: "A slow drag that pulls the content past its top edge.")

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Points to pull past the top edge.", valueName: "points"))
    var values: [String] = []

    @Option(parsing: .unconditional, help: "Where the finger presses, X,Y (default: the middle column, a quarter down).")
    var from: Point?

    @Option(parsing: .unconditional, help: "The finger's speed, pt/s (default \(ReadableNumber.text(GestureDefaults.pullSpeed))).")
    var speed: Double?

    @Option(parsing: .unconditional, help: "Seconds the finger holds still before the lift (default \(ReadableNumber.text(GestureDefaults.pullHold))).")
    var hold: Double?

    @OptionGroup var output: GestureOutput

    func validate() throws {
        if values.isEmpty { throw ValidationError("pull needs the points to pull past the top edge") }
        try GestureOutput.checkSeconds([("--hold", hold)])
    }

    func run() throws {
        try output.write { header in try makePull(header: header, size: output.size(header: header)) }
    }

    /// A pull measured in the scene it will be replayed in: its main scroll view's height and rubber band.
    private func makePull(header: TraceHeader?, size: Size) throws -> Gesture {
        guard values.count == 1, let pull = Double(values[0]), pull.isFinite, pull > 0 else {
            throw AppError.usage("pull needs the points to pull past the top edge, a number above 0")
        }
        let pullSpeed = speed ?? GestureDefaults.pullSpeed
        guard pullSpeed.isFinite, pullSpeed > 0, pullSpeed <= VelocityTracker.maximumVelocity else {
            throw AppError.usage("--speed must be a number above 0 and at most \(Int(VelocityTracker.maximumVelocity)) pt/s")
        }
        let selection = output.selection
        let device = try selection.resolveDevice(header: header)
        let (sceneType, assignments, _) = try selection.resolve(header: header, fallback: SceneCatalog.all[0], viewport: size,
                                                                device: device)
        let session = try SceneSession(sceneType: sceneType, assignments: assignments, viewport: size, assets: SDLAssetStore(),
                                       device: device)
        let scrollView = session.scene.mainScrollView
        let travel = PullTravel(dimension: scrollView.frame.height, coefficient: scrollView.configuration.rubberBandCoefficient)
        guard pull < travel.largestPull else {
            throw AppError.usage("pull \(values[0]) is more than the rubber band can show in \(sceneType.name) "
                                 + "(less than \(ReadableNumber.text(travel.largestPull.rounded(.down))) pt)")
        }
        let start = from ?? Point(x: size.width / 2, y: size.height * GestureDefaults.pullStartFraction)
        return .pull(from: start, travel: travel.fingerTravel(forPull: pull), speed: pullSpeed, hold: hold ?? GestureDefaults.pullHold)
    }
}
