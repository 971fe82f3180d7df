import Foundation
import XCTest

/// `scroll-lab gesture KIND`: a subcommand per kind with its own options and help; the traces they
/// write are the same bytes as before the subcommands, for the same arguments.
final class GestureSubcommandTests: ExecutableTestCase {
    /// FNV-1a (64 bits) of `text`'s UTF-8 bytes.
    private func fingerprint(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }

    /// Line counts and fingerprints of what `gesture` wrote before it had subcommands (the pulls are
    /// measured in their scenes: the assets must be found).
    func testTheTracesAreTheBytesWrittenBeforeTheSubcommands() throws {
        let cases: [(line: UInt, arguments: [String], lines: Int, fingerprint: UInt64)] = [
            (#line, ["tap"], 2, 0x16FEFA3972DBE8CF),
            (#line, ["tap", "--point", "100,200", "--at", "1.5"], 2, 0x590810DC47DC3C8D),
            (#line, ["tap", "--scene", "list", "--wait", "1"], 4, 0xF5411F6F37E92786),
            (#line, ["hold", "--point", "50,60", "--duration", "0.4"], 2, 0x5B6244DB0507EF10),
            (#line, ["hold", "--viewport", "320x568"], 3, 0xE998916C52FC5729),
            (#line, ["drag", "--from", "195,700", "--to", "195,200"], 61, 0xB619EC4AC9B69EED),
            (#line, ["drag", "--from", "195,700", "--to", "195,200", "--duration", "0.3", "--hold", "0.2", "--wait", "1"], 39, 0x88B36C90E20497D4),
            (#line, ["fling", "--velocity", "2500"], 32, 0x835323C23A218ED7),
            (#line, ["fling", "--from", "195,700", "--velocity", "2500", "--wait", "1"], 33, 0x50AB05B6A3826F98),
            (#line, ["fling", "--velocity", "500", "--direction", "down"], 32, 0x78CA619A85FB5163),
            (#line, ["fling", "--velocity", "1000", "--viewport", "320x568"], 33, 0x9A7A828F9A655D50),
            (#line, ["fling", "--from", "200,700", "--velocity", "2000", "--distance", "5000"], 588, 0x1D76B0596CD437EF),
            (#line, ["fling", "--from", "200,600", "--velocity", "3000", "--ramp", "ease-out", "--duration", "0.3"], 37, 0x71E4EE97CE6BE6B3),
            (#line, ["fling", "--from", "200,600", "--velocity", "3000", "--ramp", "constant", "--direction", "left"], 32, 0x31843AEDF155E1CC),
            (#line, ["fling", "--scene", "expandable-bar", "--from", "195,700", "--velocity", "2000", "--device", "iphone-se"], 33, 0xBADC9D55F2693D37),
            (#line, ["pull", "120"], 105, 0x850A08FCFEFF3CCB),
            (#line, ["pull", "130", "--scene", "pull-promotion"], 116, 0xECC2AE31DC3D0CA5),
            (#line, ["pull", "60", "--scene", "list", "--device", "iphone-se", "--speed", "200", "--hold", "0.5"], 76, 0x7503601818D70CD7),
            (#line, ["pull", "80", "--from", "100,200", "--viewport", "375x667"], 71, 0xB13A0C5931A45C1B),
            (#line, ["swipe", "--velocity", "1500"], 24, 0x59F539F3B50A675D),
            (#line, ["swipe", "--velocity", "-800", "--point", "100,300", "--duration", "0.5"], 60, 0xD9105DF79E7E13A7),
            (#line, ["notches", "3"], 3, 0x77327411AC339625),
            (#line, ["notches", "-3", "--interval", "0.2", "--point", "10,10"], 3, 0xA7BFCE0528259F6C),
            (#line, ["notches", "10", "--at", "2", "--wait", "0.5"], 11, 0xD0CDD8E73490EF04),
            (#line, ["key", "home"], 1, 0x9B1C409B93E9446C),
            (#line, ["key", "escape", "tab", "--scene", "pull-promotion", "--preset", "mjrefresh", "--set", "language=en", "--wait", "1"], 4, 0x5FE9BECAF93A3EA3),
            (#line, ["key", "DOWN", "pageup", "space", "--interval", "0.05"], 3, 0x399CB820E1613763),
            (#line, ["--at", "1", "tap"], 2, 0x4B71C652805B669D),
        ]
        for c in cases {
            let outcome = try run(["gesture"] + c.arguments)
            XCTAssertEqual(outcome.status, 0, outcome.stderr, line: c.line)
            XCTAssertEqual(outcome.stdout.filter { $0 == "\n" }.count, c.lines, c.arguments.joined(separator: " "), line: c.line)
            XCTAssertEqual(fingerprint(outcome.stdout), c.fingerprint, c.arguments.joined(separator: " "), line: c.line)
        }
    }

    /// Each kind's help names its own options and no other kind's.
    func testEachKindHasItsOwnHelp() throws {
        let shared = ["--at", "--wait", "--output", "--append", "--scene", "--set", "--preset", "--device", "--viewport"]
        let cases: [(line: UInt, kind: String, options: [String], absent: [String])] = [
            (#line, "drag", ["--from", "--to", "--duration", "--hold"], ["--velocity", "--point", "--interval"]),
            (#line, "fling", ["--from", "--velocity", "--direction", "--ramp", "--distance", "--duration"], ["--to", "--point", "--hold"]),
            (#line, "hold", ["--point", "--duration"], ["--from", "--velocity", "--hold"]),
            (#line, "tap", ["--point"], ["--from", "--velocity", "--duration", "--interval"]),
            (#line, "pull", ["<points>", "--from", "--speed", "--hold"], ["--velocity", "--point", "--duration"]),
            (#line, "swipe", ["--point", "--velocity", "--duration"], ["--from", "--speed", "--interval"]),
            (#line, "notches", ["<count>", "--point", "--interval"], ["--from", "--velocity", "--duration"]),
            (#line, "key", ["<name>", "--interval"], ["--point", "--from", "--velocity"]),
        ]
        for c in cases {
            let outcome = try run(["gesture", c.kind, "--help"])
            XCTAssertEqual(outcome.status, 0, outcome.stderr, line: c.line)
            XCTAssertTrue(outcome.stdout.contains("USAGE: scroll-lab gesture \(c.kind)"), outcome.stdout, line: c.line)
            for option in c.options + shared { XCTAssertTrue(outcome.stdout.contains(option), "\(c.kind): \(option)", line: c.line) }
            for option in c.absent { XCTAssertFalse(outcome.stdout.contains(option + " "), "\(c.kind): \(option)", line: c.line) }
        }
        let overview = try run(["gesture", "--help"])
        for kind in ["drag", "fling", "hold", "tap", "pull", "swipe", "notches", "key"] {
            XCTAssertTrue(overview.stdout.contains("  \(kind) "), "\(kind) not listed: \(overview.stdout)")
        }
    }

    /// A mistyped kind, option or key name is one line on standard error and exit 2.
    func testMistakesAreOneLineExitTwo() throws {
        let cases: [(line: UInt, arguments: [String], mentions: [String])] = [
            (#line, [], ["gesture needs a kind", "drag, fling, hold, tap, pull, swipe, notches, key"]),
            (#line, ["wiggle"], ["unknown gesture 'wiggle'", "drag, fling"]),
            (#line, ["tap", "--velocity", "3"], ["--velocity", "gesture tap"]),
            (#line, ["fling", "--velocty", "2000"], ["--velocty", "gesture fling"]),
            (#line, ["drag", "--from", "1,2", "--to", "3,4", "--interval", "1"], ["--interval", "gesture drag"]),
            (#line, ["tap", "5"], ["5"]),
            (#line, ["key", "hyper"], ["unknown key 'hyper'"]),
            (#line, ["key", "escape", "Escap"], ["unknown key 'escap'"]),
            (#line, ["key"], ["key needs one or more key names"]),
            (#line, ["notches"], ["notches needs the number of notches"]),
            (#line, ["pull"], ["pull needs the points"]),
            (#line, ["hold", "--duration", "-1"], ["--duration must be a number of seconds"]),
            (#line, ["fling", "--velocity", "2000", "--direction", "sideways"], ["sideways"]),
        ]
        for c in cases {
            assertFails(try run(["gesture"] + c.arguments), status: 2, mentioning: c.mentions, c.arguments.joined(separator: " "),
                        line: c.line)
        }
    }
}
