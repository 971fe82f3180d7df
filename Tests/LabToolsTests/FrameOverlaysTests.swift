import Foundation
import Graphics
@testable import LabBasics
@testable import LabDrawing
@testable import Playback
import Rendering
@testable import Scenes
@testable import LabTraces
import XCTest
import TestKit

/// `replay --overlays`: the names it takes, the canvas it draws on, and the touch indicator in the pixels.
final class FrameOverlaysTests: XCTestCase {
    func testListsOfNames() throws {
        let cases: [(line: UInt, list: String, kinds: FrameOverlays.Kinds?)] = [
            (#line, "touches", [.touches]),
            (#line, "guides,hud", [.guides, .hud]),
            (#line, "hud,touches,guides", [.touches, .guides, .hud]),
            (#line, "touches,touches", [.touches]),
            (#line, "", nil),
            (#line, "touch", nil),
            (#line, "touches,", nil),
            (#line, "HUD", nil),
            (#line, "touches guides", nil),
        ]
        for c in cases {
            do {
                let kinds = try FrameOverlays.Kinds(list: c.list)
                XCTAssertEqual(kinds, c.kinds, line: c.line)
            } catch let error as AppError {
                XCTAssertNil(c.kinds, error.message, line: c.line)
                XCTAssertEqual(error.exitCode, 2, line: c.line)
                XCTAssertTrue(error.message.contains("allowed: touches, guides, hud"), error.message, line: c.line)
            }
        }
    }

    func testTheHUDWidensTheCanvasByItsPanel() {
        let viewport = Size(width: 390, height: 844)
        let cases: [(line: UInt, kinds: FrameOverlays.Kinds, width: Double)] = [
            (#line, [], 390),
            (#line, [.touches, .guides], 390),
            (#line, [.hud], 390 + 300 + 2 * 8),
        ]
        for c in cases {
            XCTAssertEqual(FrameOverlays(c.kinds).canvas(for: viewport), Size(width: c.width, height: 844), line: c.line)
        }
    }

    /// Mid-drag on the list, the touch indicator (44 pt, #8E8E93 at 45 %) covers the finger's point:
    /// there the pixel is that colour over the frame without overlays; 30 pt away nothing changed.
    func testTheTouchIndicatorIsDrawnWhereTheFingerIs() throws {
        let assets = try TestAssets()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(Traces.pull(end: 1), to: "pull.jsonl")
        let scale = 2.0
        func frame(at wanted: Int, overlays: FrameOverlays?) throws -> (buffer: PixelBuffer, finger: Point) {
            var configuration = ReplayRunner.Configuration(sceneType: ListScene.self)
            configuration.overlays = overlays
            let runner = try ReplayRunner(events: try TraceParser.load(path: path), configuration: configuration, assets: assets)
            let renderer = FrameRenderer(fonts: assets.fonts)
            var finger = Point(x: 0, y: 0)
            try runner.run(observe: { frame, _, session in
                guard frame == wanted else { return }
                XCTAssertTrue(session.window.isPointerDown)
                finger = session.window.pointerLocation
                if let overlays { overlays.render(session, with: renderer, scale: scale) } else { renderer.render(session.window, scale: scale) }
            }, emit: { _ in })
            let copy = PixelBuffer(width: renderer.buffer.width, height: renderer.buffer.height)
            copy.pixels.baseAddress!.update(from: renderer.buffer.pixels.baseAddress!, count: copy.pixels.count)
            return (copy, finger)
        }
        let plain = try frame(at: 20, overlays: nil)
        let shown = try frame(at: 20, overlays: FrameOverlays([.touches]))
        let hidden = try frame(at: 20, overlays: FrameOverlays([.guides]))
        XCTAssertEqual(plain.finger, Point(x: 195, y: 500))
        let x = Int(plain.finger.x * scale), y = Int(plain.finger.y * scale)
        let under = plain.buffer.pixel(x: x, y: y), over = shown.buffer.pixel(x: x, y: y)
        let touch = OverlayRenderer.touchColor
        let opacity = Double(touch.alpha) / 255
        for (channel, below, above, tint) in [("red", under.red, over.red, touch.red), ("green", under.green, over.green, touch.green),
                                              ("blue", under.blue, over.blue, touch.blue)] {
            let expected = Double(below) * (1 - opacity) + Double(tint) * opacity
            XCTAssertEqual(Double(above), expected, accuracy: 2, channel)
            XCTAssertGreaterThan(abs(Double(above) - Double(below)), 10, "\(channel): the indicator is visible")
        }
        XCTAssertEqual(hidden.buffer.pixel(x: x, y: y), under, "without touches, no indicator")
        let away = Int((plain.finger.y + 30) * scale)
        XCTAssertEqual(shown.buffer.pixel(x: x, y: away), plain.buffer.pixel(x: x, y: away), "outside the 22 pt radius")
    }
}
