import Foundation
import Graphics
@testable import LabBasics
import Scenes
import ScrollUI
@testable import LabTraces

/// The trace line reader as it was before lines were decoded typed: `JSONSerialization`, each field
/// cast from `Any`. The reference `TraceJSONCompatibilityTests` holds `TraceParser` to: the same
/// input, or the same message, for every line.
enum LegacyTraceLineReader {
    static func parseLine(_ line: String, number: Int) throws -> Input {
        func fail(_ message: String) -> AppError { AppError.usage("trace line \(number): \(message)") }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(line.utf8), options: [])
        } catch {
            if String(describing: error).contains("not representable") {
                throw fail("a number is out of range (numbers must be finite)")
            }
            throw fail("not valid JSON")
        }
        guard let fields = object as? [String: Any] else { throw fail("expected a JSON object") }
        guard let type = fields["type"] as? String else { throw fail("missing string field 'type'") }
        let reader = LegacyFieldReader(fields: fields, fail: fail)
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
            guard let key = fields["key"] as? String else { throw fail("missing string field 'key'") }
            let name = key.lowercased()
            guard TraceParser.isKeyName(name) else { throw fail("unknown key '\(key)'") }
            kind = .key(name, modifiers: try reader.modifiers())
        case "resize":
            let width = try reader.number("width"), height = try reader.number("height")
            guard width >= 1, height >= 1 else { throw fail("resize needs a width and height of at least 1") }
            kind = .resize(Limits.clampedViewport(Size(width: width, height: height)))
        case "set":
            guard let assignment = fields["option"] as? String else { throw fail("missing string field 'option' (NAME=VALUE)") }
            guard OptionAssignment(assignment) != nil else { throw fail("'option' must be NAME=VALUE") }
            kind = .option(assignment)
        case "fingers": kind = .fingers(down: try reader.boolean("down"))
        case "speed":
            let scale = try reader.number("scale")
            guard (0...TraceParser.speedLimit).contains(scale) else { throw fail("'scale' must be from 0 to \(Int(TraceParser.speedLimit))") }
            kind = .speed(scale)
        case "step":
            let seconds = try reader.number("seconds")
            guard seconds > 0, seconds <= TraceParser.stepLimit else { throw fail("'seconds' must be above 0 and at most \(Int(TraceParser.stepLimit))") }
            kind = .step(seconds)
        case "wait": kind = .wait
        default:
            throw fail("unknown type '\(type)' (types: \(TraceParser.typeNames.joined(separator: ", ")))")
        }
        return Input(time: time, kind: kind)
    }

    /// True when the text is JSON, whether or not its numbers fit a Double.
    static func isValidTraceJSON(_ text: String) -> Bool {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            return true
        } catch {
            return String(describing: error).contains("not representable")
        }
    }
}

/// The fields of one line, cast from `Any`.
private struct LegacyFieldReader {
    let fields: [String: Any]
    let fail: (String) -> AppError

    func number(_ key: String) throws -> Double {
        guard let raw = fields[key] else { throw fail("missing number '\(key)'") }
        guard let number = raw as? NSNumber, !isBoolean(number) else {
            throw fail("'\(key)' must be a number")
        }
        let value = number.doubleValue
        guard value.isFinite else { throw fail("'\(key)' must be a finite number") }
        return value
    }

    func clamped(_ key: String, default value: Double? = nil) throws -> Double {
        if fields[key] == nil, let value { return value }
        let raw = try number(key)
        return min(max(raw, -TraceParser.coordinateLimit), TraceParser.coordinateLimit)
    }

    func point() throws -> Point {
        Point(x: try clamped("x"), y: try clamped("y"))
    }

    func boolean(_ key: String, default value: Bool? = nil) throws -> Bool {
        guard let raw = fields[key] else {
            if let value { return value }
            throw fail("missing boolean '\(key)'")
        }
        if let number = raw as? NSNumber, isBoolean(number) { return number.boolValue }
        throw fail("'\(key)' must be true or false")
    }

    /// `"modifiers": ["shift", "control"]`, none when absent.
    func modifiers() throws -> KeyEvent.Modifiers {
        guard let raw = fields["modifiers"] else { return [] }
        let known = TraceLine.modifierNames
        guard let names = raw as? [Any] else { throw fail("'modifiers' must be a list of names") }
        var modifiers: KeyEvent.Modifiers = []
        for name in names {
            guard let name = name as? String, let entry = known.first(where: { $0.name == name }) else {
                throw fail("'modifiers' holds an unknown name (names: \(known.map(\.name).joined(separator: ", ")))")
            }
            modifiers.insert(entry.modifier)
        }
        return modifiers
    }

    /// JSON `true`/`false` arrive as a boolean subclass of NSNumber; plain numbers as NSNumber itself.
    private func isBoolean(_ number: NSNumber) -> Bool {
        type(of: number) != NSNumber.self && String(cString: number.objCType) == "c"
    }
}


private extension Double {
    func sign() -> Double { self > 0 ? 1 : self < 0 ? -1 : 0 }
}
