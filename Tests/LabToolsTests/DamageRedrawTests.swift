import Foundation
import Graphics
@testable import LabDrawing
@testable import Studio
@testable import Playback
@testable import Rendering
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// Frames that move the previous frame's pixels and redraw only what the move cannot give are
/// byte-identical to frames drawn whole: at every frame of every scene's bench script (60 frames a
/// second, as the bench plays it: drags, flings, bounces, a refresh whose spinner turns at rest, the
/// promotion opening, the sheet between its detents and the map panned) at scales 1, 2 and 3, with
/// the QA overlays and the HUD off and on; and at odd sizes with the overlays switched at random, a
/// resize and a new scale in the middle. The rows `changedRows()` reports hold every pixel that
/// changed.
final class DamageRedrawTests: XCTestCase {
    /// Compares an incremental renderer with one that draws every frame whole, frame after frame.
    private struct FrameCheck {
        let name: String
        let incremental: FrameRenderer
        let whole: FrameRenderer
        /// What an uploaded texture would hold.
        let shown = PixelBuffer(width: 0, height: 0)
        var partialFrames = 0, emptyFrames = 0, fullFrames = 0, movedFrames = 0
        /// Frames in which a material's blur moved the sums of rows that only moved under it.
        var movedSumFrames = 0

        init(name: String, fonts: any TextMeasuring & GlyphRasterizing) {
            self.name = name
            incremental = FrameRenderer(fonts: fonts)
            whole = FrameRenderer(fonts: fonts)
            whole.isDamageTrackingEnabled = false
        }

        /// Renders `session`'s frame at `scale` with `qa`'s overlays both ways; false (after a failure
        /// naming `frame`) when they differ or a changed row lies outside the upload band.
        mutating func check(_ session: SceneSession, qa: QAController, scale: Double, frame: Int) -> Bool {
            let list = session.window.makeDisplayList(scale: scale)
            let viewport = session.window.size, margin = FrameOverlays.panelMargin
            let panel = qa.isHUDVisible
                ? Rect(x: viewport.width + margin, y: margin, width: HUDRenderer.panelWidth, height: viewport.height - 2 * margin) : nil
            let canvas = Size(width: viewport.width + (qa.isHUDVisible ? HUDRenderer.panelWidth + 2 * margin : 0), height: viewport.height)
            // The overlay drawn once, into both frames.
            var context = DrawingContext(list: DisplayList(), visibleRect: Rect(origin: .zero, size: canvas), textMeasurer: session.window.textMeasurer)
            context.restart(visibleRect: Rect(origin: .zero, size: canvas), scale: scale)
            OverlayComposer.draw(qa.overlay(over: session), hud: qa.hudOverlay, over: session, panel: panel, context: &context)
            let overlay = context.list.commands
            let draw: (inout DrawingContext) -> Void = { for command in overlay { $0.list.append(command) } }
            let a = incremental.render(list, size: canvas, scale: scale, drawOverlay: draw)
            let b = whole.render(list, size: canvas, scale: scale, drawOverlay: draw)
            // Row by row as stored (the incremental buffer's rows may be rotated: reading them in
            // order through `pixels` would put them back, and the next frame would not see them so).
            guard a.width == b.width, a.height == b.height, Self.rows(of: a, equal: b.pixels.baseAddress!) else {
                XCTFail("\(name), frame \(frame): pixels differ from the whole frame")
                return false
            }
            let frames = incremental.frames
            if frames.drewWholeFrame {
                fullFrames += 1
            } else if frames.damage.isEmpty && frames.movedRows.isEmpty {
                emptyFrames += 1
            } else {
                partialFrames += 1
            }
            if !frames.drewWholeFrame && !frames.movedRows.isEmpty { movedFrames += 1 }
            if frames.movedBackdropRowCount > 0 { movedSumFrames += 1 }
            // The upload band holds every changed row.
            let rows = incremental.changedRows()
            if let rows, shown.width == a.width, shown.height == a.height {
                for y in 0..<a.height where !rows.contains(y) {
                    if memcmp(shown.pixels.baseAddress! + y * a.width, b.pixels.baseAddress! + y * a.width, a.width * 4) != 0 {
                        XCTFail("\(name), frame \(frame): row \(y) changed outside the upload band \(rows)")
                        return false
                    }
                }
            } else if rows != nil {
                XCTFail("\(name), frame \(frame): a new size uploads everything")
                return false
            }
            shown.resize(width: b.width, height: b.height)
            shown.pixels.baseAddress!.update(from: b.pixels.baseAddress!, count: b.pixels.count)
            return true
        }

