import ArgumentParser
import Graphics
import LabBasics
import LabTraces
import Scenes
import ScrollPhysics

/// `scroll-lab gesture KIND ...`: writes the trace lines of a named gesture at `--at` seconds, to
/// standard output, a file, or appended to a trace. Each kind is a subcommand with its own options
/// and help (`gesture fling --help`); the shared ones are `GestureOutput`'s.
struct GestureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesture", abstract: "Write the trace lines of a named gesture.",
        discussion: "`scroll-lab gesture KIND --help` shows the options of one kind.",
        subcommands: [DragGesture.self, FlingGesture.self, HoldGesture.self, TapGesture.self, PullGesture.self,
                      SwipeGesture.self, NotchesGesture.self, KeyGesture.self])

    /// The kinds, as their subcommands are named.
    static var kinds: [String] { configuration.subcommands.compactMap { $0.configuration.commandName } }

    /// The arguments with a gesture's kind first after `gesture`, as the subcommands take it: the
    /// spelling with options before the kind (`gesture --at 1 tap`) keeps working. A word after an
    /// option that takes a value is that value, not a kind. No kind, or a word that is not one, is a
    /// usage error naming the kinds.
    static func kindFirst(_ arguments: [String]) throws -> [String] {
        guard arguments.first == configuration.commandName else { return arguments }
        let rest = arguments.dropFirst()
        if rest.contains(where: { ["--help", "-h", "--version"].contains($0) }) || rest.first.map(kinds.contains) == true {
            return arguments
        }
        for index in rest.indices where kinds.contains(arguments[index]) {
            let previous = arguments[index - 1]
            if previous.hasPrefix("-") && Double(previous) == nil && !flags.contains(previous) { continue }
            var moved = arguments
            moved.insert(moved.remove(at: index), at: 1)
            return moved
        }
        let list = kinds.joined(separator: ", ")
        if let word = rest.first, !word.hasPrefix("-") { throw AppError.usage("unknown gesture '\(word)' (one of \(list))") }
        throw AppError.usage("gesture needs a kind: \(list)")
    }

    /// A parser's error about an option or argument a gesture does not take (another kind's, a
    /// mistyped one), naming the kind and where its options are listed; other errors as they are.
    static func naming(_ line: String, usage message: String) -> String {
        let prefix = "usage: scroll-lab gesture "
        guard line.hasPrefix("Unknown option") || line.hasPrefix("Unexpected argument"),
              let usage = message.split(separator: "\n").first(where: { $0.lowercased().hasPrefix(prefix) }),
              let kind = usage.dropFirst(prefix.count).split(separator: " ").first, kinds.contains(String(kind)) else { return line }
        return "gesture \(kind): \(line) (`scroll-lab gesture \(kind) --help` lists its options)"
    }

    /// The options of every kind that take no value.
    private static let flags: Set = ["--append"]
}
