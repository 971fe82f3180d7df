import Graphics
import Foundation
@testable import LabBasics
@testable import Playback
@testable import Scenes
import ScrollUI
@testable import LabTraces
import XCTest
import TestKit

/// A short soak on every scene, and what happens when an invariant breaks.
final class SoakTests: XCTestCase {
    private var assets: (any AssetStore)!
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        assets = try TestAssets()
        folder = try TemporaryFolder()
    }

    override func tearDown() { folder?.remove() }

    func testAShortSoakOnEverySceneFindsNoViolation() throws {
        let runner = SoakRunner(scenes: SceneCatalog.all, seconds: 4, seed: 11, outputFolder: folder.path("out"), assets: assets)
        // At least 12 gestures however busy the machine is (the clock alone gave 7 at load 5).
        runner.minimumGestures = 12
        let report = try runner.run()
        XCTAssertNil(report.violation?.message)
        XCTAssertGreaterThan(report.frames, 500)
        XCTAssertGreaterThanOrEqual(report.gestures, 12)
    }

    /// The soak's option changes are ones the scene takes at that moment, of every kind of option,
    /// and they reach the input as `set` events (alone and in the middle of a drag).
    func testOptionChangesAreAcceptedSetEvents() throws {
        for sceneType in SceneCatalog.all {
            let session = try SceneSession(sceneType: sceneType, assignments: [], viewport: SceneCatalog.defaultViewport,
                                           assets: assets)
            var random = SeededRandom(seed: 5)
            let drawn = (0..<200).compactMap { _ in SoakRunner.randomOption(for: session, &random) }
            XCTAssertGreaterThan(drawn.count, 100, sceneType.name)
            for assignment in drawn { XCTAssertNoThrow(try session.check([assignment]), assignment) }
            let names = Set(drawn.map { OptionAssignment.name(of: $0) })
            XCTAssertTrue(names.isSuperset(of: PhysicsOptions.names), "\(sceneType.name): \(names)")
            var gestures = SoakGestures(random: SeededRandom(seed: 3))
            gestures.proposeOption = { SoakRunner.randomOption(for: session, &$0) }
            var events: [Input] = []
            _ = gestures.append(.optionDuringDrag, to: &events, start: 0, size: SceneCatalog.defaultViewport)
            let kinds = events.map { event -> String in
                switch event.kind {
                case .option: return "set"
                case .down: return "down"
                case .up: return "up"
                default: return "other"
                }
            }
            XCTAssertEqual(kinds.first, "down", sceneType.name)
            XCTAssertEqual(kinds.last, "up", sceneType.name)
            XCTAssertEqual(kinds.filter { $0 == "set" }.count, 1, sceneType.name)
        }
    }

    func testTheSameSeedGivesTheSameInput() {
        func events(seed: UInt64) -> [Input] {
            var gestures = SoakGestures(random: SeededRandom(seed: seed))
            var events: [Input] = []
            var time = 0.0
            for kind in SoakGestures.Kind.allCases { time = gestures.append(kind, to: &events, start: time, size: .init(width: 390, height: 844)) }
            return events
        }
        XCTAssertEqual(events(seed: 7), events(seed: 7))
        XCTAssertNotEqual(events(seed: 7), events(seed: 8))
    }

    func testAViolationWritesATraceThatReproducesIt() throws {
        let runner = SoakRunner(scenes: [ListScene.self], seconds: 30, seed: 3, outputFolder: folder.path("out"), assets: assets)
        runner.extraInvariant = { session in
            session.scene.mainScrollView.contentOffset.y > 400 ? "offset past 400 (a test invariant)" : nil
        }
        let report = try runner.run()
        let violation = try XCTUnwrap(report.violation)
        XCTAssertTrue(violation.message.hasPrefix("offset past 400"))
        let file = try TraceFile.load(path: XCTUnwrap(violation.tracePath))
        XCTAssertEqual(file.header?.scene, "list")
        var configuration = ReplayRunner.Configuration(sceneType: ListScene.self)
        configuration.assignments = file.header?.assignments ?? []
        configuration.viewport = file.header?.viewport ?? configuration.viewport
        let replay = try ReplayRunner(events: file.events, configuration: configuration, assets: assets)
        var reproduced = false
        try replay.run(observe: { _, _, session in
            if session.scene.mainScrollView.contentOffset.y > 400 { reproduced = true }
        }, emit: { _ in })
        XCTAssertTrue(reproduced, "replaying the written trace reaches the same state")
    }
}
