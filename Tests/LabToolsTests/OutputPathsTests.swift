import Foundation
@testable import LabBasics
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

    /// Symlinks are followed as a write would follow them, also when their target is not made yet:
    /// a link to a missing file, a link to a folder not made yet, a chain of relative links, `..`
    /// after a link, and a loop (which stops at the system's limit).
    func testPathsLeadWhereAWriteThroughThemWould() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = OutputPaths.key(folder.path(""))
        let files = FileManager.default
        try files.createSymbolicLink(atPath: folder.path("dangling"), withDestinationPath: "not-yet.jsonl")
        try files.createSymbolicLink(atPath: folder.path("to-new-folder"), withDestinationPath: "new-folder")
        try files.createDirectory(atPath: folder.path("real/deep"), withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: folder.path("real/deep/up"), withDestinationPath: "../..")
        try files.createSymbolicLink(atPath: folder.path("first"), withDestinationPath: "second")
        try files.createSymbolicLink(atPath: folder.path("second"), withDestinationPath: "real/third.png")
        try files.createSymbolicLink(atPath: folder.path("loop-a"), withDestinationPath: "loop-b")
        try files.createSymbolicLink(atPath: folder.path("loop-b"), withDestinationPath: "loop-a")
        let cases: [(line: UInt, path: String, key: String)] = [
            (#line, folder.path("dangling"), root + "/not-yet.jsonl"),
            (#line, folder.path("to-new-folder/frame-00001.png"), root + "/new-folder/frame-00001.png"),
            (#line, folder.path("real/deep/up/x.png"), root + "/x.png"),
            (#line, folder.path("real/deep/up/../y.png"), OutputPaths.key(folder.path("..")) + "/y.png"),
            (#line, folder.path("first"), root + "/real/third.png"),
            (#line, folder.path("./real//deep/../z"), root + "/real/z"),
        ]
        for c in cases { XCTAssertEqual(OutputPaths.key(c.path), c.key, line: c.line) }
        XCTAssertTrue(OutputPaths.key(folder.path("loop-a")).hasPrefix(root), "a loop ends")
    }

    /// An output behind a symlink to a file not made yet is the file the link leads to: `--states s.out
    /// --plot L` with L -> s.out, and `--frames newdir --plot L2/frame-00001.png` with L2 -> newdir.
    func testALinkToAFileNotMadeYetLeadsToIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = try folder.write("{\"t\": 0, \"type\": \"wait\"}\n", to: "t.jsonl")
        try FileManager.default.createSymbolicLink(atPath: folder.path("L"), withDestinationPath: "s.out")
        try FileManager.default.createSymbolicLink(atPath: folder.path("L2"), withDestinationPath: "newdir")
        let cases: [(line: UInt, outputs: [(String?, String)], frames: String?, refusal: String)] = [
            (#line, [(folder.path("s.out"), "--states"), (folder.path("L"), "--plot")], nil, "--plot '\(folder.path("L"))' is --states"),
            (#line, [(folder.path("L2/frame-00001.png"), "--plot")], folder.path("newdir"), "is among the frames --frames writes"),
            (#line, [(folder.path("newdir/frame-00001.png"), "--plot")], folder.path("L2"), "is among the frames --frames writes"),
            (#line, [(folder.path("s.out"), "--states")], folder.path("t.jsonl"), "--frames '\(folder.path("t.jsonl"))' is a file"),
            (#line, [(folder.path("s.out"), "--states")], "", "--frames: an output folder is empty"),
        ]
        for c in cases {
            XCTAssertThrowsError(try OutputPaths.checkDistinct(input: (trace, "the trace"), outputs: c.outputs.map { ($0.0, $0.1) },
                                                               frames: c.frames.map { ($0, "--frames") }), line: c.line) { error in
                XCTAssertEqual((error as? AppError)?.exitCode, 2, line: c.line)
                XCTAssertTrue((error as? AppError)?.message.contains(c.refusal) == true, "\(error)", line: c.line)
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("s.out")), "nothing made")
    }

    /// Every file a frames folder will receive is checked before anything is written (a hard link or a
    /// symlink to the trace among them, only in the range written), and each again right before it is
    /// opened (an output made since: the states file, linked from a frame's name).
    func testEveryFrameIsCheckedBeforeItIsWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = try folder.write("{\"t\": 0, \"type\": \"wait\"}\n", to: "t.jsonl")
        let frames = folder.path("D")
        try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
        try FileManager.default.linkItem(atPath: trace, toPath: folder.path("D/frame-00005.png"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("D/frame-00002.png"), withDestinationPath: "../t.jsonl")
        try FileManager.default.createSymbolicLink(atPath: folder.path("D/frame-00007.png"), withDestinationPath: "../s.jsonl")
        _ = try folder.write("old frame", to: "D/frame-00001.png")
        let paths = try OutputPaths(input: (trace, "the trace"), outputs: [(folder.path("s.jsonl"), "--states")],
                                    frames: (frames, "--frames"))
        let cases: [(line: UInt, range: Range<Int>, refused: String?)] = [
            (#line, 0..<2, nil),                        // frame 1 is a file of its own: overwritten
            (#line, 3..<5, nil),
            (#line, 0..<3, "frame-00002.png', which is the trace"),
            (#line, 5..<6, "frame-00005.png', which is the trace"),
            (#line, 6..<100, "frame-00007.png', which is --states"),   // a link to the states file, not made yet
        ]
        for c in cases {
            do {
                try paths.checkFrames(c.range)
                XCTAssertNil(c.refused, "accepted", line: c.line)
            } catch let error as AppError {
                XCTAssertEqual(error.exitCode, 2, line: c.line)
                XCTAssertTrue(error.message.contains(c.refused ?? "(accepted)"), error.message, line: c.line)
            }
        }
        // Right before each frame is opened: the same check (the states file made by now).
        _ = try folder.write("states", to: "s.jsonl")
        XCTAssertThrowsError(try paths.checkFrame(at: folder.path("D/frame-00007.png"))) { error in
            XCTAssertTrue("\(error)".contains("--states"), "\(error)")
        }
        XCTAssertNoThrow(try paths.checkFrame(at: folder.path("D/frame-00008.png")))
    }

    func testFrameNamesAndNumbers() {
        XCTAssertEqual(OutputPaths.frameName(42), "frame-00042.png")
        XCTAssertEqual(OutputPaths.frameName(123_456), "frame-123456.png")
        let cases: [(String, Int?)] = [("frame-00042.png", 42), ("frame-123456.png", 123_456), ("frame-42.png", nil),
                                       ("frame-00042.PNG", nil), ("frame--0001.png", nil), ("sheet.png", nil)]
        for (name, number) in cases { XCTAssertEqual(OutputPaths.frameNumber(name), number, name) }
    }
}
