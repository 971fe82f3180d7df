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
        }
        return valid ? nil : "bad value for \(name): '\(value)' (expected \(accepted))"
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    // The options most scenes share (QA-INTERFACE.md).
    static let deceleration = SceneOption(name: "deceleration", defaultValue: "normal", kind: .choice(["normal", "fast"]),
                                          help: "UIKit deceleration rate of the main scroll view")
    static let bounces = SceneOption(name: "bounces", defaultValue: "true", kind: .boolean,
                                     help: "rubber band and bounce at the edges")
    static func rows(default value: Int) -> SceneOption {
        SceneOption(name: "rows", defaultValue: String(value), kind: .integer(0...10_000_000), help: "number of rows in the list")
    }
    static func language(default value: String) -> SceneOption {
        SceneOption(name: "language", defaultValue: value, kind: .choice(["en", "zh"]), help: "language of the texts")
    }
}
