import Foundation
import Graphics
@testable import LabDrawing
@testable import Playback
@testable import Rendering
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// The bottom sheet's map panned sideways moves its pixels by columns: every frame of a slow
/// horizontal drag (fractional points a frame) is the frame drawn whole, and the frames in which the
/// map moved draw only a small part of the viewport (the columns exposed at its edge and what sits
/// over the map), not the map.
final class MapPanRedrawTests: XCTestCase {
    /// Frames a second, as the bench plays.
    private static let fps = 60.0

    /// A drag on the map above the sheet at half: 130 pt right to left over 1.3 s at y 200 (about
    /// 1.67 pt a frame, so a third of the frames move by a fraction of a pixel more than the others).
    private static func script() -> [Input] {
        var events: [Input] = [Input(time: 0.1, kind: .down(Point(x: 300, y: 200)))]
        let steps = 160
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            events.append(Input(time: 0.1 + 1.3 * f, kind: .move(Point(x: 300 - 130 * f, y: 200))))
        }
        events.append(Input(time: 1.4, kind: .up(Point(x: 170, y: 200))))
        events.append(Input(time: 1.6, kind: .wait))
        return events
    }

    func testAMapPannedSidewaysMovesByColumns() throws {
        let assets = try TestAssets()
        for scale in [1.0, 2, 3] {
            let session = try SceneSession(sceneType: BottomSheetScene.self, assignments: [], viewport: SceneBenchmark.viewport,
                                           assets: assets)
            let scene = try XCTUnwrap(session.scene as? BottomSheetScene)
            let incremental = FrameRenderer(fonts: assets.fonts), whole = FrameRenderer(fonts: assets.fonts)
            whole.isDamageTrackingEnabled = false
            let player = ScriptPlayer(script: Self.script(), session: session, fps: Self.fps)
            let startX = scene.map.contentOffset.x, startY = scene.map.contentOffset.y
            var previousX = startX
            var movedFrames = 0, largestShare = 0.0
            for frame in 0..<Int(1.6 * Self.fps) {
                player.play(frame: frame)
                let a = incremental.render(session.window, scale: scale)
                let b = whole.render(session.window, scale: scale)
                XCTAssertTrue(a.pixels.elementsEqual(b.pixels), "@\(scale), frame \(frame): the frame drawn whole")
                let x = scene.map.contentOffset.x
                // Moved by at least a device pixel sideways: the frame moved pixels and drew little.
                if frame > 0, abs(x - previousX) * scale >= 1 {
                    XCTAssertEqual(scene.map.contentOffset.y, startY, "@\(scale), frame \(frame): the drag is sideways")
                    let frames = incremental.frames
                    XCTAssertFalse(frames.drewWholeFrame, "@\(scale), frame \(frame)")
                    XCTAssertFalse(frames.movedRows.isEmpty, "@\(scale), frame \(frame): the map's pixels moved")
                    let drawn = frames.damage.rects.reduce(0) { $0 + $1.width * $1.height }
                    largestShare = max(largestShare, Double(drawn) / Double(a.width * a.height))
                    movedFrames += 1
                }
                previousX = x
            }
            XCTAssertGreaterThan(scene.map.contentOffset.x - startX, 100, "@\(scale): the map panned")
            XCTAssertGreaterThanOrEqual(movedFrames, 60, "@\(scale): frames in which the map moved")
            // The material behind the status bar blurs the map: it is drawn again, with every pixel its
            // blur reads, whenever the map moves under it (about 19 % of the viewport at 1x).
            let width = Int(SceneBenchmark.viewport.width * scale), height = Int(SceneBenchmark.viewport.height * scale)
            let material = try XCTUnwrap(BackdropGeometry(
                rect: Rect(x: 0, y: 0, width: Double(width), height: session.window.safeAreaInsets.top * scale),
                material: BottomSheetScene.statusBarMaterial, scale: scale, bounds: PixelRect(minX: 0, minY: 0, maxX: width, maxY: height)))
            let materialShare = Double(material.area.width * material.area.height) / Double(width * height)
            // The map fills the top half of the viewport: a frame that drew it would draw half the pixels.
            XCTAssertLessThan(largestShare - materialShare, Self.largestDrawnShare,
                              "@\(scale): share of the viewport drawn in a panned frame besides the status bar's material")
        }
    }

    /// The largest share of the viewport a panned frame may draw: the exposed columns (1.67 pt of 390),
    /// the map's buttons, pins and status bar over it (about 12 % at half when this test was written),
    /// besides the status bar's material.
    private static let largestDrawnShare = 0.2
}
