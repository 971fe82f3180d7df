import Graphics
@testable import LabDrawing
import ScrollUI
@testable import Scenes
import XCTest
import TestKit

/// The plots' time labels: as precise as their ticks, never two alike, never over each other.
final class PlotTimeLabelTests: CaptureTestCase {
    func testALabelHasTheDecimalsItsStepNeeds() {
        let cases: [(line: UInt, time: Double, step: Double, expected: String)] = [
            (#line, 187.5, 0.5, "187.5 s"), (#line, 188, 0.5, "188 s"), (#line, 188.5, 0.5, "188.5 s"),
            (#line, 12.25, 0.05, "12.25 s"), (#line, 3, 1, "3 s"), (#line, 40, 10, "40 s"), (#line, 0.2, 0.2, "0.2 s"),
            (#line, -0.0001, 0.5, "0 s"),
        ]
        for c in cases { XCTAssertEqual(PlotDrawer.timeLabel(c.time, step: c.step), c.expected, line: c.line) }
    }

    /// The HUD's plot after 188 s, in 320, 390 and 430 pt wide windows (the panel over the viewport
    /// at the bottom, as the window lays it out when there is no room beside): the time labels
    /// read differently and none touches another.
    func testTheHUDsTimeLabelsAfterThreeMinutesAreDistinct() throws {
        for width in [320.0, 390, 430] {
            let viewport = Size(width: width, height: 844)
            let driver = try fixture.load(ListScene.self, viewport: viewport, at: 0)
            if !qa.isHUDVisible { driver.press("h") }
            try driver.play(Traces.fling(start: 186, end: 188.7), from: 0, until: 188.7)
            let panel = Rect(x: 8, y: viewport.height - 460 - 8, width: min(HUDRenderer.panelWidth, width - 16), height: 460)
            var context = DrawingContext(list: DisplayList(), visibleRect: .zero, textMeasurer: fixture.assets.fonts)
            context.restart(visibleRect: Rect(origin: .zero, size: viewport), scale: 1)
            OverlayComposer.draw(qa.overlay(over: driver.session), hud: qa.hudOverlay, over: driver.session, panel: panel,
                                 context: &context)
            var labels: [(text: String, rect: Rect)] = []
            for command in context.list.commands {
                guard case let .text(run, origin, _) = command, run.string.hasSuffix(" s"),
                      Double(run.string.dropLast(2)) != nil else { continue }
                labels.append((run.string, Rect(origin: origin, size: fixture.assets.fonts.size(of: run))))
            }
            let texts = labels.map(\.text)
            XCTAssertGreaterThanOrEqual(labels.count, 3, "\(width) pt: \(texts)")
            XCTAssertEqual(Set(texts).count, texts.count, "\(width) pt: \(texts)")
            for (a, b) in zip(labels, labels.dropFirst()) {
                XCTAssertFalse(a.rect.intersects(b.rect), "\(width) pt: \(a.text) and \(b.text) overlap")
            }
            for label in labels { XCTAssertLessThanOrEqual(label.rect.maxX, panel.maxX, "\(width) pt: \(label.text)") }
        }
    }
}
