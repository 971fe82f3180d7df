import Foundation
import Graphics
@testable import Components
@testable import Scenes
import ScrollPhysics
import TestKit
import XCTest

/// Every scene's presets: valid options with sources, a session for each, and what they change.
final class ScenePresetTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    func testEveryPresetIsValidAndBuilds() throws {
        let expected = ["list": ["seed"], "expandable-bar": ["seed"], "pull-promotion": ["seed", "mjrefresh"],
                        "hover-banner": ["seed", "sliverappbar"], "bottom-sheet": ["seed", "floatingpanel", "pulley"]]
        for sceneType in SceneCatalog.all {
            XCTAssertEqual(sceneType.presets.map(\.name), expected[sceneType.name], sceneType.name)
            for preset in sceneType.presets {
                let what = "\(sceneType.name) \(preset.name)"
                for value in preset.values {
                    XCTAssertTrue(sceneType.options.contains { $0.name == value.name }, "\(what): \(value.name) is an option")
                    XCTAssertFalse(value.source.isEmpty, "\(what): \(value.name) has a source")
                }
                let session = try SceneSession(sceneType: sceneType, assignments: preset.assignments,
                                               viewport: SceneCatalog.defaultViewport, assets: assets)
                for value in preset.values { XCTAssertEqual(session.settings.text(of: value.name), value.value, what) }
            }
        }
    }

    func testPresetsReachTheComponents() throws {
        func session(_ scene: any Scene.Type, _ preset: String) throws -> SceneSession {
            try SceneSession(sceneType: scene, assignments: SceneCatalog.preset(named: preset, of: scene).assignments,
                             viewport: SceneCatalog.defaultViewport, assets: assets)
        }
        let bar = try XCTUnwrap(try session(ExpandableBarScene.self, "seed").scene as? ExpandableBarScene)
        XCTAssertEqual(bar.controller.snap, .nearest)
        let pulley = try XCTUnwrap(try session(BottomSheetScene.self, "pulley").scene as? BottomSheetScene)
        XCTAssertEqual(pulley.controller.snap, .pulley)
        XCTAssertFalse(pulley.list.bounces)
        XCTAssertEqual(pulley.list.configuration.decelerationRate, .fast)
        XCTAssertEqual(pulley.list.configuration.snapSpring.dampingRatio, 0.75, accuracy: 1e-12)
        XCTAssertEqual(pulley.controller.geometry.halfTop, 580)
        let panel = try XCTUnwrap(try session(BottomSheetScene.self, "floatingpanel").scene as? BottomSheetScene)
        XCTAssertEqual(panel.controller.geometry.fullTop, 65)
        XCTAssertEqual(panel.controller.geometry.halfTop, 428.5)
        XCTAssertEqual(panel.controller.configuration.flingDampingRatio, 0.576)
        let sheet = try XCTUnwrap(try session(BottomSheetScene.self, "seed").scene as? BottomSheetScene)
        XCTAssertEqual(sheet.controller.snap, .seed)
    }

    /// The seed's sheet has two states: a hard fling down from full stops at half (the default three-detent
    /// sheet goes on to collapsed).
    func testTheSeedSheetFlingsDownToHalf() throws {
        for (preset, detent) in [("seed", "half"), ("floatingpanel", "collapsed")] {
            var replay = SceneReplay()
            replay.key("up")
            replay.wait(1)
            replay.drag(from: 120, to: 600, speed: 3000, hold: 0)
            replay.wait(2)
            let states = try replay.run(scene: BottomSheetScene.self,
                                        assignments: SceneCatalog.preset(named: preset, of: BottomSheetScene.self).assignments,
                                        assets: assets)
            XCTAssertEqual(states.at(0.99)?.string(BottomSheetScene.sheetDetent), "full", preset)
            XCTAssertEqual(states.last?.string(BottomSheetScene.sheetDetent), detent, preset)
        }
    }

    /// Pulley's default snap: a slow drag that moves the sheet 30 pt up from half (40 pt less the 10 pt
    /// touch slop), held still before the release, goes on to full (past its 20 pt threshold); with the
    /// same layout and the nearest or projected rule it falls back to half.
    func testThePulleySheetMovesOnAfter20Points() throws {
        for (snap, detent) in [("pulley", "full"), ("nearest", "half"), ("projected", "half")] {
            var replay = SceneReplay()
            replay.wait(0.1)
            replay.drag(from: 600, to: 560, speed: 200, hold: 0.2)
            replay.wait(1.5)
            let assignments = try SceneCatalog.preset(named: "pulley", of: BottomSheetScene.self).assignments + ["snap=\(snap)"]
            let states = try replay.run(scene: BottomSheetScene.self, assignments: assignments, assets: assets)
            XCTAssertEqual(states.first?.string(BottomSheetScene.sheetDetent), "half", snap)
            XCTAssertEqual(states.last?.string(BottomSheetScene.sheetDetent), detent, snap)
        }
    }

    /// FloatingPanel's snap after a fling over 300 pt/s is underdamped (ζ 0.576): flung down from full,
    /// the sheet passes half and comes back; with the snap spring's damping, the default sheet, or a
    /// release under 300 pt/s (a fling still: over 260) it stops at half without passing it.
    func testTheFloatingPanelFlingOvershootsHalf() throws {
        let preset = try SceneCatalog.preset(named: "floatingpanel", of: BottomSheetScene.self).assignments
        let cases: [(line: UInt, assignments: [String], speed: Double, halfTop: Double, overshoots: Bool)] = [
            (#line, preset, 1200, 428.5, true),
            (#line, preset + ["flingDampingRatio=snap"], 1200, 428.5, false),
            (#line, preset, 290, 428.5, false),
            (#line, [], 1200, 400, false),
        ]
        for c in cases {
            var replay = SceneReplay()
            replay.key("up")
            replay.wait(1)
            replay.drag(from: 120, to: 260, speed: c.speed, hold: 0)
            replay.wait(1.5)
            let states = try replay.run(scene: BottomSheetScene.self, assignments: c.assignments, fps: 120, assets: assets)
            let lowest = try XCTUnwrap(states.filter { $0.time! > 1 }.compactMap { $0.number(BottomSheetScene.sheetTop) }.max())
            XCTAssertEqual(states.last?.string(BottomSheetScene.sheetDetent), "half", line: c.line)
            if c.overshoots {
                XCTAssertGreaterThan(lowest, c.halfTop + 3, "the sheet passes half by \(lowest - c.halfTop) pt", line: c.line)
            } else {
                XCTAssertLessThan(lowest, c.halfTop + 0.5, "the sheet passes half by \(lowest - c.halfTop) pt", line: c.line)
            }
        }
    }

    /// Pulley's half detent is 264 pt above the bottom and FloatingPanel's is half of the safe area
    /// (status bar to home indicator) from its bottom, at every viewport; the other values stay.
    func testPresetDetentsFollowTheViewport() throws {
        let pulley = try SceneCatalog.preset(named: "pulley", of: BottomSheetScene.self)
        let panel = try SceneCatalog.preset(named: "floatingpanel", of: BottomSheetScene.self)
        let cases: [(line: UInt, height: Double, pulleyHalf: String, panelHalf: String)] = [
            (#line, 844, "580", "428.5"),
            (#line, 932, "668", "472.5"),
            (#line, 667, "403", "340"),
            (#line, 1366, "1102", "689.5"),
        ]
        for c in cases {
            let viewport = Size(width: 390, height: c.height)
            XCTAssertTrue(pulley.assignments(for: viewport).contains("half=\(c.pulleyHalf)"), line: c.line)
            XCTAssertTrue(panel.assignments(for: viewport).contains("half=\(c.panelHalf)"), line: c.line)
            XCTAssertTrue(pulley.assignments(for: viewport).contains("full=67"), line: c.line)
            XCTAssertTrue(panel.assignments(for: viewport).contains("collapsed=103"), line: c.line)
            let session = try SceneSession(sceneType: BottomSheetScene.self, assignments: pulley.assignments(for: viewport),
                                           viewport: viewport, assets: assets)
            let scene = try XCTUnwrap(session.scene as? BottomSheetScene)
            XCTAssertEqual(scene.controller.geometry.halfTop, c.height - 264, line: c.line)
        }
        XCTAssertEqual(pulley.assignments, pulley.assignments(for: SceneCatalog.defaultViewport))
    }
}
