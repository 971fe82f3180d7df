import Graphics
import ArgumentParser
@testable import ScrollLab
import XCTest

/// Random command lines through the option parsers: each is parsed, or rejected with a message
/// (`main` turns it into one line and exit code 2); help and version are successes.
final class CommandLineFuzzTests: XCTestCase {
    private var random = SeededRandom(seed: 20_261_121)

    func testRandomCommandLinesAreParsedOrRejectedCleanly() {
        let words = ["replay", "run", "scenes", "soak", "bench", "--scene", "list", "--fps", "0", "-1", "60", "1e400", "--viewport",
                     "0x0", "390x844", "x", "--scale", "0", "4", "--set", "rows=-5", "rows=", "rows", "=", "bounces=maybe",
                     "--until", "nan", "--seconds", "--seed", "-3", "--frames", "--states", "--json", "--contact-every", "--plot",
                     "--help", "--exit-after-frames", "trace.jsonl", "", "🙂", "--unknown"]
        for _ in 0..<3_000 {
            let arguments = (0..<random.int(in: 0...6)).map { _ in random.pick(words) }
            do {
                _ = try ScrollLabCommand.parseAsRoot(arguments)
            } catch {
                // Help and version are successes; everything else becomes exit code 2 in `main`.
                let code = ScrollLabCommand.exitCode(for: error)
                if code != .success {
                    XCTAssertFalse(ScrollLabCommand.message(for: error).isEmpty, "no message for \(arguments)")
                }
            }
        }
    }
}
