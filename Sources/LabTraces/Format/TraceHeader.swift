import Devices
import Graphics
import LabBasics

/// The comment line a recording starts with: scene, viewport, device, preset and options, so `replay`
/// needs no `--scene`:  `# scroll-lab scene=list viewport=390x844 device=iphone-14 preset=seed
/// set=rows=1000 set=bounces=true` (a header without `device=` was made on the iPhone 14). A trace
/// written from the window's log holds everything since the scene loaded; `from=12.5` says where
/// what was asked for begins (R pressed, the last 30 s), and `replay` starts its output there.
/// `until=14.5` says where it ends (a loop range's out point): `replay` stops there, though the trace
/// goes on (a reader that knows no `until=` plays it to its end).
/// A recording of `run --compare` names each variant's sets (`compare=snap=nearest compare=`; items
/// joined by commas, empty for the base options alone) after the base options.
public struct TraceHeader: Equatable {
    public static let prefix = "# scroll-lab"

    public var scene: String
    public var viewport: Size
    /// The device the scene was laid out for (`DeviceProfile.identifier`), as written; nil when the
    /// header names none.
    public var device: String?
    public var assignments: [String]
    /// The scene preset whose values come before `assignments`, if any.
    public var preset: String?
    /// Seconds: where the replay's output starts by default (`replay --from`); nil from the start.
    public var from: Double?
    /// Seconds: where the replay's output ends by default (`replay --until`); nil at the trace's end.
    public var until: Double?
    /// The `--compare` sets of the window that recorded it, in order; empty for one scene.
    public var compare: [String]

    public var line: String {
        var parts = [TraceHeader.prefix, "scene=\(scene)",
                     "viewport=\(ReadableNumber.text(viewport.width))x\(ReadableNumber.text(viewport.height))"]
        if let device { parts.append("device=\(device)") }
        if let preset { parts.append("preset=\(preset)") }
        parts += assignments.map { "set=\($0)" }
        parts += compare.map { "compare=" + $0.split { $0 == "," || $0.isWhitespace }.joined(separator: ",") }
        if let from, from > 0 { parts.append("from=\(TraceLine.number(from))") }
        if let until { parts.append("until=\(TraceLine.number(until))") }
        return parts.joined(separator: " ")
    }

    /// The header as a trace's reader gets it from `line`: what is written must read back the same.
    public func readBack() throws -> TraceHeader? {
        try TraceHeader(traceText: Substring(line))
    }

    /// Lines of a trace's text looked at for its header.
    static let searchedLines = 20

    /// The header among the first lines of a trace's text, if it has one. A `viewport=` or `from=`
    /// that is no accepted value is a usage error naming the line, as a bad `set=` is when applied;
    /// so are an `until=` that is none and one before `from=`.
    public init?(traceText: Substring) throws {
        try self.init(traceBytes: Array(traceText.utf8))
    }

    /// The header among the first lines of a trace's bytes, split as every reader of a trace splits
    /// them (`TraceLines`); only a line that starts with the prefix is read as text.
    public init?(traceBytes: [UInt8]) throws {
        let marker = Array((TraceHeader.prefix + " ").utf8)
        for rawLine in TraceLines(traceBytes).prefix(TraceHeader.searchedLines) {
            let bytes = traceBytes[rawLine.range].drop { $0 == 0x20 || (0x09...0x0D).contains($0) }
            guard bytes.starts(with: marker) else { continue }
            let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let number = rawLine.number
            func fail(_ message: String) -> AppError { AppError.usage("trace line \(number): the header's \(message)") }
            func seconds(_ field: Substring) throws -> Double {
                guard let value = field.split(separator: "=", maxSplits: 1).last.flatMap({ Double($0) }), value >= 0,
                      value <= Limits.traceSeconds else {
                    throw fail("'\(field)' must be a number of seconds from 0 to \(Int(Limits.traceSeconds))")
                }
                return value
            }
            var scene: String?, preset: String?, viewport = DeviceCatalog.standard.size, assignments: [String] = []
            var from: Double?, until: Double?, compare: [String] = [], device: String?
            for field in line.dropFirst(TraceHeader.prefix.count).split(separator: " ") {
                if field.hasPrefix("scene=") { scene = String(field.dropFirst(6)) }
                if field.hasPrefix("set=") { assignments.append(String(field.dropFirst(4))) }
                if field.hasPrefix("preset=") { preset = String(field.dropFirst(7)) }
                if field.hasPrefix("device=") { device = String(field.dropFirst(7)) }
                if field.hasPrefix("compare=") { compare.append(String(field.dropFirst(8))) }
                if field.hasPrefix("from=") { from = try seconds(field) }
                if field.hasPrefix("until=") { until = try seconds(field) }
                if field.hasPrefix("viewport=") {
                    guard let size = ViewportSize(argument: String(field.dropFirst(9))), size.isAccepted else {
                        throw fail("'\(field)' must be \(ViewportSize.rule)")
                    }
                    viewport = size.size
                }
            }
            guard let scene else { return nil }
            if let from, let until, until < from {
                throw fail("'until=\(TraceLine.number(until))' is before its 'from=\(TraceLine.number(from))'")
            }
            self.init(scene: scene, viewport: viewport, device: device, assignments: assignments, preset: preset, from: from,
                      until: until, compare: compare)
            return
        }
        return nil
    }

    public init(scene: String, viewport: Size, device: String? = nil, assignments: [String], preset: String? = nil,
                from: Double? = nil, until: Double? = nil, compare: [String] = []) {
        self.scene = scene
        self.viewport = viewport
        self.device = device
        self.assignments = assignments
        self.preset = preset
        self.from = from
        self.until = until
        self.compare = compare
    }
}
