import Foundation
import Graphics
@testable import LabDrawing
@testable import Scenes
import ScrollUI
@testable import Studio
import TestKit
import XCTest

/// The timeline strip's texts are made only when what they say changes: a frame drawn with the same
/// inputs makes no string, a loop playing makes only its caption anew, and the texts say what the
/// strip showed before they were kept.
final class TimelineStripTextsTests: CaptureTestCase {
    /// The address of a string's bytes: the same while it is the same string, not a copy made anew.
    private func storage(_ text: String) -> UnsafeRawPointer? {
        var text = text
        return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    func testTextsAreMadeOnlyWhenTheirInputsChange() {
        typealias Inputs = (cursor: Double, frame: Int?, end: Double, loop: ClosedRange<Double>?, span: ClosedRange<Double>?)
        let cases: [(line: UInt, inputs: Inputs, made: (Int, Int, Int), caption: String, loop: [String], span: String)] = [
            (#line, (1.25, 75, 4.02, nil, nil), (1, 0, 0), "1.25 s · frame 75 / 4.02 s", [], ""),
            (#line, (1.25, 75, 4.02, nil, nil), (1, 0, 0), "1.25 s · frame 75 / 4.02 s", [], ""),          // the same: nothing
            (#line, (4.02, nil, 4.02, nil, nil), (2, 0, 0), "4.02 s · live / 4.02 s", [], ""),
            (#line, (1.2, 72, 4.02, 1.2...2.05, nil), (3, 1, 0), "1.20 s · frame 72 / 4.02 s", ["loop 1.20–2.05 s", "1.20–2.05"], ""),
            (#line, (1.2167, 73, 4.02, 1.2...2.05, nil), (4, 1, 0), "1.22 s · frame 73 / 4.02 s", ["loop 1.20–2.05 s", "1.20–2.05"], ""),
            (#line, (1.2167, 73, 4.02, 1.2...2.05, 1...3), (4, 1, 1), "1.22 s · frame 73 / 4.02 s", ["loop 1.20–2.05 s", "1.20–2.05"],
             "1.00 s … 3.00 s"),
            (#line, (1.2167, 73, 4.02, nil, nil), (4, 2, 2), "1.22 s · frame 73 / 4.02 s", [], " … "),
        ]
        let texts = TimelineStripTexts()
        for c in cases {
            let captionBefore = storage(texts.caption)
            texts.update(cursor: c.inputs.cursor, frame: c.inputs.frame, end: c.inputs.end, loop: c.inputs.loop, span: c.inputs.span)
            XCTAssertEqual(texts.captionsMade, c.made.0, line: c.line)
            XCTAssertEqual(texts.loopsMade, c.made.1, line: c.line)
            XCTAssertEqual(texts.spansMade, c.made.2, line: c.line)
            XCTAssertEqual(texts.caption, c.caption, line: c.line)
            XCTAssertEqual(texts.loop, c.loop, line: c.line)
            XCTAssertEqual(texts.spanEnds.left + " … " + texts.spanEnds.right, c.span.isEmpty ? " … " : c.span, line: c.line)
            if c.line == cases[1].line { XCTAssertEqual(storage(texts.caption), captionBefore, "kept, not made again", line: c.line) }
        }
    }

    /// A 21-frame loop played for 60 frames of the window, each drawn: the loop's times are made once,
    /// the caption once per frame shown, and a frame drawn twice makes nothing the second time.
    func testALoopPlayingMakesOnlyItsCaptionAnew() throws {
        let driver = try fixture.load(ListScene.self, at: 40)
        try driver.play(Traces.fling(), from: 40.5, until: 41.3)
        driver.press("p")
        for _ in 0..<40 { driver.press("left") }
        driver.press("leftbracket")
        for _ in 0..<20 { driver.press("right") }
        driver.press("rightbracket")
        driver.press("p")
        XCTAssertTrue(qa.loop.isPlaying)
        let texts = qa.stripTexts
        var time = driver.session.window.now, shown: [Int] = []
        _ = qa.overlay(over: driver.session)
        let (captions, loops) = (texts.captionsMade, texts.loopsMade)
        for _ in 0..<60 {
            time += 1.0 / 60
            try driver.play("", from: time, until: time)
            qa.sample(driver.session)
            shown.append(try XCTUnwrap(qa.timeline?.frame))
            let overlay = qa.overlay(over: driver.session)
            let again = qa.overlay(over: driver.session)
            XCTAssertEqual(try XCTUnwrap(overlay.timeline).texts.caption, try XCTUnwrap(again.timeline).texts.caption)
            XCTAssertTrue(texts.caption.contains("frame \(shown.last ?? -1) "), texts.caption)
            XCTAssertEqual(texts.loop.first?.hasPrefix("loop "), true)
        }
        let changes = zip(shown, shown.dropFirst()).filter { $0 != $1 }.count + 1
        XCTAssertEqual(texts.loopsMade, loops, "the loop's times are kept while it plays")
        XCTAssertEqual(texts.captionsMade - captions, changes, "one caption per frame shown (\(changes) over 60 frames drawn twice)")
    }
}
