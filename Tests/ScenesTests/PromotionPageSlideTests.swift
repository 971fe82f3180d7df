import Components
import Devices
import Graphics
@testable import Scenes
import XCTest
import TestKit

/// The page leaves the screen and comes back in one piece, as Taobao's first floor does, on every
/// device: read down the page's left edge from its blue top, no row of the promotion's red shows
/// mid-opening (0.15 s after the release, the moment of the golden frames) or at any point of a close.
/// A dark red band, the promotion's fill below its lagging artwork, showed between the header and the
/// category grid: the strip a finger's pull leaves between them stayed open all the way down, and
/// opened again on the way back up.
final class PromotionPageSlideTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    /// The column read, points from the left edge: left of the category discs and the shops' photos.
    private static let column = 6.0

    private func isFeedBlue(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.b >= 200 && c.r <= 80 }
    private func isPromotionRed(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.r > c.g + 60 && c.r > c.b + 60 }

    /// The page's top (its first blue row, from the top) and the rows of promotion red under it,
    /// down to 60 pt above the bottom (the screen's rounded corner).
    private func redRowsInsidePage(_ frame: SceneFrame) -> (pageTop: Double, redRows: Int)? {
        let height = Double(frame.height) / frame.scale
        guard let top = stride(from: 0.0, to: height - 60, by: 1).first(where: { isFeedBlue(frame.color(x: Self.column, y: $0)) })
        else { return nil }
        let red = frame.count(rows: top...(height - 60), columns: Self.column...Self.column, where: isPromotionRed)
        return (top, red)
    }

    /// Plays the golden frames' opening (a 310 pt drag let go at once), then Escape once open, and
    /// measures the frames at `opening` seconds after the release and `closing` seconds after Escape.
    private func measure(on device: DeviceProfile, opening: [Double], closing: [Double])
        throws -> [(time: Double, state: PullPromotionState, page: (pageTop: Double, redRows: Int)?)] {
        var replay = SceneReplay()
        replay.drag(from: 250, to: 560, speed: 500, hold: 0)
        let release = replay.time
        replay.wait(1.5)
        let escape = replay.time
        replay.key("escape")
        replay.wait(0.6)
        var moments = (opening.map { release + $0 } + closing.map { escape + $0 })[...]
        var measured: [(time: Double, state: PullPromotionState, page: (pageTop: Double, redRows: Int)?)] = []
        _ = try replay.run(scene: PullPromotionScene.self, device: device, assets: assets) { session in
            guard let moment = moments.first, session.window.now >= moment - 1e-6 else { return }
            moments.removeFirst()
            let state = (session.scene as? PullPromotionScene)?.controller.state ?? .stopped
            measured.append((moment, state, self.redRowsInsidePage(SceneFrame(session, assets: self.assets))))
        }
        return measured
    }

    func testThePageSlidesAwayAndBackInOnePiece() throws {
        for device in DeviceCatalog.all {
            let measured = try measure(on: device, opening: [0.15, 0.2], closing: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35])
            XCTAssertEqual(measured.count, 9, device.identifier)
            let midOpening = try XCTUnwrap(measured.first?.page, "the page on screen mid-opening: \(device.identifier)")
            XCTAssertEqual(measured.first?.state, .promotionShowing, device.identifier)
            XCTAssertGreaterThan(midOpening.pageTop, device.safeAreaInsets.top, "mid-way down: \(device.identifier)")
            XCTAssertGreaterThanOrEqual(measured.dropFirst(2).filter { $0.page != nil }.count, 4,
                                        "the page seen coming back: \(device.identifier)")
            for moment in measured {
                XCTAssertEqual(moment.page?.redRows ?? 0, 0, "\(device.identifier) at \(moment.time) s (\(moment.state))")
            }
        }
    }
}
