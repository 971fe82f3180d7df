import Foundation
import Graphics
@testable import LabBasics
import Scenes
import ScrollUI
@testable import LabTraces
import XCTest
import TestKit

/// The trace reader decodes typed lines (`TraceLineFields`, `JSONDecoder`) through a compatibility
/// layer (`TraceJSON`), and gives what the reader before it gave (`LegacyTraceLineReader`:
/// `JSONSerialization` and fields cast from `Any`): the same input, bit for bit, or the same
/// message, for the lines where the two JSON readers differ and for many mutated lines.
final class TraceJSONCompatibilityTests: XCTestCase {
    /// How many mutated lines the fuzz comparison reads both ways.
    private static let lineCount = 60_000

    /// What reading a line gives: the input (every number exact: `-0.0` and `0.0` differ) or the message.
    private func outcome(_ read: () throws -> Input) -> String {
        do {
            let input = try read()
            return "t=\(input.time) \(input.kind)"
        } catch let error as AppError {
            return error.message
        } catch {
            return "unexpected \(error)"
        }
    }

    private func new(_ line: String) -> String { outcome { try TraceParser.parseLine(line, number: 7) } }
    private func old(_ line: String) -> String { outcome { try LegacyTraceLineReader.parseLine(line, number: 7) } }

    private static func nested(_ depth: Int) -> String {
        #"{"t": 0, "type": "wait", "deep": "# + String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1) + "}"
    }

