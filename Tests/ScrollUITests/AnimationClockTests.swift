import Graphics
import XCTest
@testable import ScrollUI

/// Slow motion, pause and single steps act on the animation clock only (iOS Simulator's Slow Animations).
final class AnimationClockTests: XCTestCase {
    private func flingOffsets(timeScale: Double, at times: [Double]) -> [Double] {
        var h = Harness(contentHeight: 100_000)
        h.window.timeScale = timeScale
        h.down(700)
        h.drag(from: 700, to: 300, speed: 2000)
        XCTAssertEqual(h.offset, 390, accuracy: 11, "the drag itself is not slowed")
        h.up(300)
        let release = h.time
        return times.map { dt in
            h.run(until: release + dt)
            return h.offset
        }
    }

    func testSlowMotionRunsMotionTenTimesSlower() {
        let normal = flingOffsets(timeScale: 1, at: [0.05, 0.1, 0.3])
        let slow = flingOffsets(timeScale: 0.1, at: [0.5, 1.0, 3.0])
        for (a, b) in zip(normal, slow) { XCTAssertEqual(a, b, accuracy: 1e-6) }
    }

    /// A flick paused 0.1 s after its release.
    private func pausedFlick() -> Harness {
        var h = Harness(contentHeight: 100_000)
        h.down(700)
        h.drag(from: 700, to: 300, speed: 2000)
        h.up(300)
        h.run(until: h.time + 0.1)
        h.window.timeScale = 0
        return h
    }

    func testPauseFreezesMotionAndStepAdvancesOneFrame() {
        var h = pausedFlick()
        let frozen = h.offset
        h.run(until: h.time + 1)
        XCTAssertEqual(h.offset, frozen)
        XCTAssertTrue(h.scrollView.isMoving)
        h.window.step(by: 1.0 / 60)
        let stepped = h.offset
        XCTAssertGreaterThan(stepped, frozen)
        h.window.timeScale = 1
        h.run(until: h.time + 0.5)
        XCTAssertGreaterThan(h.offset, stepped)
    }

    /// A paused flick asks for no frame however long the window's clock runs (the window then waits
    /// for input instead of drawing the same frame), and asks again once the clock moves.
    func testAPausedMotionAsksForNoFrames() {
        var h = pausedFlick()
        h.run(until: h.time + 1.0 / 60)
        _ = h.window.makeDisplayList(scale: 1)
        var frames = 0
        for k in 1...120 {
            h.window.advance(to: h.time + Double(k) / 60)
            if h.window.needsDisplay { frames += 1 }
            _ = h.window.makeDisplayList(scale: 1)
        }
        XCTAssertEqual(frames, 0, "frames asked for in 2 s of a paused flick")
        XCTAssertTrue(h.window.isAnimating, "the flick waits for the clock")
        h.window.timeScale = 1
        h.window.advance(to: h.time + 2 + 1.0 / 60)
        XCTAssertTrue(h.window.needsDisplay)
    }
}
