import Graphics
import ScrollUI
import XCTest
@testable import Components

/// The controller on a real list in a 390 x 844 window under a 135 pt bar, driven by pointer events
/// in virtual time: the seed's insets and offsets, the actions run once, the ways back.
final class PullPromotionControllerTests: XCTestCase {
    private static let bar = 135.0

    private final class Rig {
        let window = Window(size: Size(width: 390, height: 844), textMeasurer: FixedAdvanceMeasurer())
        let list = ListView()
        let controller = PullPromotionController(restingInsetTop: PullPromotionControllerTests.bar)
        var time = 0.0
        var pointerY = 0.0
        var refreshes = 0, promotions = 0

        init() {
            list.rowHeight = 100
            list.rowCount = 50
            list.alwaysBounceVertical = true
            window.setContent(list)
            window.layoutIfNeeded()
            controller.attach(to: list)
            list.contentOffset = Point(x: 0, y: -PullPromotionControllerTests.bar)
            controller.refreshAction = { [unowned self] in self.refreshes += 1 }
            controller.promotionAction = { [unowned self] in self.promotions += 1 }
        }

        var offset: Double { list.contentOffset.y }
        var state: PullPromotionState { controller.state }

        func press(at y: Double = 300) {
            pointerY = y
            window.apply(Input(time: time, kind: .down(Point(x: 195, y: y))))
        }

        /// Moves the pressed pointer 2 pt every 8 ms (250 pt/s) until the pull reaches `target` (down)
        /// or falls to it (up).
        func move(untilPull target: Double) {
            let down = target > controller.pull
            for _ in 0..<2000 {
                if down ? controller.pull >= target : controller.pull <= target { break }
                time += 0.008
                pointerY += down ? 2 : -2
                window.apply(Input(time: time, kind: .move(Point(x: 195, y: pointerY))))
            }
        }

        /// Holds still for 0.1 s (no fling) and lifts.
        func release(hold: Double = 0.1) {
            time += hold
            window.apply(Input(time: time, kind: .move(Point(x: 195, y: pointerY))))
            window.apply(Input(time: time, kind: .up(Point(x: 195, y: pointerY))))
        }

        func run(_ seconds: Double) {
            let end = time + seconds
            while time < end - 1e-9 { time = min(end, time + 1.0 / 60); window.advance(to: time) }
        }
    }

    func testAPullPastSeventyRefreshesOnceAndRestsSeventyDown() {
        let rig = Rig()
        rig.press()
        rig.move(untilPull: 85)
        XCTAssertEqual(rig.state, .refreshTriggered)
        rig.release()
        XCTAssertEqual(rig.state, .refreshing)
        XCTAssertEqual(rig.refreshes, 1)
        XCTAssertEqual(rig.list.contentInset.top, 205)
        rig.run(0.1)
        XCTAssertLessThan(rig.offset, -205.5, "still on its 0.2 s way")
        rig.run(0.15)
        XCTAssertEqual(rig.offset, -205, accuracy: 1e-6)
        XCTAssertEqual(rig.controller.refreshCount, 1)
        XCTAssertEqual(rig.controller.crossingCount, 1)

        var completions = 0
        rig.controller.endRefreshing { completions += 1 }
        XCTAssertEqual(rig.state, .stopped)
        XCTAssertEqual(rig.list.contentInset.top, 135)
        XCTAssertEqual(completions, 0, "waits for the list to get back")
        rig.run(0.25)
        XCTAssertEqual(rig.offset, -135, accuracy: 1e-6)
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(rig.refreshes, 1)
    }

    func testPullsWhileRefreshingChangeNothing() {
        let rig = Rig()
        rig.press(); rig.move(untilPull: 85); rig.release(); rig.run(0.5)
        rig.press(); rig.move(untilPull: 160)
        XCTAssertEqual(rig.state, .refreshing)
        rig.release(); rig.run(1)
        XCTAssertEqual(rig.state, .refreshing)
        XCTAssertEqual(rig.refreshes, 1)
        XCTAssertEqual(rig.promotions, 0)
        XCTAssertEqual(rig.offset, -205, accuracy: 1e-6)
        XCTAssertEqual(rig.controller.crossingCount, 1)
    }

