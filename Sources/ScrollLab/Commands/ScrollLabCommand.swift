import ArgumentParser
import Foundation
import LabTools
import Scenes
import SDLHost

/// `scroll-lab`: the window by default, and the headless tools.
@main
struct ScrollLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll-lab",
        abstract: "A desktop lab for iOS scroll-driven interfaces.",
        subcommands: [RunCommand.self, ReplayCommand.self, ScenesCommand.self, BenchCommand.self, SoakCommand.self,
                      GestureCommand.self],
        defaultSubcommand: RunCommand.self
    )

    /// Runs the command; every error a user can cause ends with one line on standard error and exit
    /// code 2 (bad usage or input) or 1 (runtime failure), never a stack trace. SIGQUIT ends a
    /// headless command quietly (`QuitSignals`); the window quits on it as on SIGTERM.
    static func main() {
        QuitSignals.endQuietlyOnQuit()
        let code: Int32
        do {
            var command = try parseAsRoot()
            try command.run()
            code = 0
        } catch let error as AppError {
            StandardError.report(error.message)
            code = error.exitCode
        } catch {
            let exit = exitCode(for: error)
            if exit == .success {
                print(fullMessage(for: error))
                code = 0
            } else if error is ExitCode {
                code = exit.rawValue
            } else {
                let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "bad usage"
                StandardError.report(message)
                code = 2
            }
        }
        Foundation.exit(code)
    }
}
