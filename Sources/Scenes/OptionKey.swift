import Devices

/// A scene option as its scene declares and reads it: once, as a `static let` of the scene (or of
/// `PhysicsOptions` for the options every scene shares), listed in the scene's `options` and read
/// back typed with `settings[key]`. Adding an option is adding one of these to its scene's file; a
/// default that follows the device is a closure of the device with its rule in words.
///
///     static let half = OptionKey.points("half", default: 400, range: 0...4000, help: "sheet top at the half detent, points")
///     static let options = [half.option, ...]
///     ... settings[Self.half]      // 400.0, or what --set, a trace, a compare set or the panel gave
///     static let hoverHeight = OptionKey.points("hoverHeight", range: 38...400, help: "...",
///                                               deviceRule: "safe area top + 44") { $0.navigationBarBottom }
public struct OptionKey<Value>: Sendable {
    /// The declaration: name, default, kind, unit, step, help.
    public let option: SceneOption
    /// The value the settings hold, which `SceneSettings` checked against `option` when it took it.
    private let read: @Sendable (OptionValue) -> Value?

    init(_ option: SceneOption, read: @escaping @Sendable (OptionValue) -> Value?) {
        self.option = option
        self.read = read
    }

    /// `text` as `Value`. Every text the settings hold was accepted by `option` (its parser is the
    /// one `SceneSettings` checks with), so anything else is a mistake in the declaration.
    func value(of text: String) -> Value {
        guard let parsed = option.parse(text), let value = read(parsed) else {
            preconditionFailure("option \(option.name) holds '\(text)', which its declaration does not read")
        }
        return value
    }
}

extension OptionKey where Value == Double {
    /// A finite number in `range`, in `unit`, held on whole `step`s on the tuning panel.
    static func number(_ name: String, default value: Double, range: ClosedRange<Double>, unit: SceneOption.Unit,
                       step: Double, help: String) -> OptionKey {
        OptionKey(SceneOption(name: name, defaultValue: PhysicsOptions.format(value), kind: .number(range), help: help,
                              unit: unit, step: step)) {
            if case .number(let number) = $0 { return number } else { return nil }
        }
    }
}

extension OptionKey where Value == Double {
    /// A length in points in `range`, one point a step on the tuning panel (its slider reaches the
    /// viewport's height).
    static func points(_ name: String, default value: Double, range: ClosedRange<Double>, help: String) -> OptionKey {
        number(name, default: value, range: range, unit: .points, step: pointStep, help: help)
    }

    /// A length in points in `range` whose default follows the device (`deviceRule` says how, for
    /// `scenes --verbose`), one point a step on the tuning panel.
    static func points(_ name: String, range: ClosedRange<Double>, help: String, deviceRule: String,
                       default value: @escaping @Sendable (DeviceProfile) -> Double) -> OptionKey {
        OptionKey(SceneOption(name: name, kind: .number(range), help: help, unit: .points, step: pointStep,
                              deviceRule: deviceRule) { PhysicsOptions.format(value($0)) }) {
            if case .number(let number) = $0 { return number } else { return nil }
        }
    }

    /// The tuning panel's step of a length, points.
    static var pointStep: Double { 1 }
}

extension OptionKey where Value == Double? {
    /// A number in `range`, or `word`: the number of option `standsFor` (nil here).
    static func number(_ name: String, orWord word: String, standsFor: String, range: ClosedRange<Double>,
                       step: Double, help: String) -> OptionKey {
        OptionKey(SceneOption(name: name, defaultValue: word, kind: .numberOrWord(range, [word]), help: help, step: step,
                              wordStandsFor: standsFor)) {
            switch $0 {
            case .number(let number): return .some(number)
            case .word: return .some(nil)
            default: return nil
            }
        }
    }
}

extension OptionKey where Value == Int {
    /// An integer in `range`.
    static func integer(_ name: String, default value: Int, range: ClosedRange<Int>, help: String) -> OptionKey {
        OptionKey(SceneOption(name: name, defaultValue: String(value), kind: .integer(range), help: help)) {
            if case .integer(let integer) = $0 { return integer } else { return nil }
        }
    }
}

extension OptionKey where Value == Bool {
    /// `true` or `false`.
    static func boolean(_ name: String, default value: Bool, help: String) -> OptionKey {
        OptionKey(SceneOption(name: name, defaultValue: String(value), kind: .boolean, help: help)) {
            if case .boolean(let boolean) = $0 { return boolean } else { return nil }
        }
    }
}

extension OptionKey where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
    /// One of `Value`'s cases, by its raw value.
    static func choice(_ name: String, default value: Value, help: String) -> OptionKey {
        OptionKey(SceneOption(name: name, defaultValue: value.rawValue, kind: .choice(Value.allCases.map(\.rawValue)), help: help)) {
            if case .word(let word) = $0 { return Value(rawValue: word) } else { return nil }
        }
    }
}

extension OptionKey where Value == String {
    /// One of `words`.
    static func word(_ name: String, default value: String, words: [String], help: String) -> OptionKey {
        OptionKey(SceneOption(name: name, defaultValue: value, kind: .choice(words), help: help)) {
            if case .word(let word) = $0 { return word } else { return nil }
        }
    }
}
