import Foundation
import Graphics
import TestKit
import XCTest

/// Mutated whole traces (headers, events, blank and comment lines, the three line ends, cut-off last
/// lines) replayed by the built executable, each in its own process: every run is exit 0 or 2 with at
/// most one line on standard error, never a signal. Off in `make test` (each case is a process): set
/// `SCROLLLAB_FUZZ_CASES` (3000 for a full run) and `SCROLLLAB_FUZZ_EXECUTABLE` (a release build) to run it.
final class TraceFuzzRunTests: XCTestCase {
    static let events = [
        #"{"t": 0.000, "type": "down",  "x": 195, "y": 600}"#,
        #"{"t": 0.008, "type": "move",  "x": 195, "y": 590}"#,
        #"{"t": 0.200, "type": "up",    "x": 195, "y": 300}"#,
        #"{"t": 0.300, "type": "wheel", "x": 195, "y": 400, "dx": 0, "dy": 12.5, "precise": true}"#,
        #"{"t": 0.350, "type": "key",   "key": "end"}"#,
        #"{"t": 0.400, "type": "resize", "width": 430, "height": 932}"#,
        #"{"t": 0.450, "type": "set", "option": "deceleration=0.995"}"#,
        #"{"t": 0.500, "type": "cancel", "x": 195, "y": 300}"#,
        #"{"t": 0.520, "type": "fingers", "down": true}"#,
        #"{"t": 0.540, "type": "speed", "scale": 0.1}"#,
        #"{"t": 0.560, "type": "step", "seconds": 0.016666666666666666}"#,
        #"{"t": 0.600, "type": "wait"}"#,
    ]
    static let headers = ["# scroll-lab scene=list", "# scroll-lab scene=bottom-sheet viewport=430x932 from=0.1",
                          "# scroll-lab scene=list set=rows=5", "# scroll-lab scene=nope", "# scroll-lab scene=list until=0.3",
                          "# a comment", ""]
    static let tokens = ["1e400", "-1e400", "1e308", "-0", "NaN", "Infinity", "null", "true", "\"\"", "[]", "{}", "-5", "0",
                         "9223372036854775808", "-9223372036854775809", "99999999999999999999", "\"\\u0000\"", "3600.0000000000005"]
    static let alphabet = Array("{}[]\":,. -+0123456789eEtypexywdhkrsn\\\u{00E9}\u{1F600}\t\r\n#")

    private var random = SeededRandom(seed: 20_261_202)

    private func mutate(_ line: String) -> String {
        TraceLineMutation.mutate(line, tokens: Self.tokens, alphabet: Self.alphabet, orRandomLine: false, using: &random)
    }

    /// A trace: a header or not, events in order (some mutated), blank and comment lines, one kind of line end, maybe cut off.
    private func trace() -> String {
        var lines: [String] = []
        if random.int(in: 0...2) > 0 { lines.append(random.pick(Self.headers)) }
        for event in Self.events where random.int(in: 0...2) > 0 {
            var line = event
            if random.int(in: 0...3) == 0 { for _ in 0..<random.int(in: 1...3) { line = mutate(line) } }
            lines.append(line)
            if random.int(in: 0...9) == 0 { lines.append(random.pick(["", "   ", "# note", "\t"])) }
        }
        let end = random.pick(["\n", "\r\n", "\r"])
        var text = lines.joined(separator: end)
        if random.int(in: 0...3) > 0 { text += end }
        return text
    }

    func testMutatedTracesReplayToExitZeroOrTwoInOneLine() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let count = environment["SCROLLLAB_FUZZ_CASES"].flatMap({ Int($0) }), count > 0 else {
            throw XCTSkip("set SCROLLLAB_FUZZ_CASES (and SCROLLLAB_FUZZ_EXECUTABLE) to replay mutated traces in their own processes")
        }
        let executable = try XCTUnwrap(environment["SCROLLLAB_FUZZ_EXECUTABLE"].map { URL(fileURLWithPath: $0) } ?? ScrollLabExecutable.find())
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var statuses: [String: Int] = [:]
        var twoLines = 0, signals = 0
        for index in 0..<count {
            let path = try folder.write(trace(), to: "fuzz.jsonl")
            var arguments = ["replay", path, "--states", folder.path("states.jsonl")]
            if index % 2 == 0 { arguments += ["--scene", "list"] }
            let outcome = try ScrollLabExecutable.run(executable, arguments, in: folder)
            let lines = outcome.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count
            let key = outcome.signal.map { "signal \($0)" } ?? "exit \(outcome.status)"
            statuses[key, default: 0] += 1
            if outcome.signal != nil { signals += 1 }
            if lines > 1 { twoLines += 1 }
            if outcome.signal != nil || ![0, 2].contains(outcome.status) || lines > 1 {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                XCTFail("case \(index) \(index % 2 == 0 ? "with --scene list" : "without --scene"): \(key), \(lines) lines: \(outcome.stderr.prefix(300)); "
                        + "trace: \(text.debugDescription.prefix(600))")
            }
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.url.path) where name.hasPrefix("std") {
                try FileManager.default.removeItem(atPath: folder.path(name))
            }
        }
        print("TraceFuzzRunTests: \(count) cases: \(statuses.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")); "
              + "\(signals) signals, \(twoLines) with more than one line on standard error")
    }
}
