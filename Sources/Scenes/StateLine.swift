import Foundation
import LabBasics

/// One JSON object per frame with keys in a fixed order and numbers in a fixed format, so the same
/// run gives byte-identical lines (QA-INTERFACE.md, "State dumps").
public struct StateLine {
    private(set) var text = "{"
    private var hasKeys = false
    /// The key just written, while `keepsValues`.
    private var lastKey: String?
    /// The keys and their formatted values in order, when `keepsPairs` (for the HUD).
    private(set) var pairs: [(key: String, value: String)] = []
    var keepsPairs = false
    /// The keys and their typed values in order, when `keepsValues` (`replay --compare`).
    private(set) var values: [(key: String, value: StateValue)] = []
    var keepsValues = false

    /// An empty line; keys are added in order.
    public init() {}

    /// Numbers are written with at most this many decimals, trailing zeros dropped.
    static let decimals = StateText.decimals

    public mutating func add(_ key: String, _ value: Double) {
        appendKey(key)
        let formatted = StateLine.format(value)
        text += formatted
        keepValue(formatted)
        keepTyped(value.isFinite ? .number(value) : .null)
    }

    public mutating func add(_ key: String, _ value: Double?) {
        if let value { add(key, value) } else { addNull(key) }
    }

    public mutating func add(_ key: String, _ value: Int) {
        appendKey(key)
        text += String(value)
        keepValue(String(value))
        keepTyped(.number(Double(value)))
    }

    public mutating func add(_ key: String, _ value: Int?) {
        if let value { add(key, value) } else { addNull(key) }
    }

    public mutating func add(_ key: String, _ value: Bool) {
        appendKey(key)
        text += value ? "true" : "false"
        keepValue(value ? "true" : "false")
        keepTyped(.boolean(value))
    }

    public mutating func add(_ key: String, _ value: String?) {
        guard let value else { addNull(key); return }
        appendKey(key)
        text += StateLine.quote(value)
        keepValue(value)
        keepTyped(.text(value))
    }

    public mutating func addNull(_ key: String) {
        appendKey(key)
        text += "null"
        keepValue("—")
        keepTyped(.null)
    }

    /// The finished line, without a newline.
    public var finished: String { text + "}" }

    private mutating func appendKey(_ key: String) {
        if hasKeys { text += ", " }
        hasKeys = true
        text += StateLine.quote(key)
        text += ": "
        lastKey = keepsValues ? key : nil
        if keepsPairs { pairs.append((key, "")) }
    }

    /// Records the value just written for the HUD's readable list.
    private mutating func keepValue(_ value: String) {
        if keepsPairs, !pairs.isEmpty { pairs[pairs.count - 1].value = value }
    }

    /// Records the value just written for `values`.
    private mutating func keepTyped(_ value: StateValue) {
        if keepsValues, let key = lastKey { values.append((key, value)) }
    }

    /// A finite number with at most `decimals` decimals (no exponent, no "-0"); non-finite becomes null.
    public static func format(_ value: Double) -> String {
        StateText.number(value)
    }

    /// A JSON string literal.
    public static func quote(_ value: String) -> String {
        StateText.quoted(value)
    }
}
