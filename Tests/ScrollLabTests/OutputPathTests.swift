import Foundation
import XCTest

/// Outputs are opened in place: whatever a path points to keeps being what it is (README "Files and
/// errors"). Checked with a symlink, a hard link, a 0600 file and a FIFO in a temporary folder.
final class OutputPathTests: ExecutableTestCase {

    private func attributes(_ path: String) throws -> (inode: Int, mode: Int, links: Int, type: FileAttributeType) {
        let values = try FileManager.default.attributesOfItem(atPath: path)
        return ((values[.systemFileNumber] as? NSNumber)?.intValue ?? -1, (values[.posixPermissions] as? NSNumber)?.intValue ?? -1,
                (values[.referenceCount] as? NSNumber)?.intValue ?? -1, values[.type] as? FileAttributeType ?? .typeUnknown)
    }

    func text(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    func testASymlinkStaysASymlinkAndItsTargetIsWritten() throws {
        let target = try folder.write("old", to: "target.jsonl")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.jsonl"), withDestinationPath: target)
        let outcome = try run(["replay", trace, "--scene", "list", "--states", folder.path("link.jsonl")])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(try attributes(folder.path("link.jsonl")).type, .typeSymbolicLink)
        XCTAssertEqual(text(target).split(separator: "\n").count, 31, "30 frames at 60 fps, t = 0 ... 0.5")
    }

    func testAHardLinkedFileKeepsItsModeInodeAndLinks() throws {
        let file = try folder.write("old", to: "states.jsonl")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        try FileManager.default.linkItem(atPath: file, toPath: folder.path("other-name.jsonl"))
        let before = try attributes(file)
        XCTAssertEqual(try run(["replay", trace, "--scene", "list", "--states", file]).status, 0)
        let after = try attributes(file)
        XCTAssertEqual(after.inode, before.inode, "written in place, not replaced")
        XCTAssertEqual(after.mode, 0o600)
        XCTAssertEqual(after.links, 2)
        XCTAssertEqual(text(folder.path("other-name.jsonl")), text(file), "the other name sees the new lines")
        XCTAssertFalse(text(file).hasPrefix("old"), "truncated, not appended")
    }

    func testPNGOutputsAreWrittenInPlaceToo() throws {
        let picture = try folder.write("old", to: "plot.png")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: picture)
        try FileManager.default.createSymbolicLink(atPath: folder.path("plot-link.png"), withDestinationPath: picture)
        let before = try attributes(picture)
        let outcome = try run(["replay", trace, "--scene", "list", "--states", folder.path("s.jsonl"),
                               "--plot", folder.path("plot-link.png")])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let after = try attributes(picture)
        XCTAssertEqual([after.inode, after.mode], [before.inode, 0o600])
        XCTAssertEqual(try attributes(folder.path("plot-link.png")).type, .typeSymbolicLink)
        XCTAssertEqual(FileManager.default.contents(atPath: picture)?.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
    }

    /// A FIFO stays a FIFO: the lines go through it to its reader.
    func testAFIFOStaysAFIFOAndItsReaderGetsTheLines() throws {
        let fifo = folder.path("states.fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let received = LockedBox(Data())
        let reader = Thread {
            let data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
            received.set(data)
        }
        reader.start()
        let outcome = try run(["replay", trace, "--scene", "list", "--states", fifo])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let deadline = Date().addingTimeInterval(10)
        while received.get().isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertEqual(String(decoding: received.get(), as: UTF8.self).split(separator: "\n").count, 31)
        var info = stat()
        XCTAssertEqual(stat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO)
    }

    /// An output that is an input (or another output) is refused before anything is written.
    func testOutputsThatNameTheTraceAreRefused() throws {
        let original = text(trace)
        try FileManager.default.createSymbolicLink(atPath: folder.path("alias.jsonl"), withDestinationPath: trace)
        try FileManager.default.linkItem(atPath: trace, toPath: folder.path("hard.jsonl"))
        let cases: [(line: UInt, arguments: [String], mentions: [String])] = [
            (#line, ["replay", trace, "--scene", "list", "--states", trace], ["--states", "trace"]),
            (#line, ["replay", trace, "--scene", "list", "--states", folder.path("alias.jsonl")], ["alias.jsonl"]),
            (#line, ["replay", trace, "--scene", "list", "--states", folder.path("hard.jsonl")], ["hard.jsonl"]),
            (#line, ["replay", trace, "--scene", "list", "--plot", trace], ["--plot"]),
            (#line, ["replay", trace, "--scene", "list", "--contact-sheet", trace], ["--contact-sheet"]),
            (#line, ["run", "--replay", trace, "--record", trace], ["--record"]),
            (#line, ["run", "--replay", trace, "--states", folder.path("hard.jsonl")], ["--states"]),
        ]
        for c in cases {
            assertFails(try run(c.arguments), status: 2, mentioning: c.mentions, c.arguments.joined(separator: " "), line: c.line)
            XCTAssertEqual(text(trace), original, "the trace is untouched", line: c.line)
        }
    }
}

extension OutputPathTests {
    /// The frames a folder will receive and links whose target is not made yet land where a write
    /// would land: a frame that is the trace (a hard link or a symlink in the folder), an output
    /// through a link to another output not made yet, or to a frame of a folder not made yet, is
    /// exit 2 before anything is written. Each was a trace or the state lines overwritten, exit 0.
    func testNoOutputLandsOnAnotherThroughLinksOrTheFramesFolder() throws {
        let original = text(trace)
        let files = FileManager.default
        for folder in ["D1", "D2"] { try files.createDirectory(atPath: self.folder.path(folder), withIntermediateDirectories: true) }
        try files.linkItem(atPath: trace, toPath: folder.path("D1/frame-00005.png"))
        try files.createSymbolicLink(atPath: folder.path("D2/frame-00002.png"), withDestinationPath: trace)
        try files.createSymbolicLink(atPath: folder.path("L"), withDestinationPath: "s.out")
        try files.createSymbolicLink(atPath: folder.path("L2"), withDestinationPath: "newdir")
        let cases: [(line: UInt, arguments: [String], mentions: [String], absent: String?)] = [
            (#line, ["--frames", "D1", "--until", "0.2"], ["--frames would write 'D1/frame-00005.png', which is the trace"], nil),
            (#line, ["--frames", "D2", "--until", "0.2"], ["--frames would write 'D2/frame-00002.png', which is the trace"], nil),
            (#line, ["--states", "s.out", "--plot", "L"], ["--plot 'L' is --states"], "s.out"),
            (#line, ["--frames", "newdir", "--plot", "L2/frame-00001.png", "--until", "0.2"],
             ["--plot 'L2/frame-00001.png' is among the frames --frames writes"], "newdir"),
            (#line, ["--frames", "D1", "--until", "0.05"], [], nil),   // frames 0 ... 3 only: frame 5 is not written
        ]
        for c in cases {
            let outcome = try run(["replay", trace, "--scene", "list"] + c.arguments)
            if c.mentions.isEmpty {
                XCTAssertEqual(outcome.status, 0, outcome.stderr, line: c.line)
            } else {
                assertFails(outcome, status: 2, mentioning: c.mentions, c.arguments.joined(separator: " "), line: c.line)
            }
            XCTAssertEqual(text(trace), original, "the trace is untouched", line: c.line)
            if let absent = c.absent { XCTAssertFalse(files.fileExists(atPath: folder.path(absent)), absent, line: c.line) }
        }
        XCTAssertEqual(try files.contentsOfDirectory(atPath: folder.path("D2")), ["frame-00002.png"], "no frame written")
        XCTAssertEqual(try files.contentsOfDirectory(atPath: folder.path("D1")).sorted(),
                       ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png", "frame-00005.png"])
    }
}

/// A value shared with another thread.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.withLock { value } }
    func set(_ newValue: Value) { lock.withLock { value = newValue } }
}
