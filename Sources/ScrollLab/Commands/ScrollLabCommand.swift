import ArgumentParser
import BuildInfo
import Foundation
import LabBasics
import Scenes
import SDLHost

/// `scroll-lab`: the window by default, and the headless tools.
@main
struct ScrollLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll-lab",
        abstract: "A desktop lab for iOS scroll-driven interfaces.",
        version: BuildInfo.versionLine,
        subcommands: [RunCommand.self, ReplayCommand.self, MeasureCommand.self, ScenesCommand.self, DevicesCommand.self,
                      BenchCommand.self, SoakCommand.self, GestureCommand.self],
        defaultSubcommand: RunCommand.self
    )

    /// Runs the command; every error a user can cause ends with one line on standard error and exit
    /// code 2 (bad usage or input) or 1 (runtime failure), never a stack trace. SIGQUIT ends a
    /// headless command quietly (`QuitSignals`); the window quits on it as on SIGTERM.
    static func main() {
        StandardStreams.prepare()
        QuitSignals.endQuietlyOnQuit()
        let code: Int32
        do {
            // Counted before the parser, whose time grows with the square of their number.
            try Limits.checkArguments(CommandLine.arguments.count - 1)
            var command = try parseAsRoot(try GestureCommand.kindFirst(Array(CommandLine.arguments.dropFirst())))
            try command.run()
            PendingWarning.report()
            code = 0
        } catch let error as AppError {
            StandardError.report(PendingWarning.folded(into: error.message))
            code = error.exitCode
        } catch {
            let exit = exitCode(for: error)
            if exit == .success {
                // Help and the version are output like any other: a closed or full standard output is exit 1.
                do {
                    try StandardStreams.printChecked(fullMessage(for: error))
                    code = 0
                } catch {
                    StandardError.report((error as? AppError)?.message ?? "\(error)")
                    code = 1
                }
            } else if error is ExitCode {
                code = exit.rawValue
            } else {
                let line = GestureCommand.naming(Self.oneLine(message(for: error)), usage: fullMessage(for: error))
                StandardError.report(PendingWarning.folded(into: line))
                code = 2
            }
        }
        Foundation.exit(code)
    }

    /// The parser's message on one line: its first line, and when that ends with a colon the list
    /// under it ("one of the following:" then "- drag", "- fling"...), joined with commas.
    static func oneLine(_ message: String) -> String {
        let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = lines.first else { return "bad usage" }
        guard first.hasSuffix(":") else { return first }
        let items = lines.dropFirst().prefix { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
        return items.isEmpty ? first : first + " " + items.joined(separator: ", ")
    }
}
