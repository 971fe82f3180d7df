import Foundation
import Graphics
import LabBasics
@testable import Scenes
import ScrollPhysics
import ScrollUI
import TestKit
import XCTest

/// `--set deceleration=…`, `rubberBand=…` and the springs: parsed into every scene's scroll views, refused
/// out of range, and changeable while the scene runs without moving the content.
final class PhysicsOptionsTests: XCTestCase {
    private var assets: (any AssetStore)!

    override func setUpWithError() throws {
        assets = try TestAssets()
    }

    private func configuration(_ assignments: [String]) throws -> ScrollConfiguration {
        try SceneSettings(options: ListScene.options, assignments: assignments, sceneName: "list").scrollConfiguration
    }

    func testValuesBecomeTheScrollConfiguration() throws {
        let cases: [(line: UInt, assignments: [String], rate: Double, band: Double, bounce: SpringParameters, snap: SpringParameters)] = [
            (#line, [], 0.998, 0.55, .bounce, .snap),
            (#line, ["deceleration=fast"], 0.99, 0.55, .bounce, .snap),
            (#line, ["deceleration=0.995"], 0.995, 0.55, .bounce, .snap),
            (#line, ["deceleration=0.9999", "rubberBand=0.3"], 0.9999, 0.3, .bounce, .snap),
            (#line, ["bounceResponse=0.5"], 0.998, 0.55, SpringParameters(dampingRatio: 1.32, response: 0.5), .snap),
            (#line, ["bounceResponse=0.6283185307179586", "bounceDampingRatio=1"], 0.998, 0.55,
             SpringParameters(mass: 1, stiffness: 100, damping: 20), .snap),
            (#line, ["bounceDampingRatio=0.5"], 0.998, 0.55,
             SpringParameters(dampingRatio: 0.5, response: SpringParameters.bounceResponse), .snap),
            (#line, ["snapResponse=0.3", "snapDampingRatio=0.75"], 0.998, 0.55, .bounce,
             SpringParameters(dampingRatio: 0.75, response: 0.3)),
        ]
        for c in cases {
            let configuration = try configuration(c.assignments)
            XCTAssertEqual(configuration.decelerationRate.rawValue, c.rate, line: c.line)
            XCTAssertEqual(configuration.rubberBandCoefficient, c.band, line: c.line)
            XCTAssertEqual(configuration.bounceSpring, c.bounce, line: c.line)
            XCTAssertEqual(configuration.snapSpring, c.snap, line: c.line)
        }
        // The defaults are exactly the bounce fitted to iOS's: response 0.33 s, damping ratio 1.32.
        XCTAssertEqual(try configuration([]), .standard)
        XCTAssertEqual(try configuration([]).bounceSpring, SpringParameters(dampingRatio: 1.32, response: 0.33))
    }

    func testOutOfRangeValuesAreOneLineUsageErrors() {
        let cases: [(line: UInt, assignment: String, named: String)] = [
            (#line, "deceleration=0.98", "deceleration"),
            (#line, "deceleration=1", "deceleration"),
            (#line, "deceleration=0.99999", "deceleration"),
            (#line, "deceleration=slow", "deceleration"),
            (#line, "rubberBand=0", "rubberBand"),
            (#line, "rubberBand=1.5", "rubberBand"),
            (#line, "bounceResponse=0", "bounceResponse"),
            (#line, "bounceDampingRatio=3", "bounceDampingRatio"),
            (#line, "snapResponse=nan", "snapResponse"),
            (#line, "snapDampingRatio=-1", "snapDampingRatio"),
        ]
        for c in cases {
            XCTAssertThrowsError(try configuration([c.assignment]), line: c.line) { error in
                guard let error = error as? AppError else { return XCTFail("\(error)", line: c.line) }
                XCTAssertEqual(error.exitCode, 2, line: c.line)
                XCTAssertTrue(error.message.contains(c.named), error.message, line: c.line)
                XCTAssertFalse(error.message.contains("\n"), line: c.line)
            }
        }
    }

    func testEverySceneAppliesThePhysicsToItsScrollViews() throws {
        let assignments = ["deceleration=0.995", "rubberBand=0.4", "bounceResponse=0.5", "snapDampingRatio=0.8"]
        for sceneType in SceneCatalog.all {
            let session = try SceneSession(sceneType: sceneType, assignments: assignments,
                                           viewport: SceneCatalog.defaultViewport, assets: assets)
            XCTAssertFalse(session.scene.scrollViews.isEmpty, sceneType.name)
            for scrollView in session.scene.scrollViews {
                XCTAssertEqual(scrollView.configuration.decelerationRate.rawValue, 0.995, sceneType.name)
                XCTAssertEqual(scrollView.configuration.rubberBandCoefficient, 0.4, sceneType.name)
                XCTAssertEqual(scrollView.configuration.bounceSpring, SpringParameters(dampingRatio: 1.32, response: 0.5), sceneType.name)
                XCTAssertEqual(scrollView.configuration.snapSpring.dampingRatio, 0.8, accuracy: 1e-12, sceneType.name)
            }
        }
    }

    /// A fling in the list coasts `(|v| − 10)/|λ|` at the rate given per millisecond, until its speed falls
    /// to 10 pt/s (PHYSICS.md §1).
    func testDecelerationPerMillisecondSetsTheCoast() throws {
        for rate in [0.99, 0.995, 0.998, 0.999] {
            var replay = SceneReplay()
            replay.drag(from: 700, to: 500, speed: 1500, hold: 0)
            replay.wait(16)
            let states = try replay.run(scene: ListScene.self, assignments: ["deceleration=\(rate)"], assets: assets)
            guard let first = states.first(where: { $0.string(CommonStateKeys.phase) == "decelerating" }),
                  let offset = first.offsetY, let velocity = first.number(CommonStateKeys.velocityY),
                  let rest = states.last?.offsetY else { return XCTFail("no coast at \(rate)") }
            XCTAssertEqual(states.last?.string(CommonStateKeys.phase), "idle", "\(rate)")
            let lambda = 1000 * log(rate)
            XCTAssertEqual(rest - offset, (velocity - DecaySimulation.stopSpeed) / -lambda, accuracy: 1, "\(rate)")
        }
    }

    /// Changing the rubber band during a drag past the top and the deceleration during the coast moves
    /// nothing at that instant; the drag and the coast go on from where the content is.
    func testUpdatingWhileMovingKeepsTheOffset() throws {
        var replay = SceneReplay()
        replay.drag(from: 300, to: 700, speed: 400, hold: 0, lift: false)
        for step in 1...32 {  // then up at 2000 pt/s, a sample every 8 ms, and a lift
            replay.time += 0.008
            replay.add(.move(Point(x: 195, y: 700 - 16 * Double(step))))
        }
        replay.add(.up(Point(x: 195, y: 188)))
        replay.wait(4)
        var updates: [(time: Double, before: Double, after: Double, phase: String)] = []
        let states = try replay.run(scene: ListScene.self, assets: assets) { session in
            let scrollView = session.scene.mainScrollView
            let time = session.window.now
            let update: [String]? = updates.isEmpty && scrollView.phase == .dragging && scrollView.contentOffset.y < -200
                ? ["rubberBand=0.3"]
                : updates.count == 1 && scrollView.phase == .decelerating ? ["deceleration=fast"] : nil
            guard let update else { return }
            let before = scrollView.contentOffset.y
            do { try session.updatePhysics(update) } catch { XCTFail("\(error)") }
            updates.append((time, before, scrollView.contentOffset.y, scrollView.phase.rawValue))
        }
        XCTAssertEqual(updates.count, 2)
        for update in updates { XCTAssertEqual(update.after, update.before, "at \(update.time)") }
        XCTAssertEqual(updates.last?.phase, "decelerating", "the coast goes on after the change")
        XCTAssertLessThan(states.largestJump(CommonStateKeys.offsetY), 60, "no jump at either change")
        XCTAssertEqual(states.last?.string(CommonStateKeys.phase), "idle")
    }

    func testUpdatingRefusesOtherOptionsAndBadValuesAndChangesNothing() throws {
        let session = try SceneSession(sceneType: ListScene.self, assignments: [], viewport: SceneCatalog.defaultViewport, assets: assets)
        for bad in [["rows=5"], ["deceleration=2"], ["rubberBand=0.3", "bounces=false"]] {
            XCTAssertThrowsError(try session.updatePhysics(bad), "\(bad)") { error in
                XCTAssertEqual((error as? AppError)?.exitCode, 2, "\(bad)")
            }
            XCTAssertEqual(session.scene.mainScrollView.configuration, .standard, "\(bad)")
            XCTAssertEqual(session.settings.text(of: "rubberBand"), "0.55", "\(bad)")
        }
        try session.updatePhysics(["deceleration=0.995"])
        XCTAssertEqual(session.scene.mainScrollView.configuration.decelerationRate.rawValue, 0.995)
        XCTAssertEqual(session.settings.text(of: "deceleration"), "0.995")
    }
}
