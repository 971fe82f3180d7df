import LabBasics
import Scenes
import SDLHost

/// The one place where SDL's errors become the application's one-line errors: every call into
/// SDLHost that can fail goes through `converting` (an error SDL reports through a handler, through
/// `appError(for:)`), so the libraries and the commands only ever see `AppError`.
enum SDLFailure {
    /// Runs `body`; an `SDLError` it throws becomes a runtime `AppError` with the same message.
    static func converting<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as SDLError {
            throw appError(for: error)
        }
    }

    /// The runtime `AppError` for an SDL error reported without a throw (the display went away).
    static func appError(for error: SDLError) -> AppError {
        AppError.runtime(error.description)
    }
}