        /// True when `buffer`'s rows, as stored, hold the pixels of `expected` (rows in order).
        static func rows(of buffer: PixelBuffer, equal expected: UnsafePointer<UInt32>) -> Bool {
            var same = true
            buffer.withRows(0..<buffer.height) { first, rows in
                if same && memcmp(first, expected + rows.lowerBound * buffer.width, rows.count * buffer.width * 4) != 0 { same = false }
            }
            return same
        }
    }

    // MARK: Every frame of the bench scripts

    /// The bench's frame rate: every frame it draws is compared.
    private static let benchFPS = 60.0

    /// Frames each run moves pixels at least (the bench's scripts scroll most of the time; 70 to
    /// 400 per run when this test was written).
    private static let minimumMovedFrames = 40

    /// Frames each run moves a material's row sums at least, by scene: the list's bar over scrolling
    /// content, the map's status bar while the sheet's list scrolls (351 and 107 to 201 frames per run
    /// when this test was written; the expandable bar is opaque in every state and has no material).
    private static let minimumMovedSumFrames = [ListScene.name: 300, BottomSheetScene.name: 90]

    func testEveryFrameOfTheListScript() throws { try checkBenchScript(ListScene.self) }
    func testEveryFrameOfTheExpandableBarScript() throws { try checkBenchScript(ExpandableBarScene.self) }
    func testEveryFrameOfThePullPromotionScript() throws { try checkBenchScript(PullPromotionScene.self) }
    func testEveryFrameOfTheHoverBannerScript() throws { try checkBenchScript(HoverBannerScene.self) }
    func testEveryFrameOfTheBottomSheetScript() throws { try checkBenchScript(BottomSheetScene.self) }

    /// One play of the scene's bench script at 60 frames a second in the bench's viewport, at scales
    /// 1, 2 and 3, with the overlays (touches, guides, HUD) off and on.
    private func checkBenchScript(_ scene: any Scene.Type) throws {
        let assets = try TestAssets()
        let script = BenchScript.events(for: scene.name)
        let frames = Int((((script.last?.time ?? 0) + BenchScript.pause) * Self.benchFPS).rounded(.up))
        for scale in [1.0, 2, 3] {
            for overlays in [false, true] {
                let session = try SceneSession(sceneType: scene, assignments: [], viewport: SceneBenchmark.viewport, assets: assets)
                let player = ScriptPlayer(script: script, session: session, fps: Self.benchFPS)
                let qa = QAController()
                qa.show(touches: overlays, guides: overlays, hud: overlays)
                var check = FrameCheck(name: "\(scene.name) @\(Int(scale))\(overlays ? " with overlays" : "")", fonts: assets.fonts)
                for frame in 0..<frames {
                    player.play(frame: frame)
                    qa.hud.timings.recordVirtual(frameTime: Double(frame) / Self.benchFPS)
                    qa.sample(session)
                    guard check.check(session, qa: qa, scale: scale, frame: frame) else { return }
                }
                XCTAssertGreaterThanOrEqual(check.movedFrames, Self.minimumMovedFrames, "\(check.name): frames that moved pixels")
                XCTAssertGreaterThanOrEqual(check.movedSumFrames, Self.minimumMovedSumFrames[scene.name] ?? 0,
                                            "\(check.name): frames whose material moved its row sums")
                print("\(check.name): \(check.movedFrames) moved, \(check.partialFrames) in part, \(check.emptyFrames) kept, \(check.fullFrames) whole of \(frames); \(check.movedSumFrames) moved a material's row sums")
            }
        }
    }

    // MARK: Odd sizes, switched overlays, a resize

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
        let session = try SceneSession(sceneType: run.scene, assignments: [], viewport: run.viewport, assets: assets)
        // 30 frames per script second: the whole script in 300 frames.
        let player = ScriptPlayer(script: BenchScript.events(for: run.scene.name), session: session, fps: Self.fps)
        var random = SeededRandom(seed: 0xDA_4A6E)
        let qa = QAController()
        var overlays = (touches: true, guides: true, hud: true)
        qa.show(touches: overlays.touches, guides: overlays.guides, hud: overlays.hud)
        var check = FrameCheck(name: run.scene.name, fonts: assets.fonts)
        var scale = run.scale
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
            guard check.check(session, qa: qa, scale: scale, frame: frame) else { return }
        }
        // The script moves and rests: frames that keep pixels, and some drawn whole (the first, the resize).
        XCTAssertGreaterThanOrEqual(check.partialFrames, Self.minimumPartialFrames, "\(run.scene.name): frames drawn in part")
        XCTAssertGreaterThan(check.emptyFrames + check.partialFrames, run.frames / 10, "\(run.scene.name): frames not drawn whole")
        XCTAssertGreaterThanOrEqual(check.fullFrames, 2, "\(run.scene.name): the first frame and the resize are drawn whole")
    }
}
