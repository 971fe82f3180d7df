import Devices

/// A scene option settable with `--set NAME=VALUE`, declared once by its scene (`OptionKey`): its
/// default (which may follow the device the scene runs on: a height below the safe area's top), what
/// values it takes, its unit and the tuning panel's step, and help.
public struct SceneOption: Sendable {
    public enum Kind: Sendable {
        /// An integer in a range.
        case integer(ClosedRange<Int>)
        /// A finite number in a range.
        case number(ClosedRange<Double>)
        /// One of a list of words.
        case choice([String])
        /// `true` or `false`.
        case boolean
        /// A finite number in a range, or one of a list of words that name numbers.
        case numberOrWord(ClosedRange<Double>, [String])
    }

    /// What a number measures. The tuning panel's slider reaches as far as the unit makes sense:
    /// points to the viewport's height, seconds to `TuningPanel.longestSliderSeconds`.
    public enum Unit: Sendable {
        case points, seconds, perMillisecond, none
    }

    public let name: String
    public let kind: Kind
    public let help: String
    public let unit: Unit
    /// A number's fine step on the tuning panel, which holds its slider on whole steps; nil for the
    /// other kinds.
    public let step: Double?
    /// The option whose number a word value stands for (the sheet's `flingDampingRatio=snap`: the
    /// snap spring's damping ratio); nil when the words name their own numbers or there are none.
    public let wordStandsFor: String?
    /// How the default follows the device, for `scenes --verbose` ("safe area top + 44"); nil when
    /// it is the same on every device.
    public let deviceRule: String?
    private let resolveDefault: @Sendable (DeviceProfile) -> String

    /// An option whose default is the same on every device.
    public init(name: String, defaultValue: String, kind: Kind, help: String, unit: Unit = .none, step: Double? = nil,
                wordStandsFor: String? = nil) {
        self.init(name: name, kind: kind, help: help, unit: unit, step: step, wordStandsFor: wordStandsFor,
                  deviceRule: nil) { _ in defaultValue }
    }

    /// An option whose default is worked out for the device (`deviceRule` says how).
    public init(name: String, kind: Kind, help: String, unit: Unit = .none, step: Double? = nil,
                wordStandsFor: String? = nil, deviceRule: String?,
                defaultOnDevice: @escaping @Sendable (DeviceProfile) -> String) {
        self.name = name
        self.kind = kind
        self.help = help
        self.unit = unit
        self.step = step
        self.wordStandsFor = wordStandsFor
        self.deviceRule = deviceRule
        resolveDefault = defaultOnDevice
    }

    /// The default on the standard device (the iPhone 14).
    public var defaultValue: String { defaultValue(on: DeviceCatalog.standard) }

    /// The default on `device`.
    public func defaultValue(on device: DeviceProfile) -> String { resolveDefault(device) }

    /// What the option accepts, for messages and `scenes --verbose`.
    public var accepted: String {
        switch kind {
        case .integer(let range): return "an integer from \(range.lowerBound) to \(range.upperBound)"
        case .number(let range): return "a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"
        case .choice(let words): return words.joined(separator: "|")
        case .boolean: return "true|false"
        case .numberOrWord(let range, let words):
            return words.joined(separator: "|") + " or a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"
        }
    }

    /// A value's text read as the option's kind takes it; nil when it is not one it accepts.
    func parse(_ text: String) -> OptionValue? {
        switch kind {
        case .integer(let range): return Int(text).flatMap { range.contains($0) ? .integer($0) : nil }
        case .number(let range): return Self.number(text, in: range).map(OptionValue.number)
        case .choice(let words): return words.contains(text) ? .word(text) : nil
        case .boolean: return text == "true" ? .boolean(true) : text == "false" ? .boolean(false) : nil
        case .numberOrWord(let range, let words):
            return words.contains(text) ? .word(text) : Self.number(text, in: range).map(OptionValue.number)
        }
    }

    /// Checks a value; nil when it is acceptable.
    func problem(with value: String) -> String? {
        parse(value) == nil ? "bad value for \(name): '\(value)' (expected \(accepted))" : nil
    }

    private static func number(_ text: String, in range: ClosedRange<Double>) -> Double? {
        Double(text).flatMap { $0.isFinite && range.contains($0) ? $0 : nil }
    }

    private static func format(_ value: Double) -> String { PhysicsOptions.format(value) }
}

/// A value an option accepted, as its kind reads it.
enum OptionValue: Equatable {
    case integer(Int)
    case number(Double)
    case word(String)
    case boolean(Bool)
}
