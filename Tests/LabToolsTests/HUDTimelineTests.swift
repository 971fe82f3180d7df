import Graphics
@testable import LabBasics
@testable import LabDrawing
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// The HUD while paused: its plot holds the whole session since the load (replayed from the input
/// log, whenever H was pressed) on the timeline strip's time base, with a cursor at the frame shown,
/// and its state is the frame's.
final class HUDTimelineTests: CaptureTestCase {
    /// A slow drag up the list: down at y = 650, 6 pt every 16 ms for 0.96 s, then lifted.
    private static let slowDrag: String = {
        var lines = [#"{"t": 0, "type": "down", "x": 195, "y": 650}"#]
        for step in 1...60 { lines.append(#"{"t": \#(Double(step) * 0.016), "type": "move", "x": 195, "y": \#(650 - 6 * step)}"#) }
        lines.append(#"{"t": 0.976, "type": "up", "x": 195, "y": 290}"#)
        return lines.joined(separator: "\n") + "\n"
    }()

    func testTheHUDScrubbedMidDragShowsThatFrameOnTheStripsTimeBase() throws {
        let driver = try fixture.load(ListScene.self, at: 100)
        try driver.play(HUDTimelineTests.slowDrag, from: 101, until: 104)
        driver.press("p")
        try driver.play("", from: 104, until: 110)   // a pause: no time on the strip or the plot
        driver.press("h")                            // the HUD only now
        let session = driver.session
        let strip = try XCTUnwrap(qa.timelineStrip(viewport: session.window.size))
        XCTAssertEqual(strip.duration, 4, accuracy: 1e-6)
        qa.seekTimeline(toX: strip.x(for: 1.5), live: session)   // mid-drag
        let timeline = try XCTUnwrap(qa.timeline)
        let shown = try XCTUnwrap(timeline.session)
        let frame = try XCTUnwrap(timeline.frame)
        XCTAssertEqual(shown.scene.mainScrollView.phase, .dragging)

        let hud = try XCTUnwrap(qa.hudOverlay)
        let motion = try XCTUnwrap(hud.session, "the whole session is plotted while paused")
        XCTAssertEqual(motion.samples.count, 241, "every frame from the load to the pause at 4 s")
        XCTAssertEqual(motion.samples.first?.time, 0)
        XCTAssertEqual(motion.duration, strip.duration, accuracy: 1e-9, "the strip's time base")
        XCTAssertEqual(motion.cursor, Double(frame) / 60, accuracy: 1e-9)
        XCTAssertEqual(motion.samples[frame].offset, shown.scene.mainScrollView.contentOffset.y, accuracy: 1e-9)
        XCTAssertGreaterThan(motion.samples[240].offset, 300, "the drag is in the plot")
        let state = try XCTUnwrap(hud.history.readout).state
        XCTAssertTrue(state.contains { $0.value == "dragging" }, "\(state)")
        let offset = try XCTUnwrap(state.first { $0.key == "offsetY" }).value
        XCTAssertEqual(offset, ReadableNumber.text(shown.scene.mainScrollView.contentOffset.y), "the frame's offset")

        // Drawn: a red cursor at the frame's time, and time labels within the session.
        let panel = Rect(x: 398, y: 8, width: HUDRenderer.panelWidth, height: 828)
        var context = DrawingContext(list: DisplayList(), visibleRect: .zero, textMeasurer: fixture.assets.fonts)
        context.restart(visibleRect: Rect(x: 0, y: 0, width: 706, height: 844), scale: 1)
        OverlayComposer.draw(qa.overlay(over: shown), hud: hud, over: shown, panel: panel, context: &context)
        var cursors: [Rect] = [], times: [Double] = []
        for command in context.list.commands {
            if case let .fill(rect, color) = command, color == TimelineStrip.cursorColor, panel.contains(rect.origin) {
                cursors.append(rect)
            }
            if case let .text(run, origin, _) = command, panel.contains(origin), run.string.hasSuffix(" s"),
               let time = Double(run.string.dropLast(2)) {
                times.append(time)
            }
        }
        XCTAssertEqual(cursors.count, 1, "\(cursors)")
        let expectedX = PlotDrawer(style: .hud).x(of: motion.cursor, timeRange: motion.timeRange,
                                                  in: Rect(x: panel.minX + 4, y: 0, width: panel.width - 10, height: 1))
        XCTAssertEqual(try XCTUnwrap(cursors.first).midX, expectedX, accuracy: 0.01)
        XCTAssertFalse(times.isEmpty)
        XCTAssertTrue(times.allSatisfy { (0...4).contains($0) }, "\(times)")
    }
}
