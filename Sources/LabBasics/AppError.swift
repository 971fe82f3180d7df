/// An error a user can cause or meet, with a one-line message and the process exit code:
/// 2 for bad usage or input, 1 for a runtime failure. The scenes and the lab tools throw it; the
/// application turns SDL's errors into it and prints it (`scroll-lab: MESSAGE`).
public struct AppError: Error, CustomStringConvertible {
    public enum Kind: Sendable {
        /// Bad usage or bad input (unknown scene or option, malformed trace): exit code 2.
        case usage
        /// A runtime failure (no display, missing asset, unwritable file): exit code 1.
        case runtime
    }

    public let kind: Kind
    public let message: String

    public static func usage(_ message: String) -> AppError { AppError(kind: .usage, message: message) }
    public static func runtime(_ message: String) -> AppError { AppError(kind: .runtime, message: message) }

    public var exitCode: Int32 { kind == .usage ? 2 : 1 }
    public var description: String { message }

    /// `text` with control characters written as escapes (`\n`, `\r`, `\t`, `\u{1B}`), so a message
    /// that quotes user input always stays on one line.
    public static func escapingControlCharacters(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
