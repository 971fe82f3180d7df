import Foundation
@testable import LabTools
@testable import Scenes
import XCTest
import TestKit

/// Every failure trace the soak found, kept as a regression test: replayed on the scene its header
/// names, every frame passes the soak's frame invariants and the replay ends with the main scroll view
/// idle on a legal rest of its component.
final class SoakTraceTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Traces")

    func testEverySoakTraceComesToALegalRest() throws {
        let assets = try TestAssets()
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasPrefix("soak-") && $0.hasSuffix(".jsonl") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 3)
        for name in names {
            let file = try TraceFile.load(path: Self.folder.appendingPathComponent(name).path)
            let header = try XCTUnwrap(file.header, name)
            var configuration = ReplayRunner.Configuration(sceneType: try SceneCatalog.scene(named: header.scene))
            configuration.assignments = header.assignments
            configuration.viewport = header.viewport
            // The trace stops where the soak saw the failure: give it the soak's pause to settle (5 s,
            // or longer for the slower physics its `set` events chose).
            let sets = file.events.compactMap { if case .option(let text) = $0.kind { return text } else { return nil } }
            let settings = try SceneSettings(options: configuration.sceneType.options, assignments: header.assignments + sets,
                                             sceneName: header.scene)
            let end = (file.events.last?.time ?? 0)
                + SoakRunner.restDuration(for: settings.scrollConfiguration, viewport: header.viewport)
            let events = file.events + [TraceEvent(time: end, kind: .wait, line: file.events.count + 1)]
            let runner = try ReplayRunner(events: events, configuration: configuration, assets: assets)
            var invariants = SoakInvariants()
            var problems: [String] = []
            try runner.run(observe: { _, time, session in
                if let problem = invariants.checkFrame(session) { problems.append("t = \(time): \(problem)") }
            }, emit: { _ in })
            XCTAssertEqual(problems.first, nil, name)
            let view = runner.session.scene.mainScrollView
            XCTAssertEqual(view.phase, .idle, name)
            // A scroll view without a component rests anywhere inside its range.
            let inRange = (view.minimumContentOffset.y - 0.5...view.maximumContentOffset.y + 0.5).contains(view.contentOffset.y)
            XCTAssertEqual(view.behavior?.isLegalRest(view, offset: view.contentOffset) ?? inRange, true,
                           "\(name) rests at \(view.contentOffset.y)")
        }
    }

    /// A fast touchpad scroll down out of the sheet's list at full: the release, 80 ms after the last
    /// delta, is decided from where the coast is by then (below full, heading down), so the sheet
    /// springs to collapsed and stops there; decided from the last delta (the list scrolled) it took
    /// the list's stop-at-full rule and ran past collapsed.
    func testATouchpadCoastThatLeftTheSheetsListStopsAtCollapsed() throws {
        let assets = try TestAssets()
        let file = try TraceFile.load(path: Self.folder.appendingPathComponent("soak-sheet-touchpad-coast-past-full-from-the-list.jsonl").path)
        let header = try XCTUnwrap(file.header)
        var configuration = ReplayRunner.Configuration(sceneType: try SceneCatalog.scene(named: header.scene))
        configuration.assignments = header.assignments
        configuration.viewport = header.viewport
        configuration.until = 9
        let runner = try ReplayRunner(events: file.events, configuration: configuration, assets: assets)
        var lowest = Double.infinity
        try runner.run(observe: { _, time, session in
            if time >= 7 { lowest = min(lowest, session.scene.mainScrollView.contentOffset.y) }
        }, emit: { _ in })
        let view = runner.session.scene.mainScrollView
        XCTAssertGreaterThanOrEqual(lowest, view.minimumContentOffset.y - 0.5, "passed collapsed by \(view.minimumContentOffset.y - lowest) pt")
        XCTAssertEqual(view.contentOffset.y, view.minimumContentOffset.y, accuracy: 0.5)
        XCTAssertEqual(view.phase, .idle)
    }
}