    func testAPullPastAHundredOpensThePromotionFullScreenAndCloseReturns() {
        let rig = Rig()
        rig.press(); rig.move(untilPull: 120)
        XCTAssertEqual(rig.state, .promotionTriggered)
        XCTAssertEqual(rig.controller.crossingCount, 2)
        rig.release()
        XCTAssertEqual(rig.state, .promotionShowing)
        XCTAssertEqual(rig.promotions, 1)
        XCTAssertEqual(rig.list.contentInset.top, 979, "the page a whole screen down: 844 + 135")
        rig.run(0.35)
        XCTAssertEqual(rig.offset, -979, accuracy: 1e-6)
        XCTAssertTrue(rig.controller.closePromotion())
        XCTAssertEqual(rig.state, .promotionClosing)
        XCTAssertEqual(rig.list.contentInset.top, 135)
        rig.run(0.4)
        XCTAssertEqual(rig.offset, -135, accuracy: 1e-6)
        XCTAssertEqual(rig.state, .stopped, "closed once back at rest")
        XCTAssertFalse(rig.controller.closePromotion(), "nothing to close")
        XCTAssertEqual(rig.promotions, 1)
        XCTAssertEqual(rig.refreshes, 0)
    }

    func testDraggingThePromotionUpClosesItAndAShortDragSnapsBack() {
        let rig = Rig()
        rig.press(); rig.move(untilPull: 120); rig.release(); rig.run(0.5)
        XCTAssertEqual(rig.offset, -979, accuracy: 1e-6)
        // Up by about 40 pt: back to full screen.
        rig.press(at: 600); rig.move(untilPull: 844 - 40); rig.release(); rig.run(1)
        XCTAssertEqual(rig.state, .promotionShowing)
        XCTAssertEqual(rig.offset, -979, accuracy: 0.5)
        // Up by about 120 pt: closes and returns to the top.
        rig.press(at: 600); rig.move(untilPull: 844 - 120); rig.release(); rig.run(1.5)
        XCTAssertEqual(rig.state, .stopped)
        XCTAssertEqual(rig.list.contentInset.top, 135)
        XCTAssertEqual(rig.offset, -135, accuracy: 0.5)
        XCTAssertEqual(rig.promotions, 1)
    }

    func testPullingBackBeforeReleaseDowngradesOrCancels() {
        let rig = Rig()
        rig.press(); rig.move(untilPull: 120); rig.move(untilPull: 90)
        XCTAssertEqual(rig.state, .refreshTriggered)
        rig.release()
        XCTAssertEqual(rig.state, .refreshing)
        XCTAssertEqual(rig.promotions, 0)
        XCTAssertEqual(rig.refreshes, 1)

        let cancel = Rig()
        cancel.press(); cancel.move(untilPull: 120); cancel.move(untilPull: 50)
        XCTAssertEqual(cancel.state, .stopped)
        cancel.release(); cancel.run(1)
        XCTAssertEqual(cancel.state, .stopped)
        XCTAssertEqual(cancel.refreshes + cancel.promotions, 0)
        XCTAssertEqual(cancel.offset, -135, accuracy: 0.5)
        XCTAssertEqual(cancel.list.contentInset.top, 135)
    }

