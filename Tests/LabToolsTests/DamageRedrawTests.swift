import Foundation
import Graphics
@testable import LabTools
@testable import Rendering
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// Frames that redraw only their damaged rows are byte-identical to frames drawn whole, at every
/// frame of every scene's bench script (drags, flings, bounces, a refresh whose spinner turns at
/// rest, the promotion opening, the sheet between its detents), with the QA overlays and the HUD
/// switched on and off, odd sizes, scales 1 to 3 and a resize and a new scale in the middle; and the
/// rows `changedRows()` reports hold every pixel that changed.
final class DamageRedrawTests: XCTestCase {
    /// One scene's run: its viewport and scale at the start, and what changes at which frame.
    private struct Run {
        let scene: any Scene.Type
        let viewport: Size
        let scale: Double
        let frames: Int
        /// At this frame the viewport becomes `resized` and the scale `rescaled`.
        let changeFrame: Int
        let resized: Size
        let rescaled: Double
    }

    /// Frames per script second.
    private static let fps = 30.0
    /// Frames of each run drawn in part at least, so that the comparison exercises the diff (20–51
    /// per scene when this test was written).
    private static let minimumPartialFrames = 10

    func testList() throws {
        try check(Run(scene: ListScene.self, viewport: Size(width: 389, height: 843), scale: 1, frames: 300, changeFrame: 200,
                      resized: Size(width: 301, height: 533), rescaled: 2))
    }

    func testExpandableBar() throws {
        try check(Run(scene: ExpandableBarScene.self, viewport: Size(width: 391, height: 845), scale: 1, frames: 300,
                      changeFrame: 220, resized: Size(width: 375, height: 667), rescaled: 1))
    }

    /// The script's refresh pull starts at frame 84 (2.8 s) and its spinner turns while the list rests;
    /// the pull that opens the promotion starts at frame 180 (6 s).
    func testPullPromotion() throws {
        try check(Run(scene: PullPromotionScene.self, viewport: Size(width: 389, height: 843), scale: 1, frames: 290,
                      changeFrame: 260, resized: Size(width: 217, height: 389), rescaled: 3))
    }

    func testHoverBanner() throws {
        try check(Run(scene: HoverBannerScene.self, viewport: Size(width: 217, height: 427), scale: 2, frames: 290,
                      changeFrame: 140, resized: Size(width: 390, height: 844), rescaled: 1))
    }

    func testBottomSheet() throws {
        try check(Run(scene: BottomSheetScene.self, viewport: Size(width: 391, height: 843), scale: 1, frames: 300,
                      changeFrame: 150, resized: Size(width: 143, height: 301), rescaled: 3))
    }

    private func check(_ run: Run) throws {
        let assets = try TestAssets()
        let name = run.scene.name
        let session = try SceneSession(sceneType: run.scene, assignments: [], viewport: run.viewport, assets: assets)
        // 30 frames per script second: the whole script in 300 frames.
        let player = ScriptPlayer(script: BenchScript.events(for: name), session: session, fps: Self.fps)
        var random = SeededRandom(seed: 0xDA_4A6E)
        let qa = QAController()
        var overlays = (touches: true, guides: true, hud: true)
        qa.show(touches: overlays.touches, guides: overlays.guides, hud: overlays.hud)
        let incremental = FrameRenderer(fonts: assets.fonts), whole = FrameRenderer(fonts: assets.fonts)
        whole.isDamageTrackingEnabled = false
        var scale = run.scale
        // What an uploaded texture would hold.
        let shown = PixelBuffer(width: 0, height: 0)
        var partialFrames = 0, emptyFrames = 0, fullFrames = 0
        for frame in 0..<run.frames {
            if frame == run.changeFrame {
                session.window.advance(to: session.window.now)
                session.window.size = run.resized
                scale = run.rescaled
            }
            if random.chance(1.0 / 60) {
                // Switch one overlay: the overlay list changes length (and with the HUD, the canvas).
                switch random.int(in: 0...2) {
                case 0: overlays.touches.toggle()
                case 1: overlays.guides.toggle()
                default: overlays.hud.toggle()
                }
                qa.show(touches: overlays.touches, guides: overlays.guides, hud: overlays.hud)
            }
            player.play(frame: frame)
            qa.hud.timings.recordVirtual(frameTime: Double(frame) / Self.fps)
            qa.sample(session)
            let list = session.window.makeDisplayList()
            let viewport = session.window.size
            let margin = FrameOverlays.panelMargin
            let panel = overlays.hud
                ? Rect(x: viewport.width + margin, y: margin, width: HUDRenderer.panelWidth, height: viewport.height - 2 * margin)
                : nil
            let canvas = Size(width: viewport.width + (overlays.hud ? HUDRenderer.panelWidth + 2 * margin : 0), height: viewport.height)
            var context = DrawingContext(list: DisplayList(), visibleRect: Rect(origin: .zero, size: canvas), textMeasurer: assets.fonts)
            OverlayComposer.draw(qa.overlay(over: session), over: session, context: &context)
            if let panel, let hud = qa.hudOverlay { OverlayComposer.draw(hud, of: session, in: panel, context: &context) }
            let overlay = context.list.commands
            let draw: (inout DrawingContext) -> Void = { for command in overlay { $0.list.append(command) } }
            let a = incremental.render(list, size: canvas, scale: scale, drawOverlay: draw)
            let b = whole.render(list, size: canvas, scale: scale, drawOverlay: draw)
            XCTAssertEqual(a.width, b.width)
            XCTAssertEqual(a.height, b.height)
            let same = a.pixels.count == b.pixels.count
                && memcmp(a.pixels.baseAddress!, b.pixels.baseAddress!, a.pixels.count * 4) == 0
            XCTAssertTrue(same, "\(name), frame \(frame): pixels differ from the whole frame")
            if !same { return }
            if incremental.frames.drewWholeFrame {
                fullFrames += 1
            } else if incremental.frames.damage.isEmpty {
                emptyFrames += 1
            } else {
                partialFrames += 1
            }
            // The upload band holds every changed row.
            let rows = incremental.changedRows()
            if let rows, shown.width == a.width, shown.height == a.height {
                for y in 0..<a.height where !rows.contains(y) {
                    let start = y * a.width
                    if memcmp(shown.pixels.baseAddress! + start, a.pixels.baseAddress! + start, a.width * 4) != 0 {
                        XCTFail("\(name), frame \(frame): row \(y) changed outside the upload band \(rows)")
                        return
                    }
                }
            } else {
                XCTAssertNil(rows, "\(name), frame \(frame): a new size uploads everything")
            }
            shown.resize(width: a.width, height: a.height)
            shown.pixels.baseAddress!.update(from: a.pixels.baseAddress!, count: a.pixels.count)
        }
        // The script moves and rests: frames that keep rows, and some drawn whole (the first, the resize).
        XCTAssertGreaterThanOrEqual(partialFrames, Self.minimumPartialFrames, "\(name): frames drawn in part")
        XCTAssertGreaterThan(emptyFrames + partialFrames, run.frames / 10, "\(name): frames not drawn whole")
        XCTAssertGreaterThanOrEqual(fullFrames, 2, "\(name): the first frame and the resize are drawn whole")
    }
}
