import Graphics
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// Texts that collided or were cut in narrow windows, checked at 320 x 568 (and the scores at 390 too).
final class NarrowWindowTests: XCTestCase {
    private var assets: (any AssetStore)!
    private let narrow = Size(width: 320, height: 568)

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    private func session(_ scene: any Scene.Type, _ assignments: [String] = [], viewport: Size) throws -> SceneSession {
        var replay = SceneReplay()
        replay.wait(0.1)
        var last: SceneSession?
        _ = try replay.run(scene: scene, assignments: assignments, viewport: viewport, assets: assets) { last = $0 }
        return try XCTUnwrap(last)
    }

    private func isCut(_ label: Label, in session: SceneSession) -> Bool {
        label.drawnRun(using: session.window.textMeasurer).string != label.text
    }

    /// At 320 pt the English feed's "300+ sold/mo" ends before "30 min 2.1 km" on every row, and
    /// neither is cut (they ran into each other on every row).
    func testTheSalesStayClearOfTheDeliveryTime() throws {
        for language in ["en", "zh"] {
            let session = try session(PullPromotionScene.self, ["language=\(language)"], viewport: narrow)
            let rows = try XCTUnwrap(session.scene as? PullPromotionScene).list.visibleRows.compactMap { $0 as? ShopRowView }
            XCTAssertGreaterThan(rows.count, 1)
            for row in rows {
                let sales = row.salesLabel, delivery = row.deliveryLabel
                let salesEnd = sales.frame.minX + session.window.textMeasurer.size(of: sales.drawnRun(using: session.window.textMeasurer)).width
                XCTAssertLessThanOrEqual(salesEnd + ShopRowView.salesGap, delivery.frame.minX + 0.5, "\(language): \(sales.text)")
                XCTAssertFalse(isCut(sales, in: session), "\(language): \(sales.text)")
                XCTAssertFalse(isCut(delivery, in: session), "\(language): \(delivery.text)")
            }
        }
    }

    /// At 320 pt the banner's name ends before the Follow button, whole (the button overlapped "Moreno").
    func testTheNameStaysClearOfTheFollowButton() throws {
        for viewport in [narrow, Size(width: 390, height: 844)] {
            let session = try session(HoverBannerScene.self, viewport: viewport)
            let banner = try XCTUnwrap((session.scene as? HoverBannerScene)?.banner)
            let name = banner.nameLabel
            let drawn = session.window.textMeasurer.size(of: name.drawnRun(using: session.window.textMeasurer)).width
            XCTAssertLessThanOrEqual(name.frame.minX + drawn, banner.followButton.frame.minX, "\(viewport)")
            XCTAssertFalse(isCut(name, in: session), "\(viewport)")
        }
    }

    /// No score cuts a team's name, at 320 and at 390 pt ("Kingsport Athletic 0 – 2 Rivers…").
    func testNoScoreCutsATeamName() throws {
        for viewport in [narrow, Size(width: 390, height: 844)] {
            let session = try session(HoverBannerScene.self, viewport: viewport)
            let rows = try XCTUnwrap(session.scene as? HoverBannerScene).list.visibleRows.compactMap { $0 as? MatchRowView }
            XCTAssertGreaterThan(rows.count, 2)
            for row in rows {
                for label in [row.homeLabel, row.awayLabel, row.homeGoalsLabel, row.awayGoalsLabel] {
                    XCTAssertFalse(isCut(label, in: session), "\(viewport): \(label.text)")
                    XCTAssertLessThanOrEqual(label.frame.maxX, row.badge.frame.minX, "\(viewport): \(label.text)")
                }
            }
        }
    }
}
