import Graphics
import Foundation
@testable import LabBasics
@testable import Scenes
@testable import LabTraces
import TestKit
import XCTest

/// Random and mutated input through the trace parser and the scene options: no crash, and every
/// rejection is a one-line usage error (exit code 2) that names the trace line. (Random command lines:
/// `CommandLineFuzzTests` in ScrollLabTests.)
final class FuzzTests: XCTestCase {
    static let seeds = [
        #"{"t": 0.000, "type": "down",  "x": 195, "y": 600}"#,
        #"{"t": 0.008, "type": "move",  "x": 195, "y": 590}"#,
        #"{"t": 0.200, "type": "up",    "x": 195, "y": 300}"#,
        #"{"t": 1.000, "type": "wheel", "x": 195, "y": 400, "dx": 0, "dy": 12.5, "precise": true}"#,
        #"{"t": 1.500, "type": "key",   "key": "escape"}"#,
        #"{"t": 2.000, "type": "resize", "width": 430, "height": 932}"#,
        #"{"t": 1.800, "type": "set", "option": "deceleration=0.995"}"#,
        #"{"t": 5.000, "type": "wait"}"#,
        #"{"t": 5.100, "type": "cancel", "x": 195, "y": 300}"#,
        #"{"t": 5.200, "type": "key", "key": "space", "modifiers": ["shift"]}"#,
        #"{"t": 5.300, "type": "fingers", "down": true}"#,
        #"{"t": 5.400, "type": "speed", "scale": 0.1}"#,
        #"{"t": 5.500, "type": "step", "seconds": 0.016666666666666666}"#,
    ]
    private static let tokens = ["1e400", "-1e400", "1e300", "-0", "NaN", "Infinity", "null", "true", "false", "\"\"", "[]",
                                 "{}", "\"down\"", "-5", "0", "99999999999999999999", "\"\\u0000\"", "1.7976931348623157e308"]
    private static let alphabet = Array("{}[]\":,. -+0123456789eEtypexywdhkrsn\\\u{00E9}\u{4E0B}\u{1F600}\t")

    private var random = SeededRandom(seed: 20_261_121)

    private func mutate(_ line: String) -> String {
        TraceLineMutation.mutate(line, tokens: Self.tokens, alphabet: Self.alphabet, orRandomLine: true, using: &random)
    }

    func testTenThousandMutatedTraceLinesNeverCrash() {
        var rejected = 0, accepted = 0
        for index in 0..<12_000 {
            var line = random.pick(Self.seeds)
            for _ in 0..<random.int(in: 1...4) { line = mutate(line) }
            let number = index + 1
            do {
                let event = try TraceParser.parseLine(line, number: number)
                accepted += 1
                XCTAssertTrue(event.time.isFinite && event.time >= 0, line)
                switch event.kind {
                case .down(let p), .move(let p), .up(let p), .cancel(let p):
                    XCTAssertTrue(abs(p.x) <= TraceParser.coordinateLimit && abs(p.y) <= TraceParser.coordinateLimit, line)
                case .wheel(let p, let delta, _):
                    XCTAssertTrue([p.x, p.y, delta.x, delta.y].allSatisfy { $0.isFinite && abs($0) <= TraceParser.coordinateLimit }, line)
                case .resize(let size):
                    XCTAssertTrue(size.width >= 1 && size.width <= Limits.viewportSide && size.height <= Limits.viewportSide, line)
                case .option(let assignment): XCTAssertTrue(assignment.contains("="), line)
                case .speed(let scale): XCTAssertTrue((0...TraceParser.speedLimit).contains(scale), line)
                case .step(let seconds): XCTAssertTrue(seconds > 0 && seconds <= TraceParser.stepLimit, line)
                case .key, .fingers, .wait: break
                }
            } catch let error as AppError {
                rejected += 1
                XCTAssertEqual(error.exitCode, 2, line)
                XCTAssertTrue(error.message.hasPrefix("trace line \(number): "), error.message)
                XCTAssertFalse(error.message.contains("\n"), error.message)
            } catch {
                XCTFail("\(line): \(error)")
            }
        }
        XCTAssertGreaterThan(accepted, 100, "some mutations stay valid")
        XCTAssertGreaterThan(rejected, 5_000)
    }

    func testRandomSceneOptionsAreAcceptedOrNamed() {
        let names = ["rows", "bounces", "deceleration", "snap", "language", "height", "hoverHeight", "stretch", "half", "x", ""]
        let values = ["", "-5", "0", "1", "1000000000000", "abc", "true", "maybe", "fast", "normal", "1e400", "nan", "3.5", "="]
        for _ in 0..<3_000 {
            let scene = random.pick(SceneCatalog.all)
            let assignments = (0..<random.int(in: 0...3)).map { _ in "\(random.pick(names))=\(random.pick(values))" }
            do {
                _ = try SceneSettings(options: scene.options, assignments: assignments, sceneName: scene.name)
            } catch let error as AppError {
                XCTAssertEqual(error.exitCode, 2)
                XCTAssertFalse(error.message.contains("\n"))
            } catch {
                XCTFail("\(assignments): \(error)")
            }
        }
    }
}