    /// From the release on, the page's bars go on from where the finger left them and catch up with
    /// the list: open, dragged up and closing, the page moves whole (its bars' offset is the pull),
    /// where a finger's pull leaves a strip between them (the refresh header's room).
    func testThePageMovesWholeOnceThePromotionOpens() {
        let rig = Rig()
        rig.press(); rig.move(untilPull: 120)
        let held = rig.controller.pageOffset
        XCTAssertGreaterThan(rig.controller.pull - held, 90, "a finger's pull: the strip")
        rig.release()
        XCTAssertEqual(rig.state, .promotionShowing)
        XCTAssertEqual(rig.controller.pageOffset, held, accuracy: 1e-9, "no jump at the release")
        rig.run(0.5)
        XCTAssertEqual(rig.controller.pageOffset, 844, accuracy: 1e-6, "open: off the screen")
        rig.press(at: 600); rig.move(untilPull: 790)
        XCTAssertEqual(rig.state, .promotionShowing)
        XCTAssertEqual(rig.controller.pageOffset, rig.controller.pull, accuracy: 1e-9, "dragged up: whole")
        rig.release(); rig.run(0.5)
        XCTAssertTrue(rig.controller.closePromotion())
        var frames = 0
        while rig.state == .promotionClosing, frames < 120 {
            rig.run(1.0 / 60)
            frames += 1
            XCTAssertEqual(rig.controller.pageOffset, max(0, rig.controller.pull), accuracy: 1e-9, "closing: whole, frame \(frames)")
        }
        XCTAssertEqual(rig.state, .stopped)
        XCTAssertEqual(rig.controller.pageOffset, 0, accuracy: 1e-9)
    }

    func testAResizeKeepsTheOpenPromotionFullScreen() {
        let rig = Rig()
        rig.press(); rig.move(untilPull: 120); rig.release(); rig.run(0.5)
        rig.window.size = Size(width: 430, height: 932)
        rig.window.layoutIfNeeded()
        rig.controller.layoutDidChange()
        XCTAssertEqual(rig.list.contentInset.top, 932 + 135, "the page a whole new screen down")
        XCTAssertEqual(rig.offset, -(932 + 135))
        XCTAssertEqual(rig.controller.pageOffset, 932, accuracy: 1e-9, "the page's bars a whole new screen down")
    }

    /// The promotion's reveal follows dragged pulls only: pulling further while refreshing, or a
    /// fling's bounce past the top, never uncovers more than a refresh does.
    func testTheRevealFollowsDraggedPullsOnly() {
        let rig = Rig()
        rig.press(); rig.move(untilPull: 90)
        XCTAssertEqual(rig.controller.revealPull, rig.controller.pull, "a finger's pull previews")
        rig.release(); rig.run(1)
        XCTAssertEqual(rig.state, .refreshing)
        rig.press(); rig.move(untilPull: 160)
        XCTAssertGreaterThan(rig.controller.pull, 150)
        XCTAssertEqual(rig.controller.revealPull, rig.controller.configuration.refreshingHeight, "no preview while refreshing")
        rig.release(); rig.run(1)
        rig.controller.endRefreshing(); rig.run(1)
        XCTAssertEqual(rig.state, .stopped)
        // A hard fling toward the top (6250 pt/s, about 5850 at the edge): its bounce goes past the top by
        // about 0.016 s × that (PHYSICS.md §4) but reveals no more than a refresh.
        rig.list.contentOffset = Point(x: 0, y: 200)
        rig.press(at: 300)
        for _ in 0..<8 { rig.time += 0.008; rig.pointerY += 50; rig.window.apply(Input(time: rig.time, kind: .move(Point(x: 195, y: rig.pointerY)))) }
        rig.window.apply(Input(time: rig.time, kind: .up(Point(x: 195, y: rig.pointerY))))
        var largestPull = 0.0, largestReveal = 0.0
        for _ in 0..<120 {
            rig.run(1.0 / 60)
            largestPull = max(largestPull, rig.controller.pull)
            largestReveal = max(largestReveal, rig.controller.revealPull)
        }
        XCTAssertGreaterThan(largestPull, rig.controller.configuration.refreshThreshold, "the bounce went past the threshold")
        XCTAssertLessThanOrEqual(largestReveal, rig.controller.configuration.refreshThreshold)
        XCTAssertEqual(rig.state, .stopped, "a bounce triggers nothing")
    }
}
