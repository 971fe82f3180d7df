import ArgumentParser
import Graphics
import LabBasics
import Scenes
import ScrollPhysics
import LabTraces

extension FlingRamp: ExpressibleByArgument {}

/// `scroll-lab gesture KIND ...`: writes the trace lines of a named gesture (drag, fling, hold, tap,
/// pull, swipe, notches, key) at `--at` seconds, to standard output, a file, or appended to a trace.
struct GestureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gesture",
                                                    abstract: "Write the trace lines of a named gesture.")

    @Argument(help: "drag, fling, hold, tap, pull, swipe, notches or key.")
    var kind: GestureKind

    @Argument(parsing: .allUnrecognized,
              help: "pull: points past the top edge; notches: how many (negative: toward the top); key: key names.")
    var values: [String] = []

    @Option(parsing: .unconditional, help: "Seconds from the trace's start at which the gesture begins (default 0, or the end of the trace appended to).")
    var at: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Where the finger presses, X,Y in viewport points (a fling's default: the "
                                                        + "middle column, its travel centred on the middle but no nearer the edge "
                                                        + "behind it than \(Int(GestureDefaults.flingEdgeFraction * 100)) % of the "
                                                        + "viewport: low enough for a fling up, high enough for one down)."))
    var from: Point?

    @Option(parsing: .unconditional, help: "Where a drag ends, X,Y.")
    var to: Point?

    @Option(parsing: .unconditional, help: "Where a tap, hold, swipe or notches happen, X,Y (default: the viewport's middle).")
    var point: Point?

    @Option(parsing: .unconditional, help: "fling: release speed of the finger, pt/s; swipe: the content's speed, pt/s (positive toward its end).")
    var velocity: Double?

    @Option(help: "Which way a fling's finger moves: up, down, left or right.")
    var direction: FlingDirection = .up

    @Option(help: "How a fling's speed rises to its release velocity: constant, linear or ease-out.")
    var ramp: FlingRamp = .linear

    @Option(parsing: .unconditional, help: "A fling's finger travel, points.")
    var distance: Double?

    @Option(parsing: .unconditional, help: "Seconds the drag, fling, hold or swipe lasts.")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Seconds a drag or pull holds still before the lift.")
    var hold: Double?

    @Option(parsing: .unconditional, help: "A pull's finger speed, pt/s.")
    var speed: Double?

    @Option(parsing: .unconditional, help: "Seconds between notches or keys.")
    var interval: Double?

    @Option(parsing: .unconditional, help: "End with a `wait` this many seconds after the gesture, so a replay shows what follows.")
    var wait: Double?

    @Option(name: .shortAndLong, help: "Write to this file (created or truncated) instead of standard output.")
    var output: String?

    @Flag(help: "Add to the end of the --output trace (never truncated).")
    var append = false

    @OptionGroup var selection: SceneSelection

    @Option(parsing: .unconditional, help: "Viewport in the header, WIDTHxHEIGHT (default: the device's, 390x844); a pull measures its scene there.")
    var viewport: ViewportSize?

    func validate() throws {
        let given: [(String, Bool)] = [("--from", from != nil), ("--to", to != nil), ("--point", point != nil),
                                       ("--velocity", velocity != nil), ("--distance", distance != nil),
                                       ("--duration", duration != nil), ("--hold", hold != nil), ("--speed", speed != nil),
                                       ("--interval", interval != nil)]
        for (name, isGiven) in given where isGiven && !kind.options.contains(name) {
            throw ValidationError("\(name) does not apply to \(kind.rawValue) (it takes \(kind.options.joined(separator: ", ")))")
        }
        if kind.values == nil, let value = values.first { throw ValidationError("unexpected value '\(value)' for \(kind.rawValue)") }
        if let needed = kind.values, values.isEmpty { throw ValidationError("\(kind.rawValue) needs \(needed)") }
        if append && output == nil { throw ValidationError("--append needs --output FILE") }
        if let problem = viewport?.problem { throw ValidationError(problem) }
        for (name, value) in [("--at", at), ("--duration", duration), ("--hold", hold), ("--interval", interval),
                              ("--wait", wait)] {
            if let value, !(value.isFinite && value >= 0 && value <= Limits.traceSeconds) {
                throw ValidationError("\(name) must be a number of seconds from 0 to \(Int(Limits.traceSeconds))")
            }
        }
        if let distance, !(distance.isFinite && distance >= 0 && distance <= Limits.gestureDistance) {
            throw ValidationError("--distance must be a number of points from 0 to \(Int(Limits.gestureDistance))")
        }
    }

    func run() throws {
        try OutputPaths.checkDistinct(input: nil, outputs: [(output, "--output")])
        let existing = try append ? output.map(GestureTraceWriter.existingTrace(at:)) ?? nil : nil
        let end = existing?.events.last?.time ?? 0
        let start = at ?? end
        if start < end {
            throw AppError.usage("--at \(ReadableNumber.text(start)) is before the last event of '\(output ?? "")' "
                                 + "(t = \(ReadableNumber.text(end))): a trace's times never go back")
        }
        let header = try makeHeader()
        if header != nil, let existing, !existing.isEmpty {
            throw AppError.usage("--scene, --preset, --set, --device and --viewport write a header, which must be a trace's first line: "
                                 + "'\(output ?? "")' is not empty")
        }
        let gesture = try makeGesture(header: header ?? existing?.header)
        // The gesture's length before its events take memory (a pull at 1e-9 pt/s would take years).
        try Limits.checkTraceTime(start + gesture.duration + (wait ?? 0), wait == nil ? "the gesture's end" : "the --wait")
        let events = gesture.events(startingAt: start)
        let waitUntil = wait.map { (events.last?.time ?? start) + $0 }
        try GestureTraceWriter.write(events, header: header, waitUntil: waitUntil, to: output, append: append, existing: existing)
    }

    /// The header when `--scene`, `--preset`, `--set`, `--device` or `--viewport` is given: one `replay`
    /// takes, since it is read back and resolved as `replay` resolves a trace's header before it is written.
    private func makeHeader() throws -> TraceHeader? {
        guard selection.scene != nil || selection.preset != nil || !selection.assignments.isEmpty || viewport != nil
                || selection.device != nil else {
            return nil
        }
        let device = try selection.resolveDevice(header: nil)
        let size = viewport?.size ?? device.size
        let (sceneType, _, _) = try selection.resolve(header: nil, fallback: SceneCatalog.all[0], viewport: size, device: device)
        let header = TraceHeader(scene: sceneType.name, viewport: size, device: device.identifier,
                                 assignments: selection.assignments, preset: selection.preset)
        let written = try header.readBack()
        _ = try SceneSelection.resolve(scene: nil, preset: nil, assignments: [], header: written, fallback: nil,
                                       viewport: written?.viewport ?? size, device: device)
        return header
    }
}
