/// A key of the state lines, declared once: the keys every scene writes by `SceneSession`
/// (`commonStateKeys`), each scene's own by the scene (`Scene.stateKeys`), which writes it with
/// `line.add(Self.key, value)`. The soak checks every declared key the same way (null only where
/// nullable, numbers in their range, counters never going down), and the tests hold each scene's lines
/// to its declaration. Adding a state key is declaring it, listing it and writing it, in the scene's file:
///
///     static let sheetTop = StateKey.number("sheetTop")
///     static let stateKeys = [sheetTop, ...]
///     line.add(Self.sheetTop, controller.sheetTop)       // in appendState(to:)
public struct StateKey: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case number, integer, boolean, text
    }

    public let name: String
    public let kind: Kind
    /// The values a number may take; nil: any finite number.
    public let range: ClosedRange<Double>?
    /// May be null (no detent while the sheet moves, nothing selected).
    public let isNullable: Bool
    /// A count that never goes down while a scene runs with the same options.
    public let isCounter: Bool

    /// A number (non-finite numbers are written as null), in `range` when one is given.
    public static func number(_ name: String, range: ClosedRange<Double>? = nil, nullable: Bool = false) -> StateKey {
        StateKey(name: name, kind: .number, range: range, isNullable: nullable, isCounter: false)
    }

    public static func integer(_ name: String, nullable: Bool = false) -> StateKey {
        StateKey(name: name, kind: .integer, range: nil, isNullable: nullable, isCounter: false)
    }

    /// A count that only grows.
    public static func counter(_ name: String) -> StateKey {
        StateKey(name: name, kind: .integer, range: nil, isNullable: false, isCounter: true)
    }

    public static func boolean(_ name: String) -> StateKey {
        StateKey(name: name, kind: .boolean, range: nil, isNullable: false, isCounter: false)
    }

    public static func text(_ name: String, nullable: Bool = false) -> StateKey {
        StateKey(name: name, kind: .text, range: nil, isNullable: nullable, isCounter: false)
    }
}

extension StateLine {
    public mutating func add(_ key: StateKey, _ value: Double?) { add(key.name, value) }
    public mutating func add(_ key: StateKey, _ value: Int?) { add(key.name, value) }
    public mutating func add(_ key: StateKey, _ value: Bool) { add(key.name, value) }
    public mutating func add(_ key: StateKey, _ value: String?) { add(key.name, value) }
}
