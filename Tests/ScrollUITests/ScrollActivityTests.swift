import Foundation
import Graphics
import XCTest
@testable import ScrollUI

/// The activities answer what the view, its pan and the window ask; nobody else asks for their type.
final class ScrollActivityTests: XCTestCase {
    func testEachActivityAnswersTheQuestionsOthersAsk() {
        let harness = Harness()
        let view = harness.scrollView
        let motion = ScrollMotion.curve(.easeOut, from: .zero, to: Point(x: 0, y: 100), duration: 0.2, start: 0)
        let coast = Point(x: 0, y: 1_500)
        let cases: [(line: UInt, activity: any ScrollActivity, held: Bool, caught: Bool, touchpad: Bool,
                     fromTarget: Bool, coast: Point, heldKey: Bool)] = [
            (#line, IdleActivity(), false, false, false, false, .zero, true),
            (#line, HoldActivity(caught: false), true, false, false, false, .zero, false),
            (#line, HoldActivity(caught: true), true, true, false, false, .zero, false),
            (#line, PointerDragActivity(view, at: Point(x: 195, y: 400), press: .init()), true, false, false, false, .zero, false),
            (#line, TouchpadDragActivity.begin(on: view, at: 0), false, false, true, false, .zero, false),
            (#line, BallisticActivity(motion, velocity: coast), false, false, false, false, coast, false),
            (#line, DrivenActivity(motion, velocity: coast), false, false, false, true, .zero, true),
        ]
        for c in cases {
            XCTAssertEqual(c.activity.isHeldByPointer, c.held, "isHeldByPointer", line: c.line)
            XCTAssertEqual(c.activity.caughtMotion, c.caught, "caughtMotion", line: c.line)
            XCTAssertEqual(c.activity.isTouchpadGesture, c.touchpad, "isTouchpadGesture", line: c.line)
            XCTAssertEqual(c.activity.stepsFromTarget, c.fromTarget, "stepsFromTarget", line: c.line)
            XCTAssertEqual(c.activity.coastVelocity, c.coast, "coastVelocity", line: c.line)
            XCTAssertEqual(c.activity.takesHeldKeyMotion, c.heldKey, "takesHeldKeyMotion", line: c.line)
        }
    }

    /// Outside an activity's own file no source asks whether an activity is of some type (`is`, `as?`,
    /// `as!`, `as`); an activity's file asks only for its own type.
    func testNoSourceOutsideAnActivityAsksForAnActivitysType() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let question = try NSRegularExpression(pattern: #"\b(?:is|as[?!]?)\s+([A-Za-z]*Activity)\b"#)
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        XCTAssertGreaterThan(files.count, 100, "the sources were not found")
        var found: [String] = []
        for file in files {
            let own = file.deletingPathExtension().lastPathComponent
            for (index, line) in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n").enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                for match in question.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
                    guard let range = Range(match.range(at: 1), in: code), code[range] != own else { continue }
                    found.append("\(own).swift:\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        XCTAssertEqual(found, [], "ask the activity (ScrollActivity's questions) instead")
    }
}
