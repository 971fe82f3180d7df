/// An error a user can cause or meet, with a one-line message and the process exit code:
/// 2 for bad usage or input, 1 for a runtime failure.
struct AppError: Error, CustomStringConvertible {
    enum Kind {
        /// Bad usage or bad input (unknown scene or option, malformed trace): exit code 2.
        case usage
        /// A runtime failure (no display, missing asset, unwritable file): exit code 1.
        case runtime
    }

    let kind: Kind
    let message: String

    static func usage(_ message: String) -> AppError { AppError(kind: .usage, message: message) }
    static func runtime(_ message: String) -> AppError { AppError(kind: .runtime, message: message) }

    var exitCode: Int32 { kind == .usage ? 2 : 1 }
    var description: String { message }

    /// `text` with control characters written as escapes (`\n`, `\r`, `\t`, `\u{1B}`), so a message
    /// that quotes user input always stays on one line.
    static func escapingControlCharacters(_ text: String) -> String {
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
