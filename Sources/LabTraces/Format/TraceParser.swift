import Foundation
import Graphics
import LabBasics
import ScrollUI

/// Reads trace files: JSON Lines, one input (`Input`) per line, blank lines and `#` comments
/// ignored. Every problem is a usage error naming the line; the line each input came from stays
/// here and with the file read (`TraceFile.lines`), for the messages about it.
public enum TraceParser {
    /// The input types a trace may contain, as its lines name them (`Input.Kind`).
    static let typeNames = ["down", "move", "up", "cancel", "wheel", "key", "fingers", "resize", "speed", "step", "set", "wait"]
    /// Coordinates and deltas are clamped to ± this many points (`Limits.traceCoordinate`).
    static let coordinateLimit = Limits.traceCoordinate
    /// Key names accepted besides single letters and digits (SDL's names, lower case).
    static let namedKeys: Set<String> = ["escape", "tab", "space", "return", "backspace", "up", "down", "left", "right",
                                         "pageup", "pagedown", "home", "end", "period", "slash", "comma", "minus",
                                         "equals", "f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "f9", "f10", "f11", "f12"]

    /// True for a key name a trace may use (lower case): a letter or digit, or one of `namedKeys`.
    public static func isKeyName(_ name: String) -> Bool {
        (name.count == 1 && name.first.map { $0.isLetter || $0.isNumber } == true) || namedKeys.contains(name)
    }
    /// The fastest animation clock a `speed` event may ask for, times real time.
    static let speedLimit = 10.0
    /// The longest single `step` of the animation clock, seconds.
    static let stepLimit = 60.0

    /// Reads and parses the file at `path`.
    public static func load(path: String) throws -> [Input] {
        try parse(readBytes(path: path), droppingCutOffLastLine: false).events
    }

    /// The bytes of the trace at `path`: a regular file or a stream (FIFO, `<(...)`) read to its end.
    /// A missing, unreadable, oversized or non-UTF-8 input, a folder or a device is a usage error; a
    /// last line without a line end that is not UTF-8 (cut inside a character) is kept, read with
    /// replacement characters, so that it counts as cut off (`parse(_:droppingCutOffLastLine:)`).
    static func readBytes(path: String) throws -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path: path, limit: Limits.traceBytes)
        } catch {
            switch error {
            case .notFound: throw AppError.usage("trace file not found: '\(path)'")
            case .folder: throw AppError.usage("trace '\(path)' is a folder, not a file")
            case .device: throw AppError.usage("trace '\(path)' is a device, not a file or a pipe")
            case .tooLarge(let limit): throw AppError.usage("trace '\(path)' is larger than \(limit >> 20) MB")
            case .unreadable(let reason): throw AppError.usage("cannot read trace '\(path)': \(reason)")
            }
        }
        if UTF8Check.isValid(bytes[...]) { return bytes }
        let lineStart = (bytes.lastIndex(where: TraceLines.isLineEnd) ?? -1) + 1
        guard lineStart > 0, lineStart < bytes.count, UTF8Check.isValid(bytes[..<lineStart]) else {
            throw AppError.usage("trace '\(path)' is not UTF-8 text")
        }
        // A last line too long for an event is refused for its length by the parser.
        if bytes.count - lineStart <= Limits.traceLineBytes, String(decoding: bytes[lineStart...], as: UTF8.self).isValidTraceJSON {
            throw AppError.usage("trace '\(path)' is not UTF-8 text")
        }
        return bytes
    }

    /// Parses trace text; inputs keep the order of the file. Every broken line is a usage error.
    public static func parse(_ text: String) throws -> [Input] {
        try parse(Array(text.utf8), droppingCutOffLastLine: false).events
    }

    /// The file's line of input `index` of a trace read with `lines` (`TraceFile.lines`), for a
    /// message; 0 for input made in memory (a log, a gesture), which has none.
    public static func line(of index: Int, in lines: [Int]) -> Int {
        lines.indices.contains(index) ? lines[index] : 0
    }

    /// The parsed inputs of `text` in order, the line of the file each came from, and the number of
    /// a cut-off last line left out (`droppingCutOffLastLine`).
    typealias Parsed = (events: [Input], lines: [Int], droppedLine: Int?)

    static func parse(_ text: String, droppingCutOffLastLine: Bool) throws -> Parsed {
        try parse(Array(text.utf8), droppingCutOffLastLine: droppingCutOffLastLine)
    }

    /// Parses a trace's bytes (UTF-8 but for a cut last line), line by line (`TraceLines`): time
    /// linear in the bytes, and nothing kept of a blank or comment line. An event's line longer than
    /// `Limits.traceLineBytes` is refused before it is read. With `droppingCutOffLastLine`, a last
    /// line without a line end that is not valid JSON (cut off by a crash or a full disk) is left out
    /// and its number returned, when a whole line comes before it (a recording starts with its
    /// header; a file of one broken line is no trace).
    static func parse(_ bytes: [UInt8], droppingCutOffLastLine: Bool) throws -> Parsed {
        var events: [Input] = [], numbers: [Int] = []
        var previousTime = 0.0
        for line in TraceLines(bytes) {
            let number = line.number
            // Blank and comment lines by their bytes; others (Unicode white space first) as text.
            guard let first = bytes[line.range].firstIndex(where: { !isASCIISpace($0) }), bytes[first] != UInt8(ascii: "#") else {
                continue
            }
            guard line.range.count <= Limits.traceLineBytes else {
                throw AppError.usage("trace line \(number): \(line.range.count) bytes, longer than \(Limits.traceLineBytes), "
                                     + "the longest a trace line with an event may be")
            }
            let text = String(decoding: bytes[line.range], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty || text.hasPrefix("#") { continue }
            if droppingCutOffLastLine, number > 1, !line.hasLineEnd, !text.isValidTraceJSON { return (events, numbers, number) }
            let event = try parseLine(text, number: number)
            if event.time < previousTime {
                throw AppError.usage("trace line \(number): time goes back (t=\(event.time) after t=\(previousTime))")
            }
            previousTime = event.time
            events.append(event)
            numbers.append(number)
        }
        return (events, numbers, nil)
    }

    /// Space, tab, vertical tab and form feed (line ends never reach a line).
    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    static func parseLine(_ line: String, number: Int) throws -> Input {
        func fail(_ message: String) -> AppError { AppError.usage("trace line \(number): \(message)") }
        let fields: TraceLineFields
        switch TraceLineFields.decode(line) {
        case .success(let decoded): fields = decoded
        case .failure(.notJSON): throw fail("not valid JSON")
        case .failure(.numberOutOfRange): throw fail("a number is out of range (numbers must be finite)")
        case .failure(.notAnObject): throw fail("expected a JSON object")
        case .failure(.tooManyNames): throw fail("more than \(Limits.traceLineNames) names, the most a trace line may have")
        case .failure(.tooManyEscapes): throw fail("more than \(Limits.traceLineEscapes) escapes, the most a trace line may have")
        }
        guard case .value(let type)? = fields.strings["type"] else { throw fail("missing string field 'type'") }
        let reader = FieldReader(fields: fields, fail: fail)
        let time = try reader.number("t")
        if time < 0 { throw fail("'t' must not be negative") }
        if time > Limits.traceSeconds { throw fail("'t' must be at most \(Int(Limits.traceSeconds)) seconds") }
        let kind: Input.Kind
        switch type {
        case "down": kind = .down(try reader.point())
        case "move": kind = .move(try reader.point())
        case "up": kind = .up(try reader.point())
        case "cancel": kind = .cancel(try reader.point())
        case "wheel":
            let precise = try reader.boolean("precise", default: true)
            var delta = Point(x: try reader.clamped("dx", default: 0), y: try reader.clamped("dy", default: 0))
            if !precise { delta = Point(x: delta.x.sign(), y: delta.y.sign()) }
            kind = .wheel(try reader.point(), delta: delta, precise: precise)
        case "key":
            guard case .value(let key)? = fields.strings["key"] else { throw fail("missing string field 'key'") }
            let name = key.lowercased()
            guard TraceParser.isKeyName(name) else { throw fail("unknown key '\(key)'") }
            kind = .key(name, modifiers: try reader.modifiers())
        case "resize":
            let width = try reader.number("width"), height = try reader.number("height")
            guard width >= 1, height >= 1 else { throw fail("resize needs a width and height of at least 1") }
            kind = .resize(Limits.clampedViewport(Size(width: width, height: height)))
        case "set":
            guard case .value(let assignment)? = fields.strings["option"] else { throw fail("missing string field 'option' (NAME=VALUE)") }
            guard OptionAssignment(assignment) != nil else { throw fail("'option' must be NAME=VALUE") }
            kind = .option(assignment)
        case "fingers": kind = .fingers(down: try reader.boolean("down"))
        case "speed":
            let scale = try reader.number("scale")
            guard (0...speedLimit).contains(scale) else { throw fail("'scale' must be from 0 to \(Int(speedLimit))") }
            kind = .speed(scale)
        case "step":
            let seconds = try reader.number("seconds")
            guard seconds > 0, seconds <= stepLimit else { throw fail("'seconds' must be above 0 and at most \(Int(stepLimit))") }
            kind = .step(seconds)
        case "wait": kind = .wait
        default:
            throw fail("unknown type '\(type)' (types: \(typeNames.joined(separator: ", ")))")
        }
        return Input(time: time, kind: kind)
    }
}

