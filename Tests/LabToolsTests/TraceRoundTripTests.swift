import Graphics
@testable import LabBasics
@testable import Playback
@testable import Scenes
import ScrollUI
import TestKit
@testable import LabTraces
import XCTest

/// Every kind of trace event the window logs is written as a line that parses back to the same
/// event: modifiers, cancels, trackpad fingers, speed changes and single steps included.
final class TraceRoundTripTests: XCTestCase {
    func testEveryKindReadsBackAsWritten() throws {
        let cases: [(line: UInt, kind: Input.Kind, text: String)] = [
            (#line, .down(Point(x: 10, y: 20.5)), #"{"t": 1.25, "type": "down", "x": 10, "y": 20.5}"#),
            (#line, .cancel(Point(x: 195, y: 300.125)), #"{"t": 1.25, "type": "cancel", "x": 195, "y": 300.125}"#),
            (#line, .key("space", modifiers: [.shift]), #"{"t": 1.25, "type": "key", "key": "space", "modifiers": ["shift"]}"#),
            (#line, .key("q", modifiers: [.control, .command]),
             #"{"t": 1.25, "type": "key", "key": "q", "modifiers": ["control", "command"]}"#),
            (#line, .key("tab"), #"{"t": 1.25, "type": "key", "key": "tab"}"#),
            (#line, .fingers(down: true), #"{"t": 1.25, "type": "fingers", "down": true}"#),
            (#line, .fingers(down: false), #"{"t": 1.25, "type": "fingers", "down": false}"#),
            (#line, .speed(0.1), #"{"t": 1.25, "type": "speed", "scale": 0.1}"#),
            (#line, .speed(0), #"{"t": 1.25, "type": "speed", "scale": 0}"#),
            (#line, .step(1.0 / 60), #"{"t": 1.25, "type": "step", "seconds": 0.016666666666666666}"#),
            (#line, .wheel(Point(x: 1, y: 2), delta: Point(x: 0, y: -3.5), precise: true),
             #"{"t": 1.25, "type": "wheel", "x": 1, "y": 2, "dx": 0, "dy": -3.5, "precise": true}"#),
        ]
        for c in cases {
            let text = TraceLine.text(Input(time: 1.25, kind: c.kind))
            XCTAssertEqual(text, c.text, line: c.line)
            XCTAssertEqual(try TraceParser.parseLine(text, number: 1).kind, c.kind, line: c.line)
        }
    }

    /// The window's own events become trace events with what they carry.
    func testWindowEventsKeepTheirModifiersAndCancels() {
        XCTAssertEqual(Input(time: 2, kind: .key("space", modifiers: [.shift])).kind, .key("space", modifiers: [.shift]))
        XCTAssertEqual(Input(time: 2, kind: .cancel(Point(x: 3, y: 4))).kind, .cancel(Point(x: 3, y: 4)))
        XCTAssertEqual(Input(time: 2, kind: .up(Point(x: 3, y: 4))).kind, .up(Point(x: 3, y: 4)))
    }

    func testBadValuesNameTheProblem() {
        let cases: [(line: UInt, text: String, message: String)] = [
            (#line, #"{"t": 0, "type": "speed", "scale": 11}"#, "trace line 1: 'scale' must be from 0 to 10"),
            (#line, #"{"t": 0, "type": "speed", "scale": -1}"#, "trace line 1: 'scale' must be from 0 to 10"),
            (#line, #"{"t": 0, "type": "step", "seconds": 0}"#, "trace line 1: 'seconds' must be above 0 and at most 60"),
            (#line, #"{"t": 0, "type": "fingers"}"#, "trace line 1: missing boolean 'down'"),
            (#line, #"{"t": 0, "type": "fingers", "down": 1}"#, "trace line 1: 'down' must be true or false"),
            (#line, #"{"t": 0, "type": "key", "key": "a", "modifiers": "shift"}"#, "trace line 1: 'modifiers' must be a list of names"),
            (#line, #"{"t": 0, "type": "key", "key": "a", "modifiers": ["hyper"]}"#,
             "trace line 1: 'modifiers' holds an unknown name (names: shift, control, option, command)"),
            (#line, #"{"t": 0, "type": "cancel", "x": 1}"#, "trace line 1: missing number 'y'"),
        ]
        for c in cases {
            XCTAssertThrowsError(try TraceParser.parseLine(c.text, number: 1), line: c.line) { error in
                XCTAssertEqual((error as? AppError)?.message, c.message, line: c.line)
            }
        }
    }

    /// Played back, a cancel does not fling (an up does), and Shift+Space scrolls up (Space down).
    func testCancelsAndModifiersPlayAsTheyHappened() throws {
        let assets = try TestAssets()
        func offset(after events: [Input.Kind]) throws -> Double {
            let session = try SceneSession(sceneType: ListScene.self, assignments: [], viewport: Size(width: 390, height: 844),
                                           assets: assets)
            let driver = InputDriver(group: SessionGroup(session))
            driver.play(events.enumerated().map { Input(time: Double($0.offset) * 0.008, kind: $0.element) })
            driver.advance(to: 3)
            return session.scene.mainScrollView.contentOffset.y
        }
        let drag: [Input.Kind] = [.down(Point(x: 195, y: 700))] + (1...20).map { .move(Point(x: 195, y: 700 - 20 * Double($0))) }
        let flung = try offset(after: drag + [.up(Point(x: 195, y: 300))])
        let cancelled = try offset(after: drag + [.cancel(Point(x: 195, y: 300))])
        XCTAssertGreaterThan(flung - cancelled, 300, "an up flings on, a cancel stops (\(flung) vs \(cancelled))")
        let down = try offset(after: [.key("space"), .key("space")])
        let downAndUp = try offset(after: [.key("space"), .key("space"), .key("space", modifiers: [.shift])])
        XCTAssertGreaterThan(down - downAndUp, 300, "Shift+Space pages back up (\(down) vs \(downAndUp))")
    }
}
