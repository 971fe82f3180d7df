import Foundation
@testable import ScrollLab
import TestKit
import XCTest

/// Every numeric option of every subcommand, as the commands declare them (`--experimental-dump-help`:
/// the options parsed `.unconditional`, as every number is so that a negative one is a value, and the
/// numbers `gesture pull` and `gesture notches` take), given the integers at and past `Int`'s range as
/// text, the largest doubles, -0, NaN and the infinities (in each part of an `X,Y`, `WxH` or `x,y,w,h`)
/// and one past each documented limit: every run ends with exit 0 or 2 and at most one line on
/// standard error, never a signal. A command line the parser refuses (its `validate()` included) is
/// checked in-process, as `main` reports it; the others run as processes, a few at a time. A new option is swept as it is declared; a new subcommand with
/// numeric options fails here until it has a command line to sweep them on.
final class NumericOptionSweepTests: XCTestCase {
    /// Integers at and past `Int`'s range as text, doubles at their ends, -0, NaN and the infinities.
    static let extremes = ["-9223372036854775808", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
                           "1e308", "-0", "nan", "inf"]

    /// One past each limit the README's table of limits and the options' help state (the next double
    /// past a bound of a real number), by "subcommand --option".
    static let pastLimits: [String: [String]] = [
        "replay --fps": ["0", "1000.0000000000001"],
        "replay --scale": ["0", "4.000000000000001"],
        "replay --speed": ["0.09999999999999999", "4.000000000000001"],
        "replay --until": ["3600.0000000000005"],
        "replay --from": ["3600.0000000000005"],
        "replay --contact-every": ["0", "216002"],
        "replay --viewport": ["4097x844", "390x4097", "0x844"],
        "measure --region": ["1000001,0,100,100", "0,0,31,100", "0,0,100,99", "0,0,100,1000001"],
        "measure --scale": ["0.49999999999999994", "4.000000000000001"],
        "measure --from": ["3600.0000000000005"],
        "measure --until": ["3600.0000000000005"],
        "measure --rate": ["0.98999999999999999", "1"],
        "gesture --at": ["3600.0000000000005", "-5e-324"],
        "gesture --duration": ["3600.0000000000005", "-5e-324"],
        "gesture --hold": ["3600.0000000000005", "-5e-324"],
        "gesture --interval": ["3600.0000000000005", "-5e-324"],
        "gesture --wait": ["3600.0000000000005", "-5e-324"],
        "gesture --distance": ["1000000.0000000001", "-5e-324"],
        "gesture --velocity": ["8000.000000000001", "-8000.000000000001"],
        "gesture --speed": ["8000.000000000001", "0"],
        "gesture --viewport": ["4097x844", "390x4097"],
        "gesture --from": ["1000001,0"],
        "gesture --to": ["1000001,0"],
        "gesture --point": ["0,1000001"],
        "gesture notches": ["1001", "-1001"],
        "gesture pull": ["1000001", "-5e-324"],
        "bench --frames": ["0", "100001"],
        "bench --scale": ["0.49999999999999994", "4.000000000000001"],
        "bench --viewport": ["4097x844", "390x4097"],
        "soak --seconds": ["0", "86400.00000000001"],
        "soak --seed": ["18446744073709551616", "-1"],
        "run --capture-scale": ["0", "4.000000000000001"],
        "run --exit-after-frames": ["0"],
    ]

    /// The command line each subcommand's options are swept on (the swept option replaces the same one
    /// here): short, headless and quick; `RECORDING` is a small recording made for the sweep.
    static let bases: [String: [String]] = [
        "replay": ["replay", "trace.jsonl", "--scene", "list"],
        "measure": ["measure", "RECORDING"],
        "bench": ["bench", "--scene", "list", "--frames", "1", "--no-sdl"],
        "soak": ["soak", "--seconds", "0.05", "--scene", "list"],
        // No display: a value the options take ends at the window, exit 1 saying so.
        "run": ["run", "--exit-after-frames", "1"],
    ]

    /// Options that act only with another: it is added so that the value is used.
    static let companions: [String: [String]] = [
        "replay --contact-every": ["--contact-sheet", "cs.png"],
        "replay --speed": ["--video", "v.mp4"],
        "replay --scale": ["--frames", "F"],
    ]

