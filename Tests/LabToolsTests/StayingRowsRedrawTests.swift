import Foundation
import Devices
import Graphics
@testable import LabDrawing
@testable import Playback
@testable import Rendering
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// What a scrolled frame does not draw again (iPhone 14 @2): what lies still over the moved content
/// and is opaque keeps its pixels, and the screen's corners are drawn again only at the corners. Every
/// frame is also the frame drawn whole.
final class StayingRowsRedrawTests: XCTestCase {
    private static let fps = 60.0
    private static let scale = 2.0

    /// A drag up by `distance` points to scroll away from the top, a rest, then a slow drag by `slow`
    /// points (positive: the content follows the finger down) over a second from 2 s.
    private static func script(distance: Double, slow: Double) -> [Input] {
        var events = [Input(time: 0.1, kind: .down(Point(x: 195, y: 700)))]
        for step in 1...20 { events.append(Input(time: 0.1 + 0.02 * Double(step), kind: .move(Point(x: 195, y: 700 - distance * Double(step) / 20)))) }
        events.append(Input(time: 0.6, kind: .up(Point(x: 195, y: 700 - distance))))
        events.append(Input(time: 2, kind: .down(Point(x: 195, y: 400))))
        for step in 1...60 { events.append(Input(time: 2 + Double(step) / 60, kind: .move(Point(x: 195, y: 400 + slow * Double(step) / 60)))) }
        events.append(Input(time: 3.2, kind: .up(Point(x: 195, y: 400 + slow))))
        return events
    }

    /// Plays `script` on `sceneType` and calls `check` with each frame of the slow drag in which the
    /// content moved (the damage, the viewport's size in pixels), after checking it is the frame drawn whole.
    private func playSlowDrag(_ sceneType: Scene.Type, slow: Double, line: UInt = #line,
                              _ check: (DamageRegion, Int, Int) -> Void) throws {
        let assets = try TestAssets()
        let session = try SceneSession(sceneType: sceneType, assignments: [], viewport: SceneBenchmark.viewport, assets: assets)
        let incremental = FrameRenderer(fonts: assets.fonts), whole = FrameRenderer(fonts: assets.fonts)
        whole.isDamageTrackingEnabled = false
        let player = ScriptPlayer(script: Self.script(distance: 500, slow: slow), session: session, fps: Self.fps)
        var moved = 0
        for frame in 0..<Int(3.1 * Self.fps) {
            player.play(frame: frame)
            let a = incremental.render(session.window, scale: Self.scale)
            guard frame >= Int(2.05 * Self.fps) else { continue }
            let b = whole.render(session.window, scale: Self.scale)
            XCTAssertTrue(a.pixels.elementsEqual(b.pixels), "frame \(frame): the frame drawn whole", line: line)
            let frames = incremental.frames
            guard !frames.drewWholeFrame, !frames.movedRows.isEmpty else { continue }
            moved += 1
            check(frames.damage, a.width, a.height)
        }
        XCTAssertGreaterThan(moved, 40, "frames of the slow drag that moved the content", line: line)
    }

    /// The hovering banner's opaque bar over the matches scrolled up under it (the buffer's rows
    /// rotated, the bar's rows wrapping round the frame's edge): its rows are copied back, never drawn.
    func testTheHoveringBarIsNotDrawnAgain() throws {
        let barRows = Int((DeviceCatalog.standard.safeAreaInsets.top + 30) * Self.scale)
        try playSlowDrag(HoverBannerScene.self, slow: -80) { damage, _, _ in
            XCTAssertFalse(damage.rects.contains { $0.minY < barRows }, "the bar's rows are drawn again: \(damage.rects)")
        }
    }

    /// The list scrolled down under the screen's bottom corners: the band's middle, between the
    /// corners' boxes, is not drawn again (only what changes there: the home indicator's rows, a
    /// row's edge), where clipping the corners to the band drew all of it in every frame.
    func testTheBottomBandIsDrawnOnlyAtTheCorners() throws {
        let radius = DeviceCatalog.standard.screenCornerRadius, s = Self.scale
        // The band's middle, clear of the corners' boxes (the arc and a pixel).
        let middleX = Int((radius * s + 2).rounded(.up))
        try playSlowDrag(ListScene.self, slow: 80) { damage, width, height in
            let middle = PixelRect(minX: middleX, minY: height - Int(radius * s), maxX: width - middleX, maxY: height)
            let drawn = damage.rects.reduce(0) { $0 + $1.intersection(middle).area }
            XCTAssertLessThan(Double(drawn), 0.1 * Double(middle.area), "the band's middle is drawn again: \(damage.rects)")
        }
    }
}
