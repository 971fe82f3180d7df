import Graphics
@testable import LabDrawing
@testable import Scenes
import ScrollUI
import XCTest
import TestKit

/// Only the rows that changed are uploaded to the window's texture.
final class FrameRendererTests: XCTestCase {
    func testChangedRowsCoverExactlyWhatMoved() throws {
        let assets = try TestAssets()
        let session = try SceneSession(sceneType: HoverBannerScene.self, assignments: [], viewport: Size(width: 390, height: 844),
                                       assets: assets)
        let renderer = FrameRenderer(fonts: assets.fonts)
        renderer.render(session.window, scale: 2)
        XCTAssertNil(renderer.changedRows(), "the first frame uploads everything")
        renderer.render(session.window, scale: 2)
        XCTAssertEqual(renderer.changedRows(), 0..<0, "an identical frame uploads nothing")
        let scene = try XCTUnwrap(session.scene as? HoverBannerScene)
        let follow = scene.banner.followButton
        follow.backgroundColor = Color(hex: 0xFF0000)
        renderer.render(session.window, scale: 2)
        let rows = try XCTUnwrap(renderer.changedRows())
        let frame = follow.convert(Point(x: 0, y: 0), to: nil)
        XCTAssertLessThanOrEqual(rows.lowerBound, Int(frame.y * 2))
        XCTAssertGreaterThanOrEqual(rows.upperBound, Int((frame.y + follow.frame.height) * 2))
        XCTAssertLessThan(rows.count, 200, "only the button's band, not the frame")
        renderer.render(session.window, scale: 1)
        XCTAssertNil(renderer.changedRows(), "a new size uploads everything")
    }
}
