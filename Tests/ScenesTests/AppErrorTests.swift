import LabBasics
import Scenes
import XCTest

/// The one-line errors every command ends with (README "Files and errors").
final class AppErrorTests: XCTestCase {
    /// Control characters in a message (a newline in a `--set` value or a path) are shown escaped.
    func testControlCharactersAreEscaped() {
        let cases: [(line: UInt, text: String, expected: String)] = [
            (#line, "plain", "plain"), (#line, "a\nb", #"a\nb"#), (#line, "tab\there", #"tab\there"#),
            (#line, "\u{1B}[31m", #"\u{1B}[31m"#), (#line, "line\u{2028}separator", #"line\u{2028}separator"#),
            (#line, "中文 ✓", "中文 ✓"),
        ]
        for c in cases { XCTAssertEqual(AppError.escapingControlCharacters(c.text), c.expected, line: c.line) }
    }

    func testExitCodes() {
        XCTAssertEqual(AppError.usage("bad").exitCode, 2)
        XCTAssertEqual(AppError.runtime("failed").exitCode, 1)
    }
}