    /// An option's values: the extremes alone, or in each part of a compound value (found by its help:
    /// `X,Y`, `WIDTHxHEIGHT`, `x,y,w,h`), then its values past the limits.
    static func values(key: String, abstract: String, valueName: String) -> [String] {
        let parts: [String]
        if valueName == "x,y,w,h" {
            parts = ["0", "0", "100", "100"]
            let swept = (0..<4).flatMap { index in
                extremes.map { value in parts.enumerated().map { $0.offset == index ? value : $0.element }.joined(separator: ",") }
            }
            return swept + (pastLimits[key] ?? [])
        }
        if abstract.contains("X,Y") {
            return extremes.flatMap { ["\($0),100", "100,\($0)"] } + (pastLimits[key] ?? [])
        }
        if abstract.contains("WIDTHxHEIGHT") {
            return extremes.flatMap { ["\($0)x844", "390x\($0)"] } + (pastLimits[key] ?? [])
        }
        return extremes + (pastLimits[key] ?? [])
    }

    private struct Case {
        let arguments: [String]
        let noDisplay: Bool
        var label: String { arguments.joined(separator: " ") }
    }

    /// The numeric options of each subcommand from the declarations: (subcommand, --name, abstract, value
    /// name, the gesture kind whose subcommand declares it).
    private func declaredOptions(_ executable: URL, in folder: TemporaryFolder) throws -> [(String, String, String, String, String?)] {
        let dump = try ScrollLabExecutable.run(executable, ["--experimental-dump-help"], in: folder)
        XCTAssertEqual(dump.status, 0, dump.stderr)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let command = try XCTUnwrap(root["command"] as? [String: Any])
        var found: [(String, String, String, String, String?)] = []
        func collect(_ declaration: [String: Any], as name: String, kind: String?) {
            for argument in declaration["arguments"] as? [[String: Any]] ?? [] {
                guard argument["kind"] as? String == "option", argument["parsingStrategy"] as? String == "unconditional",
                      let preferred = argument["preferredName"] as? [String: Any], let long = preferred["name"] as? String
                else { continue }
                found.append((name, "--" + long, argument["abstract"] as? String ?? "", argument["valueName"] as? String ?? "", kind))
            }
        }
        for sub in command["subcommands"] as? [[String: Any]] ?? [] {
            let name = sub["commandName"] as? String ?? ""
            collect(sub, as: name, kind: nil)
            // `gesture`'s kinds are subcommands, each with its own options.
            for kind in sub["subcommands"] as? [[String: Any]] ?? [] where name == "gesture" {
                collect(kind, as: name, kind: kind["commandName"] as? String ?? "")
            }
        }
        return found
    }

    func testEveryNumericOptionTakesExtremeValuesWithoutATrap() throws {
        guard let executable = ScrollLabExecutable.find() else { throw XCTSkip("scroll-lab is not built (swift build first)") }
        guard ScrollLabExecutable.tool("ffmpeg") != nil else { throw XCTSkip("ffmpeg is not installed") }
        let setup = try TemporaryFolder()
        defer { setup.remove() }
        let options = try declaredOptions(executable, in: setup)
        XCTAssertGreaterThan(options.count, 30, "the numeric options are found in the declarations")
        var cases: [Case] = []
        var swept = Set<String>()
        for (sub, option, abstract, valueName, kind) in options {
            let key = "\(sub) \(option)"
            swept.insert(key)
            let values = Self.values(key: key, abstract: abstract, valueName: valueName)
            if let kind {
                // On every gesture kind that declares the option.
                for value in values { cases.append(Case(arguments: Self.gestureBase(kind) + [option, value], noDisplay: false)) }
                continue
            }
            guard let base = Self.bases[sub] else {
                XCTFail("\(key): the subcommand '\(sub)' has no command line to sweep its numeric options on")
                continue
            }
            for value in values {
                cases.append(Case(arguments: Self.replacing(option, in: base) + [option, value] + (Self.companions[key] ?? []),
                                  noDisplay: sub == "run"))
            }
        }
        for kind in ["pull", "notches"] {
            swept.insert("gesture \(kind)")
            for value in Self.extremes + (Self.pastLimits["gesture \(kind)"] ?? []) {
                cases.append(Case(arguments: ["gesture", kind, value], noDisplay: false))
            }
        }
        XCTAssertEqual(Set(Self.pastLimits.keys).subtracting(swept), [], "every stated limit names an option that is swept")

        let started = Date()
        var processes: [Case] = []
        for c in cases {
            do {
                _ = try ScrollLabCommand.parseAsRoot(c.arguments)
                processes.append(c)
            } catch {
                // `main` ends it with exit 2 and the message on one line.
                XCTAssertNotEqual(ScrollLabCommand.exitCode(for: error), .success, c.label)
                XCTAssertFalse(ScrollLabCommand.oneLine(ScrollLabCommand.message(for: error)).isEmpty, c.label)
            }
        }
        let outcomes = try Self.runAll(processes, executable: executable)
        var failures = 0
        for (c, outcome) in zip(processes, outcomes) {
            let lines = outcome.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count
            let displayEnd = c.noDisplay && outcome.status == 1 && outcome.stderr.contains("display")
            let good = outcome.signal == nil && ([0, 2].contains(outcome.status) || displayEnd) && lines <= 1
                && !outcome.stderr.contains("Fatal error")
            if !good {
                failures += 1
                XCTFail("\(c.label): signal \(outcome.signal.map(String.init) ?? "none"), exit \(outcome.status), "
                        + "\(lines) lines: \(outcome.stderr.prefix(400))")
            }
        }
        print("NumericOptionSweepTests: \(cases.count) command lines of \(options.count + 2) options, \(processes.count) run as processes, in "
              + "\(String(format: "%.1f", Date().timeIntervalSince(started))) s, \(failures) failed")
    }

