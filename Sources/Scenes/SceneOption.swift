import Devices

/// A scene option settable with `--set NAME=VALUE`: its default, what values it takes, and help. A
/// default may follow the device the scene runs on (a height below the safe area's top).
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

    public let name: String
    public let kind: Kind
    public let help: String
    /// How the default follows the device, for `scenes --verbose` ("safe area top + 44"); nil when
    /// it is the same on every device.
    public let deviceRule: String?
    private let resolveDefault: @Sendable (DeviceProfile) -> String

    /// An option whose default is the same on every device.
    public init(name: String, defaultValue: String, kind: Kind, help: String) {
        self.init(name: name, kind: kind, help: help, deviceRule: nil) { _ in defaultValue }
    }

    /// An option whose default is worked out for the device (`deviceRule` says how).
    public init(name: String, kind: Kind, help: String, deviceRule: String?,
                defaultOnDevice: @escaping @Sendable (DeviceProfile) -> String) {
        self.name = name
        self.kind = kind
        self.help = help
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

    /// Checks a value; nil when it is acceptable.
    func problem(with value: String) -> String? {
        let valid: Bool
        switch kind {
        case .integer(let range): valid = Int(value).map(range.contains) ?? false
        case .number(let range): valid = Double(value).map { $0.isFinite && range.contains($0) } ?? false
        case .choice(let words): valid = words.contains(value)
        case .boolean: valid = value == "true" || value == "false"
        case .numberOrWord(let range, let words):
            valid = words.contains(value) || (Double(value).map { $0.isFinite && range.contains($0) } ?? false)
        }
        return valid ? nil : "bad value for \(name): '\(value)' (expected \(accepted))"
    }

    private static func format(_ value: Double) -> String { PhysicsOptions.format(value) }

    // The options most scenes share (QA-INTERFACE.md).
    /// UIKit's deceleration by name or per millisecond; the other physics options are `PhysicsOptions.springs`.
    static let deceleration = PhysicsOptions.deceleration()
    static let bounces = SceneOption(name: "bounces", defaultValue: "true", kind: .boolean,
                                     help: "rubber band and bounce at the edges")
    static func rows(default value: Int) -> SceneOption {
        SceneOption(name: "rows", defaultValue: String(value), kind: .integer(0...10_000_000), help: "number of rows in the list")
    }
    static func language(default value: String) -> SceneOption {
        SceneOption(name: "language", defaultValue: value, kind: .choice(["en", "zh"]), help: "language of the texts")
    }
}
