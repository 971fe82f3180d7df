import Graphics
import XCTest
@testable import Rendering

/// The fingerprints that let the frame diff skip comparing commands that surely differ
/// (`CommandFingerprint`): equal commands always agree, and pairing with them pairs as comparing
/// every command does.
final class CommandFingerprintTests: XCTestCase {
    nonisolated(unsafe) private static let images: [Image] = {
        var rng = SplitMix(state: 11)
        return [Image(width: 12, height: 8, pixels: (0..<96).map { _ in UInt32.random(in: 0...0xFFFFFF, using: &rng) | 0xFF00_0000 }),
                Image(width: 5, height: 5, pixels: Array(repeating: 0x8040_2010, count: 25))]
    }()

    /// Pairs of commands equal under `==` whose fields differ in their bits: the same fingerprint.
    func testEqualCommandsAgree() {
        let rect = Rect(x: 0, y: 4, width: 10, height: 2), negativeZero = Rect(x: -0.0, y: 4, width: 10, height: 2)
        let cases: [(line: UInt, DrawCommand, DrawCommand)] = [
            (#line, .fill(rect, .white), .fill(negativeZero, .white)),
            (#line, .roundedRect(rect, CornerRadii(0), .black), .roundedRect(rect, CornerRadii(-0.0), .black)),
            (#line, .line(from: Point(x: 0, y: 0), to: Point(x: 3, y: 3), width: 1, .black),
             .line(from: Point(x: -0.0, y: 0), to: Point(x: 3, y: 3), width: 1, .black)),
            // Canonically equivalent strings (a precomposed é and an e with a combining accent).
            (#line, .text(TextRun("caf\u{E9}", font: .body), origin: Point(x: 1, y: 2), .black),
             .text(TextRun("cafe\u{301}", font: .body), origin: Point(x: 1, y: 2), .black)),
            (#line, .image(Self.images[0], source: rect, rect: rect, opacity: 1, .zero),
             .image(Self.images[0], source: negativeZero, rect: rect, opacity: 1, .zero)),
            (#line, .pushTranslation(PixelOffset(x: 0, y: -3)), .pushTranslation(PixelOffset(x: 0, y: -3))),
        ]
        for (line, a, b) in cases {
            XCTAssertEqual(a, b, "the case is a pair of equal commands", line: line)
            XCTAssertEqual(CommandFingerprint.of(a), CommandFingerprint.of(b), line: line)
        }
    }

    /// Commands that differ in one field, case or image: different fingerprints (what lets the
    /// pairing skip them).
    func testCommandsThatDifferDisagree() {
        let rect = Rect(x: 0, y: 4, width: 10, height: 2)
        let cases: [(line: UInt, DrawCommand, DrawCommand)] = [
            (#line, .fill(rect, .white), .fill(rect.offsetBy(dx: 0, dy: 0.5), .white)),
            (#line, .fill(rect, .white), .fill(rect, .black)),
            (#line, .fill(rect, .white), .roundedRect(rect, .zero, .white)),
            (#line, .shadow(rect, .zero, blur: 2, .black), .shadow(rect, .zero, blur: 3, .black)),
            (#line, .image(Self.images[0], source: rect, rect: rect, opacity: 1, .zero),
             .image(Self.images[1], source: rect, rect: rect, opacity: 1, .zero)),
            (#line, .text(TextRun("a", font: .body), origin: Point(x: 1, y: 2), .black),
             .text(TextRun("a", font: .body), origin: Point(x: 1, y: 3), .black)),
            (#line, .pushTranslation(PixelOffset(x: 0, y: 3)), .pushTranslation(PixelOffset(x: 3, y: 0))),
            (#line, .popClip, .popTranslation),
        ]
        for (line, a, b) in cases {
            XCTAssertNotEqual(CommandFingerprint.of(a), CommandFingerprint.of(b), line: line)
        }
    }

    /// Random lists and edits of them (commands dropped, added, changed and moved with their group):
    /// the pairs found with fingerprints are the pairs found comparing every command (all
    /// fingerprints alike).
    func testPairingIsThatOfComparingEveryCommand() {
        var rng = SplitMix(state: 2024)
        for trial in 0..<300 {
            let old = RandomDisplayList.make(&rng, size: 48, images: Self.images).commands
            var new = old
            for _ in 0..<Int.random(in: 1...6, using: &rng) where !new.isEmpty {
                let k = Int.random(in: 0..<new.count, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: new.remove(at: k)
                case 1: new.insert(new[Int.random(in: 0..<new.count, using: &rng)], at: k)
                case 2: new[k] = .fill(RandomDisplayList.randomRect(&rng, in: 48), RandomDisplayList.randomColor(&rng))
                default: new.insert(contentsOf: old.prefix(Int.random(in: 1...8, using: &rng)), at: k)
                }
            }
            let oldContexts = CommandMatcherTests.contexts(old), newContexts = CommandMatcherTests.contexts(new)
            var withPrints = CommandMatcher(), comparing = CommandMatcher()
            withPrints.match(old: old, oldContexts: oldContexts, oldFingerprints: old.map(CommandFingerprint.of), new: new,
                             newContexts: newContexts, newFingerprints: new.map(CommandFingerprint.of))
            comparing.match(old: old, oldContexts: oldContexts, oldFingerprints: Array(repeating: 0, count: old.count), new: new,
                            newContexts: newContexts, newFingerprints: Array(repeating: 0, count: new.count))
            XCTAssertEqual(withPrints.newToOld, comparing.newToOld, "trial \(trial)")
            XCTAssertEqual(withPrints.oldToNew, comparing.oldToNew, "trial \(trial)")
        }
    }
}
