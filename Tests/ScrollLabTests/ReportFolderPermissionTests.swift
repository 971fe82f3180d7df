import Foundation
import TestKit
import XCTest

/// A bug report's folder that cannot be read is "Permission denied", exit 2 in one line, not "a
/// folder without its trace.jsonl". Permissions do not deny root, so as root the command runs as the
/// user `nobody` through `setpriv` (util-linux); without it, as root, the test is skipped.
final class ReportFolderPermissionTests: ExecutableTestCase {
    /// The unprivileged user and group the command runs as when the tests run as root.
    static let nobody = 65_534

    func testAnUnreadableReportFolderIsPermissionDenied() throws {
        let report = folder.path("bug-20261126-063502")
        try FileManager.default.createDirectory(atPath: report, withIntermediateDirectories: false)
        try folder.write(Traces.fling(end: 0.5), to: "bug-20261126-063502/trace.jsonl")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: report)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: report) }
        let outcome: ScrollLabExecutable.Outcome
        if getuid() != 0 {
            outcome = try run(["replay", report])
        } else {
            guard let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
                throw XCTSkip("running as root, whom permissions do not deny, and setpriv is not installed to run as nobody")
            }
            // nobody reaches the folder (its outputs are files the test opened) but not the report inside.
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path)
            outcome = try ScrollLabExecutable.run(URL(fileURLWithPath: setpriv), [
                "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", "--", executable.path, "replay", report,
            ], in: folder)
        }
        assertFails(outcome, status: 2, mentioning: ["cannot read the folder '\(report)': Permission denied"], "an unreadable report")
    }
}