    private static func gestureBase(_ kind: String) -> [String] {
        switch kind {
        case "pull": return ["gesture", "pull", "120"]
        case "notches": return ["gesture", "notches", "3"]
        case "key": return ["gesture", "key", "a"]
        default: return ["gesture", kind]
        }
    }

    /// `base` without `option` and its value.
    private static func replacing(_ option: String, in base: [String]) -> [String] {
        guard let index = base.firstIndex(of: option) else { return base }
        var copy = base
        copy.removeSubrange(index...(index + 1))
        return copy
    }

    /// Runs the cases a few at a time, each worker in its own folder holding the trace and the recording.
    private static func runAll(_ cases: [Case], executable: URL) throws -> [ScrollLabExecutable.Outcome] {
        let workers = 3
        var folders: [TemporaryFolder] = []
        defer { folders.forEach { $0.remove() } }
        for _ in 0..<workers {
            let folder = try TemporaryFolder()
            folders.append(folder)
            try folder.write(Traces.fling(end: 0.2), to: "trace.jsonl")
        }
        let recording = try makeRecording(in: folders[0])
        for folder in folders.dropFirst() { try FileManager.default.copyItem(atPath: recording, toPath: folder.path("rec.mp4")) }
        let runs = Runs(cases: cases, folders: folders, executable: executable)
        DispatchQueue.concurrentPerform(iterations: workers) { runs.work(in: $0) }
        if let error = runs.errors.first { throw error }
        return runs.outcomes.map { $0! }
    }

    /// The cases shared by the workers: each takes the next one not yet run.
    private final class Runs: @unchecked Sendable {
        let cases: [Case], folders: [TemporaryFolder], executable: URL
        var outcomes: [ScrollLabExecutable.Outcome?]
        var errors: [Error] = []
        private var next = 0
        private let lock = NSLock()

        init(cases: [Case], folders: [TemporaryFolder], executable: URL) {
            self.cases = cases
            self.folders = folders
            self.executable = executable
            outcomes = Array(repeating: nil, count: cases.count)
        }

        func work(in worker: Int) {
            while true {
                let index: Int = lock.withLock {
                    defer { next += 1 }
                    return next
                }
                guard index < cases.count else { return }
                let arguments = cases[index].arguments.map { $0 == "RECORDING" ? "rec.mp4" : $0 }
                do {
                    let outcome = try ScrollLabExecutable.run(executable, arguments, in: folders[worker],
                                                              removing: cases[index].noDisplay ? ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] : [])
                    lock.withLock { outcomes[index] = outcome }
                } catch {
                    lock.withLock { errors.append(error) }
                }
            }
        }
    }

    /// A small recording: 40 frames of 120 x 260 pixels at 30 fps, ffmpeg's moving test pattern.
    private static func makeRecording(in folder: TemporaryFolder) throws -> String {
        let path = folder.path("rec.mp4")
        let ffmpeg = try XCTUnwrap(ScrollLabExecutable.tool("ffmpeg"))
        let made = try ScrollLabExecutable.run(URL(fileURLWithPath: ffmpeg), [
            "-v", "error", "-f", "lavfi", "-i", "testsrc2=size=120x260:rate=30:duration=1.34", "-pix_fmt", "yuv420p", path,
        ], in: folder)
        XCTAssertEqual(made.status, 0, made.stderr)
        return path
    }
}
