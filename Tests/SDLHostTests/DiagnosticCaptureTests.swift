import CSDL2
import Foundation
@testable import SDLHost
import XCTest

/// What C libraries print is captured and folded into one line, never left on standard error.
final class DiagnosticCaptureTests: XCTestCase {
    func testCapturesStandardErrorAndSDLLog() {
        DiagnosticCapture.routeSDLLog()
        let (value, lines) = DiagnosticCapture.capture { () -> Int in
            let text = "libpng warning: iCCP: known incorrect sRGB profile\nsecond line\n"
            _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            withVaList([]) { arguments in
                SDL_LogMessageV(Int32(SDL_LOG_CATEGORY_VIDEO.rawValue), SDL_LOG_PRIORITY_CRITICAL, "from SDL's log", arguments)
            }
            return 42
        }
        XCTAssertEqual(value, 42)
        XCTAssertEqual(lines, ["libpng warning: iCCP: known incorrect sRGB profile", "second line", "from SDL's log"])

        // Nothing is left over for the next capture.
        let (_, next) = DiagnosticCapture.capture { () }
        XCTAssertEqual(next, [])
    }

    func testSummaryIsOneClause() {
        let long = String(repeating: "x", count: DiagnosticCapture.summaryLimit + 50)
        let cases: [(line: UInt, printed: [String], expected: String?)] = [
            (#line, [], nil),
            (#line, ["", "  "], nil),
            (#line, ["error: XDG_RUNTIME_DIR is invalid or not set in the environment."],
             "XDG_RUNTIME_DIR is invalid or not set in the environment"),
            (#line, ["libpng error: IDAT: CRC error"], "libpng error: IDAT: CRC error"),
            (#line, ["a", "b", "a"], "a; b"),
            (#line, ["Warning: something."], "something"),
            (#line, [long], String(long.prefix(DiagnosticCapture.summaryLimit - 1)) + "…"),
        ]
        for c in cases {
            XCTAssertEqual(DiagnosticCapture.summary(of: c.printed), c.expected, line: c.line)
        }
    }

    func testReasonAddsWhatWasPrinted() {
        XCTAssertEqual(DiagnosticCapture.reason("Error reading the PNG file.", adding: []), "Error reading the PNG file.")
        XCTAssertEqual(DiagnosticCapture.reason("Error reading the PNG file.", adding: ["libpng error: IDAT: CRC error"]),
                       "Error reading the PNG file; libpng error: IDAT: CRC error")
    }
}
