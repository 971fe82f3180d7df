import Foundation

/// One trace line's fields, decoded by `JSONDecoder` from the object `TraceJSON` gives: every field
/// the trace format reads, by its type (numbers, true/false, strings, the list of modifier names),
/// each absent, of that type, or present with another type, which `TraceParser` names in its
/// message. Other fields are left alone.
///
///     {"t": 0.5, "type": "key", "key": "a", "modifiers": ["shift"]}
///       numbers["t"] = .value(0.5), strings["type"] = .value("key"), strings["key"] = .value("a"),
///       modifiers = .value([.value("shift")]), numbers["x"] = nil (absent)
public struct TraceLineFields: Decodable {
    /// A field as the line has it.
    enum Field<Value: Decodable>: Decodable {
        case value(Value)
        /// Present with another type (null included).
        case otherType

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            guard !container.decodeNil() else {
                self = .otherType
                return
            }
            do {
                self = .value(try container.decode(Value.self))
            } catch DecodingError.typeMismatch {
                self = .otherType
            }
        }
    }

    private enum Key: String, CodingKey {
        case t, x, y, dx, dy, width, height, scale, seconds
        case precise, down
        case type, key, option
        case modifiers
    }

    /// The fields present, by name.
    private(set) var numbers: [String: Field<Double>] = [:]
    private(set) var booleans: [String: Field<Bool>] = [:]
    private(set) var strings: [String: Field<String>] = [:]
    /// `modifiers`, a list of names; nil when absent.
    private(set) var modifiers: Field<[Field<String>]>?

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        for key in container.allKeys {   // the names above that the line has
            switch key {
            case .t, .x, .y, .dx, .dy, .width, .height, .scale, .seconds:
                numbers[key.rawValue] = try container.decode(Field<Double>.self, forKey: key)
            case .precise, .down: booleans[key.rawValue] = try container.decode(Field<Bool>.self, forKey: key)
            case .type, .key, .option: strings[key.rawValue] = try container.decode(Field<String>.self, forKey: key)
            case .modifiers: modifiers = try container.decode(Field<[Field<String>]>.self, forKey: key)
            }
        }
    }

    /// One decoder for every line (it keeps no state between them).
    private static let decoder = JSONDecoder()

    /// The fields of `line`, or the problem with its JSON (`TraceJSON`).
    static func decode(_ line: String) -> Result<TraceLineFields, TraceJSON.Problem> {
        TraceJSON.object(line).flatMap { object in
            // The object is plain JSON of the names above; a decoder's refusal would be a mistake here.
            (try? decoder.decode(TraceLineFields.self, from: object)).map(Result.success) ?? .failure(.notJSON)
        }
    }
}
