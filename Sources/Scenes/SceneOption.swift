/// A scene option settable with `--set NAME=VALUE`: its default, what values it takes, and help.
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
    public let defaultValue: String
    public let kind: Kind
    public let help: String

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
