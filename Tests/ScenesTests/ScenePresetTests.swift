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
                for value in preset.values { XCTAssertEqual(session.settings.string(value.name), value.value, what) }
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
        XCTAssertEqual(pulley.controller.snap, .nearest)
        XCTAssertFalse(pulley.list.bounces)
        XCTAssertEqual(pulley.list.configuration.decelerationRate, .fast)
        XCTAssertEqual(pulley.list.configuration.snapSpring.dampingRatio, 0.75, accuracy: 1e-12)
        XCTAssertEqual(pulley.controller.layout.halfTop, 580)
        let panel = try XCTUnwrap(try session(BottomSheetScene.self, "floatingpanel").scene as? BottomSheetScene)
        XCTAssertEqual(panel.controller.layout.fullTop, 65)
        XCTAssertEqual(panel.controller.layout.halfTop, 428.5)
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
            XCTAssertEqual(states.at(0.99)?.string("sheetDetent"), "full", preset)
            XCTAssertEqual(states.last?.string("sheetDetent"), detent, preset)
        }
    }
}
