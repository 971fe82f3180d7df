import Graphics
@testable import LabDrawing
@testable import Studio
@testable import Playback
@testable import Rendering
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// The HUD: its state table never lets a long value run into the next column; its curves are one
/// segment per device pixel column; its numbers change ten times a second; a frame of a still
/// scene with the HUD on draws only inside the HUD's panel, and a frame between two readings only
/// at the graphs' cursors.
final class HUDRendererTests: XCTestCase {
    /// Every character is half the font size wide.
    final class HalfEm: TextMeasuring {
        func size(of run: TextRun) -> Size { Size(width: Double(run.string.count) * run.font.size / 2, height: run.font.size) }
        func ascent(of font: Font) -> Double { font.size }
    }

    func testLongValuesAreShortenedToTheirColumn() {
        let font = Font(size: 12)
        let cases: [(line: UInt, text: String, width: Double, expected: String)] = [
            (#line, "idle", 50, "idle"),
            (#line, "promotionShowing", 96, "promotionShowing"),
            (#line, "promotionShowing", 50, "promoti…"),
            (#line, "promotionShowing", 5, "…"),
        ]
        for c in cases {
            XCTAssertEqual(TextTruncation.run(c.text, font: font, width: c.width, measurer: HalfEm()).string, c.expected, line: c.line)
        }
    }

    /// A session whose list flings, with the HUD on beside its viewport, sampled and timed at `fps`
    /// for `frames` frames.
    private func hudSession(fps: Double, frames: Int) throws -> (SceneSession, QAController, TestAssets) {
        let assets = try TestAssets()
        let session = try SceneSession(sceneType: ListScene.self, assignments: [], viewport: Size(width: 390, height: 844), assets: assets)
        let qa = QAController()
        qa.show(touches: false, guides: false, hud: true)
        let player = ScriptPlayer(script: BenchScript.events(for: "list"), session: session, fps: fps)
        for frame in 0..<frames {
            player.play(frame: frame)
            qa.hud.timings.record(frameTime: Double(frame) / fps, work: 0.001 + Double(frame % 7) * 1e-4, upload: 0.0003,
                                  display: 0.002, wasMoving: true)
            qa.sample(session)
        }
        return (session, qa, assets)
    }

    private static let panel = Rect(x: 398, y: 8, width: HUDRenderer.panelWidth, height: 828)

    /// Three seconds at 300 frames a second (900 samples a curve) are drawn with at most one
    /// segment per device pixel column of the plot.
    func testAFastWindowsPlotIsAtMostOneSegmentPerColumn() throws {
        let (session, qa, assets) = try hudSession(fps: 300, frames: 900)
        for scale in [1.0, 2] {
            var context = DrawingContext(list: DisplayList(), visibleRect: .zero, textMeasurer: assets.fonts)
            context.restart(visibleRect: Rect(x: 0, y: 0, width: 706, height: 844), scale: scale)
            OverlayComposer.draw(qa.overlay(over: session), hud: qa.hudOverlay, over: session, panel: Self.panel, context: &context)
            // Curve segments are one device column wide.
            let segments = context.list.commands.filter {
                if case let .fill(rect, _) = $0 { return abs(rect.width * scale - 1) < 1e-9 } else { return false }
            }.count
            let columns = Int(Self.panel.width * scale)
            XCTAssertGreaterThan(segments, 0)
            XCTAssertLessThanOrEqual(segments, 3 * columns + FrameTimings.historyLength * 3, "@\(scale)")
            XCTAssertLessThan(segments, 3 * 900, "fewer segments than samples @\(scale)")
        }
    }

    /// The texts are read ten times a second: frames within 0.1 s show the same numbers.
    func testTheNumbersChangeTenTimesASecond() throws {
        let (session, qa, assets) = try hudSession(fps: 60, frames: 40)
        func texts() -> [String] {
            var context = DrawingContext(list: DisplayList(), visibleRect: Rect(x: 0, y: 0, width: 706, height: 844),
                                         textMeasurer: assets.fonts)
            OverlayComposer.draw(qa.overlay(over: session), hud: qa.hudOverlay, over: session, panel: Self.panel, context: &context)
            // Every text but the plot's axis labels (10 pt: they follow the curves, drawn every frame).
            return context.list.commands.compactMap {
                if case let .text(run, _, _) = $0, run.font.size != 10 { return run.string } else { return nil }
            }
        }
        let readout = try XCTUnwrap(qa.hud.readout)
        let player = ScriptPlayer(script: BenchScript.events(for: "list"), session: session, fps: 60)
        var shown = texts(), changes = 0
        for frame in 40..<100 {
            player.play(frame: frame)
            qa.hud.timings.record(frameTime: Double(frame) / 60, work: Double(frame) * 1e-5, upload: 0.0003, display: 0.002, wasMoving: true)
            qa.sample(session)
            let now = texts()
            if now != shown { changes += 1 }
            shown = now
        }
        XCTAssertGreaterThan(readout.time, 0)
        XCTAssertGreaterThanOrEqual(changes, 5, "the numbers move")
        XCTAssertLessThanOrEqual(changes, 11, "one second: at most ten readings and the first")
    }

    /// With the scene still, a frame with the HUD on draws only inside the HUD's panel.
    func testAFrameOfAStillSceneDrawsOnlyInsideThePanel() throws {
        let (session, qa, assets) = try hudSession(fps: 60, frames: 30)
        let renderer = FrameRenderer(fonts: assets.fonts)
        let canvas = Size(width: 706, height: 844)
        for frame in 0..<4 {
            qa.hud.timings.record(frameTime: 1 + Double(frame) / 60, work: 0.001 * Double(frame + 1), upload: 0.0003,
                                  display: 0.002, wasMoving: false)
            qa.sample(session)
            renderer.render(session.window, scale: 2, canvas: canvas) {
                OverlayComposer.draw(qa.overlay(over: session), hud: qa.hudOverlay, over: session, panel: Self.panel, context: &$0)
            }
            guard frame > 0 else { continue }
            XCTAssertFalse(renderer.frames.drewWholeFrame)
            XCTAssertFalse(renderer.frames.damage.isEmpty, "the graph moved")
            for rect in renderer.frames.damage.rects {
                XCTAssertGreaterThanOrEqual(rect.minX, Int(Self.panel.minX * 2), "frame \(frame): \(rect)")
            }
        }
    }

    /// Once the sweeps have come round, a frame of a moving scene between two readings of the
    /// numbers (and with the same axes) redraws in the HUD only the columns at the graphs' cursors:
    /// the newest bar and samples, the gap moving on.
    func testAFrameBetweenReadingsRedrawsTheCursorsOnly() throws {
        let (session, qa, assets) = try hudSession(fps: 60, frames: 300)
        let renderer = FrameRenderer(fonts: assets.fonts)
        let canvas = Size(width: 706, height: 844)
        let panel = PixelRect(minX: Int(Self.panel.minX * 2), minY: Int(Self.panel.minY * 2), maxX: Int(Self.panel.maxX * 2),
                              maxY: Int(Self.panel.maxY * 2))
        let player = ScriptPlayer(script: BenchScript.events(for: "list"), session: session, fps: 60)
        var last: (reading: Double, axes: [String])?, checked = 0
        for frame in 0..<360 {
            player.play(frame: frame)
            guard frame >= 300 else { continue }
            qa.hud.timings.record(frameTime: Double(frame) / 60, work: 0.001 + Double(frame % 7) * 1e-4, upload: 0.0003,
                                  display: 0.002, wasMoving: true)
            qa.sample(session)
            var axes: [String] = []
            renderer.render(session.window, scale: 2, canvas: canvas) {
                OverlayComposer.draw(qa.overlay(over: session), hud: qa.hudOverlay, over: session, panel: Self.panel, context: &$0)
                // The plot's axis labels (10 pt): new ones mean new axes, the plot drawn again.
                axes = $0.list.commands.compactMap { if case let .text(run, _, _) = $0, run.font.size == 10 { run.string } else { nil } }
            }
            let now = (reading: try XCTUnwrap(qa.hud.readout).time, axes: axes)
            defer { last = now }
            guard let last, last.reading == now.reading, last.axes == now.axes else { continue }
            checked += 1
            XCTAssertFalse(renderer.frames.drewWholeFrame)
            let inPanel = renderer.frames.damage.rects.reduce(0) { $0 + $1.intersection(panel).area }
            XCTAssertLessThan(inPanel, panel.area / 50, "frame \(frame): \(renderer.frames.damage.rects)")
        }
        XCTAssertGreaterThan(checked, 30)
    }
}
