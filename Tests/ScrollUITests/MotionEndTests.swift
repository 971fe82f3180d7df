import Graphics
@testable import ScrollUI
import ScrollPhysics
import XCTest

/// `motionEndTime`: when the motion in force will be done, as its simulations tell, whatever their
/// stop rule; the view goes idle in the frame that reaches it (no behaviour hands over to a snap).
final class MotionEndTests: XCTestCase {
    /// Frames of this many seconds find the moment the view goes idle.
    private static let frame = 1.0 / 600
    /// Rounding of the clocks' sums, seconds.
    private static let resolution = 1e-9

    func testTheViewGoesIdleWhenItsMotionSaysItIsDone() {
        let cases: [(line: UInt, content: Double, rate: DecelerationRate, speed: Double, overscroll: Double)] = [
            (#line, 100_000, .normal, 2000, 0),      // a coast
            (#line, 100_000, .fast, 5000, 0),
            (#line, 100_000, .normal, 16_000, 0),    // faster than a single fling: carried momentum
            (#line, 2000, .normal, 3000, 0),         // a coast into the end and its bounce
            (#line, 10_000, .normal, 0, 120),        // the spring back from a pull past the top
        ]
        for c in cases {
            var h = Harness(contentHeight: c.content)
            h.scrollView.decelerationRate = c.rate
            if c.overscroll > 0 {
                h.down(300)
                h.drag(from: 300, to: 300 + 10 + c.overscroll * 3, speed: 400)
                h.time += 0.1
                h.move(300 + 10 + c.overscroll * 3)
                h.up(300 + 10 + c.overscroll * 3)
            } else {
                h.scrollView.resumeMotion(velocity: Point(x: 0, y: c.speed))
            }
            let end = try? XCTUnwrap(h.scrollView.motionEndTime, line: c.line)
            guard let end else { continue }
            XCTAssertGreaterThan(end, h.window.animationTime, line: c.line)
            var idleAt: Double?
            while idleAt == nil, h.time < end + 1 {
                h.time += Self.frame
                h.window.advance(to: h.time)
                if h.scrollView.phase == .idle { idleAt = h.window.animationTime }
            }
            let idle = try? XCTUnwrap(idleAt, "never idle", line: c.line)
            XCTAssertEqual(idle ?? 0, end, accuracy: Self.frame + Self.resolution, line: c.line)
            XCTAssertGreaterThanOrEqual((idle ?? 0) + Self.resolution, end, "not idle before its end", line: c.line)
            XCTAssertNil(h.scrollView.motionEndTime, "nothing moves", line: c.line)
        }
    }

    /// The end is on the animation clock: in slow motion it is ten times as far on the input clock.
    func testTheEndIsOnTheAnimationClock() {
        var normal = Harness(contentHeight: 100_000), slow = Harness(contentHeight: 100_000)
        slow.window.timeScale = 0.1
        for h in [normal, slow] { h.scrollView.resumeMotion(velocity: Point(x: 0, y: 2000)) }
        let a = normal.scrollView.motionEndTime ?? 0, b = slow.scrollView.motionEndTime ?? 0
        XCTAssertEqual(a, b, accuracy: 1e-9)
        normal.run(until: a + 0.01)
        slow.run(until: a + 0.01)
        XCTAssertEqual(normal.scrollView.phase, .idle)
        XCTAssertNotEqual(slow.scrollView.phase, .idle)
    }

    func testAViewAtRestHasNoEnd() {
        XCTAssertNil(Harness().scrollView.motionEndTime)
    }
}
