import Foundation
import XCTest
import TestKit

/// The built `scroll-lab`, run as a user runs it: arguments in, exit status and output back.
enum ScrollLabExecutable {
    struct Outcome {
        let status: Int32
        let stdout: String
        let stderr: String
        /// The signal that ended it, or nil when it exited (`status` is then its exit code).
        var signal: Int32? = nil
    }

    /// The executable beside the test bundle, else in the package's `.build/debug`.
    static func find() -> URL? {
        var candidates = [Bundle.main.bundleURL.appendingPathComponent("scroll-lab"),
                          URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                              .appendingPathComponent("scroll-lab")]
        for bundle in Bundle.allBundles { candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("scroll-lab")) }
        if let root = packageRoot() { candidates.append(root.appendingPathComponent(".build/debug/scroll-lab")) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// A program such as ffmpeg or ffprobe where the system installs it, or nil.
    static func tool(_ name: String) -> String? {
        ["/usr/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs it (or another program, such as ffprobe) in `folder` with the environment less `variables`;
    /// output goes through files.
    static func run(_ executable: URL, _ arguments: [String], in folder: TemporaryFolder,
                    removing variables: [String] = [], adding extra: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        var environment = ProcessInfo.processInfo.environment
        for variable in variables { environment[variable] = nil }
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let outPath = folder.path("stdout-\(UUID().uuidString)"), errPath = folder.path("stderr-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: outPath, contents: nil)
        FileManager.default.createFile(atPath: errPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        func read(_ path: String) -> String { String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        return Outcome(status: process.terminationStatus, stdout: read(outPath), stderr: read(errPath),
                       signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil)
    }
}

extension XCTestCase {
    /// A failure: the exit code, nothing on stdout, and exactly one line on stderr holding `mentions`.
    func assertFails(_ outcome: ScrollLabExecutable.Outcome, status: Int32, mentioning mentions: [String], _ what: String,
                     line: UInt = #line) {
        XCTAssertEqual(outcome.status, status, "\(what): \(outcome.stderr)", line: line)
        XCTAssertEqual(outcome.stdout, "", what, line: line)
        XCTAssertTrue(outcome.stderr.hasPrefix("scroll-lab: "), "\(what): \(outcome.stderr)", line: line)
        XCTAssertTrue(outcome.stderr.hasSuffix("\n"), "\(what): \(outcome.stderr)", line: line)
        XCTAssertEqual(outcome.stderr.filter { $0 == "\n" }.count, 1, "\(what): one line: \(outcome.stderr)", line: line)
        for crash in ["Fatal error", "Stack dump", "Backtrace", "Current stack trace", "Segmentation", "Illegal instruction"] {
            XCTAssertFalse(outcome.stderr.contains(crash), "\(what): \(outcome.stderr)", line: line)
        }
        for word in mentions {
            XCTAssertTrue(outcome.stderr.contains(word), "\(what): '\(word)' not in \(outcome.stderr)", line: line)
        }
    }
}
