import Devices
import Graphics
@testable import Scenes
import XCTest
import TestKit

/// iOS draws one status bar, fixed above every app: through a pull, the opening of the promotion and
/// its close, the status bar's glyphs (its white pixels) stay where they were in the first frame, and
/// no second clock goes down with the page.
final class StatusBarFixedTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    private static func isGlyph(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.r > 235 && c.g > 235 && c.b > 235 }

    /// The glyph pixels of the status bar's band (rows 0 ..< its height, points at scale 1).
    private func glyphMask(_ frame: SceneFrame, height: Double) -> [Bool] {
        var mask: [Bool] = []
        for y in stride(from: 0.0, to: height, by: 1) {
            for x in stride(from: 0.0, to: Double(frame.width), by: 1) { mask.append(Self.isGlyph(frame.color(x: x, y: y))) }
        }
        return mask
    }

    /// The share of the first frame's glyph pixels that `mask` still has: 1 when the bar stays put
    /// (white promotion artwork behind it may add pixels, never take them; anti-aliased edges over a
    /// red or a blue may differ by a few), far less when it moved or was cut.
    private static let keptShare = 0.9

    func testTheStatusBarStaysPutThroughAPullAnOpeningAndAClose() throws {
        for device in [DeviceCatalog.standard] + DeviceCatalog.all.filter({ $0.statusBarStyle != DeviceCatalog.standard.statusBarStyle }).prefix(2) {
            var replay = SceneReplay()
            replay.drag(from: 250, to: 560, speed: 400, hold: 0.2)
            replay.wait(1.5)
            replay.key("escape")
            replay.wait(0.8)
            let band = device.statusBarHeight
            var first: [Bool]?
            var frames = 0, moved: [(time: Double, kept: Double)] = []
            _ = try replay.run(scene: PullPromotionScene.self, device: device, assets: assets) { session in
                frames += 1
                guard frames % 3 == 0 else { return }
                let mask = self.glyphMask(SceneFrame(session, assets: self.assets), height: band)
                guard let reference = first else { first = mask; return }
                let glyphs = zip(reference, mask).filter(\.0)
                let kept = Double(glyphs.filter(\.1).count) / Double(max(glyphs.count, 1))
                if kept < Self.keptShare { moved.append((session.window.now, kept)) }
            }
            XCTAssertGreaterThan(first?.filter { $0 }.count ?? 0, 20, "the status bar's glyphs: \(device.identifier)")
            XCTAssertEqual(moved.count, 0, "frames whose status bar moved or was cut: \(device.identifier) at \(moved.prefix(5)) s")
        }
    }
}
