import Foundation
import Scenes
import XCTest
import TestKit

/// `--device NAME` on the commands, `scroll-lab devices`, and the device a recording's header names.
final class DeviceOptionTests: ExecutableTestCase {
    private func states(_ text: String) throws -> [ParsedState] {
        try text.split(separator: "\n").map { try ParsedState(String($0)) }
    }

    func testDevicesListsEveryProfileWithItsGeometry() throws {
        let outcome = try run(["devices"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 6, "a header and five devices")
        let expected: [(line: UInt, id: String, mentions: [String])] = [
            (#line, "iphone-se", ["375 x 667", "@2", "20 / 0", "none", "60 Hz"]),
            (#line, "iphone-14", ["390 x 844", "@3", "47 / 34", "notch 160 x 34", "139 x 5", "60 Hz"]),
            (#line, "iphone-15", ["393 x 852", "59 / 34", "island 126 x 37.3 at 11", "140 x 5"]),
            (#line, "iphone-15-pro-max", ["430 x 932", "59 / 34", "154 x 5", "120 Hz"]),
            (#line, "ipad-pro-12.9", ["1024 x 1366", "@2", "24 / 20", "315 x 5.5", "120 Hz"]),
        ]
        for c in expected {
            let line = try XCTUnwrap(lines.first { $0.hasPrefix(c.id + " ") }, c.id)
            for text in c.mentions { XCTAssertTrue(line.contains(text), "\(c.id): \(text) in \(line)", line: c.line) }
        }
    }

    /// A replay on a device takes its size and its refresh rate as the frame rate.
    func testReplayTakesTheDevicesSizeAndRefreshRate() throws {
        let cases: [(line: UInt, device: String, width: Double, height: Double, frames: Int)] = [
            (#line, "iphone-se", 375, 667, 31), (#line, "iPhone 15 Pro Max", 430, 932, 61), (#line, "iphone-14", 390, 844, 31),
        ]
        for c in cases {
            let outcome = try run(["replay", trace, "--scene", "list", "--device", c.device])
            XCTAssertEqual(outcome.status, 0, outcome.stderr, line: c.line)
            let lines = try states(outcome.stdout)
            XCTAssertEqual(lines.count, c.frames, "0.5 s at the device's refresh rate", line: c.line)
            XCTAssertEqual(lines.first?.number(CommonStateKeys.viewportWidth), c.width, line: c.line)
            XCTAssertEqual(lines.first?.number(CommonStateKeys.viewportHeight), c.height, line: c.line)
        }
        // The SE's navigation bar hangs under its 20 pt status bar: the list rests at -64.
        let se = try states(try run(["replay", trace, "--scene", "list", "--device", "iphone-se", "--until", "0"]).stdout)
        XCTAssertEqual(se.first?.offsetY, -64)
        XCTAssertEqual(se.first?.number(CommonStateKeys.insetBottom), 0, "no home indicator")
        let fps = try states(try run(["replay", trace, "--scene", "list", "--device", "iphone-15-pro-max", "--fps", "30"]).stdout)
        XCTAssertEqual(fps.count, 16, "--fps wins")
    }

    /// A written gesture's header names the device, and a replay of it plays there without `--device`.
    func testAHeaderNamesItsDeviceAndTheReplayFollowsIt() throws {
        let path = folder.path("pull.jsonl")
        let gesture = try run(["gesture", "pull", "60", "--scene", "list", "--device", "iphone-se", "-o", path])
        XCTAssertEqual(gesture.status, 0, gesture.stderr)
        let header = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").first.map(String.init)
        XCTAssertEqual(header, "# scroll-lab scene=list viewport=375x667 device=iphone-se")
        let replay = try states(try run(["replay", path, "--until", "0"]).stdout)
        XCTAssertEqual(replay.first?.number(CommonStateKeys.viewportWidth), 375)
        XCTAssertEqual(replay.first?.offsetY, -64)
        let other = try states(try run(["replay", path, "--until", "0", "--device", "iphone-15"]).stdout)
        XCTAssertEqual(other.first?.number(CommonStateKeys.viewportWidth), 393, "--device wins over the header")
        XCTAssertEqual(other.first?.offsetY, -103, "59 + 44")
        let old = try folder.write("# scroll-lab scene=list viewport=390x844\n" + #"{"t": 0, "type": "wait"}"# + "\n", to: "old.jsonl")
        XCTAssertEqual(try states(try run(["replay", old]).stdout).first?.offsetY, -91, "no device: the iPhone 14")
    }

    func testAnUnknownDeviceIsOneLineAndExitTwo() throws {
        let bad = try folder.write("# scroll-lab scene=list viewport=390x844 device=nokia-3310\n" + #"{"t": 0, "type": "wait"}"# + "\n",
                                   to: "bad.jsonl")
        let cases: [(line: UInt, arguments: [String], mentions: [String])] = [
            (#line, ["replay", trace, "--scene", "list", "--device", "iphone-99"], ["iphone-99", "iphone-se", "ipad-pro-12.9"]),
            (#line, ["replay", bad], ["nokia-3310", "header", "iphone-14"]),
            (#line, ["gesture", "tap", "--point", "1,1", "--device", "pixel"], ["pixel", "iphone-14"]),
            (#line, ["bench", "--device", "pixel", "--frames", "1"], ["pixel"]),
            (#line, ["bench", "--device", "iphone-se", "--device", "iphone-14", "--viewport", "390x844", "--frames", "1"], ["--device"]),
            (#line, ["bench", "--window", "--device", "iphone-se"], ["--window"]),
            (#line, ["run", "--device", "iphone-99", "--exit-after-frames", "1"], ["iphone-99"]),
        ]
        for c in cases {
            let outcome = try run(c.arguments)
            XCTAssertEqual(outcome.status, 2, outcome.stderr, line: c.line)
            XCTAssertEqual(outcome.stderr.split(separator: "\n").count, 1, outcome.stderr, line: c.line)
            for text in c.mentions { XCTAssertTrue(outcome.stderr.contains(text), "\(text) in \(outcome.stderr)", line: c.line) }
        }
    }
}
