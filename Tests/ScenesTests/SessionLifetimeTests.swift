import Foundation
import Graphics
@testable import Playback
@testable import Scenes
import ScrollUI
@testable import LabTraces
import XCTest
import TestKit

/// A scene session that is let go is freed, with its scene and window: nothing the scene started
/// (a refresh's delayed end, an animation, a rebuilt scene) keeps it alive. The soak makes hundreds of
/// sessions in a run; one kept alive each time is memory that only grows.
final class SessionLifetimeTests: XCTestCase {
    func testASessionLetGoIsFreedWithItsSceneAndWindow() throws {
        let assets = try TestAssets()
        let pull = try TraceFile.load(path: try TemporaryFolder().write(Traces.pull(end: 1.5), to: "pull.jsonl")).events
        for sceneType in SceneCatalog.all {
            weak var session: SceneSession?
            weak var scene: AnyObject?
            weak var window: Window?
            try {
                var configuration = ReplayRunner.Configuration(sceneType: sceneType)
                configuration.fps = 30
                let runner = try ReplayRunner(events: pull + [Input(time: 1.5, kind: .option("bounces=false"))],
                                              configuration: configuration, assets: assets)
                try runner.run { _ in }
                session = runner.session
                scene = runner.session.scene
                window = runner.session.window
            }()
            XCTAssertNil(session, sceneType.name)
            XCTAssertNil(scene, sceneType.name)
            XCTAssertNil(window, sceneType.name)
        }
    }
}
