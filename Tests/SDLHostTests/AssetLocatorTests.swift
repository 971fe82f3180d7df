@testable import SDLHost
import XCTest

final class AssetLocatorTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID())")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("app/Assets/Fonts"),
                                                withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("app/.build/debug"),
                                                withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("elsewhere"),
                                                withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: root)
    }

    func testFindsTheShippedAssetsByDefault() throws {
        let assets = try AssetLocator()
        XCTAssertTrue(FileManager.default.fileExists(atPath: assets.url(for: "Fonts/Inter-Regular.otf").path))
    }

    func testWalksUpFromTheExecutableThenTheCurrentDirectory() throws {
        let fromExecutable = try AssetLocator(environment: [:],
                                              executablePath: root.path + "/app/.build/debug/scroll-lab",
                                              currentDirectory: root.path + "/elsewhere")
        XCTAssertEqual(fromExecutable.directory.standardizedFileURL.path, root.path + "/app/Assets")
        let fromCurrentDirectory = try AssetLocator(environment: [:], executablePath: "/nonexistent/bin/tool",
                                                    currentDirectory: root.path + "/app/.build")
        XCTAssertEqual(fromCurrentDirectory.directory.standardizedFileURL.path, root.path + "/app/Assets")
    }

    func testEnvironmentVariableWins() throws {
        let assets = try AssetLocator(environment: [AssetLocator.environmentVariable: root.path + "/app/Assets"],
                                      executablePath: nil, currentDirectory: "/")
        XCTAssertEqual(assets.directory.path, root.path + "/app/Assets")
        XCTAssertThrowsError(try AssetLocator(environment: [AssetLocator.environmentVariable: root.path + "/elsewhere"],
                                              executablePath: root.path + "/app/.build/debug/x",
                                              currentDirectory: root.path + "/app")) { error in
            XCTAssertTrue("\(error)".contains("SCROLLLAB_ASSETS=\(root.path)/elsewhere"), "\(error)")
        }
    }

    func testMissingAssetsSayWhereItLooked() {
        XCTAssertThrowsError(try AssetLocator(environment: [:], executablePath: "/nonexistent/bin/tool",
                                              currentDirectory: root.path + "/elsewhere")) { error in
            guard case let SDLError.missingAsset(name, searched) = error else { return XCTFail("got \(error)") }
            XCTAssertEqual(name, "Assets/Fonts")
            XCTAssertEqual(searched.count, 2)
            XCTAssertTrue("\(error)".contains(root.path + "/elsewhere"))
            XCTAssertTrue("\(error)".contains("SCROLLLAB_ASSETS"))
        }
    }
}
