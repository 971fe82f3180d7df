import ArgumentParser
import Graphics
import LabBasics
import LabTraces
import Scenes

/// The options every `gesture` kind shares: when it begins, the `wait` after it, where its lines go
/// and the header they start with. `write` turns a gesture into the trace lines.
struct GestureOutput: ParsableArguments {
    @Option(parsing: .unconditional, help: "Seconds from the trace's start at which the gesture begins (default 0, or the end of the trace appended to).")
    var at: Double?

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
        if append && output == nil { throw ValidationError("--append needs --output FILE") }
        if let problem = viewport?.problem { throw ValidationError(problem) }
        try GestureOutput.checkSeconds([("--at", at), ("--wait", wait)])
    }

    /// Throws for a value that is not a number of seconds a trace can hold.
    static func checkSeconds(_ values: [(name: String, value: Double?)]) throws {
        for (name, value) in values {
            if let value, !(value.isFinite && value >= 0 && value <= Limits.traceSeconds) {
                throw ValidationError("\(name) must be a number of seconds from 0 to \(Int(Limits.traceSeconds))")
            }
        }
    }

    /// The viewport the gesture is placed in: the header's, `--viewport`, or the default.
    func size(header: TraceHeader?) -> Size {
        header?.viewport ?? viewport?.size ?? SceneCatalog.defaultViewport
    }

    /// Where a gesture that takes `--point` happens: there, else the viewport's middle.
    func point(_ point: Point?, header: TraceHeader?) -> Point {
        point ?? Rect(origin: .zero, size: size(header: header)).center
    }

    /// Writes the gesture `make` gives for the header (this one's, or the appended trace's).
    func write(_ make: (TraceHeader?) throws -> Gesture) throws {
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
        let gesture = try make(header ?? existing?.header)
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
