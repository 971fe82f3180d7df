import Graphics
import LabBasics
import ScrollUI

/// Writes an input as one line of the trace format (QA-INTERFACE.md), numbers in the shortest
/// text that reads back as exactly the same value, so a replay gets the input bit for bit.
public enum TraceLine {
    /// The names of a key's modifiers in a trace, in the order they are written.
    static let modifierNames: [(name: String, modifier: KeyEvent.Modifiers)] = [
        ("shift", .shift), ("control", .control), ("option", .option), ("command", .command),
    ]

    /// `{"t": 0.25, "type": "down", "x": 10, "y": 20.5}`.
    public static func text(_ event: Input) -> String {
        "{\"t\": \(number(event.time)), \(fields(event.kind))}"
    }

    private static func fields(_ kind: Input.Kind) -> String {
        switch kind {
        case .down(let point): return pointer("down", point)
        case .move(let point): return pointer("move", point)
        case .up(let point): return pointer("up", point)
        case .cancel(let point): return pointer("cancel", point)
        case .wheel(let point, let delta, let precise):
            return "\"type\": \"wheel\", \"x\": \(number(point.x)), \"y\": \(number(point.y)), "
                + "\"dx\": \(number(delta.x)), \"dy\": \(number(delta.y)), \"precise\": \(precise)"
        case .key(let key, let modifiers):
            let names = modifierNames.filter { modifiers.contains($0.modifier) }.map { "\"\($0.name)\"" }
            return "\"type\": \"key\", \"key\": \(StateText.quoted(key))"
                + (names.isEmpty ? "" : ", \"modifiers\": [\(names.joined(separator: ", "))]")
        case .fingers(let down): return "\"type\": \"fingers\", \"down\": \(down)"
        case .resize(let size): return "\"type\": \"resize\", \"width\": \(number(size.width)), \"height\": \(number(size.height))"
        case .speed(let scale): return "\"type\": \"speed\", \"scale\": \(number(scale))"
        case .step(let seconds): return "\"type\": \"step\", \"seconds\": \(number(seconds))"
        case .option(let assignment): return "\"type\": \"set\", \"option\": \(StateText.quoted(assignment))"
        case .wait: return "\"type\": \"wait\""
        }
    }

    private static func pointer(_ type: String, _ point: Point) -> String {
        "\"type\": \"\(type)\", \"x\": \(number(point.x)), \"y\": \(number(point.y))"
    }

    /// The shortest text that reads back as exactly `value`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
