import Foundation
import Graphics
@testable import LabBasics
@testable import Playback
import Rendering
@testable import Scenes
import XCTest
import TestKit

/// Every write is checked and every failure is one line naming the output (README "Files and
/// errors"). Full disks are played by an output that fails after some bytes.
final class WriteFailureTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() { folder?.remove() }

    func testAFullDiskStopsTheLinesWithOneMessage() throws {
        let sink = FailingSink(name: "states.jsonl", bytesBeforeFailure: 100)
        let writer = LineWriter(sink: sink)
        XCTAssertThrowsError(try {
            for index in 0..<100_000 { try writer.write("{\"frame\": \(index)}") }
            try writer.close()
        }()) { error in
            XCTAssertEqual((error as? AppError)?.message, "cannot write 'states.jsonl': No space left on device")
            XCTAssertEqual((error as? AppError)?.exitCode, 1)
        }
    }

    func testAFailedCloseIsAFailure() throws {
        final class FailingClose: OutputSink {
            let name = "frame.png"
            func write(_ bytes: UnsafeRawBufferPointer) throws {}
            func close() throws { throw OutputFile.failure(name, EIO) }
        }
        let buffer = PixelBuffer(width: 4, height: 4)
        XCTAssertThrowsError(try PNGFile.sdl.write(buffer, to: FailingClose())) { error in
            XCTAssertEqual((error as? AppError)?.message, "cannot write 'frame.png': Input/output error")
        }
    }

    func testATruncatedPNGIsReported() throws {
        let sink = FailingSink(name: "plot.png", bytesBeforeFailure: 64)
        let buffer = PixelBuffer(width: 64, height: 64)
        buffer.fill(Color(red: 10, green: 20, blue: 30))
        XCTAssertThrowsError(try PNGFile.sdl.write(buffer, to: sink)) { error in
            XCTAssertEqual((error as? AppError)?.message, "cannot write 'plot.png': No space left on device")
        }
        XCTAssertEqual(sink.written.count, 64)
    }

    /// The soak reports the invariant that broke even when its failure trace cannot be written.
    func testTheSoakReportsItsViolationWhenTheTraceCannotBeWritten() throws {
        let blocker = try folder.write("a file where the output folder should be", to: "blocker")
        let runner = SoakRunner(scenes: [ListScene.self], seconds: 2, seed: 3, outputFolder: blocker + "/out",
                                assets: try TestAssets())
        runner.extraInvariant = { session in session.window.now > 0.5 ? "provoked" : nil }
        let violation = try XCTUnwrap(runner.run().violation)
        XCTAssertTrue(violation.message.hasPrefix("provoked (list, t = "), violation.message)
        // The reason in words, not a dump of the system's error object.
        XCTAssertEqual(violation.traceProblem, "cannot create the folder '\(blocker)/out': '\(blocker)' is a file, not a folder")
    }

    /// A write to a regular file that fails part-way (a file size limit here, a full disk elsewhere) is
    /// taken back: the file ends where that write started, so a recording ends with a whole line.
    func testAWriteThatFailsPartWayIsTakenBack() throws {
        let path = try folder.write("", to: "recording.jsonl")
        let writer = try LineWriter(path: path, append: true)
        let line = String(repeating: "x", count: 99)   // 100 bytes with its line end
        let previous = signal(SIGXFSZ, SIG_IGN)
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        #else
        let resource = RLIMIT_FSIZE
        #endif
        var saved = rlimit()
        getrlimit(resource, &saved)
        var limit = saved
        limit.rlim_cur = 1_050   // room for ten lines and half of the eleventh
        setrlimit(resource, &limit)
        var written = 0
        var failure: Error?
        do {
            for _ in 0..<20 {
                try writer.writeNow(line)
                written += 1
            }
        } catch {
            failure = error
        }
        setrlimit(resource, &saved)
        signal(SIGXFSZ, previous)
        XCTAssertEqual(written, 10)
        XCTAssertEqual((failure as? AppError)?.message, "cannot write '\(path)': File too large")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), String(repeating: line + "\n", count: 10),
                       "ten whole lines, nothing of the eleventh")
    }
}
