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
}
