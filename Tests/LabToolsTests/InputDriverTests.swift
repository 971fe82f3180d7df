import Graphics
@testable import LabBasics
@testable import Playback
import Scenes
import ScrollUI
import XCTest
import TestKit

/// The one clock that plays input: due events at their own times (shifted), then the windows advance.
final class InputDriverTests: XCTestCase {
    private var window: Window!
    private var driver: InputDriver!

    override func setUpWithError() throws {
        window = Window(size: Size(width: 390, height: 844), textMeasurer: try TestAssets().fonts)
        driver = InputDriver(windows: [window])
    }

    private func event(_ time: Double, _ kind: Input.Kind) -> Input {
        Input(time: time, kind: kind)
    }

    func testDueEventsApplyThenTheWindowAdvances() {
        driver.play([event(0.1, .down(Point(x: 10, y: 20))), event(0.2, .move(Point(x: 10, y: 40))),
                     event(0.5, .up(Point(x: 10, y: 40)))])
        driver.advance(to: 0.25)
        XCTAssertEqual(driver.playedCount, 2)
        XCTAssertEqual(driver.playedEvents.map(\.time), [0.1, 0.2])
        XCTAssertTrue(window.isPointerDown)
        XCTAssertEqual(window.pointerLocation, Point(x: 10, y: 40))
        XCTAssertEqual(window.now, 0.25)
        XCTAssertEqual(driver.nextEventTime, 0.5)
        driver.advance(to: 0.5)
        XCTAssertFalse(window.isPointerDown, "an event at exactly the time asked for is due")
        XCTAssertNil(driver.nextEventTime)
    }

    func testAShiftMovesEveryEventOnTheWindowsClock() {
        var seen: [Input] = []
        driver.didApply = { seen.append($0) }
        driver.play([event(0.1, .resize(Size(width: 300, height: 500)))], shift: 10)
        XCTAssertEqual(driver.nextEventTime, 10.1)
        driver.advance(to: 10.05)
        XCTAssertEqual(window.size, Size(width: 390, height: 844))
        driver.advance(to: 10.1)
        XCTAssertEqual(window.size, Size(width: 300, height: 500))
        XCTAssertEqual(seen, [event(10.1, .resize(Size(width: 300, height: 500)))], "seen at its time on the window's clock")
    }

    /// An input up to 1 µs past the time asked for is due by it (a written trace's 1/60 s is 0.016667).
    func testTheToleranceTakesEventsUpToAMicrosecondPastTheTime() {
        let cases: [(time: Double, asked: Double, due: Bool)] = [
            (0.1 + 5e-10, 0.1, true), (0.1 + 0.9e-6, 0.1, true), (0.016667, 1.0 / 60, true), (0.1 + 1.1e-6, 0.1, false),
            (0.0167, 1.0 / 60, false), (0.05, 0.05, true)]
        for (time, asked, due) in cases {
            let driver = InputDriver(windows: [window])
            driver.play([event(time, .key("down"))])
            driver.advance(to: asked)
            XCTAssertEqual(driver.playedCount, due ? 1 : 0, "input at \(time) s, asked \(asked) s")
        }
    }

    func testRestartAndAppend() {
        driver.play([event(0.1, .wait)])
        driver.advance(to: 1)
        driver.restart(shift: 2)
        XCTAssertEqual(driver.playedCount, 0)
        XCTAssertEqual(driver.nextEventTime, 2.1)
        driver.advance(to: 2.1)
        driver.append([event(0.3, .wait)])
        XCTAssertEqual(driver.nextEventTime, 2.3)
    }

    /// Input applied now moves every window's clock to its time first; the speed and steps of the
    /// animation clock are input too; an option change goes to the scenes once, and a refused one is
    /// neither applied nor seen.
    func testAppliedInputMovesEveryClock() throws {
        let other = Window(size: Size(width: 390, height: 844), textMeasurer: try TestAssets().fonts)
        var options: [String] = [], seen: [Input.Kind] = []
        let both = InputDriver(windows: [window, other]) { assignment in
            guard assignment != "bad=1" else { throw AppError.usage("refused") }
            options.append(assignment)
        }
        both.didApply = { (event: Input) in seen.append(event.kind) }
        try both.apply(event(0.5, .speed(0.1)))
        XCTAssertEqual([window.now, other.now], [0.5, 0.5])
        XCTAssertEqual([window.timeScale, other.timeScale], [0.1, 0.1])
        try both.apply(event(1.5, .speed(0)))
        XCTAssertEqual(window.animationTime, 0.6, accuracy: 1e-12, "0.1 s of animation in a second of slow motion")
        try both.apply(event(2, .step(0.25)))
        XCTAssertEqual([window.animationTime, other.animationTime].map { ($0 * 1e9).rounded() / 1e9 }, [0.85, 0.85])
        try both.apply(event(2.5, .option("half=450")))
        XCTAssertThrowsError(try both.apply(event(3, .option("bad=1"))))
        XCTAssertEqual(options, ["half=450"])
        XCTAssertEqual(seen, [.speed(0.1), .speed(0), .step(0.25), .option("half=450")])
        both.advance(to: 2)
        XCTAssertEqual(window.now, 3, "a clock never goes back")
    }
}
