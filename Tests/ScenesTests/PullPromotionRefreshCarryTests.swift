import Foundation
import Graphics
@testable import Scenes
import ScrollUI
import TestKit
import XCTest

/// A scene option changed while the feed refreshes (the tuning panel's `refreshDuration` during the
/// load): the refresh goes on where it is, and ends the new duration after it began.
final class PullPromotionRefreshCarryTests: XCTestCase {
    /// The feed's resting top and the default refreshing inset, points.
    private static let restingTop = 135.0
    private static let refreshingTop = 205.0
    private var assets: (any AssetStore)!

    override func setUpWithError() throws { assets = try TestAssets() }

    /// Frames of 1/60 s until the window's clock reaches `time`.
    private func run(_ session: SceneSession, until time: Double) {
        let window = session.window
        while window.now + 1e-9 < time {
            window.advance(to: min(time, window.now + 1.0 / 60))
            window.layoutIfNeeded()
        }
    }

    private func state(_ session: SceneSession) throws -> ParsedState {
        try ParsedState(session.stateLine(frame: 0, time: session.window.now))
    }

    /// A slow pull of 84 pt (past the 70 pt refresh, short of the 100 pt promotion), held, released.
    private func pullToRefresh(_ session: SceneSession) {
        let window = session.window
        var time = window.now
        window.apply(Input(time: time, kind: .down(Point(x: 195, y: 200))))
        for step in 1...36 {
            time += 0.008
            window.apply(Input(time: time, kind: .move(Point(x: 195, y: 200 + 5 * Double(step)))))
            window.advance(to: time)
        }
        time += 0.2
        window.advance(to: time)
        window.apply(Input(time: time, kind: .up(Point(x: 195, y: 380))))
    }

    func testARefreshInProgressGoesOnThroughARebuild() throws {
        let session = try SceneSession(sceneType: PullPromotionScene.self, assignments: [], viewport: SceneCatalog.defaultViewport,
                                       assets: assets)
        pullToRefresh(session)
        let released = session.window.now
        run(session, until: released + 0.5)
        XCTAssertEqual(try state(session).string(PullPromotionScene.pullState), "refreshing")
        XCTAssertEqual(try state(session).offsetY ?? .nan, -Self.refreshingTop, accuracy: 0.01)

        try session.update(["refreshDuration=1.5"])
        var after = try state(session)
        XCTAssertEqual(after.string(PullPromotionScene.pullState), "refreshing", "the refresh goes on")
        XCTAssertEqual(after.offsetY ?? .nan, -Self.refreshingTop, accuracy: 0.01, "the feed stays open")
        XCTAssertEqual(after.number(CommonStateKeys.insetTop), Self.refreshingTop)

        run(session, until: released + 1.4)
        XCTAssertEqual(try state(session).string(PullPromotionScene.pullState), "refreshing", "1.5 s from the release")
        run(session, until: released + 2.5)
        after = try state(session)
        XCTAssertEqual(after.string(PullPromotionScene.pullState), "stopped")
        XCTAssertEqual(after.offsetY ?? .nan, -Self.restingTop, accuracy: 0.01)
        XCTAssertEqual(after.number(PullPromotionScene.rowCount), 103, "the load ended and added its shops")
    }
}