/// One trace line's fields read as the trace format takes them, with messages that name the field.
private struct FieldReader {
    public let fields: TraceLineFields
    public let fail: (String) -> AppError

    public func number(_ key: String) throws -> Double {
        switch fields.numbers[key] {
        case nil: throw fail("missing number '\(key)'")
        case .otherType?: throw fail("'\(key)' must be a number")
        case .value(let value)?:
            guard value.isFinite else { throw fail("'\(key)' must be a finite number") }
            return value
        }
    }

    public func clamped(_ key: String, default value: Double? = nil) throws -> Double {
        if fields.numbers[key] == nil, let value { return value }
        let raw = try number(key)
        return min(max(raw, -TraceParser.coordinateLimit), TraceParser.coordinateLimit)
    }

    public func point() throws -> Point {
        Point(x: try clamped("x"), y: try clamped("y"))
    }

    public func boolean(_ key: String, default value: Bool? = nil) throws -> Bool {
        switch fields.booleans[key] {
        case nil:
            if let value { return value }
            throw fail("missing boolean '\(key)'")
        case .otherType?: throw fail("'\(key)' must be true or false")
        case .value(let value)?: return value
        }
    }

    /// `"modifiers": ["shift", "control"]`, none when absent.
    public func modifiers() throws -> KeyEvent.Modifiers {
        guard let raw = fields.modifiers else { return [] }
        let known = TraceLine.modifierNames
        guard case .value(let names) = raw else { throw fail("'modifiers' must be a list of names") }
        var modifiers: KeyEvent.Modifiers = []
        for name in names {
            guard case .value(let name) = name, let entry = known.first(where: { $0.name == name }) else {
                throw fail("'modifiers' holds an unknown name (names: \(known.map(\.name).joined(separator: ", ")))")
            }
            modifiers.insert(entry.modifier)
        }
        return modifiers
    }
}

private extension Double {
    /// -1, 0 or 1.
    func sign() -> Double { self > 0 ? 1 : self < 0 ? -1 : 0 }
}

private extension String {
    /// True when the text is JSON, whether or not its numbers fit a Double (a line cut off is not:
    /// `{"t": 1e400, ...}` is a whole line, refused for its number).
    var isValidTraceJSON: Bool { TraceJSON.isJSON(self) }
}