    /// Where JSONSerialization and JSONDecoder read a line differently, the line reads as it did.
    func testTheEdgeCasesReadAsBefore() {
        let cases: [(line: UInt, text: String, gives: String)] = [
            (#line, #"{"t": 0, "type": "down", "x": 1, "x": 3, "y": 2}"#, "down(Graphics.Point(x: 3.0, y: 2.0))"),   // the last value
            (#line, #"{"\u0074": 5, "t": 0.5, "type": "wait"}"#, "t=0.5 wait"),                                  // an escaped name, then itself
            (#line, #"{"t": 0, "type": "set", "option": "rows=1", "option": 5}"#, "missing string field 'option' (NAME=VALUE)"),
            (#line, #"{"t": 1e-400, "type": "wait"}"#, "t=0.0 wait"),                                            // too small: 0
            (#line, #"{"t": -1e-400, "type": "wait"}"#, "t=-0.0 wait"),
            (#line, #"{"t": 0e5, "type": "wait"}"#, "t=0.0 wait"),
            (#line, #"{"t": 0, "type": "down", "x": -0, "y": -0.0}"#, "down(Graphics.Point(x: 0.0, y: -0.0))"),  // an integer -0 is 0
            (#line, #"{"t": 9007199254740993, "type": "wait"}"#, "'t' must be at most 3600 seconds"),
            (#line, #"{"t": 0, "type": "down", "x": 9007199254740993, "y": 0.1234567890123456789012345678901234567890}"#,
             "down(Graphics.Point(x: 1000000.0, y: 0.12345678901234573))"),                                      // clamped; through Decimal
            (#line, #"{"t": 1.2345678901234567890E2, "type": "wait"}"#, "t=123.45678901234564 wait"),                                     // through Decimal
            (#line, #"{"t": 01, "type": "wait"}"#, "not valid JSON"),
            (#line, #"{"t": 1., "type": "wait"}"#, "not valid JSON"),
            (#line, #"{"t": .5, "type": "wait"}"#, "not valid JSON"),
            (#line, #"{"t": 0, "type": "wait", "extra": 01}"#, "not valid JSON"),                              // JSONDecoder alone takes it
            (#line, #"{"t": 0, "type": "wait", "note": "\x"}"#, "not valid JSON"),
            (#line, #"{"t": 0, "type": "wait", "note": "\udc00"}"#, "not valid JSON"),
            (#line, #"{"t": 0, "type": "wait", "note": "\ud83d\u0041"}"#, "not valid JSON"),
            (#line, "{\"t\": 0, \"type\": \"wait\", \"note\": \"a\u{1F}b\"}", "not valid JSON"),
            (#line, #"{"t": 0, "type": "wait"} x"#, "not valid JSON"),
            (#line, #"{"t": 0, "type": "wait",,}"#, "not valid JSON"),
            (#line, #"{"t": 1e400, "type": "wait"}"#, "a number is out of range (numbers must be finite)"),
            (#line, #"{"t": 0, "type": "wait", "extra": [-1E400]}"#, "a number is out of range (numbers must be finite)"),
            (#line, #"{"t": 1e400, "extra": 01}"#, "not valid JSON"),                                            // the grammar first
            (#line, #"{"t": 0, "type": "wait",}"#, "t=0.0 wait"),                                                // a trailing comma
            (#line, #"{"t": 0, "type": "key", "key": "a", "modifiers": ["shift",],}"#, "key(\"a\", modifiers:"),
            (#line, Self.nested(512), "t=0.0 wait"),
            (#line, Self.nested(513), "not valid JSON"),
            (#line, #"[{"t": 0, "type": "wait"}]"#, "expected a JSON object"),
            (#line, #"[1e400]"#, "a number is out of range (numbers must be finite)"),
            (#line, "5", "not valid JSON"),
            (#line, #""wait""#, "not valid JSON"),
            (#line, "\u{FEFF}{\"t\": 0, \"type\": \"wait\"}", "t=0.0 wait"),                                   // a byte order mark
            (#line, "{\0}\0", "missing string field 'type'"),                                                    // read as UTF-16
            (#line, #"{"t": true, "type": "wait"}"#, "'t' must be a number"),
            (#line, #"{"t": "1", "type": "wait"}"#, "'t' must be a number"),
            (#line, #"{"t": null, "type": "wait"}"#, "'t' must be a number"),
            (#line, #"{"t": 0, "type": "wheel", "x": 1, "y": 2, "precise": 1}"#, "'precise' must be true or false"),
            (#line, #"{"t": 0, "type": "fingers", "down": null}"#, "'down' must be true or false"),
            (#line, #"{"t": 0, "type": "key", "key": "a", "modifiers": "shift"}"#, "'modifiers' must be a list of names"),
            (#line, #"{"t": 0, "type": "key", "key": "a", "modifiers": ["shift", 1]}"#, "'modifiers' holds an unknown name"),
            (#line, #"{"t": 0, "type": {"a": 1}}"#, "missing string field 'type'"),
            (#line, #"{"t": 0, "type": "wait", "x": {"y": 01}}"#, "not valid JSON"),
            (#line, #"{"t": 1e400, "type": "wait", "t": 2}"#, "t=2.0 wait"),                                    // only the last value is read
            (#line, #"{"t": 0, "type": "wait", "x": {"a": 1e400, "a": 1}}"#, "t=0.0 wait"),
            (#line, "{\"t\": 0, \"\u{FEFF}type\": \"\u{FEFF}wait\"}", "t=0.0 wait"),                       // a U+FEFF starting a string goes
            (#line, "{\"t\": 0, \"type\": \"wa\u{FEFF}it\"}", "unknown type 'wa\u{FEFF}it'"),                 // elsewhere it stays
        ]
        for c in cases {
            let new = new(c.text), old = old(c.text)
            XCTAssertEqual(new, old, c.text, line: c.line)
            XCTAssertTrue(new.contains(c.gives), "\(c.text): \(new)", line: c.line)
        }
    }

    /// Hostile values, names and bytes spliced into the lines the lab writes: every line reads as it
    /// did, input or message; and a cut-off line counts as JSON exactly when it did.
    func testMutatedLinesReadAsBefore() {
        var random = SeededRandom(seed: 0x7ACE_50A1)
        let seeds = FuzzTests.seeds
        let tokens = ["01", "1.", "0e5", "-0", "1e-400", "-1e-400", "1e400", "1E400", "0.1234567890123456789012", "9007199254740993",
                      "123456789012345678901234", "true", "null", "\"\\x\"", "\"\\udc00\"", "\"\\ud83d\\ude00\"", "\"\\u0000\"", "[1,]",
                      "[\"shift\",]", "{}", "{\"a\":01}", "[[[[]]]]", "\"down\"", "\"a\u{1F}\"", "-", "1e", "+1", ".5"]
        let splices = [#", "x": 7"#, #", "t": "x""#, #", "t": 2"#, #", "type": "wait""#, #", "\u0074": 3"#, ",", "\u{FEFF}", "\0",
                       #", "modifiers": ["command"]"#, #", "precise": false"#, #", "extra": 01"#, #", "extra": 1e999"#, " x"]
        let characters = Array("{}[]\":,.-+0123456789eEuUabcdfnrtlsx\\/ \t\0\u{FEFF}\u{1F}\u{E9}\u{1F600}")
        var same = 0, accepted = 0, messages = Set<String>()
        for _ in 0..<Self.lineCount {
            var line = random.pick(seeds)
            for _ in 0..<random.int(in: 1...3) {
                switch random.int(in: 0...4) {
                case 0:
                    if let range = line.range(of: #"(?<=: )[-0-9.e]+|(?<=: )"[a-z]*""#, options: .regularExpression) {
                        line.replaceSubrange(range, with: random.pick(tokens))
                    }
                case 1:
                    let at = line.lastIndex(of: "}") ?? line.endIndex
                    line.insert(contentsOf: random.pick(splices), at: at)
                case 2:
                    let offset = random.int(in: 0...line.count)
                    line.insert(contentsOf: random.pick(splices + tokens), at: line.index(line.startIndex, offsetBy: offset))
                case 3 where !line.isEmpty:
                    let at = line.index(line.startIndex, offsetBy: random.int(in: 0...(line.count - 1)))
                    if random.int(in: 0...1) == 0 { line.remove(at: at) } else { line.insert(random.pick(characters), at: at) }
                default:
                    line = String(line.prefix(random.int(in: 0...line.count)))
                }
            }
            let new = new(line), old = old(line)
            XCTAssertEqual(new, old, line.debugDescription)
            XCTAssertEqual(TraceJSON.isJSON(line), LegacyTraceLineReader.isValidTraceJSON(line), line.debugDescription)
            if new == old { same += 1 }
            if new.hasPrefix("t=") { accepted += 1 } else { messages.insert(new) }
        }
        print("trace JSON compatibility: \(same) of \(Self.lineCount) mutated lines read as before (\(accepted) accepted, "
              + "\(messages.count) distinct messages)")
        XCTAssertGreaterThan(accepted, 3_000, "the mutations leave many lines readable")
        XCTAssertGreaterThan(messages.count, 25, "and refuse many in different ways")
    }
}
