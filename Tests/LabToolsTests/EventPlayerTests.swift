import Graphics
@testable import LabTools
import ScrollUI
import XCTest
import TestKit

/// The one loop that plays input: due events at their own times (shifted), then the window advances.
final class EventPlayerTests: XCTestCase {
    private var window: Window!

    override func setUpWithError() throws {
        window = Window(size: Size(width: 390, height: 844), textMeasurer: try TestAssets().fonts)
    }

    private func event(_ time: Double, _ kind: TraceEvent.Kind) -> TraceEvent {
        TraceEvent(time: time, kind: kind, line: 0)
    }

    func testDueEventsApplyThenTheWindowAdvances() {
        var player = EventPlayer(events: [event(0.1, .down(Point(x: 10, y: 20))), event(0.2, .move(Point(x: 10, y: 40))),
                                          event(0.5, .up(Point(x: 10, y: 40)))])
        player.play(until: 0.25, on: window)
        XCTAssertEqual(player.playedCount, 2)
        XCTAssertEqual(player.playedEvents.map(\.time), [0.1, 0.2])
        XCTAssertTrue(window.isPointerDown)
        XCTAssertEqual(window.pointerLocation, Point(x: 10, y: 40))
        XCTAssertEqual(window.now, 0.25)
        XCTAssertEqual(player.nextEventTime, 0.5)
        player.play(until: 0.5, on: window)
        XCTAssertFalse(window.isPointerDown, "an event at exactly the time asked for is due")
        XCTAssertNil(player.nextEventTime)
    }

    func testAShiftMovesEveryEventOnTheWindowsClock() {
        var player = EventPlayer(events: [event(0.1, .resize(Size(width: 300, height: 500)))], shift: 10)
        XCTAssertEqual(player.nextEventTime, 10.1)
        player.play(until: 10.05, on: window)
        XCTAssertEqual(window.size, Size(width: 390, height: 844))
        player.play(until: 10.1, on: window)
        XCTAssertEqual(window.size, Size(width: 300, height: 500))
    }

    func testTheToleranceTakesEventsJustPastTheTime() {
        let late = [event(0.1 + 5e-10, .key("down"))]
        var exact = EventPlayer(events: late)
        exact.play(until: 0.1, on: window)
        XCTAssertEqual(exact.playedCount, 0)
        var tolerant = EventPlayer(events: late, tolerance: 1e-9)
        tolerant.play(until: 0.1, on: window)
        XCTAssertEqual(tolerant.playedCount, 1)
    }

    func testRestartAndAppend() {
        var player = EventPlayer(events: [event(0.1, .wait)])
        player.play(until: 1, on: window)
        player.restart(shift: 2)
        XCTAssertEqual(player.playedCount, 0)
        XCTAssertEqual(player.nextEventTime, 2.1)
        player.play(until: 2.1, on: window)
        player.append([event(0.3, .wait)])
        XCTAssertEqual(player.nextEventTime, 2.3)
    }
}
