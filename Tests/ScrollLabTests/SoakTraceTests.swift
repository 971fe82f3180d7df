import Foundation
import XCTest
@testable import ScrollLab

/// Every failure trace the soak found, kept as a regression test: replayed on the scene its header
/// names, each ends with the main scroll view idle on a legal rest of its component.
final class SoakTraceTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Traces")

    func testEverySoakTraceComesToALegalRest() throws {
        let assets = try AssetStore()
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasPrefix("soak-") && $0.hasSuffix(".jsonl") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 3)
        for name in names {
            let file = try TraceFile.load(path: Self.folder.appendingPathComponent(name).path)
            let header = try XCTUnwrap(file.header, name)
            var configuration = ReplayRunner.Configuration(sceneType: try SceneCatalog.scene(named: header.scene))
            configuration.assignments = header.assignments
            configuration.viewport = header.viewport
            let runner = try ReplayRunner(events: file.events, configuration: configuration, assets: assets)
            try runner.run { _ in }
            let view = runner.session.scene.mainScrollView
            XCTAssertEqual(view.phase, .idle, name)
            XCTAssertEqual(view.behavior?.isLegalRest(view, offset: view.contentOffset), true,
                           "\(name) rests at \(view.contentOffset.y)")
        }
    }
}
