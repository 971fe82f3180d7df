import Devices
import Foundation
import Graphics
import LabDrawing
import Playback
@testable import Scenes
import TestKit
import XCTest

/// The hover banner held to BannerHoverView's demo and to a navigation bar: the back chevron stays
/// readable over a stretched photo, the title sits on the chevron's line once it reaches it, and the
/// grey section header under the banner scrolls under the bar or pins there.
final class HoverBannerOriginalTests: XCTestCase {
    /// The chevron's line on the iPhone 14: midway between the safe area's top (47) and the bar's
    /// bottom (91).
    static let chevronLine = 69.0
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    /// A session of the scene with the list put at `offset` (no motion) and laid out.
    private func session(at offset: Double, _ assignments: [String] = []) throws -> (SceneSession, HoverBannerScene) {
        let session = try SceneSession(sceneType: HoverBannerScene.self, assignments: assignments,
                                       viewport: SceneCatalog.defaultViewport, assets: assets)
        let scene = try XCTUnwrap(session.scene as? HoverBannerScene)
        scene.list.contentOffset = Point(x: 0, y: offset)
        session.window.layoutIfNeeded()
        return (session, scene)
    }

    private static func isBright(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.r > 200 && c.g > 200 && c.b > 200 }

    /// Pulled down, the photo zooms; its floodlights stay out of the chevron's square, so the square
    /// holds the white chevron on the dark sky as at rest: as many bright points (the stroke) and no
    /// light ones beside them (a lamp and its glow drew white on white past about 90 pt of pull).
    func testTheStretchedPhotoLeavesTheChevronOnTheDarkSky() throws {
        let (restSession, restScene) = try session(at: -280)
        XCTAssertTrue(restScene.banner.subviews.last === restScene.banner.backButton, "the chevron is the banner's top view")
        let restFrame = SceneFrame(restSession, scale: 2, assets: assets)
        let square = restScene.banner.backButton.frame
        let restBright = restFrame.count(rows: square.minY...square.maxY, columns: square.minX...square.maxX, where: Self.isBright)
        XCTAssertGreaterThan(restBright, 40, "a white chevron at rest")
        for pull in [30.0, 60, 93, 150, 250] {
            let (session, scene) = try session(at: -280 - pull)
            XCTAssertEqual(scene.controller.bannerHeight, 280 + pull, accuracy: 1e-9)
            let frame = SceneFrame(session, scale: 2, assets: assets)
            let back = scene.banner.backButton.frame
            XCTAssertEqual(back, square, "the chevron does not move with the stretch")
            let bright = frame.count(rows: back.minY...back.maxY, columns: back.minX...back.maxX, where: Self.isBright)
            XCTAssertEqual(Double(bright), Double(restBright), accuracy: Double(restBright) * 0.1, "pulled \(pull) pt")
            // Beside the stroke, the sky: nothing light in the square's right third (the chevron's
            // tip points left, its arms end at the square's middle).
            let light = frame.count(rows: back.minY...back.maxY, columns: (back.maxX - 8)...back.maxX) { $0.r > 120 || $0.g > 120 }
            XCTAssertEqual(light, 0, "pulled \(pull) pt")
        }
    }

