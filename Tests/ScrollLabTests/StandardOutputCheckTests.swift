import Foundation
import TestKit
import XCTest

/// Help, `help SUB` and the version are output like any other: to a closed standard output they are
/// one line and exit 1, as `scenes >&-` is (never a real device: the stream is closed in a child shell).
final class StandardOutputCheckTests: ExecutableTestCase {
    func testHelpAndVersionToAClosedStandardOutputFail() throws {
        for arguments in [["--help"], ["help", "replay"], ["replay", "--help"], ["--version"], ["scenes"]] {
            let outcome = try ScrollLabExecutable.run(URL(fileURLWithPath: "/bin/bash"),
                                                      ["-c", "exec \"$0\" \"$@\" >&-", executable.path] + arguments, in: folder)
            assertFails(outcome, status: 1, mentioning: ["cannot write 'standard output': Bad file descriptor"], "\(arguments)")
        }
    }

    func testHelpAndVersionStillPrint() throws {
        for arguments in [["--help"], ["help", "replay"], ["--version"]] {
            let outcome = try run(arguments)
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            XCTAssertEqual(outcome.stderr, "")
            XCTAssertTrue(outcome.stdout.hasSuffix("\n") && outcome.stdout.count > 10, outcome.stdout)
        }
    }
}
