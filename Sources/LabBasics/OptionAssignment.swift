/// One `NAME=VALUE`: a scene option and the text of its value, as `--set`, a trace's `set` line, a
/// compare set, the bench's `--set` and the tuning panel write it. The one place that text is split;
/// each caller says what is wrong with it in its own words (where it came from).
public struct OptionAssignment: Equatable, Sendable {
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// `text` split at its first `=` (the value may hold more); nil when it has none.
    public init?(_ text: String) {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        self.init(name: String(text[..<equals]), value: String(text[text.index(after: equals)...]))
    }

    /// The option `text` names: what comes before its first `=` (all of it without one).
    public static func name(of text: String) -> String {
        OptionAssignment(text)?.name ?? text
    }

    /// `NAME=VALUE`.
    public var text: String { "\(name)=\(value)" }
}
