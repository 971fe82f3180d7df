import Foundation
import TestKit
import XCTest

/// Writes past a file size limit (`ulimit -f` in a child shell, SIGXFSZ left at its default there):
/// the process is not killed by SIGXFSZ, the write fails as EFBIG and is taken back, so no output ends
/// in a cut line and an appended trace is what it was; one line, exit 1. Files only in a temporary folder.
final class FileSizeLimitTests: ExecutableTestCase {
    /// `scroll-lab arguments` under `ulimit -f blocks` (1,024-byte blocks), standard output to `stdout` when given.
    private func limited(_ blocks: Int, _ arguments: [String], stdout: String? = nil) throws -> ScrollLabExecutable.Outcome {
        let redirect = stdout.map { " > '\($0)'" } ?? ""
        let command = "ulimit -f \(blocks); exec \"$0\" \"$@\"" + redirect
        return try ScrollLabExecutable.run(URL(fileURLWithPath: "/bin/bash"), ["-c", command, executable.path] + arguments, in: folder)
    }

    private func bytes(_ name: String) -> Data { FileManager.default.contents(atPath: folder.path(name)) ?? Data() }

    /// Empty, or whole lines.
    private func assertWholeLines(_ name: String, line: UInt = #line) {
        let data = bytes(name)
        XCTAssertTrue(data.isEmpty || data.last == 0x0A, "\(name) ends with a whole line (\(data.count) bytes)", line: line)
    }

    func testAnAppendPastTheLimitLeavesTheTraceAsItWas() throws {
        // 1,376 bytes, past a 1,024-byte limit already: the first byte appended fails.
        let base = try run(["gesture", "fling", "--from", "200,600", "--velocity", "2000", "--scene", "list", "-o", "a.jsonl"])
        XCTAssertEqual(base.status, 0, base.stderr)
        let before = bytes("a.jsonl")
        let outcome = try limited(1, ["gesture", "notches", "100", "-o", "a.jsonl", "--append"])
        assertFails(outcome, status: 1, mentioning: ["cannot write 'a.jsonl'", "File too large"], "append")
        XCTAssertEqual(bytes("a.jsonl"), before, "the trace as it was")
        // Under the limit by a little: the append starts, fails part-way and is taken back whole.
        let small = try folder.write("", to: "b.jsonl")
        XCTAssertEqual(try run(["gesture", "tap", "--point", "1,1", "-o", small]).status, 0)
        let smallBefore = bytes("b.jsonl")
        XCTAssertLessThan(smallBefore.count, 1024)
        assertFails(try limited(1, ["gesture", "notches", "100", "-o", small, "--append"]), status: 1,
                    mentioning: ["File too large"], "append part-way")
        XCTAssertEqual(bytes("b.jsonl"), smallBefore, "the append taken back")
    }

    func testOutputsPastTheLimitEndWithAWholeLine() throws {
        let long = try folder.write(Traces.fling(end: 2), to: "long.jsonl")
        let cases: [(line: UInt, arguments: [String], stdout: String?, output: String)] = [
            (#line, ["gesture", "notches", "100", "-o", "g.jsonl"], nil, "g.jsonl"),
            (#line, ["replay", long, "--scene", "list", "--states", "s.jsonl"], nil, "s.jsonl"),
            // Standard output redirected to a file is taken back like any file.
            (#line, ["replay", long, "--scene", "list"], "out.jsonl", "out.jsonl"),
        ]
        for c in cases {
            let outcome = try limited(2, c.arguments, stdout: c.stdout.map(folder.path))
            XCTAssertEqual(outcome.status, 1, "\(c.arguments): \(outcome.stderr)", line: c.line)
            XCTAssertTrue(outcome.stderr.hasPrefix("scroll-lab: cannot write '"), outcome.stderr, line: c.line)
            XCTAssertTrue(outcome.stderr.hasSuffix("File too large\n"), outcome.stderr, line: c.line)
            XCTAssertEqual(outcome.stderr.filter { $0 == "\n" }.count, 1, outcome.stderr, line: c.line)
            assertWholeLines(c.output, line: c.line)
        }
    }

    /// A variant: PNGs (a frame, a contact sheet) past the limit leave no part of a PNG.
    func testPNGsPastTheLimitLeaveNoPartOfAnImage() throws {
        let cases: [(line: UInt, arguments: [String], output: String)] = [
            (#line, ["replay", trace, "--scene", "list", "--frames", "frames", "--scale", "1"], "frames/frame-00000.png"),
            (#line, ["replay", trace, "--scene", "list", "--until", "0.05", "--states", "s.jsonl", "--contact-sheet", "sheet.png",
                    "--scale", "1"], "sheet.png"),
        ]
        for c in cases {
            let outcome = try limited(4, c.arguments)
            assertFails(outcome, status: 1, mentioning: ["cannot write '\(c.output)'", "File too large"], c.output, line: c.line)
            XCTAssertEqual(bytes(c.output).count, 0, "no part of a PNG", line: c.line)
        }
    }
}