    /// The title's centre against the chevron's over the collapse: below it while the banner shows
    /// (beside the avatar), on its line once it reaches it, never above (it rose up to 10 pt past the
    /// line at bannerPercent 0.32 and came back down).
    func testTheTitleStaysOnTheChevronsLineOnceItReachesIt() throws {
        let travel = 189.0
        let cases: [(line: UInt, percent: Double, onTheLine: Bool)] = [
            (#line, 1, false), (#line, 0.9, false), (#line, 0.8, false), (#line, 0.7, false),
            (#line, 0.5, true), (#line, 0.4, true), (#line, 0.32, true), (#line, 0.2, true), (#line, 0.1, true), (#line, 0, true),
        ]
        for c in cases {
            let (_, scene) = try session(at: -280 + (1 - c.percent) * travel)
            XCTAssertEqual(scene.controller.percent, c.percent, accuracy: 1e-9, line: c.line)
            let banner = scene.banner
            let title = banner.nameLabel.frame.midY + banner.frame.minY
            let chevron = banner.backButton.frame.midY + banner.frame.minY
            XCTAssertEqual(chevron, Self.chevronLine, accuracy: 1e-9, line: c.line)
            if c.onTheLine {
                XCTAssertEqual(title, chevron, accuracy: 0.5, "percent \(c.percent)", line: c.line)
            } else {
                XCTAssertGreaterThan(title, chevron + 10, "percent \(c.percent)", line: c.line)
            }
        }
        for step in 0...50 {
            let (_, scene) = try session(at: -280 + Double(step) / 50 * travel)
            let banner = scene.banner
            XCTAssertGreaterThanOrEqual(banner.nameLabel.frame.midY, banner.backButton.frame.midY - 0.5, "step \(step)")
        }
    }

    /// The section header's top edge over a scroll, in each mode: with the list's content (it goes
    /// under the bar) or held at the bar's bottom; none by default. The first match starts under it.
    func testTheSectionHeaderScrollsUnderTheBarOrPinsThere() throws {
        let cases: [(line: UInt, offset: Double, scrolls: Double, pinned: Double)] = [
            (#line, -280, 280, 280), (#line, -200, 200, 200), (#line, -120, 120, 120), (#line, -91, 91, 91),
            (#line, -70, 70, 91), (#line, 0, 0, 91), (#line, 500, -500, 91),
        ]
        for c in cases {
            for (mode, expected) in [("scrolls", c.scrolls), ("pinned", c.pinned)] {
                let (_, scene) = try session(at: c.offset, ["section=\(mode)"])
                XCTAssertEqual(scene.matchesHeaderTop, expected, "\(mode) at \(c.offset)", line: c.line)
                XCTAssertEqual(scene.matchesHeader.frame.minY, expected, "\(mode) at \(c.offset)", line: c.line)
                XCTAssertEqual(scene.matchesHeader.frame.height, 35, line: c.line)
                XCTAssertEqual(scene.list.rectForRow(0).minY, 35, "the first match under the header", line: c.line)
            }
            let (_, plain) = try session(at: c.offset)
            XCTAssertNil(plain.matchesHeaderTop, line: c.line)
            XCTAssertTrue(plain.matchesHeader.isHidden, line: c.line)
            XCTAssertEqual(plain.list.rectForRow(0).minY, 0, line: c.line)
        }
        XCTAssertEqual(try SceneCatalog.preset(named: "seed", of: HoverBannerScene.self).assignments.filter { $0.hasPrefix("section=") },
                       ["section=scrolls"])
    }

    /// What a person sees 20 pt into the header's slide under the bar, and 100 pt further: the bar
    /// covers the header (it is under the banner), and only a pinned header stays grey under the bar.
    func testTheHeaderIsDrawnUnderTheBarAndPinnedUnderItsEdge() throws {
        let grey = { (c: (r: Int, g: Int, b: Int)) in abs(c.r - 0xF2) <= 2 && abs(c.g - 0xF2) <= 2 && abs(c.b - 0xF7) <= 2 }
        let cases: [(line: UInt, mode: String, offset: Double, greyAt: Double?, barAt: Double)] = [
            (#line, "scrolls", -70, 100, 80), (#line, "pinned", -70, 100, 80),
            (#line, "scrolls", 100, nil, 80), (#line, "pinned", 100, 100, 80),
        ]
        for c in cases {
            let (session, _) = try session(at: c.offset, ["section=\(c.mode)"])
            let frame = SceneFrame(session, scale: 2, assets: assets)
            XCTAssertFalse(grey(frame.color(x: 300, y: c.barAt)), "the bar covers the header", line: c.line)
            if let y = c.greyAt {
                XCTAssertTrue(grey(frame.color(x: 300, y: y)), "\(c.mode) at \(c.offset): \(frame.color(x: 300, y: y))", line: c.line)
            } else {
                XCTAssertFalse(grey(frame.color(x: 300, y: 100)), "the header went under the bar", line: c.line)
            }
        }
    }
}
