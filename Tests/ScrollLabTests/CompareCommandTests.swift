import Foundation
import Scenes
import TestKit
import XCTest

/// `replay --compare` through the built executable: side-by-side frames, sheet and plot, variant
/// state lines, the divergence table on standard output, and one-line errors naming the variant.
final class CompareCommandTests: ExecutableTestCase {
    override class var traceEnd: Double { 0.2 }

    func testFramesStatesSheetPlotAndTable() throws {
        let outcome = try run(["replay", trace, "--scene", "list", "--scale", "0.5", "--compare", "deceleration=0.998",
                               "--compare", "deceleration=0.99", "--frames", "frames", "--states", "states.jsonl",
                               "--contact-sheet", "sheet.png", "--plot", "plot.png"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stderr, "")
        // 13 frames (0 ... 0.2 s at 60 fps): two 195 px panes, a 3 px gutter, a 15 px caption strip.
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.path("frames")).sorted()
        XCTAssertEqual(frames.count, 13)
        for name in [frames.first, frames.last].compactMap({ $0 }) {
            let (width, height) = try pngSize(folder.path("frames/\(name)"))
            XCTAssertEqual(width, 2 * 195 + 3)
            XCTAssertEqual(height, 15 + 422)
        }
        // 13 thumbnails of 393 x 422 (scale 0.5, no strip: the sheet captions them), 6 to a row, 3 rows.
        let (sheetWidth, sheetHeight) = try pngSize(folder.path("sheet.png"))
        XCTAssertEqual(sheetWidth, 16 + 6 * (393 + 16))
        XCTAssertEqual(sheetHeight, 56 + 3 * (20 + 422 + 34 + 16) + 16)
        let (plotWidth, plotHeight) = try pngSize(folder.path("plot.png"))
        XCTAssertEqual([plotWidth, plotHeight], [2200, 1520])
        let states = try String(contentsOfFile: folder.path("states.jsonl"), encoding: .utf8).split(separator: "\n")
            .map { try ParsedState(String($0)) }
        XCTAssertEqual(states.map { $0.string(CommonStateKeys.variant) ?? "?" }, Array(repeating: ["A", "B"], count: 13).flatMap { $0 })
        XCTAssertEqual(states.map { $0.number(CommonStateKeys.frame) ?? -1 }, (0..<13).flatMap { [Double($0), Double($0)] })
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.prefix(3)), ["variant A: deceleration=0.998", "variant B: deceleration=0.99",
                                                "frames: 13; numbers differ by more than 0.01"])
        let offset = try XCTUnwrap(lines.first { $0.hasPrefix("offsetY ") }).split(separator: " ")
        XCTAssertEqual(offset.last, "s", "offsetY differs after the release at 0.08 s: \(offset)")
        XCTAssertEqual(offset[offset.count - 2], "0.0833")
        XCTAssertTrue(lines.contains { $0.hasPrefix("contentHeight ") && $0.hasSuffix("never") })
    }

    /// A recording of `run --compare` replays as that compare: the header's sets are the variants,
    /// unless `--scene` (or `--preset`, or other sets) says otherwise.
    func testACompareRecordingReplaysAsTheCompare() throws {
        let header = "# scroll-lab scene=list viewport=390x844 compare=deceleration=0.998 compare=deceleration=0.99\n"
        let recording = try folder.write(header + Traces.fling(end: 0.2), to: "compare.jsonl")
        let cases: [(line: UInt, extra: [String], variants: [String])] = [
            (#line, [], ["A", "B"]),
            (#line, ["--compare", "", "--compare", "bounces=false", "--compare", "rows=3"], ["A", "B", "C"]),
            (#line, ["--scene", "list"], ["-"]),
        ]
        for c in cases {
            let outcome = try run(["replay", recording, "--states", "states.jsonl"] + c.extra)
            XCTAssertEqual(outcome.status, 0, outcome.stderr, line: c.line)
            let states = try String(contentsOfFile: folder.path("states.jsonl"), encoding: .utf8).split(separator: "\n")
                .map { try ParsedState(String($0)) }
            XCTAssertEqual(Array(states.prefix(c.variants.count)).map { $0.string(CommonStateKeys.variant) ?? "-" }, c.variants, line: c.line)
        }
        let plain = try run(["replay", recording])
        XCTAssertTrue(plain.stdout.hasPrefix("variant A: deceleration=0.998\nvariant B: deceleration=0.99\n"), plain.stdout)
    }

    /// With the HUD each pane grows by the HUD's 316 pt, as a single replay's frame does.
    func testOverlaysGoIntoEveryPane() throws {
        let outcome = try run(["replay", trace, "--scene", "list", "--until", "0", "--overlays", "touches,guides,hud",
                               "--compare", "", "--compare", "bounces=false", "--frames", "frames"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let (width, height) = try pngSize(folder.path("frames/frame-00000.png"))
        XCTAssertEqual(width, 2 * (390 + 316) + 6)
        XCTAssertEqual(height, 30 + 844)
    }

    /// `--overlays` takes its names comma-separated or the option repeated: the same frames.
    func testOverlaysRepeatedAreTheCommaSeparatedList() throws {
        for (arguments, frames) in [(["--overlays", "touches,hud"], "a"), (["--overlays", "touches", "--overlays", "hud"], "b")] {
            let outcome = try run(["replay", trace, "--scene", "list", "--until", "0.2", "--frames", frames] + arguments)
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
        }
        let a = try Data(contentsOf: URL(fileURLWithPath: folder.path("a/frame-00005.png")))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder.path("b/frame-00005.png"))), a)
        XCTAssertEqual(try pngSize(folder.path("a/frame-00005.png")).0, 390 + 316)
        assertFails(try run(["replay", trace, "--scene", "list", "--overlays", "touches", "--overlays", "hud,cursor"]), status: 2,
                    mentioning: ["'cursor'", "touches, guides, hud"], "an unknown overlay in the second list")
    }

    func testErrorsAreOneLineNamingTheVariant() throws {
        let cases: [(line: UInt, compare: [String], mentions: [String])] = [
            (#line, ["snap=nearest"], ["--compare", "2 to 4 variants", "not 1"]),
            (#line, ["", "", "", "", ""], ["--compare", "2 to 4 variants", "not 5"]),
            (#line, ["", "snapp=nearest"], ["--compare B 'snapp=nearest'", "unknown option 'snapp'"]),
            (#line, ["snap=sideways", ""], ["--compare A 'snap=sideways'"]),
            (#line, ["", "compactHeight=10"], ["--compare B 'compactHeight=10'", "compactHeight"]),
            (#line, ["", "", "preset=airbar"], ["--compare C 'preset=airbar'", "unknown preset 'airbar'"]),
            (#line, ["", "nearest"], ["--compare B 'nearest'", "NAME=VALUE"]),
        ]
        for c in cases {
            let outcome = try run(["replay", trace, "--scene", "expandable-bar", "--frames", "frames"]
                                  + c.compare.flatMap { ["--compare", $0] })
            assertFails(outcome, status: 2, mentioning: c.mentions, "\(c.compare)", line: c.line)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("frames")), "nothing written", line: c.line)
        }
    }
}
