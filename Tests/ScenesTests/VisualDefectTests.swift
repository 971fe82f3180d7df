import Devices
import Graphics
@testable import Scenes
import ScrollUI
import LabTraces
import XCTest
import TestKit

/// The visual defects seen at rest or mid-motion on the iPhone 14 (390 x 844), each checked on the
/// frame or the state where it was seen.
final class VisualDefectTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    private func isWhite(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.r == 255 && c.g == 255 && c.b == 255 }

    // MARK: expandable-bar

    /// Compact, the bar is solid white: around the pill only white and the pill's grey shadow, no card
    /// photo or text (they showed, cut hard at the status bar).
    func testTheCompactBarIsSolidAroundThePill() throws {
        var replay = SceneReplay()
        replay.drag(from: 700, to: 300, speed: 3000, hold: 0)
        replay.wait(3)
        let frame = try SceneFrame(ExpandableBarScene.self, replay, assets: assets)
        let bar = try XCTUnwrap((frame.session.scene as? ExpandableBarScene)?.bar)
        XCTAssertEqual(bar.frame.height, 64, "compact")
        XCTAssertGreaterThan(frame.session.scene.mainScrollView.contentOffset.y, 300, "cards scrolled under the bar")
        let pill = bar.pill.frame.offsetBy(dx: 0, dy: bar.frame.minY)
        // White or a light neutral grey (the shadow): nothing coloured, nothing dark.
        let paper = { (c: (r: Int, g: Int, b: Int)) in max(c.r, c.g, c.b) - min(c.r, c.g, c.b) <= 6 && min(c.r, c.g, c.b) >= 200 }
        let strayAbove = frame.count(rows: (bar.frame.minY + 1)...(pill.minY - 1), columns: 20...370) { !paper($0) }
        let strayBelow = frame.count(rows: (pill.maxY + 1)...(bar.frame.maxY - 1.5), columns: 20...370) { !paper($0) }
        let straySides = frame.count(rows: pill.minY...pill.maxY, columns: 8...(pill.minX - 1)) { !paper($0) }
            + frame.count(rows: pill.minY...pill.maxY, columns: (pill.maxX + 1)...382) { !paper($0) }
        XCTAssertEqual(strayAbove + strayBelow + straySides, 0, "the bar around the pill is solid")
    }

    /// Expanded, the status bar and the grey bar are one band: the same colour above and below the
    /// status bar's bottom (a white strip sat on the grey bar, with a seam at y = 47).
    func testTheExpandedBarAndTheStatusBarAreOneBand() throws {
        var replay = SceneReplay()
        replay.drag(from: 200, to: 560, speed: 400)
        replay.wait(1)
        let frame = try SceneFrame(ExpandableBarScene.self, replay, assets: assets)
        XCTAssertEqual(frame.session.stateLine(frame: 0, time: 0).contains("\"barProgress\": 2"), true)
        let grey = AirbnbBarView.expandedBackground
        for y in [40.0, 46, 47, 48, 52] {
            let c = frame.color(x: 200, y: y)
            XCTAssertEqual([c.r, c.g, c.b], [Int(grey.red), Int(grey.green), Int(grey.blue)], "y = \(y)")
        }
    }

    /// Mid-expansion, the "When" and "Who" cards ride on the bar's bottom edge: at every progress they
    /// lie whole inside the bar or are not shown (the bar's edge cut the "Who" card).
    func testTheExpandedCardsAreNeverCutByTheBar() throws {
        let window = Window(size: Size(width: 390, height: 844), textMeasurer: assets.fonts)
        let bar = AirbnbBarView()
        window.setContent(bar)
        for step in 0...40 {
            let q = Double(step) / 40
            bar.frame = Rect(x: 0, y: 0, width: 390, height: 128 + (284 - 128) * q)
            bar.update(progress: 1 + q, selectedTab: 0)
            bar.layoutIfNeeded()
            for card in [bar.whenRow, bar.whoRow] where !card.isHidden && card.alpha > 0.001 {
                XCTAssertLessThanOrEqual(card.frame.maxY, bar.frame.height, "progress \(1 + q)")
                XCTAssertGreaterThanOrEqual(card.frame.minY, 0, "progress \(1 + q)")
            }
        }
    }

    // MARK: pull-promotion

    /// The events of `scroll-lab gesture pull 130 --scene pull-promotion --wait 2`.
    private func pull130() -> SceneReplay {
        let travel = PullTravel(dimension: 844).fingerTravel(forPull: 130)
        var replay = SceneReplay()
        replay.events = Gesture.pull(from: Point(x: 195, y: 844 * GestureDefaults.pullStartFraction), travel: travel,
                                     speed: GestureDefaults.pullSpeed, hold: GestureDefaults.pullHold).events(startingAt: 0)
        replay.time = replay.events.last?.time ?? 0
        return replay
    }

    /// Pulled past 100 pt, the feed's blue status bar goes down with the blue header: no red band
    /// between them (the strip stayed while the header slid down).
    func testTheFeedsStatusBarGoesDownWithItsHeader() throws {
        var replay = pull130()
        replay.events.removeLast()    // still held: the last move, before the release
        let frame = try SceneFrame(PullPromotionScene.self, replay, assets: assets)
        let scene = try XCTUnwrap(frame.session.scene as? PullPromotionScene)
        let page = scene.controller.pageOffset
        XCTAssertGreaterThan(page, 10, "the header has gone down")
        // From the page's top through the status bar into the header, one blue band at the left edge.
        let notBlue = frame.count(rows: (page + 1)...(page + 47 + 30), columns: 380...380) { $0.b < 200 || $0.r > 80 }
        XCTAssertEqual(notBlue, 0, "blue from the page's top down")
        let above = frame.color(x: 380, y: page - 3)
        XCTAssertGreaterThan(above.r, above.b + 60, "the promotion shows above the page")
    }

    /// The second floor opens as Taobao's does: at t = 1.33 s of a 130 pt pull the page (feed and
    /// bars) slides down whole and opaque, the promotion above it; nothing is cross-faded (the
    /// category grid sat at half opacity over the coupons' button).
    func testThePromotionOpensBySlidingThePageAway() throws {
        var replay = pull130()
        replay.time = 1.33
        replay.add(.wait)
        let frame = try SceneFrame(PullPromotionScene.self, replay, assets: assets)
        let scene = try XCTUnwrap(frame.session.scene as? PullPromotionScene)
        XCTAssertEqual(scene.controller.state, .promotionShowing)
        XCTAssertEqual(scene.list.alpha, 1)
        let contentTop = -scene.list.contentOffset.y
        XCTAssertGreaterThan(contentTop, 300, "mid-way down")
        XCTAssertLessThan(contentTop, 844, "not yet off the screen")
        // The feed's top is drawn opaque: the category grid's white is white.
        XCTAssertLessThan(contentTop + 60, 790, "the points checked are above the screen's corners")
        XCTAssertTrue(isWhite(frame.color(x: 300, y: contentTop + 4)), "the feed is opaque")
        XCTAssertTrue(isWhite(frame.color(x: 5, y: contentTop + 60)), "the feed is opaque")
        let page = scene.controller.pageOffset
        let floor = frame.color(x: 8, y: page - 8)
        XCTAssertGreaterThan(floor.r, floor.g + 60, "the promotion above the page")
    }

    // MARK: hover-banner

    /// The photo's floodlights hang below the status bar: none of their lamp colour among the clock
    /// and battery (they sat right under them).
    func testTheFloodlightsHangBelowTheStatusBar() throws {
        var replay = SceneReplay()
        replay.wait(0.1)
        let frame = try SceneFrame(HoverBannerScene.self, replay, assets: assets)
        let lamp = { (c: (r: Int, g: Int, b: Int)) in c.r >= 250 && c.g >= 245 && c.b >= 220 && c.b <= 242 }
        XCTAssertEqual(frame.count(rows: 0...46, where: lamp), 0, "no lamp in the status bar")
        XCTAssertGreaterThan(frame.count(rows: 47...120, where: lamp), 20, "the lamps are below it")
    }

    /// Hovering, the bar is the status bar and a 44 pt navigation bar: the name centred in those
    /// 44 pt with room under its descenders, a back button beside it, a hairline and a shadow
    /// under the bar (an 18 pt band held the name 1–2 pt from its edge, with none of these).
    func testTheHoveringBarIsANavigationBar() throws {
        var replay = SceneReplay()
        replay.drag(from: 700, to: 250, speed: 400)
        replay.wait(0.5)
        let frame = try SceneFrame(HoverBannerScene.self, replay, assets: assets)
        let banner = try XCTUnwrap((frame.session.scene as? HoverBannerScene)?.banner)
        let bottom = banner.frame.maxY
        XCTAssertEqual(bottom, 91, "47 + 44")
        let name = banner.nameLabel.frame.offsetBy(dx: 0, dy: banner.frame.minY)
        XCTAssertEqual(name.midY, 69, accuracy: 0.5, "centred in the navigation bar")
        XCTAssertGreaterThanOrEqual(bottom - name.maxY, 8, "room under the name")
        let back = banner.backButton.frame.offsetBy(dx: 0, dy: banner.frame.minY)
        XCTAssertEqual(back.midY, name.midY, accuracy: 0.5)
        XCTAssertGreaterThan(frame.count(rows: back.minY...back.maxY, columns: back.minX...back.maxX) { $0.r > 200 && $0.g > 200 }, 10,
                             "a white chevron")
        let under = frame.color(x: 200, y: bottom + 1.5)
        XCTAssertLessThan(under.r, 250, "the bar's shadow on the list")
    }

    // MARK: bottom-sheet

    /// The museum pin at the top of the map at rest does not show among the status bar's icons: the
    /// band behind the status bar keeps the map's colours out (a pin and its label drew under them).
    func testMapPinsDoNotShowUnderTheStatusBar() throws {
        var replay = SceneReplay()
        replay.wait(0.1)
        let frame = try SceneFrame(BottomSheetScene.self, replay, assets: assets)
        let scene = try XCTUnwrap(frame.session.scene as? BottomSheetScene)
        let museum = try XCTUnwrap(Place.catalogue.first { $0.name == "Modern Art Museum" })
        let pinY = museum.location.y - scene.map.contentOffset.y
        XCTAssertTrue((0...47).contains(pinY), "the museum lies under the status bar: \(pinY)")
        let coloured = frame.count(rows: 0...46) { max($0.r, $0.g, $0.b) - min($0.r, $0.g, $0.b) > 40 }
        XCTAssertEqual(coloured, 0, "no pin colour among the status bar's items")
    }

    /// Panned to its left edge, the map goes on with streets and blocks (it showed about 360 pt of
    /// empty land with the roads cut off).
    func testAMapPannedToItsEdgeShowsTheCity() throws {
        var replay = SceneReplay()
        for _ in 0..<4 {
            replay.add(.down(Point(x: 30, y: 200)))
            for step in 1...20 {
                replay.time += 0.01
                replay.add(.move(Point(x: 30 + Double(step) * 15, y: 200)))
            }
            replay.time += 0.1
            replay.add(.up(Point(x: 330, y: 200)))
            replay.wait(1)
        }
        let frame = try SceneFrame(BottomSheetScene.self, replay, assets: assets)
        let scene = try XCTUnwrap(frame.session.scene as? BottomSheetScene)
        XCTAssertEqual(scene.map.contentOffset.x, scene.map.minimumContentOffset.x, accuracy: 1, "at the left edge")
        let building = MapPalette.building
        let buildings = frame.count(rows: 150...350, columns: 0...150) {
            $0.r == Int(building.red) && $0.g == Int(building.green) && $0.b == Int(building.blue)
        }
        XCTAssertGreaterThan(buildings, 2000, "blocks fill the part beyond the map's places")
    }

    /// In a window wider than 1,000 pt a street's name shows at most twice (Market Street showed three
    /// times, and the grid looked repeated).
    func testAWideWindowNamesEachStreetAtMostTwice() throws {
        var replay = SceneReplay()
        replay.wait(0.1)
        let frame = try SceneFrame(BottomSheetScene.self, replay, viewport: Size(width: 1200, height: 844), assets: assets)
        var counts: [String: Int] = [:]
        for command in frame.session.window.makeDisplayList(scale: frame.scale).commands {
            if case .text(let run, _, let color) = command, color == MapPalette.streetLabel { counts[run.string, default: 0] += 1 }
        }
        XCTAssertFalse(counts.isEmpty)
        for (name, count) in counts { XCTAssertLessThanOrEqual(count, 2, name) }
        XCTAssertLessThanOrEqual(counts["Market Street"] ?? 0, 2)
    }
}
