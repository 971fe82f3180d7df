import Devices
import Foundation
import Playback
@testable import Scenes
import XCTest
import TestKit

/// Gestures replayed through the `hover-banner` scene, checked on its state lines.
final class HoverBannerSceneTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    private func run(_ replay: SceneReplay, _ assignments: [String] = []) throws -> [ParsedState] {
        try replay.run(scene: HoverBannerScene.self, assignments: assignments, assets: assets)
    }

    /// The default hover height is the status bar and a 44 pt navigation bar: 47 + 44 on an iPhone 14,
    /// so 189 of the 280 pt banner scroll away.
    func testTheBannerTracksTheListAndHoversAsANavigationBar() throws {
        var replay = SceneReplay()
        replay.drag(from: 700, to: 250, speed: 400)
        replay.wait(0.5)
        let states = try run(replay)
        for state in states {
            let offset = try XCTUnwrap(state.offsetY)
            XCTAssertEqual(try XCTUnwrap(state.number(HoverBannerScene.bannerY)), min(max(-(offset + 280), -189), 0), accuracy: 1e-3)
            XCTAssertEqual(try XCTUnwrap(state.number(HoverBannerScene.bannerPercent)), min(max(1 - (offset + 280) / 189, 0), 1), accuracy: 1e-3)
        }
        let last = try XCTUnwrap(states.last)
        XCTAssertEqual(last.number(HoverBannerScene.bannerY), -189, "91 pt remain")
        XCTAssertEqual(last.number(HoverBannerScene.bannerPercent), 0)
        XCTAssertEqual(Array(last.keys.suffix(5)), ["bannerY", "bannerHeight", "bannerPercent", "expandedCount", "collapsedCount"])
    }

    func testARoundTripFiresOneCollapseAndOneExpand() throws {
        var replay = SceneReplay()
        replay.drag(from: 700, to: 250, speed: 400)
        replay.wait(0.5)
        replay.drag(from: 250, to: 750, speed: 400)
        replay.wait(1.5)
        let states = try run(replay)
        let last = try XCTUnwrap(states.last)
        XCTAssertEqual(last.number(HoverBannerScene.collapsedCount), 1)
        XCTAssertEqual(last.number(HoverBannerScene.expandedCount), 1)
        XCTAssertEqual(last.offsetY, -280)
        let counts = states.compactMap { $0.number(HoverBannerScene.collapsedCount) }
        XCTAssertEqual(counts, counts.sorted(), "counts never decrease")
    }

    func testStretchLeavesNoGapAndADragOnTheBannerScrollsTheList() throws {
        var replay = SceneReplay()
        replay.drag(from: 150, to: 400, speed: 400)       // starts on the banner
        replay.wait(1.5)
        let states = try run(replay)
        let pulled = states.filter { ($0.offsetY ?? 0) < -280 }
        XCTAssertFalse(pulled.isEmpty, "the drag on the banner moved the list")
        for state in pulled {
            XCTAssertEqual(state.number(HoverBannerScene.bannerY), 0)
            XCTAssertEqual(try XCTUnwrap(state.number(HoverBannerScene.bannerHeight)), -(try XCTUnwrap(state.offsetY)), accuracy: 1e-3,
                           "the banner reaches down to the content: no gap")
        }
        XCTAssertEqual(states.last?.offsetY, -280)
        let rigid = try run(replay, ["stretch=false"])
        XCTAssertTrue(rigid.allSatisfy { $0.number(HoverBannerScene.bannerHeight) == 280 })
    }

    func testTheFollowButtonTakesTapsWithoutScrolling() throws {
        var replay = SceneReplay()
        replay.tap(x: 390 - 16 - 48, y: 280 - 160 + 17)
        replay.wait(0.3)
        var configuration = ReplayRunner.Configuration(sceneType: HoverBannerScene.self)
        configuration.fps = 60
        let runner = try ReplayRunner(events: replay.events, configuration: configuration, assets: assets)
        var lines: [String] = []
        try runner.run { lines.append($0) }
        let scene = try XCTUnwrap(runner.session.scene as? HoverBannerScene)
        XCTAssertTrue(scene.banner.isFollowing)
        XCTAssertEqual(try ParsedState(try XCTUnwrap(lines.last)).offsetY, -280)
    }

    func testSnapSettlesAtAnEnd() throws {
        var replay = SceneReplay()
        replay.drag(from: 600, to: 480, speed: 300)
        replay.wait(1)
        let free = try XCTUnwrap(try run(replay).last?.number(HoverBannerScene.bannerPercent))
        XCTAssertGreaterThan(free, 0.05)
        XCTAssertLessThan(free, 0.95, "without snap it stays half-collapsed")
        let snapped = try XCTUnwrap(try run(replay, ["snap=true"]).last?.number(HoverBannerScene.bannerPercent))
        XCTAssertTrue(snapped == 0 || snapped == 1)
    }

    /// The hovering bar's title is centred between the safe area's top and the bar's bottom for any
    /// hover height (the middle of a 44 pt navigation bar by default), and a hover height that would
    /// put it under the status bar is refused.
    func testTheHoveringTitleIsCentredInTheBar() throws {
        let cases: [(line: UInt, hoverHeight: Double, safeTop: Double, centre: Double)] = [
            (#line, 91, 47, 69), (#line, 65, 47, 56), (#line, 103, 59, 81), (#line, 64, 20, 42), (#line, 300, 47, 173.5),
        ]
        for c in cases {
            XCTAssertEqual(ProfileBannerView.titleCenter(hoverHeight: c.hoverHeight, safeAreaTop: c.safeTop), c.centre, line: c.line)
        }
        XCTAssertThrowsError(try SceneReplay().run(scene: HoverBannerScene.self, assignments: ["hoverHeight=60"], assets: TestAssets()))
        XCTAssertNoThrow(try SceneReplay().run(scene: HoverBannerScene.self, assignments: ["hoverHeight=65"], assets: TestAssets()))
        XCTAssertNoThrow(try SceneReplay().run(scene: HoverBannerScene.self, assignments: ["hoverHeight=100"], assets: TestAssets()))
    }

    /// A drag that begins on the Follow button scrolls the list; a tap on it follows, with a short
    /// pressed state only for the tap.
    func testTheFollowButtonTakesTapsAndLetsDragsThrough() throws {
        var following: [Bool] = []
        var replay = SceneReplay()
        replay.drag(x: 326, from: 137, to: 20, speed: 400, hold: 0.1)      // starts on the button
        replay.wait(1)
        let dragged = replay.time
        var states = try replay.run(scene: HoverBannerScene.self, assets: TestAssets()) { session in
            following.append((session.scene as? HoverBannerScene)?.banner.isFollowing ?? false)
        }
        XCTAssertGreaterThan(states.at(dragged)?.offsetY ?? -280, -200, "the list followed the drag")
        XCTAssertFalse(following.contains(true), "a drag does not follow")
        following = []
        var tap = SceneReplay()
        tap.wait(0.1)
        tap.tap(x: 326, y: 137)
        tap.wait(0.5)
        states = try tap.run(scene: HoverBannerScene.self, assets: TestAssets()) { session in
            following.append((session.scene as? HoverBannerScene)?.banner.isFollowing ?? false)
        }
        XCTAssertEqual(following.last, true, "a tap follows")
        XCTAssertEqual(states.last?.offsetY, -280, "and does not scroll")
    }

    /// Heights from 150 to 400 lay out without anything under the status bar, and one title shrinks
    /// from 26 to 16 pt as it travels into the hovering bar.
    func testBannersFrom150To400LayOutBelowTheStatusBar() throws {
        for height in [150.0, 200, 280, 400] {
            var banner: ProfileBannerView?
            _ = try SceneReplay().run(scene: HoverBannerScene.self, assignments: ["height=\(Int(height))"], assets: TestAssets()) {
                banner = ($0.scene as? HoverBannerScene)?.banner
            }
            let view = try XCTUnwrap(banner)
            for part in [view.avatarRing, view.nameLabel, view.roleLabel, view.followButton] where part.alpha > 0.01 {
                XCTAssertGreaterThanOrEqual(part.frame.minY, DeviceCatalog.standard.safeAreaInsets.top, "height \(height)")
            }
        }
        let cases: [(line: UInt, travel: Double, size: Double)] = [(#line, 0, 26), (#line, 0.5, 21), (#line, 1, 16), (#line, 0.33, 22.5)]
        for c in cases { XCTAssertEqual(ProfileBannerView.titleSize(travel: c.travel), c.size, line: c.line) }
        XCTAssertThrowsError(try SceneReplay().run(scene: HoverBannerScene.self, assignments: ["height=120"], assets: TestAssets()))
    }
}
