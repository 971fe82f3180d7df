import Foundation

/// The text of a state line's values, shared with the trace lines and the limits' messages: numbers
/// with at most four decimals, strings quoted as JSON strings (`StateLine` writes with it).
public enum StateText {
    /// Numbers are written with at most this many decimals, trailing zeros dropped.
    public static let decimals = 4

    /// A finite number with at most `decimals` decimals (no exponent, no "-0"); non-finite becomes null.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        var string = String(format: "%.\(decimals)f", value)
        if string.contains(".") {
            while string.hasSuffix("0") { string.removeLast() }
            if string.hasSuffix(".") { string.removeLast() }
        }
        return string == "-0" ? "0" : string
    }

    /// A JSON string literal.
    public static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += String(format: "\\u%04x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
