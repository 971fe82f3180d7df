import Foundation
@testable import LabTools
import Scenes
import TestKit
import XCTest

/// No output may name the input, another output, or one of the frames `--frames` writes, whether
/// the file exists yet or not.
final class OutputPathsTests: XCTestCase {
    func testOutputsThatWouldOverwriteEachOtherAreRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = try folder.write("{\"t\": 0, \"type\": \"wait\"}\n", to: "t.jsonl")
        let p = { folder.path($0) }
        // (outputs, frames folder, the option named in the refusal or nil when accepted)
        let cases: [(line: UInt, outputs: [(String?, String)], frames: String?, refused: String?)] = [
            (#line, [(p("s.jsonl"), "--states"), (p("p.png"), "--plot")], nil, nil),
            (#line, [(trace, "--states")], nil, "--states"),
            (#line, [(p("s.jsonl"), "--states"), (p("s.jsonl"), "--plot")], nil, "--plot"),           // not made yet
            (#line, [(p("s.jsonl"), "--states"), (p("./x/../s.jsonl"), "--plot")], nil, "--plot"),   // same place, other spelling
            (#line, [(p("sheet.png"), "--contact-sheet"), (p("sheet.png"), "--video")], nil, "--video"),
            (#line, [(p("fr/frame-00000.png"), "--contact-sheet")], p("fr"), "--contact-sheet"),
            (#line, [(p("fr/sheet.png"), "--contact-sheet")], p("fr"), nil),
            (#line, [(nil, "--states"), (nil, "--plot")], nil, nil),
            (#line, [(folder.path(""), "--plot")], nil, "--plot"),                                 // a folder
        ]
        for c in cases {
            do {
                try OutputPaths.checkDistinct(input: (trace, "the trace"), outputs: c.outputs.map { ($0.0, $0.1) },
                                              frames: c.frames.map { ($0, "--frames") })
                XCTAssertNil(c.refused, "accepted", line: c.line)
            } catch let error as AppError {
                XCTAssertEqual(error.exitCode, 2, line: c.line)
                XCTAssertTrue(error.message.hasPrefix(c.refused ?? "(accepted)"), error.message, line: c.line)
            }
        }
    }

    func testAnEmptyOutputPathIsBadInput() {
        XCTAssertThrowsError(try OutputFile(path: "")) { XCTAssertEqual(($0 as? AppError)?.exitCode, 2) }
        XCTAssertThrowsError(try OutputFile(path: "", append: true)) { XCTAssertEqual(($0 as? AppError)?.exitCode, 2) }
    }
}
