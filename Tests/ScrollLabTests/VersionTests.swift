import Foundation
import XCTest
@testable import BuildInfo

/// `scroll-lab --version`: the release and the commit the build comes from, with no path of the
/// machine that built it.
final class VersionTests: ExecutableTestCase {
    /// The package folder, from this file's place in it.
    private var packageFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    private func git(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", packageFolder.path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    func testVersionNamesTheReleaseAndTheCommitBuiltFrom() throws {
        let outcome = try run(["--version"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stderr, "")
        let lines = outcome.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, outcome.stdout)
        let line = String(lines.first ?? "")
        XCTAssertTrue(line.hasPrefix("scroll-lab \(BuildInfo.release) ("), line)
        XCTAssertFalse(line.contains("/"), "no path of the machine: \(line)")
        guard let head = git(["rev-parse", "HEAD"]) else { throw XCTSkip("the sources are not a git checkout") }
        // The commit the test's sources are at is the one the executable was built from (make test builds first).
        XCTAssertTrue(line.contains("(commit \(head)"), "\(line) names \(head)")
        XCTAssertEqual(BuildInfo.commit, head)
    }

    func testVersionLineSaysWhatIsKnown() {
        let commit = String(repeating: "ab", count: 20)
        let cases: [(line: UInt, commit: String?, changed: Bool, expected: String)] = [
            (#line, commit, false, "scroll-lab 1.2.3 (commit \(commit))"),
            (#line, commit, true, "scroll-lab 1.2.3 (commit \(commit), with uncommitted changes)"),
            (#line, nil, false, "scroll-lab 1.2.3 (built outside a git checkout: commit unknown)"),
        ]
        for c in cases {
            XCTAssertEqual(BuildInfo.line(release: "1.2.3", commit: c.commit, changed: c.changed), c.expected, line: c.line)
        }
    }
}
