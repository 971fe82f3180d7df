import Foundation
import XCTest

/// Missing or corrupt assets are runtime failures (exit 1) with one line naming the file.
final class AssetFailureTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var executable: URL!

    override func setUpWithError() throws {
        guard let built = ScrollLabExecutable.find() else { throw XCTSkip("scroll-lab is not built (swift build first)") }
        executable = built
        folder = try TemporaryFolder()
    }

    override func tearDown() { folder?.remove() }

    func testACorruptFontIsNamed() throws {
        let assets = folder.url.appendingPathComponent("Assets/Fonts")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        for name in ["Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf",
                     "NotoSansSC-Regular-Subset.otf", "NotoSansSC-Bold-Subset.otf"] {
            try Data("not a font".utf8).write(to: assets.appendingPathComponent(name))
        }
        let trace = try folder.write(#"{"t": 0, "type": "wait"}"# + "\n", to: "trace.jsonl")
        let environment = ["SCROLLLAB_ASSETS": folder.url.appendingPathComponent("Assets").path]
        let outcome = try ScrollLabExecutable.run(executable, ["replay", trace, "--scene", "list", "--frames", "f"], in: folder,
                                                  adding: environment)
        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("Inter-"), outcome.stderr)
        XCTAssertEqual(outcome.stderr.split(separator: "\n").count, 1, outcome.stderr)
    }

    func testAMissingAssetsFolderIsNamed() throws {
        let trace = try folder.write(#"{"t": 0, "type": "wait"}"# + "\n", to: "trace.jsonl")
        let outcome = try ScrollLabExecutable.run(executable, ["replay", trace, "--scene", "list"], in: folder,
                                                  adding: ["SCROLLLAB_ASSETS": folder.path("nowhere")])
        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        XCTAssertTrue(outcome.stderr.contains("Assets/Fonts"), outcome.stderr)
        XCTAssertEqual(outcome.stderr.split(separator: "\n").count, 1, outcome.stderr)
    }
}
